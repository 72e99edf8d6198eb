import { t } from '../i18n';
import { Button } from './Button';
import { Dialog } from './Dialog';
import '../i18n/areas/people';

/** Spec 2 unit pickers: an error while listing units shows the server's errorDescription and errorDetails with CLOSE. */
export function UnitListErrorDialog({ error, onClose }: { error: { errorDescription: string; errorDetails: string }; onClose: () => void }) {
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
