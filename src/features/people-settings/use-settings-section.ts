import { useEffect, useState } from 'react';
import type { PeopleConfig, PeopleConfigArgs } from '../../contract/people';
import { t } from '../../i18n';
import { PEOPLE_CONFIG_MESSAGES } from '../../i18n/en/people';
import { callMessage } from '../../sync/online-call';
import { configArgs, parseConfig, savePeopleConfig } from '../../app/people.api';
import '../../i18n/areas/auth';
import '../../i18n/areas/manager';

export type SectionKey = keyof PeopleConfigArgs;

export type SettingsSection<K extends SectionKey> = {
  /** The part as synced now (ids already in use stay reserved). */
  synced: PeopleConfigArgs[K];
  draft: PeopleConfigArgs[K];
  setDraft: (update: (draft: PeopleConfigArgs[K]) => PeopleConfigArgs[K]) => void;
  dirty: boolean;
  busy: boolean;
  result: { ok: boolean; text: string } | null;
  /** Whether the field at this path (relative to the section) was refused by the contract. */
  invalid: (path: string) => boolean;
  save: () => void;
  reset: () => void;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One section of the people settings (associate types, zones, ...): a draft of that part of the
 * synced configuration, saved alone (the rest is sent as synced) with PUT API.peopleConfig after
 * the contract's schema accepts the whole. An untouched draft follows the synced configuration.
 */
export function useSettingsSection<K extends SectionKey>(estateId: number, config: PeopleConfig, key: K, online: boolean): SettingsSection<K> {
  const synced = config[key] as PeopleConfigArgs[K];
  const [base, setBase] = useState(synced);
  const [draft, setDraftState] = useState(synced);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [paths, setPaths] = useState<Set<string>>(new Set());

  useEffect(() => {
    if (same(draft, base) && !same(base, synced)) {
      setBase(synced);
      setDraftState(synced);
    }
  }, [synced, draft, base]);

  const setDraft = (update: (d: PeopleConfigArgs[K]) => PeopleConfigArgs[K]) => {
    setResult(null);
    setDraftState(update);
  };

  const save = async () => {
    setResult(null);
    const parsed = parseConfig({ ...configArgs(config), [key]: draft });
    if (!parsed.ok) {
      const prefix = `${key}.`;
      setPaths(new Set([...parsed.issues.paths].filter((p) => p === key || p.startsWith(prefix)).map((p) => p.slice(prefix.length))));
      setResult({ ok: false, text: parsed.issues.message });
      return;
    }
    setPaths(new Set());
    if (!online) {
      setResult({ ok: false, text: t('signup.offline') });
      return;
    }
    setBusy(true);
    try {
      await savePeopleConfig(estateId, parsed.args);
      const saved = parsed.args[key];
      setBase(saved);
      setDraftState(saved);
      setResult({ ok: true, text: PEOPLE_CONFIG_MESSAGES.saved });
    } catch (error) {
      setResult({ ok: false, text: callMessage(error, 'manager.people.failure') });
    } finally {
      setBusy(false);
    }
  };

  return {
    synced,
    draft,
    setDraft,
    dirty: !same(draft, base),
    busy,
    result,
    invalid: (path) => paths.has(path),
    save: () => void save(),
    reset: () => {
      setResult(null);
      setPaths(new Set());
      setBase(synced);
      setDraftState(synced);
    },
  };
}
