import { t } from '../../i18n';
import { useSyncStatus } from '../../sync/hooks';
import '../../i18n/areas/shell';

/** Small pill in the header area: how many local writes wait for the server. Hidden when all synced. */
export function SyncStatus() {
  const { pending, failed } = useSyncStatus();
  if (pending === 0 && failed === 0) return null;
  const text = failed > 0 ? t('app.sync.failed', { count: failed }) : t('app.sync.pending', { count: pending });
  return (
    <span className={`sync-status sync-floating${failed > 0 ? ' sync-failed' : ''}`} role="status">
      {text}
    </span>
  );
}
