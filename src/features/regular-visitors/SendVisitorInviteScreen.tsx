import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { RegularVisitor, VisitorType } from '../../contract/invites';
import {
  activeVisitorTypes,
  defaultVisit,
  endDateFor,
  estateClock,
  inviteProblem,
  isContractorType,
  latestEndDate,
  validityChoices,
  validityOf,
} from '../../domain/invites';
import { t } from '../../i18n';
import { newRowId } from '../../sync/mutate';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { Switch, ZoneTiles } from '../../app/FormParts';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { EmptyState } from '../../ui/EmptyState';
import { ProblemDialog } from '../../app/PeopleParts';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import { regularVisitorZones, useInviteSettings, useOwnPhones, usePeopleConfig, useRegularVisitor } from './regular-visitors.api';
import { visitorInviteDraft, type VisitorInviteDraft } from './visitor-drafts';
import { VisitTimes } from './VisitTimes';
import '../../i18n/areas/letting';
import '../../i18n/areas/shell';

/** The visitor type of a regular visitor's invite: the default type 1 when it is a plain visitor type, else the first such. */
function visitorTypeOf(types: readonly VisitorType[]): VisitorType | undefined {
  const plain = activeVisitorTypes(types).filter((type) => !isContractorType(type));
  return plain.find((type) => type.pkivisitorInviteTypeID === 1) ?? plain[0];
}

function newDraft(visitor: RegularVisitor, type: VisitorType | undefined, validity: number, latest: string): VisitorInviteDraft {
  const visit = defaultVisit(new Date());
  const multi = validityOf(validity).kind === 'multiDay';
  return {
    estateId: visitor.estateId,
    unitNo: visitor.unitNo,
    regularVisitorId: visitor.id,
    inviteId: newRowId(),
    visitorName: `${visitor.firstName} ${visitor.lastName}`.trim(),
    visitorPhoneNumber: visitor.phoneNumber,
    visitorEmail: visitor.email,
    date: visit.date,
    times: validity === 0 ? visit.times : [],
    validity,
    endDate: multi ? endDateFor(validity, visit.date, latest) : '',
    startSlot: null,
    endSlot: null,
    zoneIds: visitor.accessZoneIDList
      .split(',')
      .map((z) => Number(z.trim()))
      .filter((z) => Number.isInteger(z) && z > 0),
    multiEntry: false,
    typeId: type?.pkivisitorInviteTypeID ?? 0,
    typeName: type?.tileDisplayTitle ?? '',
  };
}

/**
 * /sendVisitorInvite (Visitor Access): an invite for a registered regular visitor: their name and
 * number, the validity choices (when multiDayAccess), the date and times, the zones, multi-entry
 * where enabled; Confirm Details checks it in the spec's order, keeps it and opens
 * /visitorOnboardPreview.
 */
export function SendVisitorInviteScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const visitor = useRegularVisitor(id);
  const config = usePeopleConfig(estateId);
  const inviteSettings = useInviteSettings(estateId);
  const ownPhones = useOwnPhones();
  const [draft, setDraft] = useState<VisitorInviteDraft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const settings = config?.visitorSettings;
  const today = estateClock(new Date()).date;
  const latest = latestEndDate(today, settings?.customDayMax ?? 1);
  const choices = settings ? validityChoices(settings, false) : [];
  const type = visitorTypeOf(inviteSettings?.visitorTypes ?? []);

  // The stored invite for this visitor (back from the preview), else a new one.
  useEffect(() => {
    if (!visitor || config === undefined || inviteSettings === undefined || draft) return;
    void visitorInviteDraft
      .read()
      .then((stored) =>
        setDraft(stored && stored.regularVisitorId === visitor.id && stored.date >= today ? stored : newDraft(visitor, type, choices[0]?.value ?? 0, latest)),
      );
  }, [visitor, config, inviteSettings, draft, type, choices, latest, today]);

  const back = () => (window.history.length > 1 ? router.history.back() : void navigate({ to: '/home' }));
  const top = <TopBar title={t('regularVisitors.inviteTitle')} onBack={back} backLabel={t('app.back')} />;
  if (visitor === null || visitor?.status === 'REMOVED') {
    return (
      <div>
        {top}
        <main className="page">
          <EmptyState message={t('regularVisitors.missing')} />
        </main>
      </div>
    );
  }
  if (!visitor || !draft) return <LoadingOverlay />;

  const zones = regularVisitorZones(config);
  const set = (part: Partial<VisitorInviteDraft>) => setDraft((d) => (d ? { ...d, ...part } : d));

  const confirm = async () => {
    const found = inviteProblem(draft, ownPhones);
    if (found) {
      setProblem(found);
      return;
    }
    await visitorInviteDraft.save(draft);
    void navigate({ to: '/visitorOnboardPreview' });
  };

  return (
    <div>
      {top}
      <main className="page associate-form">
        <TextField label={t('letting.name')} name="name" readOnly value={draft.visitorName} />
        <TextField label={t('letting.phone')} name="phone" readOnly value={draft.visitorPhoneNumber} />
        {choices.length > 0 ? (
          <SelectField
            label={t('regularVisitors.validity')}
            name="validity"
            value={draft.validity}
            onChange={(e) => {
              const validity = Number(e.target.value);
              const multi = validityOf(validity).kind === 'multiDay';
              set({ validity, times: [], startSlot: null, endSlot: null, endDate: multi ? endDateFor(validity, draft.date, latest) : '' });
            }}
          >
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <VisitTimes when={draft} onChange={(when) => set(when)} today={today} latest={latest} endDateOf={(value, date) => endDateFor(value, date, latest)} />
        <ZoneTiles
          heading={t('letting.zonesHeading')}
          zones={zones}
          selected={draft.zoneIds}
          onToggle={(zone) => set({ zoneIds: draft.zoneIds.includes(zone) ? draft.zoneIds.filter((z) => z !== zone) : [...draft.zoneIds, zone] })}
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
