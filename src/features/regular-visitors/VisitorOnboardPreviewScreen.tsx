import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { formatDate } from '../../domain/locale-format';
import { inviteWindow, mailtoUrl, shareMessage, telegramUrl, visitLink, whatsappUrl, windowText } from '../../domain/invites';
import { t } from '../../i18n';
import { INVITE_MESSAGES } from '../../i18n/en/invites';
import { useOnline, useWriteState, type WriteOutcome } from '../../sync/hooks';
import { newRowId } from '../../sync/mutate';
import { dismissRefusedWrite } from '../../sync/outbox';
import { usePassFor } from '../../app/use-passes';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Field, ProblemDialog } from '../../app/PeopleParts';
import { TopBar } from '../../ui/TopBar';
import { sendRegularVisitorInvite } from './regular-visitors.api';
import { visitorInviteDraft, type VisitorInviteDraft } from './visitor-drafts';
import '../../i18n/areas/letting';
import '../../i18n/areas/shell';

/**
 * The overlay after Invite: 'Ready to share' and the share options (e-mail link, WhatsApp to the
 * visitor's number, Telegram) once the server issued the pass (its `passes` row is on the device); until then it says it is waiting, or,
 * offline, that the invite goes when the device is back online. Close goes to /home.
 */
function SentOverlay({ draft, estateName, onClose }: { draft: VisitorInviteDraft; estateName: string; onClose: () => void }) {
  const online = useOnline();
  const pass = usePassFor(draft.inviteId);
  const write = useWriteState('invites', draft.inviteId);
  const issued = pass && pass.status === 'ACTIVE' ? pass : null;
  const message = issued
    ? shareMessage({ visitorName: draft.visitorName, estateName, delivery: false, pin: '', link: visitLink(window.location.origin, issued.linkToken) })
    : null;
  return (
    <Dialog title={t('regularVisitors.sentTitle')} onClose={onClose} actions={<Button onClick={onClose}>{t('regularVisitors.close')}</Button>}>
      {message ? (
        <>
          <p role="status">{t('regularVisitors.readyToShare')}</p>
          <div className="stack" data-testid="share-options">
            <a className="btn btn-secondary" href={mailtoUrl(draft.visitorEmail, message)}>
              {t('regularVisitors.shareEmail')}
            </a>
            <a className="btn btn-secondary" href={whatsappUrl(message, draft.visitorPhoneNumber)} target="_blank" rel="noopener noreferrer">
              {t('regularVisitors.shareWhatsapp')}
            </a>
            <a className="btn btn-secondary" href={telegramUrl(message)} target="_blank" rel="noopener noreferrer">
              {t('regularVisitors.shareTelegram')}
            </a>
          </div>
        </>
      ) : (
        <p role="status" className="muted">
          {online && write.state !== 'pending' ? t('regularVisitors.waitingForCode') : t('regularVisitors.sentOffline')}
        </p>
      )}
    </Dialog>
  );
}

/**
 * /visitorOnboardPreview: the regular visitor's name and number, the time range and the date(s);
 * Cancel goes back, Invite queues `invites.create` with the regular visitor's id (offline too).
 * A refusal (e.g. the daily limit) shows the server's message and keeps the invite to correct.
 */
export function VisitorOnboardPreviewScreen() {
  const navigate = useNavigate();
  const router = useRouter();
  const access = useCurrentRole();
  const draft = visitorInviteDraft.useValue();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<WriteOutcome | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (draft === null && !outcome) void navigate({ to: '/home', replace: true });
  }, [draft, outcome, navigate]);

  if (!draft) return <LoadingOverlay />;
  const visit = inviteWindow(draft);
  const [startDate = '', startTime = ''] = (visit?.invitedDateStart ?? '').split(' ');
  const [endDate = '', endTime = ''] = (visit?.invitedDateEnd ?? '').split(' ');

  const invite = async () => {
    if (!visit) return;
    setBusy(true);
    try {
      const answer = await sendRegularVisitorInvite(
        {
          inviteId: draft.inviteId,
          estateId: draft.estateId,
          unitNo: draft.unitNo,
          pkivisitorInviteTypeID: draft.typeId,
          visitorName: draft.visitorName,
          visitorPhoneNumber: draft.visitorPhoneNumber,
          visitorEmail: draft.visitorEmail,
          invitedDateStart: visit.invitedDateStart,
          invitedDateEnd: visit.invitedDateEnd,
          // Spec 2 section 9: dayCount is 0 in a single-day preview.
          dayCount: draft.validity,
          multiEntry: draft.multiEntry,
          accessZoneIDList: draft.zoneIds,
          regularVisitorId: draft.regularVisitorId,
        },
        draft.typeName,
      );
      setOutcome(answer);
    } catch (error) {
      setFailed(error instanceof Error && error.message ? error.message : INVITE_MESSAGES.inviteFailed);
    } finally {
      setBusy(false);
    }
  };

  const close = () => void visitorInviteDraft.clear().then(() => navigate({ to: '/home' }));

  return (
    <div>
      <TopBar title={t('regularVisitors.inviteTitle')} onBack={() => router.history.back()} backLabel={t('app.back')} />
      <main className="page associate-details">
        <dl className="associate-fields">
          <Field label={t('letting.name')}>{draft.visitorName}</Field>
          <Field label={t('letting.phone')}>{draft.visitorPhoneNumber}</Field>
          <Field label={t('regularVisitors.timeRange')}>{`${startTime} - ${endTime}`}</Field>
          <Field label={t('regularVisitors.dates')}>{startDate === endDate ? formatDate(startDate) : windowText(startDate, endDate)}</Field>
        </dl>
        <div className="row">
          <Button variant="secondary" style={{ flex: 1 }} onClick={() => router.history.back()}>
            {t('letting.cancel')}
          </Button>
          <Button style={{ flex: 1 }} disabled={busy || !visit || outcome !== null} onClick={() => void invite()}>
            {t('letting.invite')}
          </Button>
        </div>
      </main>
      {busy ? <LoadingOverlay /> : null}
      {outcome?.kind === 'refused' ? (
        <ProblemDialog
          problem={{ title: t('letting.errorTitle'), message: outcome.message || INVITE_MESSAGES.inviteFailed }}
          onClose={() => {
            void dismissRefusedWrite(outcome.outboxId);
            // The refused invite is gone; a new id for the next attempt.
            void visitorInviteDraft.save({ ...draft, inviteId: newRowId() });
            setOutcome(null);
          }}
        />
      ) : outcome ? (
        <SentOverlay draft={draft} estateName={access?.estateName ?? ''} onClose={close} />
      ) : null}
      {failed ? <ProblemDialog problem={{ title: t('letting.errorTitle'), message: failed }} onClose={() => setFailed(null)} /> : null}
    </div>
  );
}
