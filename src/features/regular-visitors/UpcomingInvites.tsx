import { useCallback, useEffect, useState } from 'react';
import { t } from '../../i18n';
import { REGULAR_VISITOR_NOTICES } from '../../i18n/en/regular-visitors';
import { useOnline } from '../../sync/hooks';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { fetchUpcomingInvites, type UpcomingInvite } from './regular-visitors.api';
import '../../i18n/areas/letting';
import '../../i18n/areas/shell';

type State = { kind: 'loading' } | { kind: 'ok'; invites: UpcomingInvite[] } | { kind: 'offline' } | { kind: 'failed'; message: string };

/**
 * 'Upcoming Invites' of the signed-in regular visitor (or letter) on /regularVisitorAccess: the
 * invites residents sent them (online: none of it is synced to them), each with its info text,
 * its status ('Active' as is, any other in the warning colour) and an Access button that opens
 * the invite's pass page. Empty: 'No Upcoming Invites'.
 */
export function UpcomingInvites() {
  const online = useOnline();
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(() => {
    void fetchUpcomingInvites().then((answer) => setState(answer.kind === 'ok' ? { kind: 'ok', invites: answer.invites } : answer));
  }, []);

  useEffect(() => {
    if (online) load();
  }, [online, load]);

  return (
    <section className="stack" aria-labelledby="upcoming-invites" data-testid="upcoming-invites">
      <h2 id="upcoming-invites" className="section-title">
        {t('regularVisitors.upcomingTitle')}
      </h2>
      {!online && state.kind !== 'ok' ? (
        <p className="muted" role="status">
          {t('regularVisitors.upcomingOffline')}
        </p>
      ) : state.kind === 'loading' ? (
        <p className="muted" role="status">
          {t('app.loading')}
        </p>
      ) : state.kind === 'failed' || state.kind === 'offline' ? (
        <p className="notice notice-error" role="alert">
          {state.kind === 'failed' && state.message ? state.message : t('regularVisitors.upcomingOffline')}
        </p>
      ) : state.invites.length === 0 ? (
        <EmptyState message={t('regularVisitors.noUpcoming')} />
      ) : (
        <ul className="record-list">
          {state.invites.map((invite) => {
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
