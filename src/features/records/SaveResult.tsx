import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Popup } from '../../ui/Popup';
import { recordText } from './record-text';
import type { Outcome, RecordKind } from './records.api';
import '../../i18n/areas/records';
import '../../i18n/areas/shell';

/**
 * The answer to a save on an add/edit screen: the spec's 2-second success popup (then the
 * screen goes back), the same popup saying the change waits to sync when offline, or the
 * failure title with the server's message (the screen stays).
 */
export function SaveResult({
  kind,
  editing,
  outcome,
  onDone,
  onDismiss,
}: {
  kind: RecordKind;
  editing: boolean;
  outcome: Outcome | null;
  onDone: () => void;
  onDismiss: () => void;
}) {
  if (!outcome) return null;
  if (outcome.kind === 'refused') {
    const failure = recordText(kind, editing ? 'editFailed' : 'addFailed');
    return (
      <Dialog title={failure} onClose={onDismiss} actions={<Button onClick={onDismiss}>{t('app.ok')}</Button>}>
        <p>{outcome.message || failure}</p>
      </Dialog>
    );
  }
  return (
    <Popup
      title={t('records.success')}
      message={outcome.kind === 'synced' ? recordText(kind, editing ? 'edited' : 'added') : t('records.savedOffline')}
      onClose={onDone}
    />
  );
}
