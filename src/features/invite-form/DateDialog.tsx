import { useId, useState } from 'react';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import '../../i18n/areas/visitors';

/** The shared date picker modal (spec 2: title 'Select Date:', Confirm), from `min` to `max` ('YYYY-MM-DD'). */
export function DateDialog({
  value,
  min,
  max,
  onConfirm,
  onClose,
}: {
  value: string;
  min: string;
  max: string;
  onConfirm: (date: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [date, setDate] = useState(value || min);
  const allowed = date >= min && date <= max;
  return (
    <Dialog
      title={t('visitors.selectDate')}
      onClose={onClose}
      actions={
        <Button disabled={!allowed} onClick={() => onConfirm(date)}>
          {t('visitors.confirm')}
        </Button>
      }
    >
      <div className="field">
        <label htmlFor={id}>{t('visitors.date')}</label>
        <input id={id} type="date" value={date} min={min} max={max} onChange={(e) => setDate(e.target.value)} />
      </div>
    </Dialog>
  );
}
