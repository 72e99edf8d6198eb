import type { NotificationDetailRenderer } from '../../app/notification-details';
import { NewsletterNotification } from './NewsletterNotification';

/** A newsletter (detail/newsletterdetail): a page of its own with 'View PDF'. */
export const notificationDetails: readonly NotificationDetailRenderer[] = [{ kind: 'newsletterdetail', Page: NewsletterNotification }];
