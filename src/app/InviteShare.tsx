import { useEffect } from 'react';
import type { Invite, Pass } from '../contract/invites';
import { formatDateTimeRange } from '../domain/locale-format';
import { shareMessage, visitFragmentLink, visitLink } from '../domain/invites';
import { t } from '../i18n';
import { INVITE_MESSAGES } from '../i18n/en/invites';
import { syncNow } from '../sync/engine';
import { useOnline, useWriteState } from '../sync/hooks';
import { dismissRefusedWrite } from '../sync/outbox';
import { usePassFor } from './use-passes';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { PassCard } from '../ui/PassCard';
import { ShareOptions } from './ShareOptions';
import { useInvite } from './visitors.api';
import './invite-share.css';
import '../i18n/areas/visitors';

/** How often the share step asks the server for the pass while it waits online. */
const ASK_EVERY_MS = 4000;

/** A pass bound on this phone with no signal that the server has not issued a link for yet. */
const boundHere = (pass: Pass) => pass.linkToken === '' && pass.code !== '';

/**
 * What the visitor receives: for a delivery the PIN, else the link to their pass page; for a pass
 * bound here with no signal, the page's link carrying the pass in its fragment (no server needed).
 */
export function messageFor(invite: Invite, pass: Pass, estateName: string) {
  const origin = window.location.origin;
  if (boundHere(pass)) {
    return shareMessage({ visitorName: invite.visitorName, estateName, delivery: false, pin: '', link: visitFragmentLink(origin, pass.code, estateName) });
  }
  return shareMessage({
    visitorName: invite.visitorName,
    estateName,
    delivery: invite.kind === 'delivery',
    pin: pass.pin,
    link: visitLink(origin, pass.linkToken),
  });
}

/**
 * The share step of an invite (spec 2 'Invite flow'): until the server has issued the pass it says
 * what is happening ('Sending to the estate', or offline 'Saved: waiting to sync'); a refusal shows
 * the server's message until dismissed; once the pass is on the device, 'Ready to share' with the
 * share options (nothing has been sent yet, so the spec's 'Visitor code successfully sent.' is not
 * said). `onClose` leaves (Close goes to /home from the preview).
 */
export function InviteShareDialog({
  inviteId,
  estateName,
  onClose,
  closeLabel,
}: {
  inviteId: string;
  estateName: string;
  onClose: () => void;
  closeLabel?: string;
}) {
  const invite = useInvite(inviteId);
  const pass = usePassFor(inviteId);
  const write = useWriteState('invites', inviteId);
  const online = useOnline();
  const waiting = !pass && write.state !== 'failed';

  useEffect(() => {
    if (!waiting || !online) return;
    const timer = window.setInterval(() => void syncNow().catch(() => undefined), ASK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, online]);

  const close = (
    <Button variant="primary" onClick={onClose}>
      {closeLabel ?? t('visitors.close')}
    </Button>
  );

  if (write.state === 'failed' && write.outboxId !== undefined) {
    const outboxId = write.outboxId;
    return (
      <Dialog
        title={t('visitors.shareTitle')}
        onClose={onClose}
        actions={
          <Button
            onClick={() => {
              void dismissRefusedWrite(outboxId).then(onClose);
            }}
          >
            {t('visitors.dismiss')}
          </Button>
        }
      >
        <p className="notice notice-error" role="alert" data-testid="invite-refused">
          {write.error || INVITE_MESSAGES.inviteFailed}
        </p>
      </Dialog>
    );
  }
  if (invite === null) {
    return (
      <Dialog title={t('visitors.shareTitle')} onClose={onClose} actions={close}>
        <p>{t('visitors.inviteGone')}</p>
      </Dialog>
    );
  }
  if (!invite || !pass) {
    return (
      <Dialog title={online ? t('visitors.sending') : t('visitors.syncWaiting')} onClose={onClose} actions={close}>
        {online ? (
          <p className="visitor-waiting" role="status" data-testid="invite-waiting">
            <span className="spinner" aria-hidden="true" /> {t('visitors.waitingServer')}
          </p>
        ) : (
          <div className="notice notice-pending" role="status" data-testid="invite-offline">
            <p>{t('visitors.savedOffline')}</p>
            <p>{INVITE_MESSAGES.noTickets}</p>
          </div>
        )}
      </Dialog>
    );
  }
  // A pass bound offline from a ticket has no server link yet: its QR is shown here, and the link shared carries it in the fragment.
  if (boundHere(pass)) {
    const message = messageFor(invite, pass, estateName);
    return (
      <Dialog title={t('visitors.readyToShare')} onClose={onClose} actions={close}>
        <div className="visitor-share" data-testid="invite-share">
          <PassCard
            holderName={invite.visitorName}
            subtitle={estateName}
            code={pass.code}
            rows={[
              [t('passes.valid'), formatDateTimeRange(pass.validFrom * 1000, pass.validTo * 1000)],
              [t('visitors.entries'), pass.maxEntries === 1 ? t('visitors.singleEntry') : t('visitors.multiEntry')],
            ]}
            hint={t('visitors.offlinePassHint')}
          />
          <ShareOptions message={message} email={invite.visitorEmail} phone={invite.visitorPhoneNumber} />
        </div>
      </Dialog>
    );
  }
  const message = messageFor(invite, pass, estateName);
  return (
    <Dialog title={t('visitors.readyToShare')} onClose={onClose} actions={close}>
      <div className="visitor-share" data-testid="invite-share">
        <p className="visitor-share-name">{invite.visitorName}</p>
        {invite.kind === 'delivery' && pass.pin ? (
          <p>
            {t('visitors.pin')}: <strong className="visitor-pin">{pass.pin}</strong>
          </p>
        ) : (
          <p className="visitor-share-link">
            {t('visitors.link')}:{' '}
            <a href={message.link} target="_blank" rel="noopener noreferrer" data-testid="invite-link">
              {message.link}
            </a>
          </p>
        )}
        <ShareOptions message={message} email={invite.visitorEmail} phone={invite.visitorPhoneNumber} />
      </div>
    </Dialog>
  );
}
