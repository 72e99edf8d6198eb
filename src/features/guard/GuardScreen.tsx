import { useEffect, useState, type ReactNode } from 'react';
import { t } from '../../i18n';
import { signOut } from '../../sync/session';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { PinPrompt } from '../../ui/PinPrompt';
import { TopBar } from '../../ui/TopBar';
import { GuardConsole } from './GuardConsole';
import { ZoneSetup } from './ConsoleDetails';
import { useNow } from '../../ui/use-now';
import { checkGuardPin, createGuardPin, GUARD_AUTO_LOCK_MS, useGuardState } from './guard.api';
import '../../i18n/areas/access';
import '../../i18n/areas/guard';
import './guard.css';

type Step = { kind: 'create' } | { kind: 'confirm'; first: string };

/**
 * /guard: signed in once online, then a per-guard PIN unlocks the console on a shared device;
 * it locks itself after inactivity and on every reload. Signing out wipes the device. The gate
 * zone is chosen once, at the device's set-up (after the PIN), when the estate has zones.
 */
export function GuardScreen() {
  const state = useGuardState();
  const [unlocked, setUnlocked] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'create' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Re-renders every minute so the stale-list warning appears without a new sync.
  useNow(60_000);

  // Auto-lock after inactivity.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer restarts only on unlock, not on every render's new lock function.
  useEffect(() => {
    if (!unlocked) return;
    let timer = window.setTimeout(() => lock(true), GUARD_AUTO_LOCK_MS);
    const onActivity = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => lock(true), GUARD_AUTO_LOCK_MS);
    };
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    for (const name of events) window.addEventListener(name, onActivity);
    return () => {
      window.clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, onActivity);
    };
  }, [unlocked]);

  function lock(auto: boolean) {
    setUnlocked(false);
    setError(auto ? t('guard.autoLocked') : null);
  }

  // Lock is in the console's bottom dock, in the thumb's reach.
  const header = <TopBar title={t('guard.title')} />;

  if (state === undefined) return <LoadingOverlay />;
  if (state === null) return null;

  let body: ReactNode;
  if (!state.isGuard) {
    body = (
      <p className="notice notice-error" role="alert">
        {t('guard.notGuard')}
      </p>
    );
  } else if (unlocked && state.zones.length > 0 && !state.gateZoneChosen) {
    body = <ZoneSetup zones={state.zones} />;
  } else if (unlocked) {
    body = <GuardConsole state={state} onLock={() => lock(false)} />;
  } else if (!state.pin) {
    body =
      step.kind === 'create' ? (
        <PinPrompt
          key="create"
          title={t('guard.create.title')}
          subtitle={t('guard.create.subtitle')}
          error={error}
          deleteLabel={t('access.delete')}
          onComplete={(pin) => {
            setError(null);
            setStep({ kind: 'confirm', first: pin });
          }}
        />
      ) : (
        <PinPrompt
          key="confirm"
          title={t('guard.confirm.title')}
          subtitle={t('guard.confirm.subtitle')}
          busy={busy}
          deleteLabel={t('access.delete')}
          onComplete={(pin) => {
            if (pin !== step.first) {
              setError(t('guard.pinIncorrect'));
              setStep({ kind: 'create' });
              return;
            }
            setBusy(true);
            void createGuardPin(state.userId, pin)
              .then(() => {
                setError(null);
                setUnlocked(true);
              })
              .finally(() => setBusy(false));
          }}
        />
      );
  } else {
    body = (
      <PinPrompt
        key="unlock"
        title={t('guard.unlock.title')}
        error={error}
        busy={busy}
        deleteLabel={t('access.delete')}
        onComplete={(pin) => {
          setBusy(true);
          void checkGuardPin(state.userId, pin)
            .then(async (result) => {
              if (result === 'ok') {
                setError(null);
                setUnlocked(true);
              } else if (result === 'wipe') await signOut();
              else setError(t('guard.pinIncorrect'));
            })
            .finally(() => setBusy(false));
        }}
      />
    );
  }

  return (
    <div>
      {header}
      <main className={`page guard-page${unlocked ? ' guard-page-unlocked' : ''}`}>
        {body}
        <p className="center">
          <Button variant="text" onClick={() => void signOut()}>
            {t('guard.signOut')}
          </Button>
        </p>
      </main>
    </div>
  );
}
