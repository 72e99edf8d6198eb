import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { GateDecision } from '../../domain/qr';
import { t, type MessageKey } from '../../i18n';
import { useOnline } from '../../sync/hooks';
import { dismissRefusedWrite } from '../../sync/outbox';
import { prefetchStoredFiles, useStoredFileUrl } from '../../sync/stored-files';
import { Button } from '../../ui/Button';
import { checkCode, guardKeys, guardWarnings, logDecision, useGateFace, useGateResident, useGateResidentPhotos, type GuardState, type RefusedGateEvent } from './guard.api';
import { CameraScanner } from './CameraScanner';
import { readCodeFromImage } from './scanner';

const reasonKey = (reason: string) => `guard.reason.${reason}` as MessageKey;

/** The unlocked console: scan (camera, image, pasted text), the verdict, warnings, recent scans. */
export function GuardConsole({ state }: { state: GuardState }) {
  const [text, setText] = useState('');
  const [result, setResult] = useState<GateDecision | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const busy = useRef(false);
  const canUseCamera = typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
  const keys = guardKeys(state);
  const estateId = state.current?.estateId;
  const warnings = guardWarnings(keys, state.clock);
  const online = useOnline();
  const photos = useGateResidentPhotos(estateId);

  // While online, keep every resident's photo on the device so offline verdicts show it.
  useEffect(() => {
    if (online && photos.length > 0) void prefetchStoredFiles(photos);
  }, [online, photos.join('\n')]);

  const handleCode = async (code: string) => {
    if (busy.current) return;
    setMessage(null);
    if (!keys || estateId === undefined) {
      setMessage(t('guard.noData'));
      return;
    }
    busy.current = true;
    try {
      const decision = await checkCode(code, keys);
      setResult(decision);
      await logDecision(state.userId, estateId, decision);
    } finally {
      busy.current = false;
    }
  };

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    void handleCode(text).then(() => setText(''));
  };

  const handleImage = async (file: File | undefined) => {
    if (!file) return;
    try {
      const code = await readCodeFromImage(file);
      if (code) await handleCode(code);
      else setMessage(t('guard.imageNoCode'));
    } catch {
      setMessage(t('guard.imageNoCode'));
    }
  };

  return (
    <div className="stack guard-console">
      {warnings.notSynced ? (
        <p className="notice notice-error" role="alert">
          {t('guard.noData')}
        </p>
      ) : null}
      {warnings.listOutOfDate ? (
        <p className="notice notice-error" role="alert" data-testid="guard-list-out-of-date">
          {t('guard.listOutOfDate')}
        </p>
      ) : null}
      {warnings.listAging ? (
        <p className="notice notice-pending" role="alert" data-testid="guard-list-aging">
          {t('guard.listAging', { hours: warnings.listAgeHours ?? 0 })}
        </p>
      ) : null}
      {warnings.clockUnchecked ? (
        <p className="notice notice-error" role="alert">
          {t('guard.clockUnchecked')}
        </p>
      ) : null}
      {warnings.clockDriftSec !== null ? (
        <p className="notice notice-pending" data-testid="guard-clock-drift">
          {t('guard.clockDrift', { seconds: warnings.clockDriftSec })}
        </p>
      ) : null}
      {state.refusedEvents.length > 0 ? <RefusedEvents events={state.refusedEvents} /> : null}

      {result ? <Verdict result={result} estateId={estateId} /> : null}

      <section className="card stack">
        {camera ? (
          <>
            <CameraScanner onCode={(code) => void handleCode(code)} onError={() => setMessage(t('guard.cameraFailed'))} />
            <Button variant="secondary" onClick={() => setCamera(false)}>
              {t('guard.stopCamera')}
            </Button>
          </>
        ) : (
          <Button onClick={() => setCamera(true)} disabled={!canUseCamera}>
            {t('guard.scanCamera')}
          </Button>
        )}
        <div className="field">
          <label htmlFor="guard-image">{t('guard.image')}</label>
          <input id="guard-image" type="file" accept="image/*" capture="environment" onChange={(e) => void handleImage(e.target.files?.[0])} />
        </div>
        <form noValidate onSubmit={handleSubmit} className="stack">
          <div className="field">
            <label htmlFor="guard-text">{t('guard.paste')}</label>
            <textarea id="guard-text" rows={3} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} autoComplete="off" />
          </div>
          <Button type="submit" disabled={!text.trim()}>
            {t('guard.verify')}
          </Button>
        </form>
        {message ? (
          <p className="notice notice-error" role="alert">
            {message}
          </p>
        ) : null}
      </section>

      <section className="card">
        <h2>{t('guard.recent')}</h2>
        {state.events.length === 0 ? (
          <p className="muted">{t('guard.noScans')}</p>
        ) : (
          <ul className="list guard-events">
            {state.events.map((event) => (
              <li key={event.id} className="list-row" data-decision={event.decision}>
                <span className={`guard-chip guard-chip-${event.decision.toLowerCase()}`}>{t(event.decision === 'ALLOW' ? 'guard.allow' : 'guard.deny')}</span>
                <span>{t(reasonKey(event.reason))}</span>
                <span className="muted">{new Date(event.scannedAt).toLocaleTimeString()}</span>
                {state.pendingEventIds.has(event.id) ? <span className="muted">{t('guard.pending')}</span> : null}
              </li>
            ))}
          </ul>
        )}
        {keys ? (
          <p className="muted" data-testid="guard-list" data-seq={keys.revocation.seq}>
            {t('guard.listInfo', { seq: keys.revocation.seq, time: new Date(keys.revocation.issuedAt * 1000).toLocaleString() })}
          </p>
        ) : null}
      </section>
    </div>
  );
}

