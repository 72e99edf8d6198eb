import type { NotificationDetailRenderer } from '../../app/notification-details';
import { snagCaseNumber } from '../../domain/notifications';
import { t } from '../../i18n';

/**
 * A maintenance request's notification (detail/snagDetail): its case number, the second word of
 * the title. Kept here until maintenance requests are a feature of their own, which takes it over.
 */
export const notificationDetails: readonly NotificationDetailRenderer[] = [
  { kind: 'snagDetail', fields: (n) => [[t('notifications.caseNumber'), snagCaseNumber(n.title)]] },
];
