import type { NotificationDetailRenderer } from '../../app/notification-details';
import { formatAmount } from '../../domain/locale-format';
import { t } from '../../i18n';
import '../../i18n/areas/notifications';

/** A payment's notification (detail/paymentdetail): its amount and reference when it carries them. */
export const notificationDetails: readonly NotificationDetailRenderer[] = [
  {
    kind: 'paymentdetail',
    fields: ({ paymentDetails }) => {
      if (typeof paymentDetails !== 'object' || paymentDetails === null) return [];
      const d = paymentDetails as Record<string, unknown>;
      const out: Array<[string, string]> = [];
      if (typeof d.amount === 'number') out.push([t('notifications.amount'), formatAmount(Math.round(d.amount * 100))]);
      if (typeof d.reference === 'string') out.push([t('notifications.reference'), d.reference]);
      return out;
    },
  },
];
