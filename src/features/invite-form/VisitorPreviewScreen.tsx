import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { windowText } from '../../domain/invites';
import { t } from '../../i18n';
import { useCurrentRole } from '../../app/use-current-role';
import { TopBar } from '../../ui/TopBar';
import { InviteShareDialog } from '../../app/InviteShare';
import { useInvite } from '../../app/visitors.api';
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
 * /visitorPreview?inviteId=… (the spec's '{product}VisitorPreview'): the share step of an invite
 * just made on the invite screen: its summary under the share dialog (waiting to sync, then
 * 'Ready to share' with the share options); Close goes to /home. Without an invite the invite
 * screen is the confirm step now (README 'Deliberate departures'), so it goes there.
 */
export function VisitorPreviewScreen({ inviteId }: { inviteId: string }) {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const sent = useInvite(inviteId);
  useEffect(() => {
    if (!inviteId) void navigate({ to: '/VisitorInformationScreen', search: { unitNo: '' }, replace: true });
  }, [inviteId, navigate]);
  if (!inviteId) return null;

  const home = () => void navigate({ to: '/home' });
  return (
    <div>
      <TopBar title={t('visitors.shareTitle')} onBack={home} backLabel={t('app.back')} />
      <main className="page">
        {sent ? (
          <dl className="visitor-summary" data-testid="visitor-summary">
            <Row label={t('visitors.name')} value={sent.visitorName} />
            <Row label={t('visitors.phone')} value={sent.visitorPhoneNumber} />
            {sent.visitorEmail ? <Row label={t('visitors.email')} value={sent.visitorEmail} /> : null}
            {sent.inviteTypeName ? <Row label={t('visitors.visitorType')} value={sent.inviteTypeName} /> : null}
            <Row label={t('visitors.window')} value={windowText(sent.invitedDateStart, sent.invitedDateEnd)} />
            <Row label={t('visitors.entries')} value={sent.multiEntry ? t('visitors.multiEntry') : t('visitors.singleEntry')} />
          </dl>
        ) : null}
      </main>
      <InviteShareDialog inviteId={inviteId} estateName={access?.estateName ?? ''} onClose={home} />
    </div>
  );
}
