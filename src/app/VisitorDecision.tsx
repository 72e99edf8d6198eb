import type { Notification } from '../contract/notifications';
import { detailDateTime, gateDecision, windowText } from '../domain/invites';
import { t } from '../i18n';
import { useInviteByActionId } from './use-passes';
import '../i18n/areas/visitors';

/**
 * A visitor at the gate (detail/visitorDetail, and detail/accessAlert when it is no request to answer): the visitor's name and
 * phone from the invite on this device (by the notification's actionID, when the user's unit has
 * it), the decision (ALLOW: arrived; DENY: refused) and its time. Rows in the page's field list.
 */
export function VisitorDecisionFields({ notification }: { notification: Notification }) {
  const invite = useInviteByActionId(notification.actionID || undefined);
  const decision = gateDecision(notification.actionType);
  if (!decision && !invite) return null;
  const rows: Array<[string, string]> = [];
  if (invite) {
    rows.push([t('visitors.visitor'), invite.visitorName]);
    if (invite.visitorPhoneNumber) rows.push([t('visitors.phone'), invite.visitorPhoneNumber]);
    rows.push([t('visitors.window'), windowText(invite.invitedDateStart, invite.invitedDateEnd)]);
  }
  if (decision) rows.push([t('visitors.decision'), decision === 'ALLOW' ? t('visitors.decisionAllow') : t('visitors.decisionDeny')]);
  rows.push([t('visitors.decidedAt'), detailDateTime(notification.createdAt)]);
  return (
    <dl className="notification-fields" data-testid="visitor-decision">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={label === t('visitors.decision') ? `visitor-decision-${decision === 'ALLOW' ? 'allow' : 'deny'}` : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
