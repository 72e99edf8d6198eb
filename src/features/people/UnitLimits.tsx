import { useId, useState, type FormEvent } from 'react';
import type { PeopleLimits, Unit, UnitLimitsArgs } from '../../contract/people';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { callMessage } from '../../sync/online-call';
import { emptyPeopleConfig, parseUnitLimits, saveUnitLimits, useEstateUnits, usePeopleConfig } from '../../app/people.api';
import { CheckField, Collapsible, NumberField } from '../../ui/SettingsFields';

/** What the edit form starts from: the unit's own values, or the estate's defaults for a new unit. */
function formOf(unit: Unit | undefined, defaults: PeopleLimits | undefined): UnitLimitsArgs {
  if (unit) {
    const { unitNo, standNo, isLettingUnit, noOfAssociatesPerUnit, allowedVisitors, maxGuests } = unit;
    return { unitNo, standNo, isLettingUnit, noOfAssociatesPerUnit, allowedVisitors, maxGuests };
  }
  return {
    unitNo: '',
    standNo: '',
    isLettingUnit: false,
    noOfAssociatesPerUnit: defaults?.associatesPerUnit ?? 0,
    allowedVisitors: defaults?.visitorsPerDay ?? 0,
    maxGuests: defaults?.guestsPerLettingUnit ?? 0,
  };
}

type Editing = { mode: 'add' } | { mode: 'edit'; unit: Unit };

/**
 * The estate's units with their maxima and counts (synced `manager:` scope), an edit form per
 * unit and an 'Add unit' form; both PUT API.unitLimits (online), and the list follows through sync.
 */
