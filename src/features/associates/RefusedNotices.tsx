import { t } from '../../i18n';
import { useRefusedWrites } from '../../sync/hooks';
import { dismissRefusedWrite } from '../../sync/outbox';
import { Button } from '../../ui/Button';
import { ASSOCIATE_MESSAGES } from '../../i18n/en/people';
import '../../i18n/areas/associates';

/**
 * The associate writes and requests the server refused (their rows were rolled back), each with
 * the server's message until the resident dismisses it.
 */
export function RefusedNotices() {
  const associates = useRefusedWrites('associates');
  const requests = useRefusedWrites('unitRequests');
  const refused = [...associates, ...requests].sort((a, b) => a.createdAt - b.createdAt);
  if (refused.length === 0) return null;
  return (
    <div data-testid="associates-refused">
      {refused.map((entry) => (
        <div key={entry.id} className="notice notice-error associates-refused" role="alert">
          <p>{entry.error || ASSOCIATE_MESSAGES.tryLater}</p>
          <Button variant="text" onClick={() => void dismissRefusedWrite(entry.id)}>
            {t('associates.dismiss')}
          </Button>
        </div>
      ))}
    </div>
  );
}
