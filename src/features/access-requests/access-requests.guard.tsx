import { useState, type FormEvent } from 'react';
import { useNow } from '../../ui/use-now';
import type { AccessRequestCreateArgs } from '../../contract/access-requests';
import { accessRequestStatus, estateTimeOfDay } from '../../domain/access-requests';
import { t } from '../../i18n';
import type { GuardPanelProps } from '../../app/guard-panels';
import { useRefusedWrites, useWriteStates } from '../../sync/hooks';
import { dismissRefusedWrite } from '../../sync/outbox';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import {
  ANSWER_TICK_MS,
  answeredText,
  askedText,
  askResident,
  stateText,
  useRefusedPassToAsk,
  useTodaysRequests,
  type AskField,
  type RefusedPass,
} from './access-requests.api';
import { keepAccessRequestPhoto, useAccessRequestPhotoUploader, VisitorPhoto } from './access-requests.photo';
import { useObjectUrl } from '../../app/stored-files';
import './access-requests.css';
import '../../i18n/areas/access-requests';

/**
 * The guard console's panel (/guard): a visitor without a pass. The guard enters the visitor's
 * name, the unit, a note and (optionally) a photo of the visitor, and asks the unit's people
 * (offline too: sent when back online, the photo after the request); a
 * pass this guard just refused offers to fill the form with its holder and unit ("Ask the host").
 * The request names the console's gate (its zone). Today's requests below, each with its live state from this device's copy: "Approved by the
 * host" or "Denied by the host" with who answered and when, once a sync or poke brings it.
 */
