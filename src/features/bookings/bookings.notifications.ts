import type { NotificationDetailRenderer } from '../../app/notification-details';
import { BookingNotificationFields } from './BookingNotification';

/** A decision on a booking (detail/bookingDetail): the booking as this device has it. */
export const notificationDetails: readonly NotificationDetailRenderer[] = [{ kind: 'bookingDetail', Body: BookingNotificationFields }];
