import { useState } from 'react';
import { t } from '../i18n';
import { keepOffline, useIsPinned } from './documents-cache';
import { Toast } from '../ui/Toast';
import '../i18n/areas/documents';

/**
 * 'Keep offline' for a stored file (a document, a newsletter): a toggle (aria-pressed). On, the
 * file is fetched now and kept on the device; off, it may be pruned in time. Offline, a file the
 * device does not hold cannot be kept: a toast says so.
 */
export function KeepOfflineButton({ url, name, className }: { url: string; name?: string; className: string }) {
  const pinned = useIsPinned(url);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggle = async () => {
    setBusy(true);
    const done = await keepOffline(url, !pinned).catch(() => false);
    setBusy(false);
    if (!done) setFailed(true);
  };
  const action = busy ? t('documents.keepingOffline') : t('documents.keepOffline');
  return (
    <>
      <button
        type="button"
        className={className}
        aria-pressed={pinned === true}
        aria-label={name ? t('documents.keepOfflineNamed', { action, name }) : undefined}
        disabled={busy || pinned === undefined}
        onClick={() => void toggle()}
        data-testid="keep-offline"
      >
        {action}
      </button>
      {failed ? <Toast message={t('documents.keepOfflineFailed')} kind="error" onDone={() => setFailed(false)} /> : null}
    </>
  );
}
