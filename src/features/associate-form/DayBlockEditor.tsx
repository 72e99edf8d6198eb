import { WEEKDAYS, type Weekday } from '../../contract/people';
import { hourSlots, slotLabel, tapSlot, weekdayFree, type DayBlock } from '../../domain/associates';
import { t, type MessageKey } from '../../i18n';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import '../../i18n/areas/associates';

const SLOTS = hourSlots();
const dayName = (day: Weekday) => t(`associates.weekday.${day}` as MessageKey);

/** One day block: its weekday, the hourly slots (first tap one slot, second the range, third starts over) and 'Remove day' after the first. */
export function DayBlockEditor({
  block,
  index,
  blocks,
  onChange,
  onRemove,
}: {
  block: DayBlock;
  index: number;
  blocks: readonly DayBlock[];
  onChange: (block: DayBlock) => void;
  onRemove: () => void;
}) {
  const picked = new Set(block.times);
  return (
    <section className="day-block" aria-label={t('associates.dayHeading', { n: index + 1 })} data-testid="day-block">
      <h3 className="day-block-title">{t('associates.dayHeading', { n: index + 1 })}</h3>
      <SelectField
        label={t('associates.day')}
        name={`day-${block.id}`}
        value={block.day}
        onChange={(e) => onChange({ ...block, day: e.target.value as Weekday })}
      >
        {WEEKDAYS.filter((day) => weekdayFree(blocks, block.id, day)).map((day) => (
          <option key={day} value={day}>
            {dayName(day)}
          </option>
        ))}
      </SelectField>
      <p className="muted">{t('associates.slotsHint')}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields; a fieldset's default box would change the layout. */}
      <div className="time-slots" role="group" aria-label={t('associates.slotsLabel', { day: dayName(block.day) })}>
        {SLOTS.map((slot) => (
          <button
            key={slot.value}
            type="button"
            className={`time-slot${picked.has(slot.value) ? ' time-slot-on' : ''}`}
            aria-pressed={picked.has(slot.value)}
            disabled={slot.disabled}
            onClick={() => {
              const tap = tapSlot(block.times, slot.value, SLOTS);
              if (!tap.rejected) onChange({ ...block, times: tap.times });
            }}
          >
            {slotLabel(slot.value)}
          </button>
        ))}
      </div>
      {index > 0 ? (
        <Button variant="text" onClick={onRemove}>
          {t('associates.removeDay')}
        </Button>
      ) : null}
    </section>
  );
}