export function UnitLimits({ estateId, online }: { estateId: number; online: boolean }) {
  const units = useEstateUnits(estateId);
  const config = usePeopleConfig(estateId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  if (units === undefined) return null;
  const known = new Set(units.map((u) => u.unitNo.toLowerCase()));

  return (
    <Collapsible title={t('manager.units.heading')} summary={t('manager.units.count', { n: units.length })} testId="manager-units" level={2}>
      {saved ? (
        <p className="notice notice-success" role="status">
          {saved}
        </p>
      ) : null}
      {editing?.mode === 'add' ? (
        <UnitForm
          key="add"
          estateId={estateId}
          online={online}
          initial={formOf(undefined, (config ?? emptyPeopleConfig(estateId)).limits)}
          isNew
          exists={(unitNo) => known.has(unitNo.trim().toLowerCase())}
          onCancel={() => setEditing(null)}
          onSaved={(unitNo) => {
            setSaved(t('manager.units.saved', { unitNo }));
            setEditing(null);
          }}
        />
      ) : (
        <Button
          variant="secondary"
          className="btn-block"
          style={{ marginBottom: 12 }}
          onClick={() => {
            setSaved(null);
            setEditing({ mode: 'add' });
          }}
        >
          {t('manager.units.add')}
        </Button>
      )}
      {units.length === 0 ? (
        <p className="muted">{t('manager.units.none')}</p>
      ) : (
        <ul className="list">
          {units.map((unit) => (
            <li key={unit.id} className="manager-member" data-testid="manager-unit" data-unit={unit.unitNo}>
              {editing?.mode === 'edit' && editing.unit.id === unit.id ? (
                <UnitForm
                  key={unit.id}
                  estateId={estateId}
                  online={online}
                  initial={formOf(unit, undefined)}
                  isNew={false}
                  exists={() => false}
                  onCancel={() => setEditing(null)}
                  onSaved={(unitNo) => {
                    setSaved(t('manager.units.saved', { unitNo }));
                    setEditing(null);
                  }}
                />
              ) : (
                <UnitSummary
                  unit={unit}
                  onEdit={() => {
                    setSaved(null);
                    setEditing({ mode: 'edit', unit });
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </Collapsible>
  );
}

function UnitSummary({ unit, onEdit }: { unit: Unit; onEdit: () => void }) {
  return (
    <>
      <div className="manager-member-head">
        <p className="manager-member-name">{t('manager.units.unit', { unitNo: unit.unitNo })}</p>
        <Button variant="text" onClick={onEdit} aria-label={t('manager.units.editLabel', { unitNo: unit.unitNo })}>
          {t('manager.units.edit')}
        </Button>
      </div>
      {unit.standNo ? <p className="muted">{t('manager.units.stand', { standNo: unit.standNo })}</p> : null}
      <p className="muted">{t('manager.units.associates', { count: unit.associatesCount, max: unit.noOfAssociatesPerUnit })}</p>
      <p className="muted">{t('manager.units.visitors', { max: unit.allowedVisitors })}</p>
      {unit.isLettingUnit ? (
        <>
          <p className="muted">{t('manager.units.guests', { count: unit.guestsCount, max: unit.maxGuests })}</p>
          <p className="manager-chips">
            <span className="manager-chip manager-chip-on">{t('manager.units.letting')}</span>
          </p>
        </>
      ) : null}
    </>
  );
}

function UnitForm({
  estateId,
  online,
  initial,
  isNew,
  exists,
  onCancel,
  onSaved,
}: {
  estateId: number;
  online: boolean;
  initial: UnitLimitsArgs;
  isNew: boolean;
  exists: (unitNo: string) => boolean;
  onCancel: () => void;
  onSaved: (unitNo: string) => void;
}) {
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<{ message: string; paths: Set<string> } | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const set = (patch: Partial<UnitLimitsArgs>) => {
    setError(null);
    setForm((f) => ({ ...f, ...patch }));
  };
  const bad = (path: keyof UnitLimitsArgs) => error?.paths.has(path) ?? false;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseUnitLimits(form);
    if (!parsed.ok) {
      setError(parsed.issues);
      return;
    }
    if (isNew && exists(parsed.args.unitNo)) {
      setError({ message: t('manager.units.exists', { unitNo: parsed.args.unitNo }), paths: new Set(['unitNo']) });
      return;
    }
    if (!online) {
      setError({ message: t('signup.offline'), paths: new Set() });
      return;
    }
    setBusy(true);
    try {
      await saveUnitLimits(estateId, parsed.args);
      onSaved(parsed.args.unitNo);
    } catch (err) {
      setError({ message: callMessage(err, 'manager.units.failure'), paths: new Set() });
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={titleId} data-testid="manager-unit-form">
      <h3 id={titleId} className="section-title" style={{ marginTop: 0 }}>
        {isNew ? t('manager.units.addTitle') : t('manager.units.editTitle', { unitNo: initial.unitNo })}
      </h3>
      {isNew ? (
        <TextField
          label={t('manager.units.unitNo')}
          name="unitNo"
          value={form.unitNo}
          maxLength={20}
          aria-invalid={bad('unitNo') || undefined}
          onChange={(e) => set({ unitNo: e.target.value })}
        />
      ) : null}
      <TextField
        label={t('manager.units.standNo')}
        name="standNo"
        value={form.standNo}
        maxLength={20}
        aria-invalid={bad('standNo') || undefined}
        onChange={(e) => set({ standNo: e.target.value })}
      />
      <NumberField
        label={t('manager.units.maxAssociates')}
        value={form.noOfAssociatesPerUnit}
        min={0}
        max={100}
        invalid={bad('noOfAssociatesPerUnit')}
        onChange={(n) => set({ noOfAssociatesPerUnit: n })}
      />
      <NumberField
        label={t('manager.units.maxVisitors')}
        value={form.allowedVisitors}
        min={0}
        max={500}
        invalid={bad('allowedVisitors')}
        onChange={(n) => set({ allowedVisitors: n })}
      />
      <CheckField label={t('manager.units.isLetting')} checked={form.isLettingUnit} onChange={(isLettingUnit) => set({ isLettingUnit })} />
      {form.isLettingUnit ? (
        <NumberField
          label={t('manager.units.maxGuests')}
          value={form.maxGuests}
          min={0}
          max={100}
          invalid={bad('maxGuests')}
          onChange={(n) => set({ maxGuests: n })}
        />
      ) : null}
      {error ? (
        <p className="notice notice-error" role="alert">
          {error.message}
        </p>
      ) : null}
      <div className="row" style={{ justifyContent: 'flex-end' }}>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {t('manager.confirm.cancel')}
        </Button>
        <Button type="submit" disabled={busy || !online} data-testid="manager-unit-save">
          {!online ? t('signup.offline') : busy ? t('manager.units.saving') : t('manager.units.save')}
        </Button>
      </div>
    </form>
  );
}
