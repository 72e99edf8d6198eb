import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Associate } from '../../contract/people';
import {
  allDayAccess,
  blocksToWeekdayTimes,
  isAllDayAccess,
  problemOf,
  validityDates,
  validityProblem,
  weekdayTimesToBlocks,
  type FormProblem,
} from '../../domain/associates';
import { t } from '../../i18n';
import { ASSOCIATE_MESSAGES } from '../../i18n/en/people';
import { updateAssociateTerm, useAssociate, type Outcome } from '../../app/associates.api';
import { ProblemDialog } from '../../app/PeopleParts';
import { dismissRefusedWrite } from '../../sync/outbox';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Popup } from '../../ui/Popup';
import { TopBar } from '../../ui/TopBar';
import type { AccessChoice } from './associate-draft';
import { AccessTermFields } from './AccessTermFields';
import '../../i18n/areas/associates';
import '../../i18n/areas/shell';

/** The access-term screen's choice for an existing associate: their dates, 24-hour or their days. */
function choiceOf(associate: Associate): AccessChoice {
  const allDay = isAllDayAccess(associate);
  return {
    mode: allDay ? 'allDay' : 'days',
    blocks: weekdayTimesToBlocks(allDay ? allDayAccess() : associate),
    validFrom: associate.validFrom,
    validTo: associate.validTo,
  };
}

/**
 * /associates/access-term?associateId= (UPDATE ASSOCIATE, spec 2): an existing associate's access
 * dates and times, sent through the outbox ('Associate successfully updated'; saved on the device
 * when offline; the server's refusal until closed). Back to the associate's details.
 */
export function UpdateAccessTermScreen({ associateId, unitNo }: { associateId: string; unitNo: string }) {
  const navigate = useNavigate();
  const associate = useAssociate(associateId);
  const [edited, setEdited] = useState<AccessChoice | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const toDetails = () => void navigate({ to: '/associates/details', search: { unitNo: associate?.unitNo ?? unitNo, id: associateId } });
  const top = <TopBar title={t('associates.accessTermTitle')} onBack={toDetails} backLabel={t('app.back')} />;

  if (associate === undefined) return <LoadingOverlay />;
  if (associate === null)
    return (
      <div>
        {top}
        <main className="page">
          <EmptyState message={t('associates.notFound')} />
        </main>
      </div>
    );

  const choice = edited ?? choiceOf(associate);
  const defaults = validityDates();
  const dates = { validFrom: choice.validFrom ?? associate.validFrom, validTo: choice.validTo ?? associate.validTo };
  const earliestFrom = associate.validFrom !== '' && associate.validFrom < defaults.validFrom ? associate.validFrom : defaults.validFrom;
  const latestEnd = validityDates(new Date(`${dates.validFrom}T00:00:00`)).validTo;

  const submit = async () => {
    const badDates = validityProblem(dates.validFrom, dates.validTo, new Date(), associate.validFrom);
    if (badDates) return setProblem(badDates);
    const times = choice.mode === 'allDay' ? allDayAccess() : blocksToWeekdayTimes(choice.blocks);
    if (!times) return setProblem(problemOf(ASSOCIATE_MESSAGES.accessTimes));
    const answer = await updateAssociateTerm({ associateId, ...times, ...dates }).catch(() => null);
    if (answer === null) setProblem(problemOf(ASSOCIATE_MESSAGES.tryLater));
    else setOutcome(answer);
  };

  const closeRefusal = (refused: Extract<Outcome, { kind: 'refused' }>) => {
    void dismissRefusedWrite(refused.outboxId);
    setOutcome(null);
    setEdited(null);
  };

  return (
    <div>
      {top}
      <main className="page access-term">
        <h2 className="associate-name">{`${associate.firstName} ${associate.lastName}`}</h2>
        <AccessTermFields choice={choice} dates={dates} earliestFrom={earliestFrom} latestFrom={defaults.validTo} latestEnd={latestEnd} onChange={setEdited} />
        <Button className="btn-block associate-submit" onClick={() => void submit()}>
          {t('associates.updateAssociate')}
        </Button>
      </main>
      {problem ? <ProblemDialog problem={problem} onClose={() => setProblem(null)} /> : null}
      {outcome?.kind === 'synced' ? <Popup title={t('associates.thankYouTitle')} message={ASSOCIATE_MESSAGES.updated} ms={5000} onClose={toDetails} /> : null}
      {outcome?.kind === 'pending' ? (
        <Popup title={t('associates.thankYouTitle')} message={t('associates.updatedOffline')} ms={5000} onClose={toDetails} />
      ) : null}
      {outcome?.kind === 'refused' ? (
        <Dialog
          title={t('associates.errorTitle')}
          onClose={() => closeRefusal(outcome)}
          actions={<Button onClick={() => closeRefusal(outcome)}>{t('associates.ok')}</Button>}
        >
          <p role="alert">{outcome.message || ASSOCIATE_MESSAGES.tryLater}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
