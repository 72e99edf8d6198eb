import { estateClock } from '../../domain/invites';
import { lettingEndDateMax, type LettingWindow } from '../../domain/letting';
import { t } from '../../i18n';
import { TextField } from '../../ui/TextField';
import '../../i18n/areas/letting';

/**
 * Start Date, End Date, Time Start, End Time pickers of a letting window: dates from today to
 * lettingCustomDayMax months ahead (spec 2 section 5 'Dates'); the checks run on Confirm.
 */
export function WindowFields({
  window,
  onChange,
  lettingCustomDayMax,
  lockedTimes = false,
  singleDay = false,
}: {
  window: LettingWindow;
  onChange: (window: LettingWindow) => void;
  lettingCustomDayMax: number | undefined;
  /** One full day: the times are 00:01 - 23:59 and cannot change. */
  lockedTimes?: boolean;
  /** A single day: the end date is the start date. */
  singleDay?: boolean;
}) {
  const min = estateClock(new Date()).date;
  const max = lettingEndDateMax(min, lettingCustomDayMax);
  const set = (part: Partial<LettingWindow>) => onChange({ ...window, ...part, ...(singleDay && part.startDate ? { endDate: part.startDate } : {}) });
  return (
    <div className="letting-window">
      <TextField
        label={t('letting.startDate')}
        name="startDate"
        type="date"
        min={min}
        max={max}
        value={window.startDate}
        onChange={(e) => set({ startDate: e.target.value })}
      />
      {singleDay ? null : (
        <TextField
          label={t('letting.endDate')}
          name="endDate"
          type="date"
          min={window.startDate || min}
          max={max}
          value={window.endDate}
          onChange={(e) => set({ endDate: e.target.value })}
        />
      )}
      <TextField
        label={t('letting.startTime')}
        name="startTime"
        type="time"
        step={60}
        readOnly={lockedTimes}
        value={window.startTime}
        onChange={(e) => set({ startTime: e.target.value })}
      />
      <TextField
        label={t('letting.endTime')}
        name="endTime"
        type="time"
        step={60}
        readOnly={lockedTimes}
        value={window.endTime}
        onChange={(e) => set({ endTime: e.target.value })}
      />
    </div>
  );
}

/** A letter's 'YYYY-MM-DD HH:mm' start and end as the pickers hold them. */
export function windowOf(start: string, end: string): LettingWindow {
  const [startDate = '', startTime = ''] = start.split(' ');
  const [endDate = '', endTime = ''] = end.split(' ');
  return { startDate, startTime, endDate, endTime };
}
