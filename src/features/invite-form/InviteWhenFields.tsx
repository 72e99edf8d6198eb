import { earliestEndDate, endDateFor, slotEndTime, slotStartTime, validityOf } from '../../domain/invites';
import { t } from '../../i18n';
import type { InviteDraft } from '../../app/invite-draft';
import { ChoiceTiles } from '../../ui/ChoiceTiles';
import { DateField, HourField, PickerField, RangeField } from './WhenFields';
import '../../i18n/areas/visitors';

/**
 * When the visit is, on the invite screen: the estate's validity choices (with multi-day access),
 * the date, and for one day the hourly range (the 'Times' modal), for a full day the locked times,
 * for several days the start time, the end date and the end time. The errors name the field.
 */
export function InviteWhenFields({
  draft,
  choices,
  today,
  latest,
  dateError,
  timeError,
  change,
  setDate,
}: {
  draft: InviteDraft;
  choices: readonly { value: number; name: string }[];
  today: string;
  latest: string;
  dateError: string | undefined;
  timeError: string | undefined;
  change: (update: (draft: InviteDraft) => InviteDraft) => void;
  setDate: (date: string) => void;
}) {
  const validity = validityOf(draft.validity);
  const choose = (value: number) => change((d) => ({ ...d, validity: value, endDate: endDateFor(value, d.date, latest), startSlot: null, endSlot: null }));
  return (
    <>
      {choices.length > 0 ? (
        <ChoiceTiles
          title={t('visitors.validity')}
          label={t('visitors.validity')}
          tiles={choices.map((choice) => ({ value: choice.value, label: choice.name }))}
          chosen={draft.validity}
          onChoose={choose}
        />
      ) : null}
      <DateField
        label={validity.kind === 'multiDay' ? 'visitors.startDate' : 'visitors.date'}
        value={draft.date}
        min={today}
        max={latest}
        error={dateError}
        onChange={setDate}
      />
      {validity.kind === 'single' ? (
        <RangeField date={draft.date} times={draft.times} error={timeError} onChange={(times) => change((d) => ({ ...d, times }))} />
      ) : null}
      {validity.kind === 'fullDay' ? (
        <PickerField label={t('visitors.time')} value={t('visitors.fullDay')} placeholder="" onOpen={() => undefined} disabled />
      ) : null}
      {validity.kind === 'multiDay' ? (
        <>
          <HourField
            label="visitors.startTime"
            date={draft.date}
            slot={draft.startSlot}
            show={slotStartTime}
            error={draft.startSlot === null ? timeError : undefined}
            onChange={(startSlot) => change((d) => ({ ...d, startSlot }))}
          />
          <DateField
            label="visitors.endDate"
            value={draft.endDate}
            min={earliestEndDate(draft.validity, draft.date)}
            max={endDateFor(draft.validity, draft.date, latest)}
            error={undefined}
            onChange={(endDate) => change((d) => ({ ...d, endDate, endSlot: null }))}
          />
          <HourField
            label="visitors.endTime"
            date={draft.endDate}
            slot={draft.endSlot}
            show={slotEndTime}
            error={draft.startSlot === null ? undefined : timeError}
            onChange={(endSlot) => change((d) => ({ ...d, endSlot }))}
          />
        </>
      ) : null}
    </>
  );
}
