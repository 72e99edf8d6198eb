import { useState } from 'react';
import { estateClock, slotsToTimes, timesStillOpen, visitorSlots } from '../../domain/invites';
import { t, type MessageKey } from '../../i18n';
import { TextField } from '../../ui/TextField';
import { DateDialog } from './DateDialog';
import { TimesDialog } from './TimesDialog';
import '../../i18n/areas/visitors';

/** A read-only field that opens its picker on a tap, Enter or Space (spec 2: date and time are read-only). */
export function PickerField({
  label,
  value,
  placeholder,
  onOpen,
  disabled = false,
  error,
}: {
  label: string;
  value: string;
  placeholder: string;
  onOpen: () => void;
  disabled?: boolean;
  error?: string | undefined;
}) {
  return (
    <TextField
      label={label}
      value={value}
      error={error}
      placeholder={placeholder}
      readOnly
      disabled={disabled}
      className="visitor-picker"
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onOpen();
        }
      }}
    />
  );
}

/** A date field with the 'Select Date:' modal, from `min` to `max`. */
export function DateField({
  label,
  value,
  min,
  max,
  error,
  onChange,
}: {
  label: MessageKey;
  value: string;
  min: string;
  max: string;
  error?: string | undefined;
  onChange: (date: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PickerField label={t(label)} value={value} placeholder={t('visitors.chooseDate')} error={error} onOpen={() => setOpen(true)} />
      {open ? (
        <DateDialog
          value={value}
          min={min}
          max={max}
          onClose={() => setOpen(false)}
          onConfirm={(date) => {
            setOpen(false);
            onChange(date);
          }}
        />
      ) : null}
    </>
  );
}

/** The hourly range of one day (single-day visits): the 'Times' modal, first tap the start (replacing the range shown), a later tap the end. */
export function RangeField({
  date,
  times,
  error,
  onChange,
}: {
  date: string;
  times: readonly number[];
  error?: string | undefined;
  onChange: (times: number[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const range = slotsToTimes(times);
  return (
    <>
      <PickerField
        label={t('visitors.time')}
        value={range ? `${range.start} - ${range.end}` : ''}
        placeholder={t('visitors.chooseTime')}
        onOpen={() => setOpen(true)}
        disabled={!date}
        error={error}
      />
      {open ? <TimesDialog slots={visitorSlots(date, new Date())} picked={times} mode="range" onPick={onChange} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** One hour of a day (a multi-day visit's start or end time). */
export function HourField({
  label,
  date,
  slot,
  show,
  error,
  onChange,
}: {
  label: MessageKey;
  date: string;
  slot: number | null;
  show: (value: number) => string;
  error?: string | undefined;
  onChange: (value: number) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PickerField
        label={t(label)}
        value={slot === null ? '' : show(slot)}
        placeholder={t('visitors.chooseTime')}
        onOpen={() => setOpen(true)}
        disabled={!date}
        error={error}
      />
      {open ? (
        <TimesDialog
          slots={visitorSlots(date, new Date())}
          picked={slot === null ? [] : [slot]}
          mode="single"
          onPick={(times) => {
            if (times[0] !== undefined) onChange(times[0]);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

/** The estate's today ('YYYY-MM-DD'). */
export function estateToday(): string {
  return estateClock(new Date()).date;
}

/** The picked hours still open on `date` (a date change keeps the hours the new day has open). */
export function keepTimes(date: string, times: readonly number[]): number[] {
  return timesStillOpen(date, times, new Date());
}
