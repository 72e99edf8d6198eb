import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import {
  activeVisitorTypes,
  capitaliseName,
  cleanPhone,
  dailyLimitProblem,
  defaultVisitorType,
  endDateFor,
  inviteFieldProblems,
  inviteZones,
  isContractorType,
  latestEndDate,
  returningVisitors,
  samePhone,
  validityChoices,
  validityOf,
  type InviteField,
} from '../../domain/invites';
import { t } from '../../i18n';
import { INVITE_MESSAGES } from '../../i18n/en/invites';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import { clearInviteDraft, draftToInvite, useInviteDraft, withType, type InviteDraft } from '../../app/invite-draft';
import {
  createInvite,
  useInviteSettings,
  useInvites,
  useInvitesLeft,
  useOwnPhones,
  useResidentInviteBlock,
  useVisitorConfig,
  useVisitorUnit,
} from '../../app/visitors.api';
import { ZoneTiles } from '../../app/FormParts';
import { ConciergeActingFor } from '../../app/ConciergePicker';
import { estateToday, keepTimes } from './WhenFields';
import { InviteWhenFields } from './InviteWhenFields';
import { ChoiceTiles } from '../../ui/ChoiceTiles';
import './invite-form.css';
import '../../i18n/areas/shell';
import '../../i18n/areas/visitors';
import '../../i18n/areas/concierge';

/** How many visitors invited before the form offers again. */
const RETURNING_SHOWN = 6;

/**
 * The invite on one screen (/VisitorInformationScreen, /AddVisitor with an optional e-mail; the
 * spec's type, details and preview routes lead here): a visitor invited before in one tap (name
 * and phone filled), the visitor type (the estate's first visitor type chosen), name and phone,
 * the estate's validity choices, date and time (today and the next hour chosen), the zones (the
 * first the invite may use chosen), multi-entry where the estate allows it, and Share. Share
 * checks every field and names the ones to fix; it sends `invites.create` through the outbox
 * (offline too) and opens the share step, /visitorPreview?inviteId=….
 *
 * A concierge acting for a resident (`userID`, chosen in the visitor unit picker) fills the same
 * form under 'Acting for <resident>, unit <n> (concierge)' with the visitor's e-mail (the pass link
 * is mailed to it); the invite is the resident's, so it and its pass reach the resident's phone,
 * and Share ends in a note saying so. The unit's allowance comes from the unit row the concierges
 * receive; the resident's own block and cap are checked by the server when the write lands.
 */
