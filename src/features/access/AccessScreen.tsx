import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { t } from '../../i18n';
import { useOnline } from '../../sync/hooks';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { PinPrompt } from '../../ui/PinPrompt';
import { TopBar } from '../../ui/TopBar';
import { createPin, stopQr, verifyPin } from './access.api';
import { AccessCard, type FirstCode } from './AccessCard';
import { wrongPinMessage } from './pin-words';
import { qrWorker } from './qr-worker-client';
import { warmQrDrawingWhenIdle } from './warm-qr';
import { qrStartInput, useAccessState, type AccessState } from './use-access-state';
import '../../i18n/areas/access';

type Step = { kind: 'create' } | { kind: 'confirm'; first: string } | { kind: 'enter' } | { kind: 'unlocked' };

/**
 * /access (spec 2.8): no back button; permission re-checked every 2 s; create a PIN (enter,
 * then "You're Almost Set"), or verify the PIN; then the card with the rotating QR.
 * `children` follow the card (/regularVisitorAccess adds the regular visitor's upcoming invites).
 */
export function AccessScreen({ children }: { children?: ReactNode } = {}) {
  const state = useAccessState();
  const online = useOnline();

  // Leaving the screen wipes the key material the worker holds.
  useEffect(() => () => void stopQr().catch(() => undefined), []);

  return (
    <div>
      <TopBar title={t('access.title')} />
      <main className="page access-page">
        {state === undefined ? <LoadingOverlay /> : state === null ? null : <AccessBody state={state} online={online} />}
        {children}
      </main>
    </div>
  );
}

function AccessBody({ state, online }: { state: AccessState; online: boolean }) {
  const [step, setStep] = useState<Step | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The first code, drawn by the worker with the PIN check (entering the PIN with a credential held).
  const [first, setFirst] = useState<FirstCode | null>(null);
  const hasPin = state.pin !== undefined;
  const current: Step = step ?? (hasPin ? { kind: 'enter' } : { kind: 'create' });

  // The QR worker starts once the pad is drawn, while the PIN is typed rather than after it, and
  // the page draws a throwaway QR when idle, so the first code draws at the warm cost.
  useEffect(() => {
    void qrWorker();
    return warmQrDrawingWhenIdle();
  }, []);

  // A PIN removed elsewhere (reset, wipe) sends the flow back to the start. Only a PIN that was
  // there and went: a PIN just created is unlocked before the live query has read it back, and
  // resetting then would ask for the PIN the person has just chosen (seen on a loaded machine).
  const hadPin = useRef(hasPin);
  useEffect(() => {
    if (hadPin.current && !hasPin && step?.kind === 'unlocked') setStep(null);
    hadPin.current = hasPin;
  }, [hasPin, step?.kind]);

  if (!state.current || !state.permitted) {
    return (
      <p className="notice notice-error" role="alert">
        {t('access.notPermitted', { estate: state.estate?.estateName ?? state.current?.estateName ?? '', email: state.estate?.supportEmail ?? '' })}
      </p>
    );
  }

  // Shown offline too: the reset screen then says resetting needs the network (the spec shows it online only).
  const forgot = (
    <p className="center">
      <Link to="/reset-pin" className="link-btn">
        {t('access.forgotPin')}
      </Link>
    </p>
  );

  if (state.pin && state.pin.wrappedKey === null) {
    return (
      <>
        <p className="notice notice-error" role="alert">
          {t('access.wiped')}
        </p>
        {forgot}
      </>
    );
  }

  if (current.kind === 'unlocked') {
    // Unlocked by a PIN just created: the card once the live query has read the PIN back.
    return state.pin ? <AccessCard state={state} online={online} first={first} /> : <LoadingOverlay />;
  }

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  if (current.kind === 'create') {
    return (
      <PinPrompt
        key="create"
        title={t('access.create.title')}
        subtitle={t('access.create.subtitle')}
        error={error}
        deleteLabel={t('access.delete')}
        onComplete={(pin) => {
          setError(null);
          setStep({ kind: 'confirm', first: pin });
        }}
      />
    );
  }

  if (current.kind === 'confirm') {
    return (
      <PinPrompt
        key="confirm"
        title={t('access.confirm.title')}
        subtitle={t('access.confirm.subtitle')}
        busy={busy}
        deleteLabel={t('access.delete')}
        onComplete={(pin) => {
          if (pin !== current.first) {
            // Mismatch: both entries clear and the incorrect-PIN message shows.
            setError(t('access.pinIncorrect'));
            setStep({ kind: 'create' });
            return;
          }
          void run(async () => {
            await createPin(state.userId, pin);
            setError(null);
            setStep({ kind: 'unlocked' });
          });
        }}
      />
    );
  }

  return (
    <>
      <PinPrompt
        key="enter"
        title={t('access.enter.title')}
        error={error}
        busy={busy}
        deleteLabel={t('access.delete')}
        onComplete={(pin) => {
          // The PIN leaves for the worker in this task, before any re-render; with a credential held,
          // the worker answers the first code with the check, and the card draws it in the task the
          // answer arrives (flushSync), not in a later render.
          const input = qrStartInput(state);
          setBusy(true);
          verifyPin(state.userId, pin, state.pin?.wrappedKey, input ? { config: input, nowMs: Date.now() + state.clockOffsetMs } : undefined).then(
            (result) =>
              flushSync(() => {
                setBusy(false);
                if (result.ok) {
                  const payload = result.qr?.start.ok ? result.qr.payload : null;
                  setFirst(input && payload ? { input, payload } : null);
                  setError(null);
                  setStep({ kind: 'unlocked' });
                } else setError(wrongPinMessage(result.attemptsLeft));
              }),
            (error: unknown) => {
              setBusy(false);
              throw error;
            },
          );
        }}
      />
      {forgot}
    </>
  );
}
