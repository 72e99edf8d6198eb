import { useEffect, useState } from 'react';
import { t } from '../../i18n';
import { REGULAR_VISITOR_NOTICES } from '../../i18n/en/regular-visitors';
import { useOnline } from '../../sync/hooks';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { fetchUpcomingInvites, useUpcomingInvites } from './regular-visitors.api';
import '../../i18n/areas/letting';
import '../../i18n/areas/shell';

/**
 * 'Upcoming Invites' of the signed-in regular visitor (or letter) on /regularVisitorAccess: the
 * invites residents sent them (read online, none of it being synced to them, and kept on this
 * device: with no signal the list last read shows, saying so), each with its info text,
 * its status ('Active' as is, any other in the warning colour) and an Access button that opens
 * the invite's pass page. Empty: 'No Upcoming Invites'.
 */
export function UpcomingInvites() {
  const online = useOnline();
  const kept = useUpcomingInvites();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!online) return;
    void fetchUpcomingInvites()
      .then((answer) => setFailure(answer.kind === 'failed' ? answer.message || t('regularVisitors.upcomingOffline') : null))
      .catch(() => undefined);
  }, [online]);

  return (
    <section className="stack" aria-labelledby="upcoming-invites" data-testid="upcoming-invites">
      <h2 id="upcoming-invites" className="section-title">
        {t('regularVisitors.upcomingTitle')}
      </h2>
      {failure ? (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      ) : null}
      {!online && kept ? (
        <p className="muted" role="status">
          {t('regularVisitors.upcomingKept')}
        </p>
      ) : null}
      {kept === undefined ? (
        <p className="muted" role="status">
          {t('app.loading')}
        </p>
      ) : kept === null ? (
        <p className="muted" role="status">
          {online ? t('app.loading') : t('regularVisitors.upcomingOffline')}
        </p>
      ) : kept.invites.length === 0 ? (
        <EmptyState message={t('regularVisitors.noUpcoming')} />
      ) : (
        <ul className="record-list">
          {kept.invites.map((invite) => {
            const active = invite.status === REGULAR_VISITOR_NOTICES.active;
            return (
              <li key={invite.inviteId} className="record-card" data-testid="upcoming-invite">
                <div className="record-open">
                  <span className="record-text">
                    <span>{invite.visitInfo}</span>
                    <span className={active ? 'record-badge' : 'record-badge notice-pending'}>{invite.status}</span>
                  </span>
                  <Button onClick={() => window.location.assign(invite.inviteURL)}>{t('regularVisitors.access')}</Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