/** Decisions the server refused to record (outbox entries 'failed'), with its message, until dismissed. */
function RefusedEvents({ events }: { events: RefusedGateEvent[] }) {
  return (
    <section className="card" data-testid="guard-refused">
      <h2>{t('guard.refused.title')}</h2>
      <ul className="list guard-events-refused">
        {events.map(({ outboxId, message, event }) => (
          <li key={outboxId} className="list-row guard-refused-row" data-decision={event?.decision ?? ''}>
            {event ? (
              <>
                <span className={`guard-chip guard-chip-${event.decision.toLowerCase()}`}>{t(event.decision === 'ALLOW' ? 'guard.allow' : 'guard.deny')}</span>
                <span>{t(reasonKey(event.reason))}</span>
                <span className="muted">{new Date(event.scannedAt).toLocaleTimeString()}</span>
              </>
            ) : (
              <span>{t('guard.refused.event')}</span>
            )}
            <span className="guard-refused-message" role="alert">
              {message}
            </span>
            <Button variant="text" onClick={() => void dismissRefusedWrite(outboxId)}>
              {t('guard.refused.dismiss')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const UNTRUSTED = new Set(['malformed', 'bad-issuer-signature', 'unknown-key']);

function Verdict({ result, estateId }: { result: GateDecision; estateId: number | undefined }) {
  const allow = result.decision === 'ALLOW';
  // Whose code it is, only once the estate's signature on the credential held.
  const trusted = !UNTRUSTED.has(result.reason);
  const resident = useGateResident(estateId, trusted ? result.credential?.userId : undefined);
  // The face taken at identity onboarding when there is one, else the profile photo.
  const face = useGateFace(estateId, trusted ? result.credential?.userId : undefined);
  const photo = useStoredFileUrl(face || resident?.photoURL || undefined);
  return (
    <section className={`guard-verdict guard-verdict-${allow ? 'allow' : 'deny'}`} data-testid="gate-decision" data-decision={result.decision} data-reason={result.reason} role="status" aria-live="assertive">
      <p className="guard-verdict-word">{t(allow ? 'guard.allow' : 'guard.deny')}</p>
      <p className="guard-verdict-reason">{t(reasonKey(result.reason))}</p>
      {trusted && result.credential ? (
        <div className="guard-person">
          {photo ? <img className="avatar" src={photo} alt="" width={72} height={72} /> : null}
          <div>
            <p className="guard-person-name">{resident?.displayName ?? t('guard.unknownResident')}</p>
            {resident ? (
              <p>
                {resident.roleDisplayName}
                {resident.unitNo ? ` · ${t('guard.unit', { unit: resident.unitNo })}` : ''}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** Re-renders on an interval so the stale-list warning appears without a new sync. */
export function useMinuteTick(): void {
  const [, set] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => set((n) => n + 1), 60_000);
    return () => window.clearInterval(timer);
  }, []);
}
