import { useState } from 'react';
import { slotLabel, type Slot } from '../../domain/associates';
import { tapTimePick } from '../../domain/invites';
import { t } from '../../i18n';
import { INVITE_MESSAGES } from '../../i18n/en/invites';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import '../../i18n/areas/visitors';

/**
 * The times modal (spec 2: 'Times', close icon) over hourly slots, the hours that have passed
 * disabled. In 'range' mode (tapTimePick) the first tap replaces the range shown with the tapped
 * hour, a later second tap ends the range there and closes; in 'single' mode one tap picks one
 * hour and closes.
 */
export function TimesDialog({
  slots,
  picked,
  mode,
  onPick,
  onClose,
}: {
  slots: Slot[];
  picked: readonly number[];
  mode: 'range' | 'single';
  onPick: (times: number[]) => void;
  onClose: () => void;
}) {
  const [rejected, setRejected] = useState(false);
  // The start tapped in this opening of the picker: none yet, so the first tap replaces what is shown.
  const [start, setStart] = useState<number | null>(null);
  const tap = (value: number) => {
    if (mode === 'single') {
      onPick([value]);
      onClose();
      return;
    }
    const next = tapTimePick({ times: [...picked], start }, value, slots);
    setRejected(next.rejected);
    if (next.rejected) return;
    setStart(next.start);
    onPick(next.times);
    if (next.done) onClose();
  };
  return (
    <Dialog title={t('visitors.times')} onClose={onClose}>
      <div className="visitor-times-head">
        <button type="button" className="icon-btn visitor-times-close" aria-label={t('visitors.close')} onClick={onClose}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {slots.length === 0 ? (
        <p className="notice notice-pending">{t('visitors.noSlots')}</p>
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields; a fieldset's default box would change the layout.
        <div className="time-slots" role="group" aria-label={t('visitors.times')}>
          {slots.map((slot) => {
            const on = picked.includes(slot.value);
            return (
              <button
                key={slot.value}
                type="button"
                className={`time-slot${on ? ' time-slot-on' : ''}`}
                aria-pressed={on}
                disabled={slot.disabled}
                onClick={() => tap(slot.value)}
              >
                {slotLabel(slot.value)}
              </button>
            );
          })}
        </div>
      )}
      {rejected ? (
        <p className="field-error" role="alert">
          <Icon name="alert" size={16} /> {INVITE_MESSAGES.slotDisabled}
        </p>
      ) : null}
    </Dialog>
  );
}
