import { useEffect, useState } from 'react';
import type { BookingResource } from '../../contract/bookings';
import { buildSlots, endOptions, noBookingsAvailable } from '../../domain/bookings';
import { estateDate } from '../../domain/estate-time';
import { t } from '../../i18n';
import { BOOKING_MESSAGES } from '../../i18n/en/bookings';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useTakenSlots } from './bookings.api';
import '../../i18n/areas/bookings';

/** The current time, refreshed every minute (slots that have begun leave the start list). */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export type SlotChoice = { date: string; start: string; end: string };

/**
 * Date, start and end of a facility booking (spec 3 section 5), for the schedule dialog and the
 * reschedule dialog alike: the date not before today; the start among the resource's available
 * slots within that weekday's opening hours (the synced taken slots subtracted, so offline too;
 * `exceptId` leaves out the booking being moved); the end only once a start is chosen, at least
 * the resource's minimum after it; changing the date or the start clears what follows.
 * 'No Bookings Available' when the day has no slot left (past closing, closed, or full).
 */
export function SlotFields({
  resource,
  value,
  onChange,
  exceptId = '',
}: {
  resource: BookingResource;
  value: SlotChoice;
  onChange: (next: SlotChoice) => void;
  exceptId?: string;
}) {
  const now = useMinuteClock();
  const today = estateDate(now.getTime());
  const pastDate = value.date !== '' && value.date < today;
  const taken = useTakenSlots(resource.id, pastDate ? '' : value.date, exceptId);
  const slots = taken && value.date && !pastDate ? buildSlots(resource, value.date, taken, now).filter((slot) => slot.availableForBooking) : [];
  const ends = taken && value.start ? endOptions(resource, value.date, value.start, taken, resource.minMinutes) : [];
  const none = value.date !== '' && !pastDate && taken !== undefined && (noBookingsAvailable(resource, value.date, now) || slots.length === 0);
  const startKnown = slots.some((slot) => slot.time === value.start);

  // A start that is no longer free (taken meanwhile, or begun) is cleared with its end.
  useEffect(() => {
    if (taken !== undefined && value.start && !startKnown) onChange({ ...value, start: '', end: '' });
  }, [taken, value, startKnown, onChange]);

  return (
    <div className="booking-slot-fields">
      <TextField
        label={t('bookings.date')}
        type="date"
        name="date"
        min={today}
        value={value.date}
        error={pastDate ? BOOKING_MESSAGES.pastDate : undefined}
        onChange={(e) => onChange({ date: e.target.value, start: '', end: '' })}
      />
      {none ? (
        <p className="notice notice-pending" role="status" data-testid="no-bookings">
          {BOOKING_MESSAGES.noBookingsAvailable}
        </p>
      ) : value.date && !pastDate && taken !== undefined ? (
        <>
          <SelectField
            label={t('bookings.start')}
            name="start"
            value={startKnown ? value.start : ''}
            onChange={(e) => onChange({ ...value, start: e.target.value, end: '' })}
          >
            <option value="" disabled>
              {t('bookings.chooseStart')}
            </option>
            {slots.map((slot) => (
              <option key={slot.time} value={slot.time}>
                {slot.time}
              </option>
            ))}
          </SelectField>
          {value.start && startKnown ? (
            <SelectField
              label={t('bookings.end')}
              name="end"
              value={ends.includes(value.end) ? value.end : ''}
              onChange={(e) => onChange({ ...value, end: e.target.value })}
            >
              <option value="" disabled>
                {t('bookings.chooseEnd')}
              </option>
              {ends.map((end) => (
                <option key={end} value={end}>
                  {end}
                </option>
              ))}
            </SelectField>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** Whether the choice is complete: a date, an available start and an end offered for it. */
export function isCompleteChoice(value: SlotChoice): boolean {
  return value.date !== '' && value.start !== '' && value.end !== '';
}
