import { dismissRefusedWrite } from '../../sync/outbox';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { cleanPhone, inviteDateTime, windowText } from '../../domain/invites';
import { t } from '../../i18n';
import { LETTING_MESSAGES } from '../../i18n/en/invites';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { inviteLetter } from './letting.api';
import { clearLettingInviteDraft, useLettingInviteDraft } from './letting-invite-draft';
import { Field, ProblemDialog } from '../../app/PeopleParts';
import '../../i18n/areas/letting';
import '../../i18n/areas/shell';

/**
 * /previewLettingUser: the letter's name, number, unit number and e-mail with the stay; Cancel
 * goes back to the form, Invite sends the invitation through the outbox (the letter gets the join
 * link by e-mail once it lands). Success, or a letter already active (alreadyActive 1: the device
 * pulled first), shows 'Success' with the message and DONE to /visitorOnboard; with no signal the
 * letter waits on this device (shown pending and waiting) and the dialog says so; a refusal shows
 * the server's message, else 'Please contact support for assistance.'.
 */
export function PreviewLettingUserScreen() {
  const navigate = useNavigate();
  const router = useRouter();
  const draft = useLettingInviteDraft();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Awaited<ReturnType<typeof inviteLetter>> | { kind: 'failed' } | null>(null);

  useEffect(() => {
    if (draft === null && !result) void navigate({ to: '/home', replace: true });
  }, [draft, result, navigate]);

  if (!draft) return <LoadingOverlay />;

  const start = inviteDateTime(draft.window.startDate, draft.window.startTime);
  const end = inviteDateTime(draft.window.endDate, draft.window.endTime);
  // The form goes once the letter is invited (kept until then, also offline).
  const done = () =>
    void clearLettingInviteDraft().then(() => navigate({ href: `/visitorOnboard?${new URLSearchParams({ unitNo: draft.unitNo }).toString()}` }));

  const invite = async () => {
    setBusy(true);
    const answer = await inviteLetter({
      estateId: draft.estateId,
      standNo: draft.unitNo,
      displayName: draft.name.trim(),
      phoneNumber: cleanPhone(draft.phone),
      email: draft.email.trim(),
      accessgroups: draft.zoneIds,
      invitedDateStart: start,
      invitedDateEnd: end,
      multiEntry: draft.multiEntry,
    }).catch(() => ({ kind: 'failed' }) as const);
    setBusy(false);
    setResult(answer);
  };

  return (
    <div>
      <TopBar title={t('letting.previewTitle')} onBack={() => router.history.back()} backLabel={t('app.back')} />
      <main className="page associate-details">
        <dl className="associate-fields">
          <Field label={t('letting.name')}>{draft.name}</Field>
          <Field label={t('letting.phone')}>{draft.phone}</Field>
          <Field label={t('letting.unitNumber')}>{draft.unitNo}</Field>
          <Field label={t('letting.email')}>{draft.email}</Field>
          <Field label={t('letting.stay')}>{windowText(start, end)}</Field>
        </dl>
        <div className="row">
          <Button variant="secondary" style={{ flex: 1 }} onClick={() => router.history.back()}>
            {t('letting.cancel')}
          </Button>
          <Button style={{ flex: 1 }} disabled={busy} onClick={() => void invite()}>
            {t('letting.invite')}
          </Button>
        </div>
      </main>
      {busy ? <LoadingOverlay /> : null}
      {result?.kind === 'done' || result?.kind === 'queued' ? (
        <Dialog
          title={t(result.kind === 'done' ? 'letting.successTitle' : 'letting.queuedTitle')}
          onClose={done}
          actions={<Button onClick={done}>{t('letting.done')}</Button>}
        >
          <p>{result.kind === 'done' ? result.message || t('letting.invited') : t('letting.queued')}</p>
        </Dialog>
      ) : result ? (
        <ProblemDialog
          problem={{ title: t('letting.errorTitle'), message: (result.kind === 'refused' && result.message) || LETTING_MESSAGES.support }}
          onClose={() => {
            if (result.kind === 'refused') void dismissRefusedWrite(result.outboxId);
            setResult(null);
          }}
        />
      ) : null}
    </div>
  );
}
