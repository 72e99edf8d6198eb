import { formatWallClock } from '../../domain/locale-format';
import { ConciergeActedBy } from '../../app/ConciergePicker';
import { useEffect, useState } from 'react';
import type { Invite } from '../../contract/invites';
import { upcomingInvites } from '../../domain/invites';
import { t } from '../../i18n';
import { useWriteStates } from '../../sync/hooks';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import '../../i18n/areas/visitors';

/** The current time, refreshed every minute (an invite leaves the upcoming list when it ends). */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The unit's upcoming invites (spec 2 'Upcoming visit': Visitor, Phone Number, From, To), each with share, resend (with an e-mail) and remove. */
export function InviteCards({
  invites,
  onShare,
  onResend,
  onRemove,
}: {
  invites: readonly Invite[];
  onShare: (invite: Invite) => void;
  onResend: (invite: Invite) => void;
  onRemove: (invite: Invite) => void;
}) {
  const now = useMinuteClock();
  const states = useWriteStates('invites');
  const upcoming = upcomingInvites(invites, now);
  if (upcoming.length === 0) return <EmptyState message={t('visitors.empty')} />;
  return (
    <ul className="record-list visitor-list">
      {upcoming.map((invite) => {
        const pending = states.get(invite.inviteId)?.state === 'pending';
        return (
          <li key={invite.inviteId} className={`record-card visitor-card${pending ? ' record-pending' : ''}`} data-testid="invite-card">
            <div className="visitor-card-body">
              <span className="record-text">
                <strong>
                  {invite.kind === 'visitor' ? null : <Icon name="truck" size={16} />} {invite.visitorName}
                </strong>
                <span className="muted">{invite.visitorPhoneNumber}</span>
                <span>
                  {t('visitors.from')}: {formatWallClock(invite.invitedDateStart)}
                </span>
                <span>
                  {t('visitors.to')}: {formatWallClock(invite.invitedDateEnd)}
                </span>
                {invite.inviteTypeName ? <span className="record-badge visitor-type-badge">{invite.inviteTypeName}</span> : null}
                {pending ? <span className="record-badge">{t('visitors.pendingSync')}</span> : null}
              </span>
              <ConciergeActedBy kind="invite" subjectId={invite.inviteId} />
              <div className="visitor-card-actions">
                <Button variant="secondary" onClick={() => onShare(invite)} aria-label={`${t('visitors.share')} ${invite.visitorName}`}>
                  <Icon name="share" size={18} /> {t('visitors.share')}
                </Button>
                {invite.visitorEmail ? (
                  <Button variant="text" onClick={() => onResend(invite)} aria-label={`${t('visitors.resend')} ${invite.visitorName}`}>
                    {t('visitors.resend')}
                  </Button>
                ) : null}
                <Button variant="text" onClick={() => onRemove(invite)} aria-label={`${t('visitors.remove')} ${invite.visitorName}`}>
                  {t('visitors.remove')}
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
