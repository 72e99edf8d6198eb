import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PassUseArgs } from '../../contract/invites';
import { isBoundPassText, isPassText, type GateDecision } from '../../domain/qr';
import { t, type MessageKey } from '../../i18n';
import { useOnline } from '../../sync/hooks';
import { dismissRefusedWrite } from '../../sync/outbox';
import { guardPanels } from '../../app/guard-panels';
import { prefetchStoredFiles, useStoredFileUrl } from '../../app/stored-files';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import {
  checkCode,
  guardKeys,
  guardWarnings,
  logDecision,
  useGateFace,
  useGateResident,
  useGateResidentPhotos,
  type GuardState,
  type RefusedGateEvent,
  type RefusedPassUse,
} from './guard.api';
import { FACE_KINDS, scanPass, scanPin, setGateZone, UNTRUSTED_REASONS, type PassVerdict } from './guard-passes';
import { CameraScanner } from './CameraScanner';
import { GuardHistory } from './GuardHistory';
import { readCodeFromImage } from './scanner';
import '../../i18n/areas/guard';

const reasonKey = (reason: string) => `guard.reason.${reason}` as MessageKey;
const passReasonKey = (reason: string) => `guard.passReason.${reason}` as MessageKey;
const passKindKey = (kind: string) => `guard.passKind.${kind}` as MessageKey;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * The last verdict on screen: a resident's rotating code or a pass (QR or PIN). `scan` counts
 * the console's checks, so a reader can tell this check's verdict from the previous one's.
 */
type Shown = ({ kind: 'resident'; decision: GateDecision } | { kind: 'pass'; verdict: PassVerdict }) & { scan: number };

