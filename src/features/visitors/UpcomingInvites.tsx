import { useState } from 'react';
import type { Invite } from '../../contract/invites';
import { t } from '../../i18n';
import { format } from '../../i18n/format';
import { INVITE_MESSAGES } from '../../i18n/en/invites';
import type { WriteOutcome } from '../../sync/hooks';
import { dismissRefusedWrite } from '../../sync/outbox';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Toast } from '../../ui/Toast';
import { InviteCards } from './InviteCards';
import { InviteShareDialog } from '../../app/InviteShare';
import { resendInvite, revokeInvite } from '../../app/visitors.api';
import '../../i18n/areas/visitors';

type Answer = { text: string; kind: 'info' | 'success' | 'error' };

/** The toast for a remove or resend just made: done, saved offline, or the server's refusal (dismissed from the outbox, shown here). */
async function answerOf(outcome: WriteOutcome | null, done: string, queued: string, failed: string): Promise<Answer> {
  if (outcome === null) return { text: failed, kind: 'error' };
  if (outcome.kind === 'synced') return { text: done, kind: 'success' };
  if (outcome.kind === 'pending') return { text: queued, kind: 'info' };
  await dismissRefusedWrite(outcome.outboxId);
  return { text: outcome.message || failed, kind: 'error' };
}

/**
 * The upcoming visitors with their actions: share (the share step of the invite), resend (when the
 * visitor gave an e-mail) and remove after the spec's confirmation ('Are you sure you want to
 * remove {visitor}?'); the outcome as a toast (the spec's messages).
 */
export function UpcomingInvites({ invites, estateName }: { invites: readonly Invite[]; estateName: string }) {
  const [sharing, setSharing] = useState<Invite | null>(null);
  const [removing, setRemoving] = useState<Invite | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);

  const remove = async (invite: Invite) => {
    setRemoving(null);
    const outcome = await revokeInvite(invite.inviteId).catch(() => null);
    setAnswer(await answerOf(outcome, INVITE_MESSAGES.updated, t('visitors.pendingSync'), INVITE_MESSAGES.removeFailed));
  };
  const resend = async (invite: Invite) => {
    const outcome = await resendInvite(invite.inviteId).catch(() => null);
    setAnswer(await answerOf(outcome, INVITE_MESSAGES.sent, t('visitors.resendPending'), INVITE_MESSAGES.shareFailed));
  };

  return (
    <>
      <InviteCards invites={invites} onShare={setSharing} onResend={(invite) => void resend(invite)} onRemove={setRemoving} />
      {sharing ? <InviteShareDialog inviteId={sharing.inviteId} estateName={estateName} onClose={() => setSharing(null)} /> : null}
      {removing ? (
        <Dialog
          title={t('visitors.removeTitle')}
          onClose={() => setRemoving(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setRemoving(null)}>
                {t('visitors.cancel')}
              </Button>
              <Button onClick={() => void remove(removing)}>{t('visitors.continue')}</Button>
            </>
          }
        >
          <p>{format(INVITE_MESSAGES.removeConfirm, { visitor: removing.visitorName })}</p>
        </Dialog>
      ) : null}
      {answer ? <Toast message={answer.text} kind={answer.kind} ms={5000} onDone={() => setAnswer(null)} /> : null}
    </>
  );
}
