import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { dailyLimitProblem } from '../../domain/invites';
import { t } from '../../i18n';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { startInviteDraft } from '../../app/invite-draft';
import { RefusedInvites } from './RefusedInvites';
import { UpcomingInvites } from './UpcomingInvites';
import { useInvites, useInvitesLeft, useResidentInviteBlock, useVisitorUnit } from '../../app/visitors.api';
import './visitors.css';
import '../../i18n/areas/shell';
import '../../i18n/areas/visitors';

/**
 * /visitorAccessLagoon/list ('Visitor Access'): the unit's upcoming visitors from Dexie, each with
 * share, resend (with an e-mail) and remove; Add Visitor, blocked with the spec's message when no
 * invite is left today. Works offline.
 */
export function VisitorAccessScreen({ unitNo }: { unitNo: string }) {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const unit = useVisitorUnit(estateId, unitNo);
  const invites = useInvites(estateId, unitNo);
  const left = useInvitesLeft(estateId, unit);
  const ownBlock = useResidentInviteBlock(estateId);
  const [limit, setLimit] = useState<string | null>(null);

  if (access === undefined || unit === undefined || invites === undefined) return <LoadingOverlay />;

  const addVisitor = async () => {
    const problem = ownBlock ?? dailyLimitProblem(left ?? 0, unit?.allowedVisitors ?? 0);
    if (problem) {
      setLimit(problem);
      return;
    }
    if (estateId === undefined) return;
    await startInviteDraft(estateId, unitNo);
    void navigate({ to: '/VisitorInformationScreen', search: { unitNo } });
  };

  return (
    <div>
      <TopBar title={t('visitors.title')} onBack={() => void navigate({ to: '/visitorUnits' })} backLabel={t('app.back')} />
      <main className="page visitors-page">
        <p className="muted">{t('visitors.unitHeading', { unitNo: unit?.standNo || unitNo })}</p>
        {unit === null ? (
          <p className="notice notice-error">{t('visitors.unitMissing')}</p>
        ) : (
          <p className="muted">{t('visitors.invitesLeft', { count: left ?? 0 })}</p>
        )}
        {ownBlock ? (
          <p className="notice notice-error" data-testid="resident-invite-block">
            {ownBlock}
          </p>
        ) : null}
        <RefusedInvites />
        <UpcomingInvites invites={invites} estateName={access?.estateName ?? ''} />
        {unit ? (
          <Button className="btn-block visitors-add" onClick={() => void addVisitor()}>
            {t('visitors.addVisitor')}
          </Button>
        ) : null}
      </main>
      {limit ? (
        <Dialog title={t('visitors.limitTitle')} onClose={() => setLimit(null)} actions={<Button onClick={() => setLimit(null)}>{t('visitors.close')}</Button>}>
          <p>{limit}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
