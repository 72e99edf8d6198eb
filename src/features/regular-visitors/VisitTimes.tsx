import { useState } from 'react';
import { slotLabel, type Slot } from '../../domain/associates';
import { FULL_DAY_TIMES, slotEndTime, slotStartTime, tapTimePick, validityOf, visitorSlots, type InviteWhen } from '../../domain/invites';
import { t } from '../../i18n';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import '../../i18n/areas/letting';

/** Hourly slots as toggles (spec 2 'Time slots'): first tap the start, second the end; a range across a disabled hour is refused. */
function SlotGrid({ slots, times, onTap }: { slots: Slot[]; times: readonly number[]; onTap: (value: number) => void }) {
  if (slots.length === 0) return <p className="muted">{t('regularVisitors.noSlots')}</p>;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields; a fieldset's default box would change the layout.
    <div className="zone-tiles" role="group" aria-label={t('regularVisitors.times')}>
      {slots.map((slot) => {
        const on = times.includes(slot.value);
        return (
          <button
            key={slot.value}
            type="button"
            className={`zone-tile${on ? ' zone-tile-on' : ''}`}
            aria-pressed={on}
            disabled={slot.disabled}
            onClick={() => onTap(slot.value)}
          >
            {slotLabel(slot.value)}
          </button>
        );
      })}
    </div>
  );
}

/** A start or end hour of a multi-day visit, as a picker of the day's slots. */
function SlotSelect({
  label,
  name,
  slots,
  value,
  onChange,
  end,
}: {
  label: string;
  name: string;
  slots: Slot[];
  value: number | null;
  onChange: (value: number | null) => void;
  end: boolean;
}) {
  return (
    <SelectField label={label} name={name} value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
      <option value="">{t('regularVisitors.chooseTime')}</option>
      {slots.map((slot) => (
        <option key={slot.value} value={slot.value} disabled={slot.disabled}>
          {end ? slotEndTime(slot.value) : slotStartTime(slot.value)}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * When the visit is, by the validity choice (spec 2 'Validity choice'): 0 one date and a range
 * of hourly slots; 1 the whole day, 00:01 - 23:59, locked; 99 and N an end date that many days
 * on (99: 14) with a start and an end time. Dates from today to `latest` (customDayMax months).
 */
export function VisitTimes({
  when,
  onChange,
  today,
  latest,
  endDateOf,
}: {
  when: InviteWhen;
  onChange: (when: InviteWhen) => void;
  today: string;
  latest: string;
  endDateOf: (value: number, startDate: string) => string;
}) {
  const [refused, setRefused] = useState(false);
  // The start tapped on this day: none yet, so the first tap replaces the preselected range (tapTimePick).
  const [start, setStart] = useState<number | null>(null);
  const now = new Date();
  const validity = validityOf(when.validity);
  const slots = visitorSlots(when.date, now);
  const setDate = (date: string) => {
    setStart(null);
    onChange({ ...when, date, times: [], startSlot: null, endSlot: null, endDate: validity.kind === 'multiDay' ? endDateOf(when.validity, date) : '' });
  };
  return (
    <div className="stack">
      <TextField
        label={t('regularVisitors.date')}
        name="date"
        type="date"
        min={today}
        max={latest}
        value={when.date}
        onChange={(e) => setDate(e.target.value)}
      />
      {validity.kind === 'single' ? (
        <fieldset className="associate-section">
          <legend className="section-title">{t('regularVisitors.times')}</legend>
          <SlotGrid
            slots={slots}
            times={when.times}
            onTap={(value) => {
              const tap = tapTimePick({ times: [...when.times], start }, value, slots);
              setRefused(tap.rejected);
              if (tap.rejected) return;
              setStart(tap.start);
              onChange({ ...when, times: tap.times });
            }}
          />
          {refused ? (
            <p className="field-error" role="alert">
              {t('regularVisitors.slotRefused')}
            </p>
          ) : null}
        </fieldset>
      ) : validity.kind === 'fullDay' ? (
        <p>{t('regularVisitors.fullDay', { start: FULL_DAY_TIMES.start, end: FULL_DAY_TIMES.end })}</p>
      ) : (
        <>
          <TextField label={t('regularVisitors.endDate')} name="endDate" type="date" readOnly value={when.endDate} />
          <SlotSelect
            label={t('regularVisitors.startTime')}
            name="startTime"
            slots={slots}
            value={when.startSlot}
            end={false}
            onChange={(startSlot) => onChange({ ...when, startSlot })}
          />
          <SlotSelect
            label={t('regularVisitors.endTime')}
            name="endTime"
            slots={visitorSlots(when.endDate, now)}
            value={when.endSlot}
            end
            onChange={(endSlot) => onChange({ ...when, endSlot })}
          />
        </>
      )}
    </div>
  );
}
