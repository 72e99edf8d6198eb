import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { LagoonBookingArgsSchema, type LagoonAvailability, type LagoonConfig } from '../../contract/bookings';
import type { Unit } from '../../contract/people';
import { availableVisitorInvites } from '../../domain/associates';
import { clampVisitors, DEFAULT_VISITOR_PRICE_CENTS, lagoonEndTimes, lagoonStartTimes, toggleState, visitorCost } from '../../domain/bookings';
import { addDays, estateDate } from '../../domain/estate-time';
import { formatCents } from '../../domain/cards';
import { t } from '../../i18n';
import { LAGOON_MESSAGES } from '../../i18n/en/bookings';
import { useOnline } from '../../sync/hooks';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Switch } from '../../app/FormParts';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import { fetchLagoonAvailability, useLagoonAccessId, useLagoonConfig, useUnitRow } from './lagoon.api';
import { draftToBookingArgs, newLagoonDraft, saveLagoonDraft, useLagoonDraft, type LagoonDraft } from './lagoon-draft';
import { Stepper } from './LagoonParts';
import { ConciergeActingFor } from '../../app/ConciergePicker';
import '../../i18n/areas/lagoon';
import '../../i18n/areas/shell';

/**
 * /LagoonAccess?unitNo= and /LagoonAccess/list?unitNo= (title Lagoon Access): the lagoon form of
 * one unit. Its fixed parts (location, facility, date, times, the visitor stepper from the synced
 * unit, visitor name and phone) come from Dexie and work offline; the day's availability (what is
 * left per service, the price, the unit's people) is the server's, online. The form is kept in
 * db.drafts; Create Booking leads to /LagoonPreview.
 */
export function LagoonAccessScreen({ unitNo, userID = '' }: { unitNo: string; userID?: string }) {
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const config = useLagoonConfig(estateId);
  const unit = useUnitRow(estateId, unitNo);
  const draft = useLagoonDraft();
  const accessId = useLagoonAccessId(config);
  // A new form's id is made once: when its first change is saved the kept draft has the same id, so the form is not mounted again (a remount lost what was being typed).
  const [freshId] = useState(() => crypto.randomUUID());
  if (access === undefined || config === undefined || unit === undefined || draft === undefined || estateId === undefined || accessId === undefined)
    return <LoadingOverlay />;
  const today = estateDate();
  const kept = draft && draft.estateId === estateId && draft.unitNo === unitNo && (draft.userID ?? '') === userID && draft.date >= today ? draft : null;
  const initial = kept ?? { ...newLagoonDraft(estateId, unitNo, today, freshId), ...(userID ? { userID } : {}) };
  return <LagoonForm key={initial.id} initial={initial} config={config} unit={unit} today={today} accessId={accessId} />;
}

type Availability = { kind: 'loading' } | { kind: 'ok'; value: LagoonAvailability } | { kind: 'offline' } | { kind: 'failed'; message: string };

