import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { dailyLimitProblem, inviteWindow, inviteZones, windowText } from '../../domain/invites';
import { t } from '../../i18n';
import { INVITE_MESSAGES } from '../../i18n/en/invites';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { clearInviteDraft, draftToInvite, useInviteDraft } from '../../app/invite-draft';
import { InviteShareDialog } from '../../app/InviteShare';
import { createInvite, useInvite, useInvitesLeft, useVisitorConfig, useVisitorUnit } from '../../app/visitors.api';
import { ZoneTiles } from '../../app/FormParts';
import './invite-form.css';
import '../../i18n/areas/shell';
import '../../i18n/areas/visitors';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * /visitorPreview (the spec's '{product}VisitorPreview'): the visitor's summary with the chosen
 * zones, Cancel and Share. Share sends `invites.create` through the outbox (offline too) and
 * becomes /visitorPreview?inviteId=…, the share step: waiting for the server (or saved offline),
 * then 'Visitor code successfully sent.' with the share options; Close goes to /home.
 */
export function VisitorPreviewScreen({ inviteId }: { inviteId: string }) {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const config = useVisitorConfig(estateId);
  const { draft } = useInviteDraft(estateId, '');
  const sent = useInvite(inviteId);
  const unitNo = sent?.unitNo ?? draft?.unitNo ?? '';
  const unit = useVisitorUnit(estateId, unitNo);
  const left = useInvitesLeft(estateId, unit);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!inviteId && draft === null) void navigate({ to: '/visitorUnits', replace: true });
  }, [inviteId, draft, navigate]);

  const estateName = access?.estateName ?? '';
  const home = () => void navigate({ to: '/home' });
  if (inviteId) {
    return (
      <div>
        <TopBar title={t('visitors.previewTitle')} onBack={home} backLabel={t('app.back')} />
        <main className="page">
          {sent ? (
            <Summary
              name={sent.visitorName}
              phone={sent.visitorPhoneNumber}
              email={sent.visitorEmail}
              type={sent.inviteTypeName}
              window={windowText(sent.invitedDateStart, sent.invitedDateEnd)}
              multiEntry={sent.multiEntry}
            />
          ) : null}
        </main>
        <InviteShareDialog inviteId={inviteId} estateName={estateName} onClose={home} />
      </div>
    );
  }
  if (access === undefined || config === undefined || !draft || unit === undefined) return <LoadingOverlay />;

  const visit = inviteWindow(draft);
  const zones = config ? inviteZones(config.accessZones, draft.isDelivery || draft.isServiceProvider).filter((z) => draft.zoneIds.includes(z.id)) : [];
  const share = async () => {
    const limit = dailyLimitProblem(left ?? 0, unit?.allowedVisitors ?? 0);
    if (limit) {
      setProblem(limit);
      return;
    }
    const made = draftToInvite(draft);
    if (!made) {
      setProblem(INVITE_MESSAGES.requiredFields);
      return;
    }
    setBusy(true);
    try {
      await createInvite(made.input, made.names);
      await clearInviteDraft();
      void navigate({ to: '/visitorPreview', search: { inviteId: made.input.inviteId }, replace: true });
    } catch (error) {
      setProblem(error instanceof v.ValiError ? error.message : INVITE_MESSAGES.inviteFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <TopBar title={t('visitors.previewTitle')} onBack={() => window.history.back()} backLabel={t('app.back')} />
      <main className="page visitor-preview">
        <Summary
          name={draft.visitorName}
          phone={draft.visitorPhoneNumber}
          email={draft.visitorEmail}
          type={draft.typeName}
          window={visit ? windowText(visit.invitedDateStart, visit.invitedDateEnd) : ''}
          multiEntry={draft.multiEntry}
        />
        <ZoneTiles heading={t('visitors.zonesHeading')} zones={zones} selected={draft.zoneIds} />
        <div className="visitor-preview-actions">
          <Button variant="secondary" onClick={() => window.history.back()}>
            {t('visitors.cancel')}
          </Button>
          <Button disabled={busy} onClick={() => void share()}>
            {t('visitors.share')}
          </Button>
        </div>
      </main>
      {problem ? (
        <Dialog
          title={t('visitors.previewTitle')}
          onClose={() => setProblem(null)}
          actions={<Button onClick={() => setProblem(null)}>{t('visitors.close')}</Button>}
        >
          <p>{problem}</p>
        </Dialog>
      ) : null}
    </div>
  );
}

function Summary({
  name,
  phone,
  email,
  type,
  window,
  multiEntry,
}: {
  name: string;
  phone: string;
  email: string;
  type: string;
  window: string;
  multiEntry: boolean;
}) {
  return (
    <dl className="visitor-summary" data-testid="visitor-summary">
      <Row label={t('visitors.name')} value={name} />
      <Row label={t('visitors.phone')} value={phone} />
      {email ? <Row label={t('visitors.email')} value={email} /> : null}
      {type ? <Row label={t('visitors.visitorType')} value={type} /> : null}
      <Row label={t('visitors.window')} value={window} />
      <Row label={t('visitors.entries')} value={multiEntry ? t('visitors.multiEntry') : t('visitors.singleEntry')} />
    </dl>
  );
}
