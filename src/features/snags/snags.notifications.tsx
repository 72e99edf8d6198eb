import { Link } from '@tanstack/react-router';
import type { NotificationDetailRenderer } from '../../app/notification-details';
import type { Notification } from '../../contract/notifications';
import { snagCaseNumber } from '../../domain/notifications';
import { t } from '../../i18n';
import { useSnag } from './snags.api';
import { SnagStatusChip } from './SnagParts';
import './snags.css';
import '../../i18n/areas/notifications';
import '../../i18n/areas/snags';

/**
 * On a `snag` notification's page (/notifications/detail/snagDetail): the request it is about
 * (its `actionID`) as the device holds it now: its current status and a link to it.
 */
function SnagNotificationFields({ notification }: { notification: Notification }) {
  const snag = useSnag(notification.actionID);
  if (!snag) return null;
  return (
    <div className="snag-fields" data-testid="snag-notification">
      <p>
        {t('snags.notification.current')}: <SnagStatusChip status={snag.status} />
      </p>
      <p>
        <Link to="/snags/detail" search={{ id: snag.id }}>
          {t('snags.notification.open')}
        </Link>
      </p>
    </div>
  );
}

/** A maintenance request's notification (detail/snagDetail): its case number (the title's second word), then the request as this device has it. */
export const notificationDetails: readonly NotificationDetailRenderer[] = [
  { kind: 'snagDetail', fields: (n) => [[t('notifications.caseNumber'), snagCaseNumber(n.title)]], Body: SnagNotificationFields },
];
