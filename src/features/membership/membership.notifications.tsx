import { useLiveQuery } from 'dexie-react-hooks';
import type { NotificationDetailRenderer } from '../../app/notification-details';
import type { MembershipRole } from '../../contract/membership';
import type { Notification } from '../../contract/notifications';
import { db } from '../../db/db';
import { t } from '../../i18n';
import '../../i18n/areas/membership';

/**
 * On a `membership` notification's page (/notifications/detail/membershipDetail): the decided
 * request it is about (its `actionID`) as the device holds it: the estate, and the role and unit
 * given or the reason for declining.
 */
function MembershipDecision({ notification }: { notification: Notification }) {
  const request = useLiveQuery(
    async () => (notification.actionID ? ((await db.membershipRequests.get(notification.actionID)) ?? null) : null),
    [notification.actionID],
  );
  const estate = useLiveQuery(async () => (request ? await db.estates.get(request.estateId) : undefined), [request?.estateId]);
  if (!request) return null;
  return (
    <dl data-testid="membership-notification">
      <dt>{t('membership.notification.estate')}</dt>
      <dd>{estate?.estateName ?? request.estateId}</dd>
      {request.status === 'approved' ? (
        <>
          <dt>{t('membership.notification.role')}</dt>
          <dd>{t(`membership.role.${request.grantedRole as MembershipRole}`)}</dd>
          {request.grantedUnitNo ? (
            <>
              <dt>{t('membership.notification.unit')}</dt>
              <dd>{request.grantedUnitNo}</dd>
            </>
          ) : null}
        </>
      ) : null}
      {request.status === 'declined' ? (
        <>
          <dt>{t('membership.notification.reason')}</dt>
          <dd>{request.reason}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** A decision on a request to join: the common card, then what the device holds of the request. */
export const notificationDetails: readonly NotificationDetailRenderer[] = [{ kind: 'membershipDetail', Body: MembershipDecision }];
