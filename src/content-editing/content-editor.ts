import { useEffect, useRef, useState } from 'react';
import { CONTENT_KINDS, type ContentKind } from '../contract/content';
import { t } from '../i18n';
import {
  checkContent,
  deleteContent,
  draftOf,
  newContentId,
  recordIdOf,
  saveContent,
  type ContentInput,
  type ContentRecords,
  type ContentResult,
} from './content.api';
import '../i18n/areas/manager-content';

export type ContentEditor<K extends ContentKind> = {
  /** One record per estate (site plan, theme): always edited, never new. */
  singleton: boolean;
  /** The record being edited, or null for a new one. */
  editingId: string | null;
  draft: ContentInput<K>;
  set: (patch: Partial<ContentInput<K>>) => void;
  busy: boolean;
  result: ContentResult | null;
  /** The outcome of the last Delete (shown by the list). */
  removed: ContentResult | null;
  /** Whether the field at this path was the one refused. */
  invalid: (path: string) => boolean;
  edit: (record: ContentRecords[K]) => void;
  /** Like edit, keeping the outcome line (a synced version arriving after a save). */
  load: (record: ContentRecords[K]) => void;
  startNew: () => void;
  /** Checks the draft with the contract, then saves it (online only); a new record's form is emptied after. */
  save: (prepare?: (draft: ContentInput<K>) => ContentInput<K>) => Promise<boolean>;
  remove: (record: ContentRecords[K]) => Promise<void>;
};

/**
 * One content form's cycle: a draft (new, or loaded from a synced record with Edit), the contract's
 * check before sending, the save (PUT), the delete (DELETE) and the outcome line. The list beside
 * the form comes from Dexie, so saved records appear there when sync brings them back.
 */
export function useContentEditor<K extends ContentKind>(estateId: number, kind: K, empty: () => ContentInput<K>): ContentEditor<K> {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [draft, setDraft] = useState<ContentInput<K>>(empty);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ContentResult | null>(null);
  const [removed, setRemoved] = useState<ContentResult | null>(null);
  const [invalidPath, setInvalidPath] = useState<string | null>(null);

  const clear = () => {
    setResult(null);
    setRemoved(null);
    setInvalidPath(null);
  };

  return {
    singleton: CONTENT_KINDS[kind].singleton,
    editingId,
    draft,
    set: (patch) => {
      setResult(null);
      // A field the manager changes is no longer marked as the refused one.
      if (invalidPath !== null && Object.keys(patch).some((key) => invalidPath === key || invalidPath.startsWith(`${key}.`))) setInvalidPath(null);
      setDraft((d) => ({ ...d, ...patch }));
    },
    busy,
    result,
    removed,
    invalid: (path) => invalidPath !== null && (invalidPath === path || invalidPath.startsWith(`${path}.`)),
    edit: (record) => {
      clear();
      setEditingId(recordIdOf(kind, record));
      setDraft(draftOf(empty(), record));
    },
    load: (record) => {
      setEditingId(recordIdOf(kind, record));
      setDraft(draftOf(empty(), record));
    },
    startNew: () => {
      clear();
      setEditingId(null);
      setDraft(empty());
    },
    save: async (prepare) => {
      clear();
      const checked = checkContent(kind, prepare ? prepare(draft) : draft);
      if (!checked.ok) {
        setInvalidPath(checked.issue.path);
        setResult({ ok: false, text: checked.issue.message });
        return false;
      }
      const id = CONTENT_KINDS[kind].singleton ? String(estateId) : (editingId ?? newContentId());
      setBusy(true);
      const answer = await saveContent(estateId, kind, id, checked.input);
      setBusy(false);
      if (!answer.ok) {
        setResult({ ok: false, text: answer.text });
        return false;
      }
      setResult({ ok: true, text: t('managerContent.saved') });
      if (CONTENT_KINDS[kind].singleton) setDraft(draftOf(empty(), answer.record));
      else {
        setEditingId(null);
        setDraft(empty());
      }
      return true;
    },
    remove: async (record) => {
      clear();
      setBusy(true);
      const id = recordIdOf(kind, record);
      const answer = await deleteContent(estateId, kind, id);
      setBusy(false);
      setRemoved(answer);
      if (answer.ok && id === editingId) {
        setEditingId(null);
        setDraft(empty());
      }
    },
  };
}

/**
 * A one-per-estate record (site plan, theme): the form starts from the synced record once it is
 * read, and follows later versions while the manager has not changed the form since.
 */
export function useSingletonDraft<K extends ContentKind>(editor: ContentEditor<K>, record: ContentRecords[K] | undefined, empty: () => ContentInput<K>): void {
  const shown = useRef<string>(JSON.stringify(empty()));
  const draftJson = JSON.stringify(editor.draft);
  const recordJson = record ? JSON.stringify(draftOf(empty(), record)) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the JSON strings stand for the record and the draft, new objects every render.
  useEffect(() => {
    if (recordJson === null || recordJson === shown.current) return;
    // Untouched (still what was shown last) or just saved (already the record): take the record.
    if (draftJson === shown.current || draftJson === recordJson) {
      if (record) editor.load(record);
      shown.current = recordJson;
    }
  }, [recordJson, draftJson]);
}