function LagoonForm({
  initial,
  config,
  unit,
  today,
  accessId,
}: {
  initial: LagoonDraft;
  config: LagoonConfig | null;
  unit: Unit | null;
  today: string;
  accessId: string;
}) {
  const navigate = useNavigate();
  const online = useOnline();
  const [form, setForm] = useState<LagoonDraft>(initial);
  const [day, setDay] = useState<Availability>({ kind: 'loading' });
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef(form);
  formRef.current = form;

  const update = (patch: Partial<LagoonDraft>) => {
    const next = { ...formRef.current, ...patch };
    formRef.current = next;
    setForm(next);
    void saveLagoonDraft(next);
  };

  // The day's availability, asked again when the date changes or the device comes back online.
  // biome-ignore lint/correctness/useExhaustiveDependencies: update reads the latest form through formRef; asked again only on these changes.
  useEffect(() => {
    let live = true;
    setDay({ kind: 'loading' });
    void fetchLagoonAvailability(form.estateId, form.unitNo, form.date, form.userID).then((answer) => {
      if (!live) return;
      if (answer.kind !== 'ok') {
        setDay(answer);
        return;
      }
      const value = answer.value;
      const current = formRef.current;
      const known = new Set(value.people.map((p) => p.id));
      const primary = value.people.filter((p) => p.isPrimary).map((p) => p.id);
      const others = current.people.filter((id) => known.has(id) && !primary.includes(id)).slice(0, value.availableAssociateBookings);
      const quantities = Object.fromEntries(amenitiesOf(value, accessId).map((s) => [s.id, current.quantities[s.id] ?? 0]));
      update({
        availability: value,
        people: [...primary, ...others],
        quantities,
        visitors: clampVisitors(current.visitors, visitorMax(value.allowedVisitors, value.availableVisitorInvites)),
      });
      setDay({ kind: 'ok', value });
    });
    return () => {
      live = false;
    };
    // `update` reads the latest form through formRef, so it is not a dependency.
  }, [form.estateId, form.unitNo, form.date, form.userID, online, attempt]);

  const availability = day.kind === 'ok' ? day.value : null;
  const allowed = availability?.allowedVisitors ?? unit?.allowedVisitors ?? 0;
  const invitesLeft = availability?.availableVisitorInvites ?? (unit ? availableVisitorInvites(unit, today) : 0);
  const maxVisitors = visitorMax(allowed, invitesLeft);
  const price = availability?.price || config?.visitorPriceCents || DEFAULT_VISITOR_PRICE_CENTS;
  const lastDate = config?.futureBookingsEnabled ? addDays(today, 365) : today;
  const toggles = availability
    ? toggleState(availability.people, form.people, availability.availableAssociateBookings)
    : new Map<string, { checked: boolean; disabled: boolean }>();
  const accessLine = availability?.services.find((s) => s.id === accessOf(availability, accessId));
  const amenities = availability ? amenitiesOf(availability, accessId) : [];

  const createBooking = () => {
    if (form.visitors > 0 && form.visitorName.trim() === '') return setProblem({ title: t('lagoon.accessTitle'), message: LAGOON_MESSAGES.visitorName });
    if (form.visitors > 0 && form.visitorPhone.trim() === '') return setProblem({ title: t('lagoon.accessTitle'), message: LAGOON_MESSAGES.visitorPhone });
    if (!availability)
      return setProblem({
        title: t('lagoon.accessTitle'),
        message: day.kind === 'failed' && day.message ? t('lagoon.availabilityFailed', { message: day.message }) : t('lagoon.offline'),
      });
    const checked = v.safeParse(LagoonBookingArgsSchema, draftToBookingArgs(form));
    if (!checked.success) return setProblem({ title: t('lagoon.accessTitle'), message: checked.issues[0].message });
    void saveLagoonDraft(form).then(() => navigate({ to: '/LagoonPreview' }));
  };

  return (
    <div>
      <TopBar title={t('lagoon.accessTitle')} onBack={() => void navigate({ to: '/lagoon', search: { tab: 'book' } })} backLabel={t('app.back')} />
      <main className="page lagoon-form">
        <dl className="lagoon-fixed">
          <div>
            <dt>{t('lagoon.location')}</dt>
            <dd>{config?.LAGOON_LOCATION || t('lagoon.facilityName')}</dd>
          </div>
          <div>
            <dt>{t('lagoon.facility')}</dt>
            <dd>{t('lagoon.facilityName')}</dd>
          </div>
          <div>
            <dt>{t('lagoon.unit')}</dt>
            <dd>{unit?.standNo || form.unitNo}</dd>
          </div>
        </dl>
        {form.userID ? <ConciergeActingFor estateId={form.estateId} userId={form.userID} unitNo={form.unitNo} /> : null}
        {config === null ? <p className="notice notice-error">{t('lagoon.notConfigured')}</p> : null}
        <TextField
          label={t('lagoon.date')}
          type="date"
          value={form.date}
          min={today}
          max={lastDate}
          onChange={(e) => e.target.value >= today && e.target.value <= lastDate && update({ date: e.target.value })}
        />
        <div className="row lagoon-times">
          <SelectField
            label={t('lagoon.start')}
            value={form.start}
            onChange={(e) => {
              const start = e.target.value;
              update({ start, end: start && lagoonEndTimes(start).includes(form.end) ? form.end : (lagoonEndTimes(start)[0] ?? '') });
            }}
          >
            <option value="">{t('lagoon.chooseTime')}</option>
            {lagoonStartTimes().map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('lagoon.end')} value={form.end} disabled={!form.start} onChange={(e) => update({ end: e.target.value })}>
            {form.start ? null : <option value="">{t('lagoon.chooseTime')}</option>}
            {(form.start ? lagoonEndTimes(form.start) : []).map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </SelectField>
        </div>

        <section className="lagoon-section" aria-label={t('lagoon.visitorInvites')}>
          <Stepper
            label={t('lagoon.visitorInvites')}
            value={form.visitors}
            max={maxVisitors}
            onChange={(n) => update({ visitors: clampVisitors(n, maxVisitors) })}
            onBlockedMore={() => invitesLeft === 0 && setProblem({ title: LAGOON_MESSAGES.noInvitesTitle, message: LAGOON_MESSAGES.noInvites })}
          />
          <p className="muted">{t('lagoon.visitorsAllowed', { n: maxVisitors })}</p>
          {form.visitors > 0 ? (
            <>
              <p className="lagoon-cost" data-testid="lagoon-cost">
                {t('lagoon.visitorCost', { amount: formatCents(visitorCost(price, form.visitors)) })}
              </p>
              <TextField
                label={t('lagoon.visitorName')}
                value={form.visitorName}
                autoComplete="off"
                maxLength={100}
                onChange={(e) => update({ visitorName: e.target.value })}
              />
              <TextField
                label={t('lagoon.visitorPhone')}
                value={form.visitorPhone}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                maxLength={20}
                onChange={(e) => update({ visitorPhone: e.target.value })}
              />
            </>
          ) : null}
        </section>

        {day.kind === 'loading' ? (
          <p className="muted" role="status">
            {t('lagoon.checking')}
          </p>
        ) : day.kind === 'offline' ? (
          <p className="notice notice-error" role="status">
            {t('lagoon.offline')}
          </p>
        ) : day.kind === 'failed' ? (
          <div className="notice notice-error" role="alert">
            <p>{t('lagoon.availabilityFailed', { message: day.message })}</p>
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('lagoon.retry')}
            </Button>
          </div>
        ) : null}

        {availability && availability.people.length > 0 ? (
          <fieldset className="lagoon-section">
            <legend className="section-title">{t('lagoon.associates')}</legend>
            <p className="muted">{t('lagoon.associatesLimit', { n: availability.availableAssociateBookings })}</p>
            {availability.people.map((person) => {
              const state = toggles.get(person.id);
              return (
                <div key={person.id} className={`lagoon-person${state?.disabled ? ' is-disabled' : ''}`}>
                  <Switch
                    name={`person-${person.id}`}
                    label={person.isPrimary ? `${person.displayName} (${t('lagoon.primaryOwner')})` : person.displayName}
                    checked={state?.checked ?? false}
                    disabled={state?.disabled === true}
                    onChange={(on) => {
                      if (state?.disabled) return;
                      update({ people: on ? [...form.people, person.id] : form.people.filter((id) => id !== person.id) });
                    }}
                  />
                </div>
              );
            })}
          </fieldset>
        ) : null}

        {accessLine ? (
          <p className="muted" data-testid="lagoon-access-left">
            {t('lagoon.accessLeft', { n: accessLine.remaining })}
          </p>
        ) : null}

        {amenities.length > 0 ? (
          <fieldset className="lagoon-section">
            <legend className="section-title">{t('lagoon.amenities')}</legend>
            {amenities.map((service) => (
              <div key={service.id} className="lagoon-service">
                <Stepper
                  label={service.name}
                  value={form.quantities[service.id] ?? 0}
                  max={config?.maxQty ?? 1000}
                  onChange={(n) => update({ quantities: { ...form.quantities, [service.id]: Math.max(0, n) } })}
                />
                <span className="muted">{t('lagoon.remaining', { n: service.remaining })}</span>
              </div>
            ))}
          </fieldset>
        ) : null}

        <Button className="btn-block lagoon-submit" disabled={!form.unitNo || !form.start} onClick={createBooking}>
          {t('lagoon.createBooking')}
        </Button>
      </main>
      {problem ? (
        <Dialog title={problem.title} onClose={() => setProblem(null)} actions={<Button onClick={() => setProblem(null)}>{t('lagoon.ok')}</Button>}>
          <p>{problem.message}</p>
        </Dialog>
      ) : null}
    </div>
  );
}

/** The access service of a day's availability: the lagoon service's first resource, else the first listed. */
function accessOf(day: LagoonAvailability, accessId: string): string {
  return accessId && day.services.some((s) => s.id === accessId) ? accessId : (day.services[0]?.id ?? '');
}

/** The amenities of a day's availability (every service but the access), each with a quantity stepper. */
function amenitiesOf(day: LagoonAvailability, accessId: string): LagoonAvailability['services'] {
  const access = accessOf(day, accessId);
  return day.services.filter((s) => s.id !== access);
}

/** The visitors a unit may add today: its allowance, and no more than the invites left. */
function visitorMax(allowed: number, invitesLeft: number): number {
  return Math.max(0, Math.min(allowed, invitesLeft));
}
