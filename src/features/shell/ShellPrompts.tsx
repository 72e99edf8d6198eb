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

/** Once per device, when both precache stages are cached (src/sync/sw-register.ts): the app now works without a connection. */
export function OfflineReadyNotice() {
  const { show, done } = useOfflineReady();
  if (!show) return null;
  return <Toast message={t('app.offlineReady')} kind="success" ms={6000} onDone={done} />;
}
