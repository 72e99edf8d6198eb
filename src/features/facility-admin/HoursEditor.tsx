import { useState } from 'react';
import { BOOKING_WEEKDAYS, type Availability, type BookingWeekday } from '../../contract/bookings';
import { t } from '../../i18n';
import { CheckField } from '../../ui/SettingsFields';
import { TextField } from '../../ui/TextField';
import '../../i18n/areas/bookings';
import '../../i18n/areas/facility-admin';

type Hours = { start: string; end: string };

/** The one window shared by every open day, or undefined when the open days differ. */
function sharedWindow(availability: Availability): Hours | undefined {
  const open = BOOKING_WEEKDAYS.map((day) => availability[day]).filter((h): h is Hours => h !== null);
  const first = open[0];
  return first && open.every((h) => h.start === first.start && h.end === first.end) ? first : undefined;
}

/**
 * A facility's opening hours as the booking screens read them (per weekday, null closed): either
 * one daily window for the open days ('The same hours every open day') or a window per weekday.
 */
export function HoursEditor({ value, onChange }: { value: Availability; onChange: (next: Availability) => void }) {
  const shared = sharedWindow(value);
  const [same, setSame] = useState(shared !== undefined || BOOKING_WEEKDAYS.every((d) => value[d] === null));
  const window = shared ?? { start: '08:00', end: '17:00' };
  const setDay = (day: BookingWeekday, hours: Availability[BookingWeekday]) => onChange({ ...value, [day]: hours });
  const setAll = (hours: Hours) => onChange(Object.fromEntries(BOOKING_WEEKDAYS.map((d) => [d, value[d] === null ? null : { ...hours }])) as Availability);

  return (
    <fieldset className="card facility-hours" data-testid="facility-hours">
      <legend>
        <strong>{t('facilityAdmin.hours')}</strong>
      </legend>
      <CheckField
        label={t('facilityAdmin.sameEveryDay')}
        checked={same}
        onChange={(checked) => {
          setSame(checked);
          if (checked) setAll(window);
        }}
      />
      {same ? (
        <>
          <div className="row facility-hours-window">
            <TextField
              label={t('facilityAdmin.opens')}
              type="time"
              step={900}
              value={window.start}
              onChange={(e) => setAll({ ...window, start: e.target.value })}
            />
            <TextField
              label={t('facilityAdmin.closes')}
              type="time"
              step={900}
              value={window.end}
              onChange={(e) => setAll({ ...window, end: e.target.value })}
            />
          </div>
          <p className="facility-hours-days-label">{t('facilityAdmin.openDays')}</p>
          <div className="facility-hours-days">
            {BOOKING_WEEKDAYS.map((day) => (
              <CheckField
                key={day}
                label={t(`bookings.day.${day}`)}
                checked={value[day] !== null}
                onChange={(open) => setDay(day, open ? { ...window } : null)}
              />
            ))}
          </div>
        </>
      ) : (
        BOOKING_WEEKDAYS.map((day) => {
          const hours = value[day];
          const dayName = t(`bookings.day.${day}`);
          return (
            <div key={day} className="facility-hours-day" data-day={day}>
              <CheckField
                label={t('facilityAdmin.open', { day: dayName })}
                checked={hours !== null}
                onChange={(open) => setDay(day, open ? { ...window } : null)}
              />
              {hours ? (
                <div className="row">
                  <TextField
                    label={t('facilityAdmin.opensOn', { day: dayName })}
                    type="time"
                    step={900}
                    value={hours.start}
                    onChange={(e) => setDay(day, { ...hours, start: e.target.value })}
                  />
                  <TextField
                    label={t('facilityAdmin.closesOn', { day: dayName })}
                    type="time"
                    step={900}
                    value={hours.end}
                    onChange={(e) => setDay(day, { ...hours, end: e.target.value })}
                  />
                </div>
              ) : null}
            </div>
          );
        })
      )}
    </fieldset>
  );
}
