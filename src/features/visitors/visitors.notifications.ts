import type { NotificationDetailRenderer } from '../../app/notification-details';
import { VisitorDecisionFields } from '../../app/VisitorDecision';

/** A visitor at the gate (detail/visitorDetail). The gate's alerts (detail/accessAlert) are the access-requests feature's, which shows the same fields for a decision. */
export const notificationDetails: readonly NotificationDetailRenderer[] = [{ kind: 'visitorDetail', Body: VisitorDecisionFields }];
