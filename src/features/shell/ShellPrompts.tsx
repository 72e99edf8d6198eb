import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Toast } from '../../ui/Toast';
import { useInstallPrompt } from './install-prompt';
import { useOfflineReady } from './offline-ready';
import { useUpdateReady } from './update-store';
import '../../i18n/areas/shell';

/** Screens with no form, where the install banner may sit over the bottom of the page (issue 30: it covered sign-in and sign-up fields). */
const INSTALL_PROMPT_PATHS: ReadonlySet<string> = new Set(['/home']);

export function InstallPrompt() {
  const { canInstall, install, dismiss } = useInstallPrompt();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (!canInstall || !INSTALL_PROMPT_PATHS.has(pathname)) return null;
  return (
    <section className="banner" aria-label={t('app.install.prompt')}>
      <p>{t('app.install.prompt')}</p>
      <div className="row">
        <Button onClick={() => void install()}>{t('app.install.install')}</Button>
        <Button variant="text" onClick={dismiss}>
          {t('app.install.dismiss')}
        </Button>
      </div>
    </section>
  );
}

export function UpdatePrompt() {
  const apply = useUpdateReady();
  const [hidden, setHidden] = useState(false);
  const [updating, setUpdating] = useState(false);
  if (!apply || hidden) return null;
  if (updating) return <LoadingOverlay label={t('app.update.updating')} />;
  return (
    <div className="banner" role="alertdialog" aria-label={t('app.update.prompt')}>
      <p>{t('app.update.prompt')}</p>
      <div className="row">
        <Button
          onClick={() => {
            setUpdating(true);
            apply();
          }}
        >
          {t('app.update.yes')}
        </Button>
        <Button variant="text" onClick={() => setHidden(true)}>
          {t('app.update.no')}
        </Button>
      </div>
    </div>
  );
}

/** Waits until a worker being installed is installed (or gone), at most 30 s. */
function installed(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const done = () => worker.state !== 'installing' && resolve();
    worker.addEventListener('statechange', done);
    setTimeout(resolve, 30_000);
    done();
  });
}

/**
 * The forced update's button: the waiting worker takes over and the page reloads (the PWA update
 * path of src/sync/sw-register.ts); with none waiting yet, asks the server for the new worker first;
 * with no new worker at all (no service worker, or offline), a plain reload.
 */
async function updateNow(apply: (() => void) | null): Promise<void> {
  if (apply) return apply();
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  await registration?.update().catch(() => undefined);
  if (registration?.installing) await installed(registration.installing);
  const waiting = registration?.waiting;
  if (!waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * Spec 1 section 8 'Update': this build's version is below the server's minimum (MIN_APP_VERSION,
 * last heard: src/sync/min-version.ts), so the app is blocked behind this prompt until it updates.
 */
export function ForcedUpdatePrompt() {
  const apply = useUpdateReady();
  const [updating, setUpdating] = useState(false);
  return (
    <main className="maintenance" role="alertdialog" aria-modal="true" aria-labelledby="forced-update-title" aria-describedby="forced-update-body">
      <h1 id="forced-update-title">{t('app.forcedUpdate.title')}</h1>
      <p id="forced-update-body">{t('app.forcedUpdate.body')}</p>
      <Button
        disabled={updating}
        onClick={() => {
          setUpdating(true);
          void updateNow(apply).finally(() => setUpdating(false));
        }}
      >
        {t('app.forcedUpdate.button')}
      </Button>
      {updating ? <LoadingOverlay label={t('app.update.updating')} /> : null}
    </main>
  );
}

/** Once per device, when both precache stages are cached (src/sync/sw-register.ts): the app now works without a connection. */
export function OfflineReadyNotice() {
  const { show, done } = useOfflineReady();
  if (!show) return null;
  return <Toast message={t('app.offlineReady')} kind="success" ms={6000} onDone={done} />;
}
