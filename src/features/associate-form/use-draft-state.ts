import { useCallback, useEffect, useRef, useState } from 'react';
import type { PeopleConfig } from '../../contract/people';
import { adoptCapturedFace, newDraft, readDraft, saveDraft, type AssociateDraft } from './associate-draft';

/**
 * The add-associate draft as the screen edits it: loaded once from db.drafts (taking in a face
 * the onboarding screens left), kept in React state so typing stays smooth, and written back to
 * Dexie on every change. With `start` (the unit and type chosen on /associates/type) a draft for
 * another unit or type is replaced by a new one; without it the stored draft is used as it is.
 * `draft` is undefined while loading and null when there is none.
 */
export function useDraftState(options: {
  estateId: number | undefined;
  config: PeopleConfig | null | undefined;
  start?: { unitNo: string; associateType: string } | undefined;
}): { draft: AssociateDraft | null | undefined; change: (update: (draft: AssociateDraft) => AssociateDraft) => void } {
  const { estateId, config, start } = options;
  const [draft, setDraft] = useState<AssociateDraft | null | undefined>(undefined);
  const current = useRef<AssociateDraft | null>(null);
  const ready = estateId !== undefined && config !== undefined;
  const startUnit = start?.unitNo;
  const startType = start?.associateType;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft is loaded once per unit and type; a new config does not reset the form.
  useEffect(() => {
    if (!ready || estateId === undefined) return;
    let cancelled = false;
    void (async () => {
      await adoptCapturedFace();
      let stored = await readDraft();
      if (
        startUnit !== undefined &&
        startType !== undefined &&
        (!stored || stored.estateId !== estateId || stored.unitNo !== startUnit || stored.associateType !== startType)
      ) {
        const group = config?.associateTypes.find((g) => g.associateType === startType);
        stored = newDraft(estateId, startUnit, group, config);
        await saveDraft(stored);
      }
      if (cancelled) return;
      current.current = stored;
      setDraft(stored);
    })();
    return () => {
      cancelled = true;
    };
    // The draft is loaded once per unit and type; later config changes do not reset the form.
  }, [ready, estateId, startUnit, startType]);

  const change = useCallback((update: (draft: AssociateDraft) => AssociateDraft) => {
    const before = current.current;
    if (!before) return;
    const next = update(before);
    current.current = next;
    setDraft(next);
    void saveDraft(next);
  }, []);

  return { draft, change };
}
