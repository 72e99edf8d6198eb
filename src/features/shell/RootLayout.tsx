import { Outlet } from '@tanstack/react-router';
import { usePushNavigation } from '../../app/push-shell';
import { t } from '../../i18n';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { useOnline } from '../../sync/hooks';
import { useSession } from '../../sync/session-read';
import { APP_VERSION } from '../../contract/version';
import { isVersionBelow } from '../../domain/app-version';
import { useMinAppVersion } from '../../sync/min-version';
import { ForcedUpdatePrompt, InstallPrompt, OfflineReadyNotice, UpdatePrompt } from './ShellPrompts';
import { SyncStatus } from './SyncStatus';
import { useMaintenance } from './use-app-config';
import '../../i18n/areas/shell';

/** Every page: offline bar, the forced update (spec 1 section 8), maintenance screen, install/update prompts, the ready-offline notice, loading while the session resolves. */
export function RootLayout() {
  const session = useSession();
  const online = useOnline();
  const maintenance = useMaintenance(Boolean(session));
  // Below the server's minimum version (last heard, kept offline): nothing but the update prompt.
  const mustUpdate = isVersionBelow(APP_VERSION, useMinAppVersion());
  // A notification tapped while the app is open opens its page here.
  usePushNavigation();
  return (
    <div className="app">
      {online ? null : (
        <div className="offline-bar" role="status">
          {t('app.offlineBar')}
        </div>
      )}
      {session ? <SyncStatus /> : null}
      {mustUpdate ? (
        <ForcedUpdatePrompt />
      ) : maintenance ? (
        <main className="maintenance">
          <h1>{t('app.maintenance.title')}</h1>
          <p>{t('app.maintenance.body')}</p>
        </main>
      ) : session === undefined ? (
        <LoadingOverlay />
      ) : (
        <Outlet />
      )}
      <InstallPrompt />
      <UpdatePrompt />
      <OfflineReadyNotice />
    </div>
  );
}
