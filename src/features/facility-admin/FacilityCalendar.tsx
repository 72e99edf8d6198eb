import { useId, useMemo, useState } from 'react';
import { resourceTitle } from '../../domain/bookings';
import { addDays, estateDate } from '../../domain/estate-time';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import type { ConsoleSectionProps } from '../../ui/console-section';
import { isClosed, isCovered, mondayOf, slotRows, startingIn, weekDates, weekdayOf } from './calendar-week';
import { useFacilities, useFacilityBookings } from './facility-admin.api';
import './facility-admin.css';
import '../../i18n/areas/bookings';
import '../../i18n/areas/facility-admin';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const dayMonth = (date: string) => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''}`;

/**
 * The console's bookings Calendar: one facility (a picker, and one of its resources or all) as a
 * week, days as columns and its slots as rows; each booking shows its unit and status where it
 * starts, the slots it goes on to hold are shaded. Previous and next week; today's column is
 * marked. Read from the device (the manager scope's bookings), so it renders offline.
 */
export function FacilityCalendar({ estateId }: ConsoleSectionProps) {
  const facilities = useFacilities(estateId);
  const today = estateDate();
  const [chosen, setChosen] = useState('');
  const [resourceId, setResourceId] = useState('');
  const [monday, setMonday] = useState(() => mondayOf(today));
  const headingId = useId();
  const dates = useMemo(() => weekDates(monday), [monday]);
  const facility = facilities?.find((f) => f.service.id === chosen) ?? facilities?.find((f) => !f.service.archived) ?? facilities?.[0];
  const all = useFacilityBookings(estateId, facility?.service.id ?? '', dates[0] ?? monday, dates[6] ?? monday);
  if (facilities === undefined) return null;

  const header = (
    <h2 id={headingId} className="section-title">
      {t('facilityAdmin.calendar.title')}
    </h2>
  );
  if (!facility)
    return (
      <section aria-labelledby={headingId} data-testid="facility-calendar">
        {header}
        <p className="muted">{t('facilityAdmin.calendar.noFacilities')}</p>
      </section>
    );

  const resources = facility.resources.filter((r) => r.enabled || r.id === resourceId);
  const shownResources = resourceId === '' ? resources : resources.filter((r) => r.id === resourceId);
  const bookings = (all ?? []).filter((b) => resourceId === '' || b.resources[0]?.id === resourceId);
  const { times, step } = slotRows(shownResources.length > 0 ? shownResources : facility.resources, dates, bookings);
  const multiple = facility.resources.length > 1;

  return (
    <section className="facility-calendar" aria-labelledby={headingId} data-testid="facility-calendar">
      {header}
      <div className="facility-calendar-tools">
        <SelectField
          label={t('facilityAdmin.calendar.facility')}
          value={facility.service.id}
          onChange={(e) => {
            setChosen(e.target.value);
            setResourceId('');
          }}
          data-testid="calendar-facility"
        >
          {facilities.map((f) => (
            <option key={f.service.id} value={f.service.id}>
              {f.service.archived ? `${f.service.name} (${t('facilityAdmin.status.archived')})` : f.service.name}
            </option>
          ))}
        </SelectField>
        {multiple ? (
          <SelectField label={t('facilityAdmin.calendar.resource')} value={resourceId} onChange={(e) => setResourceId(e.target.value)}>
            <option value="">{t('facilityAdmin.calendar.allResources')}</option>
            {resources.map((r) => (
              <option key={r.id} value={r.id}>
                {resourceTitle(r.name)}
              </option>
            ))}
          </SelectField>
        ) : null}
        <div className="facility-calendar-nav">
          <Button variant="secondary" onClick={() => setMonday(addDays(monday, -7))} data-testid="calendar-previous">
            ‹ {t('facilityAdmin.calendar.previous')}
          </Button>
          <Button variant="secondary" onClick={() => setMonday(mondayOf(today))} disabled={monday === mondayOf(today)}>
            {t('facilityAdmin.calendar.today')}
          </Button>
          <Button variant="secondary" onClick={() => setMonday(addDays(monday, 7))} data-testid="calendar-next">
            {t('facilityAdmin.calendar.next')} ›
          </Button>
        </div>
        <p className="muted facility-calendar-week" aria-live="polite">
          {t('facilityAdmin.calendar.week', { date: `${dayMonth(monday)} ${monday.slice(0, 4)}` })} ·{' '}
          {t('facilityAdmin.calendar.count', { n: bookings.filter((b) => b.status === 'REQUESTED' || b.status === 'BOOKED').length })}
        </p>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region must take the focus so the keyboard can scroll it (axe scrollable-region-focusable) */}
      <section className="facility-calendar-scroll" tabIndex={0} aria-label={facility.service.name}>
        <table className="facility-calendar-grid" data-week={monday}>
          <caption className="visually-hidden">
            {facility.service.name}: {t('facilityAdmin.calendar.week', { date: dayMonth(monday) })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="facility-calendar-time">
                {t('facilityAdmin.calendar.time')}
              </th>
              {dates.map((date) => (
                <th
                  key={date}
                  scope="col"
                  className={date === today ? 'facility-calendar-today' : undefined}
                  aria-current={date === today ? 'date' : undefined}
                  data-date={date}
                >
                  <span className="facility-calendar-weekday">{t(`bookings.day.${weekdayOf(date)}`).slice(0, 3)}</span> {dayMonth(date)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {times.map((time) => (
              <tr key={time}>
                <th scope="row" className="facility-calendar-time">
                  {time}
                </th>
                {dates.map((date) => {
                  const starting = startingIn(bookings, date, time, step);
                  const closed = isClosed(shownResources, date, time, step);
                  const covered = isCovered(bookings, date, time);
                  const classes = [
                    date === today ? 'facility-calendar-today' : '',
                    closed ? 'facility-calendar-closed' : '',
                    covered ? 'facility-calendar-covered' : '',
                  ]
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <td key={date} className={classes || undefined} data-date={date} data-time={time}>
                      {closed && starting.length === 0 ? <span className="visually-hidden">{t('facilityAdmin.calendar.closed')}</span> : null}
                      {starting.map((b) => (
                        <div
                          key={b.id}
                          className={`facility-booking facility-booking-${b.status.toLowerCase()}`}
                          data-testid="calendar-booking"
                          data-booking-id={b.id}
                        >
                          <strong>{b.unitNo ? b.unitNo : t('facilityAdmin.calendar.noUnit')}</strong>
                          <span>{t(`bookings.status.${b.status}`)}</span>
                          <span className="facility-booking-times">
                            {b.start}–{b.end}
                            {multiple && resourceId === '' ? ` · ${resourceTitle(b.resources[0]?.name ?? '')}` : ''}
                          </span>
                        </div>
                      ))}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
