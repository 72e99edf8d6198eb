import { t } from '../../i18n';
import { INVITE_MESSAGES } from '../../i18n/en/invites';
import { useRefusedWrites } from '../../sync/hooks';
import { dismissRefusedWrite } from '../../sync/outbox';
import { Button } from '../../ui/Button';
import '../../i18n/areas/visitors';

/** The invite writes the server refused (their rows were rolled back), each with the server's message until the resident dismisses it. */
export function RefusedInvites() {
  const refused = useRefusedWrites('invites');
  if (refused.length === 0) return null;
  return (
    <div data-testid="invites-refused">
      {refused.map((entry) => (
        <div key={entry.id} className="notice notice-error visitors-refused" role="alert">
          <p>{entry.error || INVITE_MESSAGES.inviteFailed}</p>
          <Button variant="text" onClick={() => void dismissRefusedWrite(entry.id)}>
            {t('visitors.dismiss')}
          </Button>
        </div>
      ))}
    </div>
  );
}
