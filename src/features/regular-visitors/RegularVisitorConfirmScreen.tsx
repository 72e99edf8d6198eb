import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { t } from '../../i18n';
import { REGULAR_VISITOR_NOTICES } from '../../i18n/en/regular-visitors';
import { INVITE_MESSAGES } from '../../i18n/en/invites';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Field, ProblemDialog } from '../../app/PeopleParts';
import { TopBar } from '../../ui/TopBar';
import { dismissRefusedWrite } from '../../sync/outbox';
import { createRegularVisitor, usePeopleConfig } from './regular-visitors.api';
import { addVisitorDraft } from './visitor-drafts';
import '../../i18n/areas/letting';
import '../../i18n/areas/shell';

/**
 * The regular visitor confirm screen (/regularVisitorConfirm): name, number, stand number and
 * e-mail; Cancel goes back to the form, Invite creates the regular visitor through the outbox
 * (they get an e-mail with a join link once it lands). The answer shows the message (for a
 * visitor registered already the estate's regularVisitExistsMsg), or with no signal that it waits
 * on this device; its close goes to /visitorOnboard. A refusal shows the server's message.
 */
export function RegularVisitorConfirmScreen() {
  const navigate = useNavigate();
  const router = useRouter();
  const draft = addVisitorDraft.useValue();
  const config = usePeopleConfig(draft?.estateId);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Awaited<ReturnType<typeof createRegularVisitor>> | { kind: 'failed' } | null>(null);

  useEffect(() => {
    if (draft === null && !result) void navigate({ href: '/visitorOnboard', replace: true });
  }, [draft, result, navigate]);

  if (!draft) return <LoadingOverlay />;

  const close = () =>
    void addVisitorDraft.clear().then(() => navigate({ href: `/visitorOnboard?${new URLSearchParams({ unitNo: draft.unitNo }).toString()}` }));

  const invite = async () => {
    setBusy(true);
    const answer = await createRegularVisitor({
      estateId: draft.estateId,
      standNo: draft.unitNo,
      displayName: draft.name.trim(),
      phoneNumber: draft.phone,
      email: draft.email.trim(),
      accessGroups: draft.zoneIds,
    }).catch(() => ({ kind: 'failed' }) as const);
    setBusy(false);
    setResult(answer);
  };

  const sentMessage = (alreadyActive: boolean) =>
    alreadyActive ? config?.wizard.regularVisitExistsMsg || REGULAR_VISITOR_NOTICES.alreadyRegistered : INVITE_MESSAGES.sent;

  return (
    <div>
      <TopBar title={t('regularVisitors.confirmTitle')} onBack={() => router.history.back()} backLabel={t('app.back')} />
      <main className="page associate-details">
        <dl className="associate-fields">
          <Field label={t('letting.name')}>{draft.name}</Field>
          <Field label={t('letting.phone')}>{draft.phone}</Field>
          <Field label={t('regularVisitors.standNumber')}>{draft.standNo}</Field>
          <Field label={t('letting.email')}>{draft.email}</Field>
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
          title={t(result.kind === 'queued' ? 'letting.queuedTitle' : result.alreadyActive ? 'regularVisitors.alreadyTitle' : 'letting.successTitle')}
          onClose={close}
          actions={<Button onClick={close}>{t('regularVisitors.close')}</Button>}
        >
          <p>{result.kind === 'queued' ? t('letting.queued') : sentMessage(result.alreadyActive)}</p>
        </Dialog>
      ) : result ? (
        <ProblemDialog
          problem={{ title: t('letting.errorTitle'), message: (result.kind === 'refused' && result.message) || INVITE_MESSAGES.captureFailed }}
          onClose={() => {
            if (result.kind === 'refused') void dismissRefusedWrite(result.outboxId);
            setResult(null);
          }}
        />
      ) : null}
    </div>
  );
}
