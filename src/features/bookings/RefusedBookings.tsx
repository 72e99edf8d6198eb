import { formatDate } from '../../domain/locale-format';
import { t } from '../../i18n';
import { BOOKING_MESSAGES } from '../../i18n/en/bookings';
import { useRefusedWrites } from '../../sync/hooks';
import { dismissRefusedWrite } from '../../sync/outbox';
import { Button } from '../../ui/Button';
import { refusedBooking, useServiceNames } from './bookings.api';
import { timesText } from './booking-words';
import '../../i18n/areas/bookings';

const TITLES = { request: 'bookings.failedRequest', cancel: 'bookings.failedCancel', reschedule: 'bookings.failedReschedule' } as const;
const FALLBACK = { request: BOOKING_MESSAGES.failed, cancel: BOOKING_MESSAGES.cancelFailed, reschedule: BOOKING_MESSAGES.rescheduleFailed } as const;

/**
 * The booking writes the server refused (a slot another resident took first, a booking that can
 * no longer change): their rows were rolled back, so each shows here as failed, never as booked,
 * with the server's message until the resident dismisses it.
 */
export function RefusedBookings({ estateId }: { estateId: number | undefined }) {
  const refused = useRefusedWrites('bookings');
  const names = useServiceNames(estateId);
  if (refused.length === 0 || names === undefined) return null;
  return (
    <ul className="record-list booking-refused" data-testid="bookings-refused">
      {refused.map((entry) => {
        const item = refusedBooking(entry, names);
        return (
          <li key={entry.id} className="record-card record-failed" data-testid="booking-failed" role="alert">
            <div className="booking-resource-body">
              <span className="record-text">
                <strong>{item.facility || t(TITLES[item.kind])}</strong>
                {item.date ? (
                  <span>
                    {formatDate(item.date)}
                    {item.start ? ` · ${timesText(item.start, item.end)}` : ''}
                  </span>
                ) : null}
                <span className="record-badge record-badge-failed">
                  {t('bookings.failedStatus')}: {t(TITLES[item.kind])}
                </span>
                <span className="booking-refusal">{entry.error || FALLBACK[item.kind]}</span>
              </span>
              <Button variant="text" onClick={() => void dismissRefusedWrite(entry.id)}>
                {t('bookings.dismiss')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
