import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Popup } from '../../ui/Popup';
import type { Outcome } from './outbox-outcome';

/**
 * The answer to a save on an add/edit screen: the spec's 2-second success popup (then the
 * screen goes back), the same popup saying the change waits to sync when offline, or the
 * failure title with the server's message (the screen stays).
 */
export function SaveResult({ outcome, success, failure, onDone, onDismiss }: { outcome: Outcome | null; success: string; failure: string; onDone: () => void; onDismiss: () => void }) {
  if (!outcome) return null;
  if (outcome.kind === 'refused') {
    return (
      <Dialog title={failure} onClose={onDismiss} actions={<Button onClick={onDismiss}>{t('app.ok')}</Button>}>
        <p>{outcome.message || failure}</p>
      </Dialog>
    );
  }
  return <Popup title={t('records.success')} message={outcome.kind === 'synced' ? success : t('records.savedOffline')} onClose={onDone} />;
}
