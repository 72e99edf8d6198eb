import type { NotificationDetailRenderer } from '../../app/notification-details';
import { gateDecision } from '../../domain/invites';
import { t } from '../../i18n';
import { VisitorDecisionFields } from './VisitorDecision';

/** A visitor at the gate (detail/visitorDetail) and the gate's alerts (detail/accessAlert). */
export const notificationDetails: readonly NotificationDetailRenderer[] = [
  { kind: 'visitorDetail', Body: VisitorDecisionFields },
  {
    kind: 'accessAlert',
    // A gate decision shows as the visitor's decision; any other action keeps its type.
    fields: (n) => (n.actionType && !gateDecision(n.actionType) ? [[t('notifications.actionType'), n.actionType]] : []),
    Body: VisitorDecisionFields,
  },
];
