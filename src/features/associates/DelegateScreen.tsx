import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Associate } from '../../contract/people';
import { delegateCandidates, delegateProblem, problemOf, type FormProblem } from '../../domain/associates';
import { t } from '../../i18n';
import { ASSOCIATE_MESSAGES } from '../../i18n/en/people';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Popup } from '../../ui/Popup';
import { TopBar } from '../../ui/TopBar';
import { AssociatePhoto } from './AssociatePhoto';
import { makeDelegate, requestForUnit, usePendingRequests, useUnitAssociates } from '../../app/associates.api';
import { ProblemDialog } from '../../app/PeopleParts';
import { RefusedNotices } from './RefusedNotices';
import { RequestResult, type RequestAnswer } from './RequestResult';
import '../../i18n/areas/associates';
import '../../i18n/areas/shell';

type Step =
  | { kind: 'intro' }
  | { kind: 'choose' }
  | { kind: 'confirm'; associate: Associate }
  | { kind: 'request'; associate: Associate; problem: FormProblem };

/**
 * /associates/delegate ('Associate Delegate'): an intro, then one adult associate to choose and
 * a confirmation (the server e-mails them). With a delegate loaded, choosing another becomes a
 * request to the estate manager.
 */
export function DelegateScreen({ unitNo }: { unitNo: string }) {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const associates = useUnitAssociates(estateId, unitNo);
  const requests = usePendingRequests(estateId, unitNo);
  const [step, setStep] = useState<Step>({ kind: 'intro' });
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [done, setDone] = useState(false);
  const [answer, setAnswer] = useState<RequestAnswer | null>(null);
  const toList = () => void navigate({ to: '/associates/list', search: { unitNo } });
  if (access === undefined || associates === undefined) return <LoadingOverlay />;

  const current = associates.find((a) => a.delegateAssociate > 0);
  const candidates = delegateCandidates(associates).filter((a) => a !== current);
  const changePending = requests.some((r) => r.kind === 'delegateChange');

  const choose = (associate: Associate) => {
    const refusal = delegateProblem(associates, associate);
    if (!refusal) setStep({ kind: 'confirm', associate });
    else if (current) setStep({ kind: 'request', associate, problem: refusal });
    else setProblem(refusal);
  };

  const confirm = async (associate: Associate) => {
    setStep({ kind: 'choose' });
    const outcome = await makeDelegate(associate.pkiAssociateID).catch(() => null);
    if (outcome === null) setProblem(problemOf(ASSOCIATE_MESSAGES.delegateFailed));
    else if (outcome.kind === 'refused') setAnswer({ outcome, failure: ASSOCIATE_MESSAGES.delegateFailed });
    else setDone(true);
  };

  const sendRequest = async (associate: Associate) => {
    setStep({ kind: 'choose' });
    if (estateId === undefined) return;
    setAnswer(
      await requestForUnit('delegateChange', estateId, unitNo, associate).then(
        (outcome): RequestAnswer => ({ outcome, success: ASSOCIATE_MESSAGES.requestSuccessfullySent, failure: ASSOCIATE_MESSAGES.delegateFailed }),
        () => ({ outcome: { kind: 'failed' }, failure: ASSOCIATE_MESSAGES.delegateFailed }),
      ),
    );
  };

  return (
    <div>
      <TopBar title={t('associates.delegateTitle')} onBack={toList} backLabel={t('app.back')} />
      <main className="page">
        <RefusedNotices />
        {current ? <p className="notice notice-success">{t('associates.delegateCurrent', { name: `${current.firstName} ${current.lastName}` })}</p> : null}
        {changePending ? <p className="notice notice-pending">{t('associates.delegateChangePending')}</p> : null}
        <h2 className="section-title">{t('associates.delegateChoose')}</h2>
        {candidates.length === 0 ? (
          <p className="muted">{t('associates.delegateNone')}</p>
        ) : (
          <ul className="record-list">
            {candidates.map((associate) => (
              <li key={associate.pkiAssociateID} className="record-card">
                <button type="button" className="record-open" disabled={associate.email === ''} onClick={() => choose(associate)}>
                  <AssociatePhoto associate={associate} />
                  <span className="record-text">
                    <strong>
                      {associate.firstName} {associate.lastName}
                    </strong>
                    <span className="muted">{associate.associateRelationship}</span>
                    {associate.email === '' ? <span className="record-badge">{t('associates.delegateNeedsEmail')}</span> : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </main>
      {step.kind === 'intro' ? (
        <Dialog
          title={t('associates.delegateIntroTitle')}
          onClose={() => setStep({ kind: 'choose' })}
          actions={<Button onClick={() => setStep({ kind: 'choose' })}>{t('associates.delegateContinue')}</Button>}
        >
          <p>{t('associates.delegateIntro')}</p>
        </Dialog>
      ) : null}
      {step.kind === 'confirm' ? (
        <Dialog
          title={t('associates.delegateConfirmTitle')}
          onClose={() => setStep({ kind: 'choose' })}
          actions={
            <>
              <Button variant="secondary" onClick={() => setStep({ kind: 'choose' })}>
                {t('associates.cancel')}
              </Button>
              <Button onClick={() => void confirm(step.associate)}>{t('associates.confirm')}</Button>
            </>
          }
        >
          <p>{t('associates.delegateConfirmText', { name: `${step.associate.firstName} ${step.associate.lastName}` })}</p>
        </Dialog>
      ) : null}
      {step.kind === 'request' ? (
        <Dialog
          title={step.problem.title}
          onClose={() => setStep({ kind: 'choose' })}
          actions={
            <>
              <Button variant="secondary" onClick={() => setStep({ kind: 'choose' })}>
                {t('associates.cancel')}
              </Button>
              <Button disabled={changePending} onClick={() => void sendRequest(step.associate)}>
                {t('associates.sendRequest')}
              </Button>
            </>
          }
        >
          <p>{step.problem.message}</p>
          <p>{t('associates.delegateChangeText', { name: `${step.associate.firstName} ${step.associate.lastName}` })}</p>
          {changePending ? <p className="muted">{t('associates.delegateChangePending')}</p> : null}
        </Dialog>
      ) : null}
      {problem ? <ProblemDialog problem={problem} onClose={() => setProblem(null)} /> : null}
      {done ? <Popup title={t('associates.thankYouTitle')} message={t('associates.delegateDone')} onClose={toList} /> : null}
      {answer ? <RequestResult answer={answer} onClose={() => setAnswer(null)} /> : null}
    </div>
  );
}
