import { useRef, useState, type FormEvent } from 'react';
import type { SyncedTable } from '../../contract/registry';
import { nextOutboxChange, useWriteConfirmed, useWriteState, type WriteState } from '../../sync/hooks';
import { dismissRefusedWrite } from '../../sync/outbox';

/** What the server made of a save: confirmed, still waiting (offline), or refused with its message. */
export type SaveOutcome = { kind: 'synced' } | { kind: 'pending' } | { kind: 'refused'; message: string };

export type RecordForm<F> = {
  /** What the form shows: the user's edits, else `initial` (undefined while loading, null: the row is not on this device). */
  form: F | null | undefined;
  set: <K extends keyof F>(key: K, value: F[K]) => void;
  submit: (e: FormEvent) => void;
  saving: boolean;
  /** A save that failed before reaching the outbox: the contract's message for the first bad field. */
  error: string | null;
  /** The answer to the last save, until closed. */
  outcome: SaveOutcome | null;
  closeOutcome: () => void;
  /** The stored row's write state: pending, or refused until the refusal is dismissed. */
  row: WriteState;
  dismissRefusal: () => void;
  /** The server confirmed the last save: at once when online, or later for a save made offline. */
  confirmed: boolean;
};

const noop = () => undefined;

type Options<F> = {
  table: SyncedTable;
  /** The stored row the form edits; undefined for an add form. */
  rowId?: string | undefined;
  /** What the form shows until the user types: undefined while loading, null when the row is not on this device. */
  initial: F | null | undefined;
  /** The write; it throws (mutate's parse) when a field is invalid. */
  save: (form: F) => Promise<SaveOutcome>;
  /** The message of a save that fails without one. */
  failure: string;
};

/**
 * The save cycle of a form that edits one synced row through the outbox (the record forms:
 * contacts, accounts, addresses, vehicles; any feature's form may use it). The form
 * follows `initial` (the stored row, which sync may change) until the user types. Save runs
 * `save`; a thrown error becomes `error`, the answer becomes `outcome`, and a save that was
 * not refused hands the form back to the stored row. The row's pending and refused state
 * comes from the outbox (useWriteState); a refusal goes only through dismissRefusedWrite.
 */
export function useRecordForm<F extends object>({ table, rowId, initial, save, failure }: Options<F>): RecordForm<F> {
  const [draft, setDraft] = useState<F | null>(null);
  // A second Save before the first one's saving state has rendered is the same click twice.
  const inFlight = useRef(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const row = useWriteState(table, rowId);
  const confirmed = useWriteConfirmed(outcome, row);
  const form = draft ?? initial;

  const handleSave = async (submitted: F) => {
    if (inFlight.current) return;
    inFlight.current = true;
    // The write goes first, with nothing rendered before it: its transaction opens in the click's
    // own task, and the form's saving state renders with the write's own answer (the outbox's,
    // which also shows the row pending) or with the save's end, whichever comes first.
    const saved = save(submitted);
    await Promise.race([nextOutboxChange(), saved.then(noop, noop)]);
    inFlight.current = false;
    setError(null);
    setOutcome(null);
    setSaving(true);
    try {
      const answer = await saved;
      setOutcome(answer);
      // Edits typed while the save was on its way are kept.
      if (answer.kind !== 'refused' && rowId !== undefined) setDraft((d) => (d === submitted ? null : d));
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : failure);
    } finally {
      setSaving(false);
    }
  };

  return {
    form,
    set: (key, value) =>
      setDraft((d) => {
        const base = d ?? initial;
        return base ? { ...base, [key]: value } : d;
      }),
    submit: (e) => {
      e.preventDefault();
      if (form) void handleSave(form);
    },
    saving,
    error,
    outcome,
    closeOutcome: () => setOutcome(null),
    row,
    dismissRefusal: () => {
      if (row.outboxId !== undefined) void dismissRefusedWrite(row.outboxId);
    },
    confirmed,
  };
}
