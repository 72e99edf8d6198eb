import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '../../i18n';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Field, PersonPhoto, ProblemDialog } from '../../app/PeopleParts';
import { Popup } from '../../ui/Popup';
import { TopBar } from '../../ui/TopBar';
import { dismissRefusedWrite } from '../../sync/outbox';
import { decideRegularVisitor, usePeopleConfig, useRegularVisitor } from './regular-visitors.api';
import '../../i18n/areas/letting';
import '../../i18n/areas/shell';

type Decision = 'approve' | 'decline';

/**
 * /pendingVisitor: a regular visitor waiting for the resident, read-only (name, phone, e-mail,
 * face). Once they onboarded (PENDING) Approve and Decline ask with the estate's
 * verifiedVisitorModalHeading and Approve/Decline texts, then decide through the outbox (with no
 * signal too: the list shows the visitor waiting) and go back to the
 * unit's regular visitors. One invited who has not signed up yet shows that instead.
 */
export function PendingVisitorScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  const access = useCurrentRole();
  const visitor = useRegularVisitor(id);
  const config = usePeopleConfig(access?.estateId);
  const [asking, setAsking] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [decided, setDecided] = useState<{ decision: Decision; unitNo: string } | null>(null);
  const back = () => (window.history.length > 1 ? router.history.back() : void navigate({ to: '/home' }));
  const top = <TopBar title={t('regularVisitors.pendingTitle')} onBack={back} backLabel={t('app.back')} />;

  if (decided) {
    return (
      <Popup
        title={t('letting.successTitle')}
        message={t(decided.decision === 'approve' ? 'regularVisitors.approved' : 'regularVisitors.declined')}
        onClose={() => void navigate({ href: `/visitorOnboard?${new URLSearchParams({ unitNo: decided.unitNo }).toString()}`, replace: true })}
      />
    );
  }
  if (visitor === undefined || config === undefined) return <LoadingOverlay />;
  if (visitor === null) {
    return (
      <div>
        {top}
        <main className="page">
          <EmptyState message={t('regularVisitors.missing')} />
        </main>
      </div>
    );
  }
  const name = `${visitor.firstName} ${visitor.lastName}`.trim();
  const settings = config?.visitorSettings;

  const decide = async (decision: Decision) => {
    setBusy(true);
    const result = await decideRegularVisitor(visitor.id, decision);
    setBusy(false);
    setAsking(null);
    if (result.kind !== 'refused') setDecided({ decision, unitNo: visitor.unitNo });
    else {
      void dismissRefusedWrite(result.outboxId);
      setProblem(result.message || t('regularVisitors.decisionFailed'));
    }
  };

  return (
    <div>
      {top}
      <main className="page associate-details">
        <div className="associate-head">
          <PersonPhoto url={visitor.photoURL} name={visitor.firstName} large />
          <div>
            <h2 className="associate-name">{name}</h2>
            {visitor.subtextMessage2 ? <p className="muted">{visitor.subtextMessage2}</p> : null}
          </div>
        </div>
        <dl className="associate-fields">
          <Field label={t('letting.name')}>{name}</Field>
          <Field label={t('letting.phone')}>{visitor.phoneNumber || t('letting.notSpecified')}</Field>
          <Field label={t('letting.email')}>{visitor.email || t('letting.notSpecified')}</Field>
        </dl>
        {visitor.status === 'PENDING' ? (
          <div className="row">
            <Button variant="secondary" style={{ flex: 1 }} onClick={() => setAsking('decline')}>
              {t('regularVisitors.decline')}
            </Button>
            <Button style={{ flex: 1 }} onClick={() => setAsking('approve')}>
              {t('regularVisitors.approve')}
            </Button>
          </div>
        ) : visitor.status === 'INVITED' ? (
          <p className="notice notice-pending">{t('regularVisitors.waitingForSignUp')}</p>
        ) : null}
      </main>
      {asking ? (
        <Dialog
          title={settings?.verifiedVisitorModalHeading || t(asking === 'approve' ? 'regularVisitors.approve' : 'regularVisitors.decline')}
          onClose={() => setAsking(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setAsking(null)}>
                {t('letting.cancel')}
              </Button>
              <Button variant={asking === 'approve' ? 'primary' : 'danger'} disabled={busy} onClick={() => void decide(asking)}>
                {t(asking === 'approve' ? 'regularVisitors.approve' : 'regularVisitors.decline')}
              </Button>
            </>
          }
        >
          <p>
            {asking === 'approve'
              ? settings?.verifiedVisitorApproveModalText || t('regularVisitors.approveText', { name })
              : settings?.verifiedVisitorDeclineModalText || t('regularVisitors.declineText', { name })}
          </p>
        </Dialog>
      ) : null}
      {busy ? <LoadingOverlay /> : null}
      {problem ? <ProblemDialog problem={{ title: t('letting.errorTitle'), message: problem }} onClose={() => setProblem(null)} /> : null}
    </div>
  );
}