function AccessRequestsGuardPanel({ estateId, userId, zoneId = null }: GuardPanelProps) {
  const [visitorName, setVisitorName] = useState('');
  const [unitNo, setUnitNo] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ field: AskField | null; message: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const preview = useObjectUrl(photo ?? undefined);
  useAccessRequestPhotoUploader();
  const now = useNow(ANSWER_TICK_MS);
  const requests = useTodaysRequests(estateId, now);
  const writes = useWriteStates('accessRequests');
  const refused = useRefusedWrites('accessRequests').filter((entry) => entry.name === 'accessRequests.create');
  const refusedPass = useRefusedPassToAsk(estateId, userId, now);
  const [skipped, setSkipped] = useState<string | null>(null);
  const offer = refusedPass && refusedPass.useId !== skipped ? refusedPass : null;
  // The refused pass's holder and unit fill the form; the guard adds a note and asks.
  const askAbout = (pass: RefusedPass) => {
    setVisitorName(pass.holderName);
    setUnitNo(pass.unitNo);
    setError(null);
    setDone(null);
    setSkipped(pass.useId);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setError(null);
    setDone(null);
    setBusy(true);
    try {
      const answer = await askResident({ estateId, unitNo, visitorName, note, zoneId });
      if (!answer.ok) {
        setError({ field: answer.field, message: answer.message });
        return;
      }
      if (answer.outcome.kind === 'refused') return; // shown in the list until dismissed
      if (photo) await keepAccessRequestPhoto(answer.id, photo);
      setPhoto(null);
      setDone(answer.outcome.kind === 'pending' ? t('accessRequests.guard.askedOffline') : t('accessRequests.guard.asked', { unitNo: unitNo.trim() }));
      setVisitorName('');
      setUnitNo('');
      setNote('');
    } finally {
      setBusy(false);
    }
  };
  const fieldError = (field: AskField) => (error?.field === field ? error.message : undefined);

  return (
    <section className="card stack access-requests-guard" data-testid="access-requests-guard">
      <h2>{t('accessRequests.guard.heading')}</h2>
      {offer ? (
        <div className="notice access-request-offer" data-testid="access-request-offer" role="status">
          <p>
            {offer.holderName
              ? t('accessRequests.guard.passRefused', { name: offer.holderName, unitNo: offer.unitNo, time: estateTimeOfDay(offer.scannedAt) })
              : t('accessRequests.guard.passRefusedNoName', { unitNo: offer.unitNo, time: estateTimeOfDay(offer.scannedAt) })}
          </p>
          <div className="access-request-offer-actions">
            <Button onClick={() => askAbout(offer)}>{t('accessRequests.guard.askHost')}</Button>
            <Button variant="text" onClick={() => setSkipped(offer.useId)}>
              {t('accessRequests.guard.notNow')}
            </Button>
          </div>
        </div>
      ) : null}
      <form noValidate className="stack" onSubmit={(e) => void submit(e)}>
        <TextField
          label={t('accessRequests.guard.visitorName')}
          name="visitorName"
          value={visitorName}
          maxLength={100}
          autoComplete="off"
          error={fieldError('visitorName')}
          onChange={(e) => setVisitorName(e.target.value)}
        />
        <TextField
          label={t('accessRequests.guard.unitNo')}
          name="unitNo"
          value={unitNo}
          maxLength={20}
          autoComplete="off"
          error={fieldError('unitNo')}
          onChange={(e) => setUnitNo(e.target.value)}
        />
        <TextField
          label={t('accessRequests.guard.note')}
          name="note"
          value={note}
          maxLength={200}
          autoComplete="off"
          error={fieldError('note')}
          onChange={(e) => setNote(e.target.value)}
        />
        <div className="access-request-photo-field">
          <label className="btn btn-secondary access-request-photo-pick">
            {t('accessRequests.guard.takePhoto')}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="visually-hidden"
              onChange={(e) => {
                setPhoto(e.target.files?.[0] ?? null);
                e.target.value = '';
              }}
            />
          </label>
          {preview ? (
            <>
              <img src={preview} alt={t('accessRequests.guard.photoPreview')} className="access-request-photo" />
              <Button variant="text" onClick={() => setPhoto(null)}>
                {t('accessRequests.guard.removePhoto')}
              </Button>
            </>
          ) : null}
        </div>
        {error && error.field === null ? (
          <p className="notice notice-error" role="alert">
            {error.message}
          </p>
        ) : null}
        {done ? (
          <p className="notice" role="status">
            {done}
          </p>
        ) : null}
        <Button type="submit" className="btn-block" disabled={busy} data-testid="access-request-ask">
          {t('accessRequests.guard.ask')}
        </Button>
      </form>

      <h3>{t('accessRequests.guard.today')}</h3>
      {refused.length > 0 ? (
        <ul className="list access-requests-list">
          {refused.map((entry) => {
            const args = entry.args as AccessRequestCreateArgs | null;
            return (
              <li key={entry.id} className="list-row access-request-row" data-status="refused">
                <span className="access-request-who">
                  {args?.visitorName ?? ''} · {t('accessRequests.guard.unit', { unitNo: args?.unitNo ?? '' })}
                </span>
                <span className="access-request-state access-request-refused" role="alert">
                  {t('accessRequests.guard.notSent')}: {entry.error ?? ''}
                </span>
                <Button variant="text" onClick={() => void dismissRefusedWrite(entry.id)}>
                  {t('accessRequests.guard.dismiss')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {requests === undefined ? null : requests.length === 0 ? (
        <p className="muted">{t('accessRequests.guard.none')}</p>
      ) : (
        <ul className="list access-requests-list" aria-live="polite">
          {requests.map((request) => {
            const status = accessRequestStatus(request, now);
            return (
              <li key={request.id} className="list-row access-request-row" data-testid="access-request" data-id={request.id} data-status={status}>
                <VisitorPhoto request={request} className="access-request-thumb" />
                <span className="access-request-who">
                  {request.visitorName} · {t('accessRequests.guard.unit', { unitNo: request.unitNo })}
                </span>
                <span className={`access-request-state access-request-${status}`}>{stateText(request, now)}</span>
                {request.answeredAt !== null ? <span className="access-request-answered">{answeredText(request)}</span> : null}
                <span className="muted">{askedText(request)}</span>
                {writes.get(request.id)?.state === 'pending' ? <span className="muted">{t('accessRequests.guard.sending')}</span> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The console's panel for visitors without a pass, below the scanner. */
export const guardPanels = [{ id: 'access-requests', order: 10, component: AccessRequestsGuardPanel }];
