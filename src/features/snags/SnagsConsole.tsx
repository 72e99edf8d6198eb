import { useId, useState } from 'react';
import * as v from 'valibot';
import { SNAG_STATUSES, SnagStatusArgsSchema, type Snag, type SnagStatus } from '../../contract/snags';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField } from '../../ui/SelectField';
import { setSnagStatus, useEstateSnags } from './snags.api';
import { caseLabel, SnagPhotos, SnagStatusChip } from './SnagParts';
import './snags.css';
import '../../i18n/areas/auth';
import '../../i18n/areas/manager';
import '../../i18n/areas/snags';

type Props = { estateId: number; online: boolean };

/**
 * The manager console's maintenance requests: the estate's open and in-progress requests, oldest
 * first (resolved ones on request), each with its reporter, unit, category, description and
 * photos; Update sets the status with a note (an online call; the row comes back through sync and
 * the resident is notified).
 */
export function SnagsConsole({ estateId, online }: Props) {
  const snags = useEstateSnags(estateId);
  const [editing, setEditing] = useState<Snag | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [showResolved, setShowResolved] = useState(false);
  const headingId = useId();
  if (snags === undefined) return null;
  const open = snags.filter((s) => s.status !== 'RESOLVED');
  const shown = showResolved ? snags : open;

  return (
    <section className="manager-requests" aria-labelledby={headingId} data-testid="manager-snags">
      <h2 id={headingId} className="section-title">
        {t('snags.console.heading')} {open.length > 0 ? <span className="muted">{t('snags.console.openCount', { n: open.length })}</span> : null}
      </h2>
      {result ? (
        <p className="notice notice-success" role="status">
          {result}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className="muted">{t('snags.console.none')}</p>
      ) : (
        <ul className="list">
          {shown.map((snag) => (
            <li key={snag.id} className="manager-member" data-testid="manager-snag" data-snag-id={snag.id}>
              <div className="snag-card-head">
                <p className="manager-member-name">
                  {caseLabel(snag)} · {t(`snags.category.${snag.category}`)}
                </p>
                <SnagStatusChip status={snag.status} />
              </div>
              <p className="muted">
                {t('snags.console.reporter')}: {snag.user || snag.email} · {t('snags.unit', { unitNo: snag.unitNo })}
              </p>
              <p className="snag-request">{snag.request}</p>
              <SnagPhotos snag={snag} />
              <div className="manager-member-actions">
                <Button
                  variant="secondary"
                  disabled={!online}
                  onClick={() => {
                    setResult(null);
                    setEditing(snag);
                  }}
                  aria-label={`${t('snags.console.update')}: ${caseLabel(snag)}`}
                >
                  {t('snags.console.update')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {snags.length > open.length ? (
        <label className="field">
          <input type="checkbox" checked={showResolved} onChange={(e) => setShowResolved(e.target.checked)} /> {t('snags.console.showResolved')}
        </label>
      ) : null}
      {editing ? (
        <StatusDialog
          snag={editing}
          online={online}
          onClose={() => setEditing(null)}
          onDone={() => {
            setResult(t('snags.console.saved'));
            setEditing(null);
          }}
        />
      ) : null}
    </section>
  );
}

function StatusDialog({ snag, online, onClose, onDone }: { snag: Snag; online: boolean; onClose: () => void; onDone: () => void }) {
  const [status, setStatus] = useState<SnagStatus>(snag.status === 'OPEN' ? 'IN_PROGRESS' : snag.status);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const noteId = useId();

  const submit = async () => {
    setError(null);
    const parsed = v.safeParse(SnagStatusArgsSchema, { status, note });
    if (!parsed.success) {
      setError(parsed.issues[0]?.message ?? t('snags.console.failure'));
      return;
    }
    setBusy(true);
    const answer = await setSnagStatus(snag.id, parsed.output);
    if (answer.kind === 'ok') {
      onDone();
      return;
    }
    setBusy(false);
    setError(answer.kind === 'offline' ? t('signup.offline') : answer.message || t('snags.console.failure'));
  };

  return (
    <Dialog
      title={t('snags.console.updateTitle', { caseNumber: snag.caseNumber })}
      onClose={() => (busy ? undefined : onClose())}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('manager.confirm.cancel')}
          </Button>
          <Button disabled={busy || !online} onClick={() => void submit()}>
            {!online ? t('signup.offline') : t('snags.console.save')}
          </Button>
        </>
      }
    >
      <p className="muted">{t('snags.console.notify')}</p>
      <SelectField label={t('snags.statusLabel')} name="status" value={status} onChange={(e) => setStatus(e.target.value as SnagStatus)}>
        {SNAG_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`snags.status.${s}`)}
          </option>
        ))}
      </SelectField>
      <div className="field">
        <label htmlFor={noteId}>{t('snags.console.noteLabel')}</label>
        <textarea id={noteId} className="snag-textarea" name="note" rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
