import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { estateClock, FULL_DAY_TIMES, validityChoices, validityOf } from '../../domain/invites';
import { lettingDefaultWindow, lettingEndDate, lettingInviteProblem, type LettingWindow } from '../../domain/letting';
import { t } from '../../i18n';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { Switch, ZoneTiles } from '../../app/FormParts';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import { NoLettingUnit } from './NoLettingUnit';
import { useLettingUnitNo, usePeopleConfig } from './letting.api';
import { readLettingInviteDraft, saveLettingInviteDraft, type LettingInviteDraft } from './letting-invite-draft';
import { ProblemDialog } from '../../app/PeopleParts';
import { WindowFields } from './WindowFields';
import '../../i18n/areas/letting';
import '../../i18n/areas/shell';

/** The window a validity option gives from its start date: one day (the full day's times locked for 1), or that many days. */
function windowFor(value: number, window: LettingWindow, lettingCustomDayMax: number | undefined): LettingWindow {
  const validity = validityOf(value);
  if (validity.kind === 'fullDay')
    return { startDate: window.startDate, endDate: window.startDate, startTime: FULL_DAY_TIMES.start, endTime: FULL_DAY_TIMES.end };
  if (validity.kind === 'single') return { ...window, endDate: window.startDate };
  return { ...window, endDate: lettingEndDate(value, window.startDate, estateClock(new Date()).date, lettingCustomDayMax) };
}

/**
 * The Short Term Letting invite form (/inviteLettingUser): Name, Phone Number, E-mail, the
 * validity options (shortTermLettingAccessDayOptions when shortTermLettingMultiDayAccess), dates
 * and times (default the next hour and the hour after, up to lettingCustomDayMax months ahead),
 * the letting access zones, multi-entry where enabled; Confirm Details keeps the form and opens
 * /previewLettingUser.
 */
export function LettingInviteScreen({ unitNo: searchUnitNo }: { unitNo: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const unitNo = useLettingUnitNo(estateId, searchUnitNo);
  const config = usePeopleConfig(estateId);
  const [draft, setDraft] = useState<LettingInviteDraft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const settings = config?.visitorSettings;
  const choices = settings
    ? validityChoices({ multiDayAccess: settings.shortTermLettingMultiDayAccess, accessDayOptions: settings.shortTermLettingAccessDayOptions }, false)
    : [];
  const firstChoice = choices[0]?.value ?? 0;

  // The stored form for this unit (back from the preview), else a new one.
  useEffect(() => {
    if (estateId === undefined || !unitNo || config === undefined || draft) return;
    void readLettingInviteDraft().then((stored) => {
      if (stored && stored.estateId === estateId && stored.unitNo === unitNo) setDraft(stored);
      else {
        const window = windowFor(firstChoice, lettingDefaultWindow(), settings?.lettingCustomDayMax);
        setDraft({ estateId, unitNo, name: '', phone: '', email: '', validity: firstChoice, window, zoneIds: [], multiEntry: false });
      }
    });
  }, [estateId, unitNo, config, draft, firstChoice, settings?.lettingCustomDayMax]);

  const top = (
    <TopBar
      title={t('letting.inviteTitle')}
      onBack={() => (window.history.length > 1 ? router.history.back() : void navigate({ to: '/home' }))}
      backLabel={t('app.back')}
    />
  );
  if (unitNo === '') return <NoLettingUnit top={top} />;
  if (access === undefined || unitNo === undefined || config === undefined || !draft) return <LoadingOverlay />;

  const zones = (config?.accessZones ?? []).filter((z) => z.kind === 'letting' && z.active);
  const validity = validityOf(draft.validity);
  const set = (part: Partial<LettingInviteDraft>) => setDraft((d) => (d ? { ...d, ...part } : d));
  const setWindow = (window: LettingWindow) =>
    // A new start date moves the end date of a multi-day option with it.
    set({
      window:
        validity.kind === 'multiDay' && window.startDate !== draft.window.startDate ? windowFor(draft.validity, window, settings?.lettingCustomDayMax) : window,
    });

  const confirm = async () => {
    const found = lettingInviteProblem(
      { name: draft.name, phone: draft.phone, email: draft.email, zoneIds: draft.zoneIds, ...draft.window },
      { zonesAvailable: zones.length, lettingCustomDayMax: settings?.lettingCustomDayMax, multiDay: settings?.shortTermLettingMultiDayAccess ?? false },
    );
    if (found) {
      setProblem(found);
      return;
    }
    await saveLettingInviteDraft(draft);
    void navigate({ to: '/previewLettingUser' });
  };

  return (
    <div>
      {top}
      <main className="page associate-form">
        <p className="muted">{t('letting.unitHeading', { unitNo })}</p>
        <TextField label={t('letting.name')} name="name" autoComplete="off" value={draft.name} onChange={(e) => set({ name: e.target.value })} />
        <TextField
          label={t('letting.phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={draft.phone}
          onChange={(e) => set({ phone: e.target.value })}
        />
        <TextField
          label={t('letting.email')}
          name="email"
          type="email"
          autoComplete="off"
          value={draft.email}
          onChange={(e) => set({ email: e.target.value })}
        />
        {choices.length > 0 ? (
          <SelectField
            label={t('letting.validity')}
            name="validity"
            value={draft.validity}
            onChange={(e) => {
              const value = Number(e.target.value);
              set({
                validity: value,
                window: windowFor(value, validityOf(draft.validity).kind === 'fullDay' ? lettingDefaultWindow() : draft.window, settings?.lettingCustomDayMax),
              });
            }}
          >
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <WindowFields
          window={draft.window}
          onChange={setWindow}
          lettingCustomDayMax={settings?.lettingCustomDayMax}
          singleDay={validity.kind !== 'multiDay'}
          lockedTimes={validity.kind === 'fullDay'}
        />
        <ZoneTiles
          heading={t('letting.zonesHeading')}
          zones={zones}
          selected={draft.zoneIds}
          onToggle={(id) => set({ zoneIds: draft.zoneIds.includes(id) ? draft.zoneIds.filter((z) => z !== id) : [...draft.zoneIds, id] })}
        />
        {settings?.inviteMultiEntryEnabled ? (
          <Switch name="multiEntry" label={t('letting.multiEntry')} checked={draft.multiEntry} onChange={(multiEntry) => set({ multiEntry })} />
        ) : null}
        <Button className="btn-block associate-submit" onClick={() => void confirm()}>
          {t('letting.confirmDetails')}
        </Button>
      </main>
      {problem ? <ProblemDialog problem={{ title: t('letting.errorTitle'), message: problem }} onClose={() => setProblem(null)} /> : null}
    </div>
  );
}
