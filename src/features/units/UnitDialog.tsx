import { useState, type FormEvent } from 'react';
import type { PeopleLimits } from '../../contract/people';
import { UNIT_TYPES, type UnitCreateArgs } from '../../contract/units';
import { t, type MessageKey } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField } from '../../ui/SelectField';
import { CheckField, NumberField } from '../../ui/SettingsFields';
import { TextField } from '../../ui/TextField';
import { checkUnitForm, saveUnit, setUnitArchived, type CallResult, type UnitListRow } from './units.api';
import '../../i18n/areas/units';

export const unitTypeKey = (type: string) => `units.admin.type.${type}` as MessageKey;

/** What the form starts from: the unit's own values, or the estate's default allowances for a new one. */
function formOf(unit: UnitListRow | undefined, defaults: PeopleLimits): UnitCreateArgs {
  if (unit) {
    const { unitNo, block, standNo, isLettingUnit, noOfAssociatesPerUnit, allowedVisitors, maxGuests } = unit;
    const unitType = (UNIT_TYPES as readonly string[]).includes(unit.unitType) ? (unit.unitType as UnitCreateArgs['unitType']) : '';
    return { unitNo, block, unitType, standNo: standNo === unitNo ? '' : standNo, isLettingUnit, noOfAssociatesPerUnit, allowedVisitors, maxGuests };
  }
  return {
    unitNo: '',
    block: '',
    unitType: '',
    standNo: '',
    isLettingUnit: false,
    noOfAssociatesPerUnit: defaults.associatesPerUnit,
    allowedVisitors: defaults.visitorsPerDay,
    maxGuests: defaults.guestsPerLettingUnit,
  };
}

type Props = {
  estateId: number;
  online: boolean;
  /** The unit to edit; none: Add unit. */
  unit: UnitListRow | undefined;
  defaults: PeopleLimits;
  onClose: () => void;
  /** What was done, for the section's notice. */
  onDone: (notice: string) => void;
};

/**
 * Add or edit one unit (its details and allowances) in a dialog; an existing unit can be archived
 * or restored here. Immediate server calls: online only; the list follows through sync.
 */
export function UnitDialog({ estateId, online, unit, defaults, onClose, onDone }: Props) {
  const isNew = unit === undefined;
  const [form, setForm] = useState(() => formOf(unit, defaults));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<UnitCreateArgs>) => {
    setError(null);
    setForm((before) => ({ ...before, ...patch }));
  };
  const finish = (result: CallResult<unknown>, notice: string) => {
    setBusy(false);
    if (result.ok) onDone(notice);
    else setError(result.message);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkUnitForm(form);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy(true);
    finish(await saveUnit(estateId, isNew, checked.value), t('units.form.saved', { unitNo: checked.value.unitNo }));
  };
  const toggleArchived = async () => {
    if (!unit) return;
    setBusy(true);
    const archived = !unit.archived;
    finish(await setUnitArchived(estateId, unit.unitNo, archived), t(archived ? 'units.form.archived' : 'units.form.restored', { unitNo: unit.unitNo }));
  };
  const locked = unit?.archived === true;

  return (
    <Dialog title={isNew ? t('units.form.addTitle') : t('units.form.editTitle', { unitNo: unit.unitNo })} onClose={onClose}>
      <form noValidate onSubmit={(e) => void submit(e)} data-testid="unit-form">
        {isNew ? (
          <TextField label={t('units.form.unitNo')} name="unitNo" value={form.unitNo} maxLength={20} onChange={(e) => set({ unitNo: e.target.value })} />
        ) : null}
        {locked ? <p className="notice">{t('units.form.archivedNote')}</p> : null}
        <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0 }}>
          <TextField label={t('units.form.block')} name="block" value={form.block} maxLength={40} onChange={(e) => set({ block: e.target.value })} />
          <SelectField
            label={t('units.form.type')}
            name="unitType"
            value={form.unitType}
            onChange={(e) => set({ unitType: e.target.value as UnitCreateArgs['unitType'] })}
          >
            {['', ...UNIT_TYPES].map((type) => (
              <option key={type} value={type}>
                {t(unitTypeKey(type))}
              </option>
            ))}
          </SelectField>
          <TextField label={t('units.form.standNo')} name="standNo" value={form.standNo} maxLength={20} onChange={(e) => set({ standNo: e.target.value })} />
          <NumberField
            label={t('units.form.maxAssociates')}
            value={form.noOfAssociatesPerUnit}
            min={0}
            max={100}
            onChange={(n) => set({ noOfAssociatesPerUnit: n })}
          />
          <NumberField label={t('units.form.maxVisitors')} value={form.allowedVisitors} min={0} max={500} onChange={(n) => set({ allowedVisitors: n })} />
          <CheckField label={t('units.form.isLetting')} checked={form.isLettingUnit} onChange={(isLettingUnit) => set({ isLettingUnit })} />
          {form.isLettingUnit ? (
            <NumberField label={t('units.form.maxGuests')} value={form.maxGuests} min={0} max={100} onChange={(n) => set({ maxGuests: n })} />
          ) : null}
        </fieldset>
        {error ? (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        ) : null}
        {!online ? <p className="notice">{t('units.form.offline')}</p> : null}
        {isNew ? null : <p className="muted">{t('units.form.archiveNote')}</p>}
        <div className="row" style={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 8 }}>
          {isNew ? null : (
            <Button variant="secondary" disabled={busy || !online} onClick={() => void toggleArchived()} data-testid="unit-archive">
              {unit.archived ? t('units.form.restore') : t('units.form.archive')}
            </Button>
          )}
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('units.form.cancel')}
          </Button>
          <Button type="submit" disabled={busy || !online || locked} data-testid="unit-save">
            {busy ? t('units.form.saving') : t('units.form.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
