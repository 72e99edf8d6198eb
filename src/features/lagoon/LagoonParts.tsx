/** Small pieces the lagoon screens share: the status badge, a stepper, a booking row, a read-only field. */
import { formatDate } from '../../domain/locale-format';
import type { ReactNode } from 'react';
import type { Payment } from '../../contract/billing';
import type { Booking, BookingStatus } from '../../contract/bookings';
import { BOOKING_STATUS_COLOURS } from '../../domain/bookings';
import { t } from '../../i18n';
import { PAYMENT_STATUS_LABELS } from '../../i18n/en/billing';
import '../../i18n/areas/lagoon';

export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span className="lagoon-status" style={{ borderColor: BOOKING_STATUS_COLOURS[status], color: BOOKING_STATUS_COLOURS[status] }} data-status={status}>
      {t(`lagoon.status${status}`)}
    </span>
  );
}

/** The amenities a booking reserves: its lines other than the lagoon's access, with a quantity. */
export function amenityLines(booking: Pick<Booking, 'resources'>, accessId: string): Booking['resources'] {
  return booking.resources.filter((line) => line.id !== accessId && line.quantity > 0);
}

/** Spec 3: a lagoon booking is 'Amenities' when it reserves any of the lagoon's amenities, else 'Access'. */
export function bookingKindLabel(booking: Pick<Booking, 'resources'>, accessId: string): string {
  return amenityLines(booking, accessId).length > 0 ? t('lagoon.kindAmenities') : t('lagoon.kindAccess');
}

/** A number with − and + (never below `min`, never above `max`); `onBlocked` hears a + at the top. */
export function Stepper({
  label,
  value,
  min = 0,
  max,
  onChange,
  onBlockedMore,
}: {
  label: string;
  value: number;
  min?: number;
  max: number;
  onChange: (n: number) => void;
  onBlockedMore?: () => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields; a fieldset's default box would change the layout.
    <div className="lagoon-stepper" role="group" aria-label={label}>
      <span className="lagoon-stepper-label">{label}</span>
      <button
        type="button"
        className="icon-btn lagoon-step"
        aria-label={t('lagoon.fewer', { name: label })}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        −
      </button>
      <output className="lagoon-stepper-value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="icon-btn lagoon-step"
        aria-label={t('lagoon.more', { name: label })}
        aria-disabled={value >= max}
        onClick={() => (value >= max ? onBlockedMore?.() : onChange(value + 1))}
      >
        +
      </button>
    </div>
  );
}

/** One booking in the Upcoming / Past lists: status (coloured), date and Access or Amenities. */
export function BookingRow({ booking, accessId, onOpen }: { booking: Booking; accessId: string; onOpen: () => void }) {
  return (
    <li>
      <button type="button" className="list-row" onClick={onOpen} data-testid="lagoon-booking">
        <span className="record-text">
          <strong>{formatDate(booking.date)}</strong>
          <span className="muted">{`${t('lagoon.timeRange', { start: booking.start, end: booking.end })} · ${bookingKindLabel(booking, accessId)}`}</span>
        </span>
        <StatusBadge status={booking.status} />
      </button>
    </li>
  );
}

/** A read-only field of a details screen. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The spec's label of a payment's state (the gateway's own description once it has one). */
export function paymentStatusText(payment: Pick<Payment, 'state' | 'transactionStatusDescription'>): string {
  if (payment.transactionStatusDescription) return payment.transactionStatusDescription;
  return {
    PENDING: PAYMENT_STATUS_LABELS.pending,
    APPROVED: PAYMENT_STATUS_LABELS.approved,
    DECLINED: PAYMENT_STATUS_LABELS.declined,
    NOT_DONE: PAYMENT_STATUS_LABELS.notDone,
    CANCELLED: PAYMENT_STATUS_LABELS.cancelled,
  }[payment.state];
}