/** The unlocked console: scan (camera, image, pasted text), the verdict, warnings, recent scans. */
export function GuardConsole({ state }: { state: GuardState }) {
  const [text, setText] = useState('');
  const [pin, setPin] = useState('');
  const [result, setShown] = useState<Shown | null>(null);
  const scans = useRef(0);
  const setResult = (shown: DistributiveOmit<Shown, 'scan'>) => setShown({ ...shown, scan: ++scans.current });
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined list stands for the photos array, new every render.
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
      if (isPassText(code.trim()) || isBoundPassText(code.trim())) {
        setResult({ kind: 'pass', verdict: await scanPass(state.userId, code, keys, { zoneId: state.gateZoneId }) });
      } else {
        const decision = await checkCode(code, keys);
        setResult({ kind: 'resident', decision });
        await logDecision(state.userId, estateId, decision, undefined, state.gateZoneId);
      }
    } finally {
      busy.current = false;
    }
  };

  // Server-corrected now, for the PIN lockout (kept in server time like every decision).
  const nowSec = (Date.now() + (state.clock?.offsetMs ?? 0)) / 1000;
  const pinLockedUntil = state.pinLockout.lockedUntil > nowSec ? state.pinLockout.lockedUntil : null;
  // Re-render the moment the lock ends.
  const [, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new lock end needs a new timer; nowSec changes every render.
  useEffect(() => {
    if (pinLockedUntil === null) return;
    const timer = window.setTimeout(() => setTick((n) => n + 1), Math.max(0, (pinLockedUntil - nowSec) * 1000) + 50);
    return () => window.clearTimeout(timer);
  }, [pinLockedUntil]);

  const handlePin = async (e: FormEvent) => {
    e.preventDefault();
    if (!pin.trim() || busy.current) return;
    setMessage(null);
    if (!keys) {
      setMessage(t('guard.noData'));
      return;
    }
    busy.current = true;
    try {
      setResult({ kind: 'pass', verdict: await scanPin(state.userId, pin, keys, { zoneId: state.gateZoneId }) });
      setPin('');
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
      {state.refusedEvents.length > 0 || state.refusedPassUses.length > 0 ? <RefusedEvents events={state.refusedEvents} uses={state.refusedPassUses} /> : null}

      {result?.kind === 'resident' ? <Verdict result={result.decision} estateId={estateId} scan={result.scan} /> : null}
      {result?.kind === 'pass' ? <PassVerdictPanel verdict={result.verdict} scan={result.scan} /> : null}

      <section className="card stack">
        {state.zones.length > 0 ? (
          <SelectField
            label={t('guard.zone.label')}
            value={state.gateZoneId === null ? '' : String(state.gateZoneId)}
            onChange={(e) => void setGateZone(e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">{t('guard.zone.none')}</option>
            {state.zones.map((zone) => (
              <option key={zone.id} value={String(zone.id)}>
                {zone.accessZoneName}
              </option>
            ))}
          </SelectField>
        ) : null}
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
        <form noValidate onSubmit={(e) => void handlePin(e)} className="stack guard-pin" data-testid="guard-pin">
          <TextField
            label={t('guard.pin.label')}
            value={pin}
            onChange={(e) => setPin(e.target.value)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={16}
            disabled={pinLockedUntil !== null}
            placeholder={t('guard.pin.hint')}
          />
          {pinLockedUntil !== null ? (
            <p className="notice notice-error" role="alert" data-testid="guard-pin-locked">
              {t('guard.pin.locked', { time: new Date((pinLockedUntil - (state.clock?.offsetMs ?? 0) / 1000) * 1000).toLocaleTimeString() })}
            </p>
          ) : null}
          <Button type="submit" disabled={!pin.trim() || pinLockedUntil !== null}>
            {t('guard.pin.verify')}
          </Button>
        </form>
        {message ? (
          <p className="notice notice-error" role="alert">
            {message}
          </p>
        ) : null}
      </section>

      {estateId !== undefined ? guardPanels.map((panel) => <panel.component key={panel.id} estateId={estateId} userId={state.userId} />) : null}

      <section className="card">
        <h2>{t('guard.recent')}</h2>
        {state.events.length === 0 && state.passUses.length === 0 ? (
          <p className="muted">{t('guard.noScans')}</p>
        ) : (
          <ul className="list guard-events">
            {recentRows(state).map((row) => (
              <li key={row.id} className="list-row" data-decision={row.decision} data-kind={row.kind}>
                <span className={`guard-chip guard-chip-${row.decision.toLowerCase()}`}>{t(row.decision === 'ALLOW' ? 'guard.allow' : 'guard.deny')}</span>
                <span>{row.reason}</span>
                {row.who ? <span>{row.who}</span> : null}
                <span className="muted">{new Date(row.scannedAt).toLocaleTimeString()}</span>
                {row.pending ? <span className="muted">{t('guard.pending')}</span> : null}
              </li>
            ))}
          </ul>
        )}
        {keys ? (
          <p className="muted" data-testid="guard-list" data-seq={keys.revocation.seq}>
            {t('guard.listInfo', { seq: keys.revocation.seq, time: new Date(keys.revocation.issuedAt * 1000).toLocaleString() })}
          </p>
        ) : null}
        {estateId !== undefined ? <GuardHistory estateId={estateId} /> : null}
      </section>
    </div>
  );
}

type RecentRow = { id: string; kind: 'resident' | 'pass'; decision: 'ALLOW' | 'DENY'; reason: string; who: string; scannedAt: number; pending: boolean };

/** Resident scans and pass decisions, newest first (20). */
function recentRows(state: GuardState): RecentRow[] {
  const rows: RecentRow[] = [
    ...state.events.map((e) => ({
      id: e.id,
      kind: 'resident' as const,
      decision: e.decision,
      reason: t(reasonKey(e.reason)),
      who: '',
      scannedAt: e.scannedAt,
      pending: state.pendingEventIds.has(e.id),
    })),
    ...state.passUses.map((u) => ({
      id: u.id,
      kind: 'pass' as const,
      decision: u.decision,
      reason: t(passReasonKey(u.reason)),
      who: [u.holderName, u.unitNo ? t('guard.unit', { unit: u.unitNo }) : ''].filter((x) => x !== '').join(' · '),
      scannedAt: u.scannedAt,
      pending: state.pendingPassUseIds.has(u.id),
    })),
  ];
  return rows.sort((a, b) => b.scannedAt - a.scannedAt).slice(0, 20);
}

function PassUseRow({ use }: { use: PassUseArgs }) {
  return (
    <>
      <span className={`guard-chip guard-chip-${use.decision.toLowerCase()}`}>{t(use.decision === 'ALLOW' ? 'guard.allow' : 'guard.deny')}</span>
      <span>{t(passReasonKey(use.reason))}</span>
      <span className="muted">{new Date(use.scannedAt).toLocaleTimeString()}</span>
    </>
  );
}

/** Decisions the server refused to record (outbox entries 'failed'), with its message, until dismissed. */
function RefusedEvents({ events, uses }: { events: RefusedGateEvent[]; uses: RefusedPassUse[] }) {
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
        {uses.map(({ outboxId, message, use }) => (
          <li key={outboxId} className="list-row guard-refused-row" data-decision={use?.decision ?? ''}>
            {use ? <PassUseRow use={use} /> : <span>{t('guard.refused.passUse')}</span>}
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

function Verdict({ result, estateId, scan }: { result: GateDecision; estateId: number | undefined; scan: number }) {
  const allow = result.decision === 'ALLOW';
  // Whose code it is, only once the estate's signature on the credential held.
  const trusted = !UNTRUSTED.has(result.reason);
  const resident = useGateResident(estateId, trusted ? result.credential?.userId : undefined);
  // The face taken at identity onboarding when there is one, else the profile photo.
  const face = useGateFace(estateId, trusted ? result.credential?.userId : undefined);
  const photo = useStoredFileUrl(face || resident?.photoURL || undefined);
  return (
    <section
      className={`guard-verdict guard-verdict-${allow ? 'allow' : 'deny'}`}
      data-testid="gate-decision"
      data-scan={scan}
      data-decision={result.decision}
      data-reason={result.reason}
      role="status"
      aria-live="assertive"
    >
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

/**
 * The verdict on a pass: ALLOW/DENY, the reason, and once the pass held (its signature, or the
 * PIN matched a synced pass) who it is for: the holder's name from the synced row ('Visitor pass'
 * for a pass made after this console's last sync), the unit, the kind and, for people with a
 * face on file (associates, guests, letters), the photo for a human match.
 */
function PassVerdictPanel({ verdict, scan }: { verdict: PassVerdict; scan: number }) {
  const allow = verdict.decision === 'ALLOW';
  const trusted = verdict.pass !== undefined && !UNTRUSTED_REASONS.has(verdict.reason);
  const row = trusted ? verdict.row : undefined;
  const photo = useStoredFileUrl(row && row.photoURL && FACE_KINDS.has(row.kind) ? row.photoURL : undefined);
  return (
    <section
      className={`guard-verdict guard-verdict-${allow ? 'allow' : 'deny'}`}
      data-testid="gate-decision"
      data-scan={scan}
      data-decision={verdict.decision}
      data-reason={verdict.reason}
      data-method={verdict.method}
      role="status"
      aria-live="assertive"
    >
      <p className="guard-verdict-word">{t(allow ? 'guard.allow' : 'guard.deny')}</p>
      <p className="guard-verdict-reason">{t(passReasonKey(verdict.reason))}</p>
      {trusted && verdict.pass ? (
        <div className="guard-person" data-testid="guard-pass-holder">
          {photo ? <img className="avatar" src={photo} alt="" width={72} height={72} /> : null}
          <div>
            <p className="guard-person-name">{row?.holderName || t('guard.visitorPass')}</p>
            <p>
              {t(passKindKey(verdict.pass.kind))}
              {verdict.pass.unitNo ? ` · ${t('guard.unit', { unit: verdict.pass.unitNo })}` : ''}
            </p>
          </div>
        </div>
      ) : null}
    </section>
  );
}
