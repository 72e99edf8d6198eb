import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import {
  capitaliseName,
  cleanPhone,
  earliestEndDate,
  endDateFor,
  inviteProblem,
  inviteZones,
  latestEndDate,
  slotEndTime,
  slotStartTime,
  validityChoices,
  validityOf,
} from '../../domain/invites';
import { t } from '../../i18n';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import { useInviteDraft, type InviteDraft } from '../../app/invite-draft';
import { useOwnPhones, useVisitorConfig } from '../../app/visitors.api';
import { DateField, estateToday, HourField, keepTimes, PickerField, RangeField } from './WhenFields';
import { ZoneTiles } from '../../app/FormParts';
import './invite-form.css';
import '../../i18n/areas/shell';
import '../../i18n/areas/visitors';

/**
 * The staged invite (/visitorInviteDetails, 'Visitor Access'): for normal visitors the name and
 * phone, the estate's validity choices (with multi-day access) and, for multi-day choices, the end
 * date and separate start and end times; contractors (delivery, on-demand) keep a single day and
 * see only the zones flagged for them. Access zones, the multi-entry switch where the estate
 * allows it, and 'Confirm Details' (checked in the spec's order) on to the preview.
 */
export function InviteDetailsScreen() {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const config = useVisitorConfig(estateId);
  const ownPhones = useOwnPhones();
  const { draft, change } = useInviteDraft(estateId, '');
  const [problem, setProblem] = useState<string | null>(null);
  const settings = config?.visitorSettings;
  const contractor = Boolean(draft && (draft.isDelivery || draft.isServiceProvider));
  const choices = settings ? validityChoices(settings, contractor) : [];
  const zones = config ? inviteZones(config.accessZones, contractor) : [];
  const zoneKey = zones.map((z) => z.id).join(',');

  useEffect(() => {
    if (draft === null) void navigate({ to: '/visitorUnits', replace: true });
  }, [draft, navigate]);
  // The first validity option is active by default; one zone alone is chosen already.
  const firstChoice = choices[0]?.value ?? 0;
  const validityOffered = choices.length === 0 ? draft?.validity === 0 : choices.some((c) => c.value === draft?.validity);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when loading ends or the offer changes; change and the draft are read fresh then.
  useEffect(() => {
    if (draft && !validityOffered) change((d) => ({ ...d, validity: choices.length === 0 ? 0 : firstChoice, endDate: '', startSlot: null, endSlot: null }));
    if (draft && zones.length === 1 && draft.zoneIds.length === 0) change((d) => ({ ...d, zoneIds: [zones[0]?.id ?? 0] }));
  }, [draft === undefined || draft === null, validityOffered, firstChoice, zoneKey]);

  if (access === undefined || config === undefined || !draft) return <LoadingOverlay />;

  const today = estateToday();
  const latest = latestEndDate(today, settings?.customDayMax ?? 1);
  const validity = validityOf(draft.validity);
  const offered = new Set(zones.map((z) => z.id));
  const chosenZones = draft.zoneIds.filter((id) => offered.has(id));

  const choose = (value: number) => change((d) => ({ ...d, validity: value, endDate: endDateFor(value, d.date, latest), startSlot: null, endSlot: null }));
  const setDate = (date: string) =>
    change((d) => ({
      ...d,
      date,
      times: keepTimes(date, d.times),
      startSlot: null,
      ...(validityOf(d.validity).kind === 'multiDay' ? { endDate: endDateFor(d.validity, date, latest), endSlot: null } : {}),
    }));
  const toggleZone = (id: number) => change((d) => ({ ...d, zoneIds: d.zoneIds.includes(id) ? d.zoneIds.filter((z) => z !== id) : [...d.zoneIds, id] }));
  const confirm = () => {
    const form: InviteDraft = { ...draft, zoneIds: chosenZones };
    const found = inviteProblem(form, ownPhones);
    if (found) {
      setProblem(found);
      return;
    }
    change(() => form);
    void navigate({ to: '/visitorPreview' });
  };

  return (
    <div>
      <TopBar title={t('visitors.title')} onBack={() => window.history.back()} backLabel={t('app.back')} />
      <main className="page visitor-form">
        {contractor ? (
          <dl className="visitor-summary">
            <div>
              <dt>{t('visitors.name')}</dt>
              <dd>{draft.visitorName}</dd>
            </div>
            <div>
              <dt>{t('visitors.phone')}</dt>
              <dd>{draft.visitorPhoneNumber}</dd>
            </div>
          </dl>
        ) : (
          <>
            <TextField
              label={t('visitors.name')}
              value={draft.visitorName}
              autoComplete="off"
              onChange={(e) => change((d) => ({ ...d, visitorName: capitaliseName(e.target.value) }))}
            />
            <TextField
              label={t('visitors.phone')}
              value={draft.visitorPhoneNumber}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder={t('visitors.phonePlaceholder')}
              onChange={(e) => change((d) => ({ ...d, visitorPhoneNumber: cleanPhone(e.target.value) }))}
            />
          </>
        )}
        {choices.length > 0 ? (
          <fieldset className="visitor-section">
            <legend className="section-title">{t('visitors.validity')}</legend>
            <div className="visitor-choices" role="radiogroup" aria-label={t('visitors.validity')}>
              {choices.map((choice) => (
                // biome-ignore lint/a11y/useSemanticElements: tile buttons in a radiogroup, styled as the zone tiles.
                <button
                  key={choice.value}
                  type="button"
                  role="radio"
                  aria-checked={draft.validity === choice.value}
                  className={`zone-tile${draft.validity === choice.value ? ' zone-tile-on' : ''}`}
                  onClick={() => choose(choice.value)}
                >
                  {choice.name}
                </button>
              ))}
            </div>
          </fieldset>
        ) : null}
        <DateField
          label={validity.kind === 'multiDay' ? 'visitors.startDate' : 'visitors.date'}
          value={draft.date}
          min={today}
          max={latest}
          onChange={setDate}
        />
        {validity.kind === 'single' ? <RangeField date={draft.date} times={draft.times} onChange={(times) => change((d) => ({ ...d, times }))} /> : null}
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
              onChange={(startSlot) => change((d) => ({ ...d, startSlot }))}
            />
            <DateField
              label="visitors.endDate"
              value={draft.endDate}
              min={earliestEndDate(draft.validity, draft.date)}
              max={endDateFor(draft.validity, draft.date, latest)}
              onChange={(endDate) => change((d) => ({ ...d, endDate, endSlot: null }))}
            />
            <HourField
              label="visitors.endTime"
              date={draft.endDate}
              slot={draft.endSlot}
              show={slotEndTime}
              onChange={(endSlot) => change((d) => ({ ...d, endSlot }))}
            />
          </>
        ) : null}
        <ZoneTiles heading={t('visitors.zonesHeading')} zones={zones} selected={chosenZones} onToggle={toggleZone} />
        {settings?.inviteMultiEntryEnabled ? (
          <label className="check visitor-switch">
            {/* biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox carries its checked state; aria-checked on it would only duplicate it. */}
            <input type="checkbox" role="switch" checked={draft.multiEntry} onChange={(e) => change((d) => ({ ...d, multiEntry: e.target.checked }))} />
            <span>{t('visitors.multiEntry')}</span>
          </label>
        ) : null}
        <Button className="btn-block visitor-submit" onClick={confirm}>
          {t('visitors.confirmDetails')}
        </Button>
      </main>
      {problem ? (
        <Dialog title={t('visitors.title')} onClose={() => setProblem(null)} actions={<Button onClick={() => setProblem(null)}>{t('visitors.close')}</Button>}>
          <p>{problem}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
