import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { t } from '../../i18n';
import { useRefusedWrites, useWriteStates } from '../../sync/hooks';
import { dismissRefusedWrite } from '../../sync/outbox';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Popup } from '../../ui/Popup';
import { TopBar } from '../../ui/TopBar';
import { refusalOf, recordText } from './record-text';
import type { Outcome, RecordKind } from './records.api';
import '../../i18n/areas/records';
import '../../i18n/areas/shell';

export type RecordItem = { id: string; title: string; lines: string[]; media?: ReactNode; note?: string };

type Props = {
  kind: RecordKind;
  items: RecordItem[] | undefined;
  onAdd: () => void;
  onOpen: (id: string) => void;
  onDelete: (id: string) => Promise<Outcome>;
};

type Result = { title: string; message: string; ok: boolean };

/**
 * The list pattern of /Accounts, /Addresses and /Vehicles (spec 2.13-2.15): cards that open
 * the edit screen, a delete toggle in the header that reveals a delete icon per card with a
 * confirmation, the empty state, an add button, the pending/failed state of each card, and
 * the kind's refused writes (the row was rolled back), each shown until dismissed.
 */
export function RecordList({ kind, items, onAdd, onOpen, onDelete }: Props) {
  const navigate = useNavigate();
  const states = useWriteStates(kind);
  const refused = useRefusedWrites(kind);
  const [deleteMode, setDeleteMode] = useState(false);
  const [confirming, setConfirming] = useState<RecordItem | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  if (!items) return <LoadingOverlay />;

  const handleConfirm = async () => {
    const item = confirming;
    setConfirming(null);
    if (!item) return;
    const failed = recordText(kind, 'deleteFailed');
    const outcome = await onDelete(item.id).catch((e: unknown): Outcome => ({ kind: 'refused', message: e instanceof Error ? e.message : '' }));
    if (outcome.kind === 'refused') setResult({ title: failed, message: outcome.message || failed, ok: false });
    else setResult({ title: t('records.success'), message: outcome.kind === 'synced' ? recordText(kind, 'deleted') : t('records.savedOffline'), ok: true });
  };

  return (
    <div>
      <TopBar title={recordText(kind, 'title')} onBack={() => void navigate({ to: '/PersonalInformation' })} backLabel={t('app.back')}>
        {items.length > 0 ? (
          <button type="button" className="topbar-action" aria-pressed={deleteMode} onClick={() => setDeleteMode((m) => !m)}>
            {deleteMode ? t('records.done') : t('records.deleteMode')}
          </button>
        ) : null}
      </TopBar>
      <main className="page">
        {refused.map((entry) => (
          <div key={entry.id} className="notice notice-error" role="alert">
            <p style={{ margin: 0 }}>{refusalOf(kind, entry)}</p>
            <Button variant="text" onClick={() => void dismissRefusedWrite(entry.id)}>
              {t('app.ok')}
            </Button>
          </div>
        ))}
        {items.length === 0 ? (
          <EmptyState message={recordText(kind, 'empty')} />
        ) : (
          <ul className="record-list">
            {items.map((item) => {
              const { state, error } = states.get(item.id) ?? { state: null };
              return (
                <li key={item.id} className={`record-card${state ? ` record-${state}` : ''}`} data-testid="record-card">
                  <button type="button" className="record-open" onClick={() => onOpen(item.id)} disabled={deleteMode}>
                    {item.media}
                    <span className="record-text">
                      <strong>{item.title}</strong>
                      {item.lines.filter(Boolean).map((line, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines of text that never reorder; lines may repeat.
                        <span key={i} className="muted">
                          {line}
                        </span>
                      ))}
                      {state === 'pending' ? <span className="record-badge">{t('records.pending')}</span> : null}
                      {state === 'failed' ? <span className="record-badge record-badge-failed">{error}</span> : null}
                      {item.note ? <span className="record-badge">{item.note}</span> : null}
                    </span>
                  </button>
                  {deleteMode ? (
                    <button
                      type="button"
                      className="record-delete"
                      aria-label={t('records.deleteIcon', { name: item.title })}
                      onClick={() => setConfirming(item)}
                    >
                      ✕
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        <Button className="btn-block" style={{ marginTop: 16 }} onClick={onAdd}>
          {recordText(kind, 'add')}
        </Button>
      </main>
      {confirming ? (
        <Dialog
          title={recordText(kind, 'confirmDelete')}
          onClose={() => setConfirming(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                {t('app.cancel')}
              </Button>
              <Button onClick={() => void handleConfirm()}>{t('records.confirm')}</Button>
            </>
          }
        />
      ) : null}
      {result?.ok ? <Popup title={result.title} message={result.message} onClose={() => setResult(null)} /> : null}
      {result && !result.ok ? (
        <Dialog title={result.title} onClose={() => setResult(null)} actions={<Button onClick={() => setResult(null)}>{t('app.ok')}</Button>}>
          <p>{result.message}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
