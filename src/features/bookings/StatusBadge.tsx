import type { BookingStatus } from '../../contract/bookings';
import { BOOKING_STATUS_COLOURS } from '../../domain/bookings';
import { t } from '../../i18n';
import '../../i18n/areas/bookings';

/** A booking's status in its colour (spec 3 section 4: REQUESTED yellow, BOOKED green, REJECTED red, CANCELED red-orange). */
export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span className={`booking-status booking-status-${status.toLowerCase()}`} style={{ background: BOOKING_STATUS_COLOURS[status] }} data-status={status}>
      {t(`bookings.status.${status}`)}
    </span>
  );
}
