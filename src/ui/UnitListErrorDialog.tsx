import { t } from '../i18n';
import type { UnitListError } from '../sync/use-my-units';
import { Button } from './Button';
import { Dialog } from './Dialog';

/** Spec 2 unit pickers: an error while listing units shows the server's errorDescription and errorDetails with CLOSE. */
export function UnitListErrorDialog({ error, onClose }: { error: UnitListError; onClose: () => void }) {
  return (
    <Dialog
      title={error.errorDescription}
      onClose={onClose}
      actions={
        <Button variant="primary" onClick={onClose}>
          {t('units.errorClose')}
        </Button>
      }
    >
      {error.errorDetails ? <p>{error.errorDetails}</p> : null}
    </Dialog>
  );
}
