import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { dailyLimitProblem } from '../../domain/invites';
import { t } from '../../i18n';
import { INVITE_MESSAGES } from '../../i18n/en/invites';
import { useCurrentRole } from '../../app/use-current-role';
import { useResidentInviteBlock } from '../../app/visitors.api';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Field, PersonPhoto, ProblemDialog, RemoveDialog } from '../../app/PeopleParts';
import { Popup } from '../../ui/Popup';
import { TopBar } from '../../ui/TopBar';
import { dismissRefusedWrite } from '../../sync/outbox';
import { removeRegularVisitor, useInvitesLeft, useRegularVisitor, useUnit } from './regular-visitors.api';
import '../../i18n/areas/letting';
import '../../i18n/areas/shell';

/**
 * /verifiedVisitor (title Visitor): a registered regular visitor read-only from Dexie (name,
 * phone and e-mail, 'Not Specified' when empty, the face or a placeholder). Remove asks first,
 * removes through the outbox (with no signal too) and goes back; Invite opens /sendVisitorInvite unless the resident's
 * invites are disabled or at their maximum, or the unit's for today are used up (the spec's daily limit message).
 */
export function VerifiedVisitorScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const visitor = useRegularVisitor(id);
  const unit = useUnit(estateId, visitor?.unitNo ?? '');
  const invitesLeft = useInvitesLeft(estateId, unit);
  // The resident's own block and cap (invitesDisabled, maximumVisitors) come before the unit's.
  const ownBlock = useResidentInviteBlock(estateId);
  const [removing, setRemoving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const back = () => (window.history.length > 1 ? router.history.back() : void navigate({ to: '/home' }));
  const top = <TopBar title={t('regularVisitors.visitorTitle')} onBack={back} backLabel={t('app.back')} />;

  // Removed: the row leaves the device with the next pull, the confirmation stays until it closes.
  if (removed !== null) return <Popup title={t('letting.successTitle')} message={t('regularVisitors.removed', { name: removed })} onClose={back} />;
  if (visitor === undefined) return <LoadingOverlay />;
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

  const invite = () => {
    const limit = ownBlock ?? dailyLimitProblem(invitesLeft ?? 0, unit?.allowedVisitors ?? 0);
    if (limit) setProblem(limit);
    else void navigate({ href: `/sendVisitorInvite?${new URLSearchParams({ id: visitor.id }).toString()}` });
  };

  const remove = async () => {
    setBusy(true);
    const result = await removeRegularVisitor(visitor.id);
    setBusy(false);
    setRemoving(false);
    if (result.kind !== 'refused') setRemoved(name);
    else {
      void dismissRefusedWrite(result.outboxId);
      setProblem(result.message || INVITE_MESSAGES.removeFailed);
    }
  };

  return (
    <div>
      {top}
      <main className="page associate-details">
        <div className="associate-head">
          <PersonPhoto url={visitor.photoURL} name={visitor.firstName} large />
          <h2 className="associate-name">{name}</h2>
        </div>
        <dl className="associate-fields">
          <Field label={t('letting.name')}>{name}</Field>
          <Field label={t('letting.phone')}>{visitor.phoneNumber || t('letting.notSpecified')}</Field>
          <Field label={t('letting.email')}>{visitor.email || t('letting.notSpecified')}</Field>
        </dl>
        <Button className="btn-block" disabled={invitesLeft === undefined} onClick={invite}>
          {t('letting.invite')}
        </Button>
        <Button variant="danger" className="btn-block" onClick={() => setRemoving(true)}>
          {t('letting.remove')}
        </Button>
      </main>
      {removing ? <RemoveDialog name={name} busy={busy} onCancel={() => setRemoving(false)} onContinue={() => void remove()} /> : null}
      {busy ? <LoadingOverlay /> : null}
      {problem ? <ProblemDialog problem={{ title: t('letting.errorTitle'), message: problem }} onClose={() => setProblem(null)} /> : null}
    </div>
  );
}
