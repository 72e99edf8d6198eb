import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { allDayAccess, associateFormProblem, blocksToWeekdayTimes, problemOf, validityDates, validityProblem, type FormProblem } from '../../domain/associates';
import { t } from '../../i18n';
import { ASSOCIATE_MESSAGES } from '../../i18n/en/people';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { submitDraft } from './associate-draft';
import { usePeopleConfig, useUnit } from '../../app/associates.api';
import { AccessTermFields } from './AccessTermFields';
import { ProblemDialog } from '../../app/PeopleParts';
import { formInputOf, SubmitResult, type SubmitAnswer } from './SubmitResult';
import { useDraftState } from './use-draft-state';
import '../../i18n/areas/associates';
import '../../i18n/areas/shell';

/**
 * /associates/access-term (staff types): the unit's allowance, the access dates (today to one
 * year ahead), 24-hour access (the default) or up to 7 day blocks of hourly slots, and ADD
 * ASSOCIATE with its Thank you dialog. The choice is kept in the draft.
 */
export function AccessTermScreen({ unitNo }: { unitNo?: string | undefined }) {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const config = usePeopleConfig(estateId);
  const { draft, change } = useDraftState({ estateId, config });
  const unit = useUnit(estateId, draft?.unitNo ?? unitNo ?? '');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<SubmitAnswer | null>(null);

  useEffect(() => {
    if (draft === null && !answer) void navigate({ to: '/associates' });
  }, [draft, answer, navigate]);

  if (access === undefined || config === undefined || !draft) return <LoadingOverlay />;

  const choice = draft.access;
  const defaults = validityDates();
  const dates = { validFrom: choice.validFrom ?? defaults.validFrom, validTo: choice.validTo ?? defaults.validTo };
  const latestEnd = validityDates(new Date(`${dates.validFrom}T00:00:00`)).validTo;
  const zones = (config?.accessZones ?? []).filter((z) => z.kind === 'estate' && z.active);
  const documentType = config?.documentTypes.find((d) => d.DocumentTypeId === draft.fields.documentTypeId);
  const setChoice = (next: typeof choice) => change((d) => ({ ...d, access: next }));

  const submit = async () => {
    const found = associateFormProblem(formInputOf(draft), { zonesAvailable: zones.length, documentType });
    if (found) {
      setProblem(found);
      return;
    }
    const badDates = validityProblem(dates.validFrom, dates.validTo);
    if (badDates) {
      setProblem(badDates);
      return;
    }
    const times = choice.mode === 'allDay' ? allDayAccess() : blocksToWeekdayTimes(choice.blocks);
    if (!times) {
      setProblem(problemOf(ASSOCIATE_MESSAGES.accessTimes));
      return;
    }
    setBusy(true);
    const outcome = await submitDraft(draft, times).catch(() => null);
    setBusy(false);
    setAnswer({ outcome });
  };

  return (
    <div>
      <TopBar title={t('associates.accessTermTitle')} onBack={() => void navigate({ to: '/associates/create' })} backLabel={t('app.back')} />
      <main className="page access-term">
        <p className="muted">{t('associates.accessTermMax', { max: unit?.noOfAssociatesPerUnit ?? 0 })}</p>
        <AccessTermFields
          choice={choice}
          dates={dates}
          earliestFrom={defaults.validFrom}
          latestFrom={defaults.validTo}
          latestEnd={latestEnd}
          onChange={setChoice}
        />
        <Button className="btn-block associate-submit" disabled={busy} onClick={() => void submit()}>
          {t('associates.addAssociate')}
        </Button>
      </main>
      {busy ? <LoadingOverlay /> : null}
      {problem ? <ProblemDialog problem={problem} onClose={() => setProblem(null)} /> : null}
      {answer ? <SubmitResult answer={answer} onClose={() => setAnswer(null)} /> : null}
    </div>
  );
}