export function InviteScreen({ unitNo, userID = '', variant }: { unitNo: string; userID?: string; variant: 'simple' | 'new' }) {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const config = useVisitorConfig(estateId);
  const settings = useInviteSettings(estateId);
  const ownPhones = useOwnPhones();
  const { draft, change } = useInviteDraft(estateId, unitNo, userID);
  const actingFor = draft?.userID ?? '';
  const draftUnit = draft?.unitNo ?? unitNo;
  const invites = useInvites(estateId, draftUnit);
  const unit = useVisitorUnit(estateId, draftUnit);
  const left = useInvitesLeft(estateId, unit);
  const ownBlock = useResidentInviteBlock(estateId);
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentFor, setSentFor] = useState(false);
  const defaulted = useRef(false);

  // No unit chosen yet: the unit picker leads here through the visitor list.
  useEffect(() => {
    if (draft === null) void navigate({ to: '/visitorUnits', replace: true });
  }, [draft, navigate]);

  const contractor = Boolean(draft && (draft.isDelivery || draft.isServiceProvider));
  const choices = config ? validityChoices(config.visitorSettings, contractor) : [];
  const zones = config ? inviteZones(config.accessZones, contractor) : [];
  const ready = Boolean(draft) && config !== undefined && settings !== undefined;

  // Once loaded: the estate's first visitor type, its first validity choice and its first zone, where the draft has none.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when loading ends; change and the draft are read fresh then.
  useEffect(() => {
    if (!ready || defaulted.current || !settings) return;
    defaulted.current = true;
    const type = defaultVisitorType(settings.visitorTypes);
    change((d) => {
      const typed = d.typeId < 1 && type ? withType(d, type) : d;
      const contractorNow = typed.isDelivery || typed.isServiceProvider;
      const offeredChoices = config ? validityChoices(config.visitorSettings, contractorNow) : [];
      const validityOk = offeredChoices.length === 0 ? typed.validity === 0 : offeredChoices.some((c) => c.value === typed.validity);
      const offeredZones = config ? inviteZones(config.accessZones, contractorNow) : [];
      const zoneOk = typed.zoneIds.some((id) => offeredZones.some((z) => z.id === id));
      return {
        ...typed,
        ...(validityOk ? {} : { validity: offeredChoices[0]?.value ?? 0, endDate: '', startSlot: null, endSlot: null }),
        ...(zoneOk || !offeredZones[0] ? {} : { zoneIds: [offeredZones[0].id] }),
      };
    });
  }, [ready]);

  if (access === undefined || !ready || !draft || !settings || unit === undefined) return <LoadingOverlay />;

  const today = estateToday();
  const latest = latestEndDate(today, config?.visitorSettings.customDayMax ?? 1);
  const types = activeVisitorTypes(settings.visitorTypes);
  const offered = new Set(zones.map((z) => z.id));
  const chosenZones = draft.zoneIds.filter((id) => offered.has(id));
  const form: InviteDraft = { ...draft, zoneIds: chosenZones };
  const problems: Partial<Record<InviteField, string>> = tried ? inviteFieldProblems(form, ownPhones) : {};
  const returning = returningVisitors(invites ?? [], RETURNING_SHOWN);

  const chooseType = (typeId: number) => {
    const type = types.find((candidate) => candidate.pkivisitorInviteTypeID === typeId);
    if (!type) return;
    change((d) => {
      const typed = withType(d, type);
      const nowOffered = config ? inviteZones(config.accessZones, typed.isDelivery || typed.isServiceProvider) : [];
      const kept = typed.zoneIds.filter((id) => nowOffered.some((z) => z.id === id));
      return { ...typed, zoneIds: kept.length > 0 || !nowOffered[0] ? kept : [nowOffered[0].id] };
    });
  };
  const toggleZone = (id: number) => change((d) => ({ ...d, zoneIds: d.zoneIds.includes(id) ? d.zoneIds.filter((z) => z !== id) : [...d.zoneIds, id] }));
  const setDate = (date: string) =>
    change((d) => ({
      ...d,
      date,
      times: keepTimes(date, d.times),
      startSlot: null,
      ...(validityOf(d.validity).kind === 'multiDay' ? { endDate: endDateFor(d.validity, date, latest), endSlot: null } : {}),
    }));

  const share = async () => {
    setTried(true);
    if (Object.keys(inviteFieldProblems(form, ownPhones)).length > 0) return;
    // Acting for a resident: their own block and cap are on their device only, and a unit row not loaded yet is checked by the server.
    const unitLimit = !actingFor || unit ? dailyLimitProblem(left ?? 0, unit?.allowedVisitors ?? 0) : null;
    const limit = (actingFor ? null : ownBlock) ?? unitLimit;
    if (limit) {
      setProblem(limit);
      return;
    }
    const made = draftToInvite(form);
    if (!made) {
      setProblem(INVITE_MESSAGES.requiredFields);
      return;
    }
    setBusy(true);
    try {
      await createInvite(made.input, made.names);
      await clearInviteDraft();
      if (actingFor) {
        setSentFor(true);
        return;
      }
      void navigate({ to: '/visitorPreview', search: { inviteId: made.input.inviteId }, replace: true });
    } catch (error) {
      setProblem(error instanceof v.ValiError ? error.message : INVITE_MESSAGES.inviteFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <TopBar
        title={t('visitors.informationTitle')}
        onBack={() => void (actingFor ? navigate({ to: '/visitorUnits' }) : navigate({ to: '/visitorAccessLagoon/list', search: { unitNo: draft.unitNo } }))}
        backLabel={t('app.back')}
      />
      <main className="page visitor-form">
        {actingFor && estateId !== undefined ? <ConciergeActingFor estateId={estateId} userId={actingFor} unitNo={draft.unitNo} /> : null}
        {returning.length > 0 ? (
          <fieldset className="visitor-section">
            <legend className="section-title">{t('visitors.returningHeading')}</legend>
            <div className="visitor-choices">
              {returning.map((visitor) => {
                const on = samePhone(visitor.phone, draft.visitorPhoneNumber);
                return (
                  <button
                    key={visitor.phone}
                    type="button"
                    className={`zone-tile visitor-returning${on ? ' zone-tile-on' : ''}`}
                    aria-pressed={on}
                    onClick={() => change((d) => ({ ...d, visitorName: visitor.name, visitorPhoneNumber: visitor.phone, visitorEmail: visitor.email }))}
                  >
                    <span>{visitor.name}</span>
                    <span>{visitor.phone}</span>
                  </button>
                );
              })}
            </div>
          </fieldset>
        ) : null}
        {types.length > 1 ? (
          <ChoiceTiles
            title={t('visitors.typeHeading')}
            label={t('visitors.visitorType')}
            tiles={types.map((type) => ({
              value: type.pkivisitorInviteTypeID,
              label: type.tileDisplayTitle,
              className: isContractorType(type) ? 'visitor-contractor' : undefined,
            }))}
            chosen={draft.typeId}
            onChoose={chooseType}
          />
        ) : null}
        {problems.type ? <FieldProblem text={problems.type} /> : null}
        <TextField
          label={t('visitors.name')}
          value={draft.visitorName}
          autoComplete="off"
          error={problems.name}
          onChange={(e) => change((d) => ({ ...d, visitorName: capitaliseName(e.target.value) }))}
        />
        <TextField
          label={t('visitors.phone')}
          value={draft.visitorPhoneNumber}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder={t('visitors.phonePlaceholder')}
          error={problems.phone}
          onChange={(e) => change((d) => ({ ...d, visitorPhoneNumber: cleanPhone(e.target.value) }))}
        />
        {variant === 'new' || actingFor ? (
          <TextField
            label={t('visitors.email')}
            value={draft.visitorEmail}
            type="email"
            autoComplete="off"
            onChange={(e) => change((d) => ({ ...d, visitorEmail: e.target.value }))}
          />
        ) : null}
        <InviteWhenFields
          draft={draft}
          choices={choices}
          today={today}
          latest={latest}
          dateError={problems.date}
          timeError={problems.time}
          change={change}
          setDate={setDate}
        />
        <ZoneTiles heading={t('visitors.zonesHeading')} zones={zones} selected={chosenZones} onToggle={toggleZone} />
        {problems.zones ? <FieldProblem text={problems.zones} /> : null}
        {config?.visitorSettings.inviteMultiEntryEnabled ? (
          <label className="check visitor-switch">
            {/* biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox carries its checked state; aria-checked on it would only duplicate it. */}
            <input type="checkbox" role="switch" checked={draft.multiEntry} onChange={(e) => change((d) => ({ ...d, multiEntry: e.target.checked }))} />
            <span>{t('visitors.multiEntry')}</span>
          </label>
        ) : null}
        {Object.keys(problems).length > 0 ? (
          <p className="notice notice-error" data-testid="invite-problems">
            {INVITE_MESSAGES.requiredFields}
          </p>
        ) : null}
        <Button className="btn-block visitor-submit" disabled={busy} onClick={() => void share()}>
          {t('visitors.share')}
        </Button>
      </main>
      {sentFor ? (
        <Dialog
          title={t('visitors.title')}
          onClose={() => void navigate({ to: '/visitorUnits' })}
          actions={<Button onClick={() => void navigate({ to: '/visitorUnits' })}>{t('visitors.close')}</Button>}
        >
          <p data-testid="concierge-invite-sent">{t('concierge.inviteSent')}</p>
        </Dialog>
      ) : null}
      {problem ? (
        <Dialog title={t('visitors.title')} onClose={() => setProblem(null)} actions={<Button onClick={() => setProblem(null)}>{t('visitors.close')}</Button>}>
          <p>{problem}</p>
        </Dialog>
      ) : null}
    </div>
  );
}

function FieldProblem({ text }: { text: string }) {
  return (
    <p className="field-error" role="alert">
      {text}
    </p>
  );
}
