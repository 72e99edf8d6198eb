import { addDayBlock, MAX_DAY_BLOCKS, removeDayBlock } from '../../domain/associates';
import { t } from '../../i18n';
import { Switch } from '../../app/FormParts';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import type { AccessChoice } from './associate-draft';
import { DayBlockEditor } from './DayBlockEditor';
import '../../i18n/areas/associates';

/**
 * The access term as the access-term screen edits it (ADD ASSOCIATE and UPDATE ASSOCIATE): the
 * start and end dates, 24-hour access or up to 7 day blocks of hourly slots.
 */
export function AccessTermFields({
  choice,
  dates,
  earliestFrom,
  latestFrom,
  latestEnd,
  onChange,
}: {
  choice: AccessChoice;
  dates: { validFrom: string; validTo: string };
  earliestFrom: string;
  latestFrom: string;
  latestEnd: string;
  onChange: (next: AccessChoice) => void;
}) {
  return (
    <>
      <div className="access-dates">
        <TextField
          label={t('associates.accessStart')}
          name="validFrom"
          type="date"
          value={dates.validFrom}
          min={earliestFrom}
          max={latestFrom}
          onChange={(e) => onChange({ ...choice, validFrom: e.target.value, validTo: dates.validTo })}
        />
        <TextField
          label={t('associates.accessEnd')}
          name="validTo"
          type="date"
          value={dates.validTo}
          min={dates.validFrom}
          max={latestEnd}
          onChange={(e) => onChange({ ...choice, validFrom: dates.validFrom, validTo: e.target.value })}
        />
      </div>
      <Switch
        name="specificDays"
        label={t('associates.specificDays')}
        checked={choice.mode === 'days'}
        onChange={(on) => onChange({ ...choice, mode: on ? 'days' : 'allDay' })}
      />
      {choice.mode === 'allDay' ? (
        <p className="notice notice-success">{t('associates.allDay')}: 00:01 - 23:59</p>
      ) : (
        <>
          {choice.blocks.map((block, index) => (
            <DayBlockEditor
              key={block.id}
              block={block}
              index={index}
              blocks={choice.blocks}
              onChange={(next) => onChange({ ...choice, blocks: choice.blocks.map((b) => (b.id === next.id ? next : b)) })}
              onRemove={() => onChange({ ...choice, blocks: removeDayBlock(choice.blocks, block.id) })}
            />
          ))}
          {choice.blocks.length < MAX_DAY_BLOCKS ? (
            <Button variant="secondary" className="btn-block" onClick={() => onChange({ ...choice, blocks: addDayBlock(choice.blocks) })}>
              {t('associates.addDay')}
            </Button>
          ) : null}
        </>
      )}
    </>
  );
}
