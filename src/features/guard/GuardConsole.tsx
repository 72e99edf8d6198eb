import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isBoundPassText, isPassText } from '../../domain/qr';
import { t } from '../../i18n';
import { useOnline } from '../../sync/hooks';
import { guardPanels } from '../../app/guard-panels';
import { prefetchStoredFiles } from '../../app/stored-files';
import { Button } from '../../ui/Button';
import { CameraScanner } from '../../ui/qr-scan/CameraScanner';
import { readCodeFromImage } from '../../ui/qr-scan/scanner';
import { TextField } from '../../ui/TextField';
import { checkCode, guardKeys, guardWarnings, logDecision, recentAdmission, useGateResidentPhotos, type GuardState } from './guard.api';
import { scanPass, scanPin } from './guard-passes';
import { ConsoleDetails } from './ConsoleDetails';
import { RecentScans, RefusedEvents } from './RecentScans';
import { VerdictCard, type Shown } from './VerdictCard';
import '../../i18n/areas/guard';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * The unlocked console, for one hand: the camera box (a fixed size, never moved by what appears),
 * the delivery PIN, warnings, the areas' panels, recent scans and the Details fold; at the bottom,
 * in the thumb's reach, Scan and Lock. A verdict covers the screen until Next.
 */
export function GuardConsole({ state, onLock }: { state: GuardState; onLock: () => void }) {
  const [pin, setPin] = useState('');
  const [result, setShown] = useState<Shown | null>(null);
  const scans = useRef(0);
  const [message, setMessage] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(false);
  const busy = useRef(false);
  // A verdict on screen: the camera's codes wait until the guard taps Next.
  const showing = useRef(false);
  const canUseCamera = typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
  const keys = guardKeys(state);
  const estateId = state.current?.estateId;
  const warnings = guardWarnings(keys, state.clock);
  const online = useOnline();
  const photos = useGateResidentPhotos(estateId);
  const serverNow = () => Date.now() + (state.clock?.offsetMs ?? 0);

  const show = (shown: DistributiveOmit<Shown, 'scan' | 'decidedAt'>) => {
    showing.current = true;
    setShown({ ...shown, scan: ++scans.current, decidedAt: serverNow() });
  };
  const next = () => {
    showing.current = false;
    setShown(null);
  };

  // The console opens at its top: the camera box (the PIN pad or the set-up before may have left the page scrolled).
  // (A block, not an expression: newer browsers answer scrollTo with a promise, which React would take for a cleanup.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

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
        const verdict = await scanPass(state.userId, code, keys, { zoneId: state.gateZoneId });
        // The use just logged is a DENY: the last ALLOW of the pass is its admission.
        const admittedAt = verdict.reason === 'used-up' && verdict.pass ? await recentAdmission(estateId, { passId: verdict.pass.passId }, serverNow()) : null;
        show({ kind: 'pass', verdict, admittedAt });
      } else {
        const decision = await checkCode(code, keys);
        const credId = decision.credential?.credId;
        const admittedAt = decision.reason === 'replay' && credId ? await recentAdmission(estateId, { credId }, serverNow()) : null;
        show({ kind: 'resident', decision, admittedAt });
        await logDecision(state.userId, estateId, decision, undefined, state.gateZoneId);
      }
    } finally {
      busy.current = false;
    }
  };

  // Server-corrected now, for the PIN lockout (kept in server time like every decision).
  const nowSec = serverNow() / 1000;
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
    if (!keys || estateId === undefined) {
      setMessage(t('guard.noData'));
      return;
    }
    busy.current = true;
    try {
      const verdict = await scanPin(state.userId, pin, keys, { zoneId: state.gateZoneId });
      const admittedAt = verdict.reason === 'used-up' && verdict.pass ? await recentAdmission(estateId, { passId: verdict.pass.passId }, serverNow()) : null;
      show({ kind: 'pass', verdict, admittedAt });
      setPin('');
    } finally {
      busy.current = false;
    }
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

  const startCamera = () => {
    setCameraFailed(false);
    setCamera(true);
  };

  return (
    <div className="stack guard-console" data-testid="guard-console">
      <div className="guard-camera-box">
        {camera ? (
          <CameraScanner
            onCode={(code) => {
              if (!showing.current) void handleCode(code);
            }}
            onError={() => {
              setCamera(false);
              setCameraFailed(true);
            }}
          />
        ) : (
          <p className={cameraFailed ? 'guard-camera-failed' : 'guard-camera-idle'} role={cameraFailed ? 'alert' : undefined}>
            {t(cameraFailed ? 'guard.cameraFailed' : 'guard.cameraIdle')}
          </p>
        )}
      </div>
      {message ? (
        <p className="notice notice-error" role="alert">
          {message}
        </p>
      ) : null}
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

      <form noValidate onSubmit={(e) => void handlePin(e)} className="card stack guard-pin" data-testid="guard-pin">
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
        <Button type="submit" className="btn-block" disabled={!pin.trim() || pinLockedUntil !== null}>
          {t('guard.pin.verify')}
        </Button>
      </form>

      {estateId !== undefined
        ? guardPanels.map((panel) => <panel.component key={panel.id} estateId={estateId} userId={state.userId} zoneId={state.gateZoneId} />)
        : null}
      <RecentScans state={state} estateId={estateId} />
      <ConsoleDetails state={state} keys={keys} onCode={handleCode} onImage={handleImage} />

      <div className="guard-dock">
        {camera ? (
          <Button variant="secondary" className="guard-scan" onClick={() => setCamera(false)}>
            {t('guard.stopCamera')}
          </Button>
        ) : (
          <Button className="guard-scan" onClick={startCamera} disabled={!canUseCamera}>
            {t('guard.scanCamera')}
          </Button>
        )}
        <Button variant="text" className="guard-lock" onClick={onLock}>
          {t('guard.lock')}
        </Button>
      </div>
      {result ? <VerdictCard shown={result} estateId={estateId} onNext={next} /> : null}
    </div>
  );
}
