import { useEffect, useId, useState } from 'react';
import { BOOKING_WEEKDAYS } from '../../contract/bookings';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import type { ConsoleSectionProps } from '../../ui/console-section';
import { CheckField, NumberField, SaveBar, TextAreaField } from '../../ui/SettingsFields';
import { TextField } from '../../ui/TextField';
import { lagoonDraftOf, parseLagoon, saveLagoonSettings, useLagoon, type Lagoon, type LagoonDraft } from './facility-admin.api';
import './facility-admin.css';
import '../../i18n/areas/auth';
import '../../i18n/areas/bookings';
import '../../i18n/areas/facility-admin';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The console's Lagoon settings: what the lagoon service reads (its open days, each service's
 * capacity a day, future days, the extra visitor's price, associates per unit, the most of one
 * service in a booking, the full-day title and message, the estate whose address is needed).
 * Read from the device; saved online; an estate without a lagoon gets one on its first save.
 */
export function LagoonSettings({ estateId, online }: ConsoleSectionProps) {
  const lagoon = useLagoon(estateId);
  const headingId = useId();
  if (lagoon === undefined) return null;
  return (
    <section className="facility-admin" aria-labelledby={headingId} data-testid="lagoon-settings">
      <h2 id={headingId} className="section-title">
        {t('facilityAdmin.lagoon.title')}
      </h2>
      {lagoon.config === null ? <p className="muted">{t('facilityAdmin.lagoon.none')}</p> : null}
      <LagoonForm estateId={estateId} online={online} lagoon={lagoon} />
    </section>
  );
}

function LagoonForm({ estateId, online, lagoon }: { estateId: number; online: boolean; lagoon: Lagoon }) {
  const current = lagoonDraftOf(lagoon);
  const [base, setBase] = useState(current);
  const [draft, setDraftState] = useState(current);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  // An untouched form follows the synced rows.
  useEffect(() => {
    if (same(draft, base) && !same(base, current)) {
      setBase(current);
      setDraftState(current);
    }
  }, [current, draft, base]);

  const setDraft = (patch: Partial<LagoonDraft>) => {
    setResult(null);
    setDraftState((d) => ({ ...d, ...patch }));
  };
  const setResource = (index: number, patch: Partial<LagoonDraft['resources'][number]>) =>
    setDraft({ resources: draft.resources.map((r, i) => (i === index ? { ...r, ...patch } : r)) });

  const save = async () => {
    const parsed = parseLagoon(estateId, draft);
    if (!parsed.ok) {
      setResult({ ok: false, text: parsed.message });
      return;
    }
    setBusy(true);
    const answer = await saveLagoonSettings(parsed.args);
    setBusy(false);
    if (answer.kind === 'ok') {
      setBase(draft);
      setResult({ ok: true, text: t('facilityAdmin.lagoon.saved') });
    } else setResult({ ok: false, text: answer.kind === 'offline' ? t('signup.offline') : answer.message || t('facilityAdmin.lagoon.failure') });
  };

  return (
    <div className="card facility-form" data-testid="lagoon-form">
      <div className="facility-form-grid">
        <div className="facility-form-column">
          <fieldset className="card">
            <legend>
              <strong>{t('facilityAdmin.openDays')}</strong>
            </legend>
            <p className="muted">{t('facilityAdmin.lagoon.hoursNote')}</p>
            <div className="facility-hours-days">
              {BOOKING_WEEKDAYS.map((day) => (
                <CheckField
                  key={day}
                  label={t(`bookings.day.${day}`)}
                  checked={draft.openDays.includes(day)}
                  onChange={(open) => setDraft({ openDays: BOOKING_WEEKDAYS.filter((d) => (d === day ? open : draft.openDays.includes(d))) })}
                />
              ))}
            </div>
          </fieldset>
          <fieldset className="card">
            <legend>
              <strong>{t('facilityAdmin.lagoon.services')}</strong>
            </legend>
            <p className="muted">{t('facilityAdmin.lagoon.servicesHint')}</p>
            {draft.resources.map((resource, index) => (
              <div key={resource.id ?? `new-${index}`} className="row facility-resource">
                <TextField
                  label={t('facilityAdmin.lagoon.serviceName', { n: index + 1 })}
                  value={resource.name}
                  maxLength={80}
                  onChange={(e) => setResource(index, { name: e.target.value })}
                />
                <NumberField
                  label={t('facilityAdmin.lagoon.serviceCapacity', { n: index + 1 })}
                  value={resource.capacity}
                  min={0}
                  onChange={(capacity) => setResource(index, { capacity })}
                />
              </div>
            ))}
            {draft.resources.length < 11 ? (
              <Button variant="secondary" onClick={() => setDraft({ resources: [...draft.resources, { name: '', capacity: 1 }] })}>
                {t('facilityAdmin.lagoon.addService')}
              </Button>
            ) : null}
          </fieldset>
        </div>
        <div className="facility-form-column">
          <CheckField
            label={t('facilityAdmin.lagoon.future')}
            checked={draft.futureBookingsEnabled}
            onChange={(futureBookingsEnabled) => setDraft({ futureBookingsEnabled })}
          />
          <TextField
            label={t('facilityAdmin.lagoon.visitorPrice')}
            inputMode="decimal"
            value={draft.visitorPrice}
            onChange={(e) => setDraft({ visitorPrice: e.target.value })}
          />
          <NumberField
            label={t('facilityAdmin.lagoon.associates')}
            value={draft.associatesPerUnit}
            min={0}
            max={50}
            onChange={(associatesPerUnit) => setDraft({ associatesPerUnit })}
          />
          <NumberField label={t('facilityAdmin.lagoon.maxQty')} value={draft.maxQty} min={0} onChange={(maxQty) => setDraft({ maxQty })} />
          <TextField
            label={t('facilityAdmin.lagoon.noCapacityTitle')}
            value={draft.noCapacityTitle}
            maxLength={300}
            onChange={(e) => setDraft({ noCapacityTitle: e.target.value })}
          />
          <TextAreaField
            label={t('facilityAdmin.lagoon.noCapacityMsg')}
            value={draft.noCapacityMsg}
            maxLength={300}
            onChange={(noCapacityMsg) => setDraft({ noCapacityMsg })}
          />
          <TextField
            label={t('facilityAdmin.lagoon.addressEstate')}
            value={draft.addressEstateName}
            maxLength={80}
            onChange={(e) => setDraft({ addressEstateName: e.target.value })}
          />
        </div>
      </div>
      <SaveBar
        section={{
          result,
          busy,
          dirty: !same(draft, base),
          save: () => void save(),
          reset: () => {
            setResult(null);
            setDraftState(base);
          },
        }}
        online={online}
        testId="lagoon-save"
      />
    </div>
  );
}
