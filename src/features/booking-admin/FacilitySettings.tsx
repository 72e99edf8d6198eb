import { useEffect, useId, useState } from 'react';
import { BOOKING_WEEKDAYS, type BookingResource, type BookingService, type BookingWeekday, type FacilitySettingsArgs } from '../../contract/bookings';
import { resourceTitle } from '../../domain/bookings';
import { t } from '../../i18n';
import { TextField } from '../../ui/TextField';
import { facilitySettingsOf, parseFacilitySettings, saveFacilitySettings, useEstateFacilities } from './manager-bookings.api';
import { CheckField, Collapsible, NumberField, SaveBar } from '../../ui/SettingsFields';

type Props = { estateId: number; online: boolean };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Where a day that is switched on starts (the manager changes it). */
const DEFAULT_DAY = { start: '08:00', end: '17:00' } as const;

/**
 * The estate's facilities in the console (synced per estate, rendered offline): per facility
 * resource, 'Approve by itself' (requests are BOOKED at once instead of waiting here), whether
 * residents may book it, how many bookings it takes at once, and its opening hours per weekday.
 * Saved with PUT API.facilitySettings (online) after the contract's schema accepts them.
 */
export function FacilitySettings({ estateId, online }: Props) {
  const facilities = useEstateFacilities(estateId);
  const headingId = useId();
  if (facilities === undefined) return null;
  return (
    <section className="manager-people" aria-labelledby={headingId} data-testid="manager-facilities">
      <h2 id={headingId} className="section-title">
        {t('bookings.manager.facilities')}
      </h2>
      {facilities.length === 0 ? <p className="muted">{t('bookings.manager.noFacilities')}</p> : null}
      {facilities.flatMap(({ service, resources }) =>
        resources.map((resource) => {
          const title = resources.length > 1 ? `${service.name}: ${resourceTitle(resource.name)}` : service.name;
          return (
            <Collapsible
              key={resource.id}
              title={title}
              summary={t(service.autoApprove ? 'bookings.manager.autoOn' : 'bookings.manager.autoOff')}
              testId="manager-facility"
            >
              <SettingsForm service={service} resource={resource} online={online} />
            </Collapsible>
          );
        }),
      )}
    </section>
  );
}

/** Mounted while open: the draft lives here; an untouched draft follows the synced rows. */
function SettingsForm({ service, resource, online }: { service: BookingService; resource: BookingResource; online: boolean }) {
  const current = facilitySettingsOf(service, resource);
  const [base, setBase] = useState(current);
  const [draft, setDraftState] = useState(current);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    if (same(draft, base) && !same(base, current)) {
      setBase(current);
      setDraftState(current);
    }
  }, [current, draft, base]);

  const setDraft = (update: (d: FacilitySettingsArgs) => FacilitySettingsArgs) => {
    setResult(null);
    setDraftState(update);
  };
  const setDay = (day: BookingWeekday, hours: FacilitySettingsArgs['availibility'][BookingWeekday]) =>
    setDraft((d) => ({ ...d, availibility: { ...d.availibility, [day]: hours } }));

  const save = async () => {
    setResult(null);
    const parsed = parseFacilitySettings(draft);
    if (!parsed.ok) {
      setResult({ ok: false, text: parsed.message });
      return;
    }
    if (!online) {
      setResult({ ok: false, text: t('signup.offline') });
      return;
    }
    setBusy(true);
    const answer = await saveFacilitySettings(resource.id, parsed.args);
    setBusy(false);
    if (answer.kind === 'ok') {
      setBase(parsed.args);
      setDraftState(parsed.args);
      setResult({ ok: true, text: t('bookings.manager.saved') });
    } else {
      setResult({ ok: false, text: answer.kind === 'offline' ? t('signup.offline') : answer.message || t('bookings.manager.failureSettings') });
    }
  };

  return (
    <div data-testid="manager-facility-form" data-resource-id={resource.id}>
      <CheckField label={t('bookings.manager.autoApprove')} checked={draft.autoApprove} onChange={(autoApprove) => setDraft((d) => ({ ...d, autoApprove }))} />
      <CheckField label={t('bookings.manager.enabled')} checked={draft.enabled} onChange={(enabled) => setDraft((d) => ({ ...d, enabled }))} />
      <NumberField
        label={t('bookings.manager.capacity')}
        value={draft.capacity}
        min={1}
        max={10000}
        onChange={(capacity) => setDraft((d) => ({ ...d, capacity }))}
      />
      <fieldset className="card">
        <legend>
          <strong>{t('bookings.manager.hours')}</strong>
        </legend>
        {BOOKING_WEEKDAYS.map((day) => {
          const hours = draft.availibility[day];
          const dayName = t(`bookings.day.${day}`);
          return (
            <div key={day} data-testid="manager-facility-day" data-day={day}>
              <CheckField
                label={t('bookings.manager.open', { day: dayName })}
                checked={hours !== null}
                onChange={(open) => setDay(day, open ? { ...DEFAULT_DAY } : null)}
              />
              {hours ? (
                <div className="row">
                  <TextField
                    label={`${t('bookings.manager.from')} (${dayName})`}
                    type="time"
                    step={1800}
                    value={hours.start}
                    onChange={(e) => setDay(day, { ...hours, start: e.target.value })}
                  />
                  <TextField
                    label={`${t('bookings.manager.to')} (${dayName})`}
                    type="time"
                    step={1800}
                    value={hours.end}
                    onChange={(e) => setDay(day, { ...hours, end: e.target.value })}
                  />
                </div>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <SaveBar
        section={{
          result,
          busy,
          dirty: !same(draft, base),
          save: () => void save(),
          reset: () => {
            setResult(null);
            setBase(current);
            setDraftState(current);
          },
        }}
        online={online}
        testId="manager-facility-save"
      />
    </div>
  );
}
