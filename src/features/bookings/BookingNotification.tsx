import { formatDate } from '../../domain/locale-format';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Booking } from '../../contract/bookings';
import type { Notification } from '../../contract/notifications';
import { db } from '../../db/db';
import { BOOKING_STATUS_COLOURS, resourceTitle } from '../../domain/bookings';
import { t } from '../../i18n';
import '../../i18n/areas/bookings';

/** The booking a notification names (its actionID), from this device: undefined while loading, null when not here. */
function useNotifiedBooking(bookingId: string): Booking | null | undefined {
  return useLiveQuery(async () => (bookingId ? ((await db.bookings.get(bookingId)) ?? null) : null), [bookingId]);
}

/**
 * A decision on a booking (detail/bookingDetail, spec 1): the booking named by the notification's
 * actionID as the device has it now (facility, date, times, status in its colour, reason). Rows in
 * the page's field list; nothing while the booking has not reached this device.
 */
export function BookingNotificationFields({ notification }: { notification: Notification }) {
  const booking = useNotifiedBooking(notification.actionID);
  if (!booking) return booking === null && notification.actionID ? <p className="muted">{t('bookings.notificationMissing')}</p> : null;
  const facility = booking.serviceName || resourceTitle(booking.resources[0]?.name ?? '');
  return (
    <dl className="notification-fields" data-testid="booking-notification" data-status={booking.status}>
      <div>
        <dt>{t('bookings.facility')}</dt>
        <dd>{facility}</dd>
      </div>
      <div>
        <dt>{t('bookings.date')}</dt>
        <dd>{formatDate(booking.date)}</dd>
      </div>
      <div>
        <dt>{t('bookings.time')}</dt>
        <dd>{t('bookings.hoursRange', { start: booking.start, end: booking.end })}</dd>
      </div>
      <div>
        <dt>{t('bookings.notificationStatus')}</dt>
        <dd>
          <span style={{ color: BOOKING_STATUS_COLOURS[booking.status], fontWeight: 700 }}>{t(`bookings.status.${booking.status}`)}</span>
        </dd>
      </div>
      {booking.rejectionReason ? (
        <div>
          <dt>{t('bookings.reason')}</dt>
          <dd>{booking.rejectionReason}</dd>
        </div>
      ) : null}
    </dl>
  );
}
