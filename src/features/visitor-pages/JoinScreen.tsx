import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { JoinInfo } from '../../contract/invites';
import { t } from '../../i18n';
import { REGULAR_VISITOR_MESSAGES } from '../../i18n/en/invites';
import { useOnline } from '../../sync/hooks';
import { useSession } from '../../sync/session';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { keepPendingJoin, prefillSignUp } from './join-draft';
import { fetchJoinInfo, joinInvitation, type JoinAnswer } from './visitor-pages.api';
import '../../i18n/areas/letting';

/** Where a joined invitation continues: the 'Access onboarding' form of its kind. */
export function enrolmentHref(info: Pick<JoinInfo, 'kind' | 'estateId'>, token: string): string {
  return `${info.kind === 'letter' ? '/letterEnrolment' : '/visitorenrolment'}?${new URLSearchParams({ token, estateId: String(info.estateId) }).toString()}`;
}

/**
 * /join/{token} (public): what the invitation is (who invited whom to which estate, as a regular
 * visitor or a short-term letter). Signed out, Sign Up and Sign In keep the link on the device
 * and bring the person back here once signed in; signed in, Accept joins (the link is used) and
 * opens the access onboarding form.
 */
export function JoinScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const session = useSession();
  const online = useOnline();
  const [answer, setAnswer] = useState<JoinAnswer | null>(null);
  const [joining, setJoining] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(() => {
    setAnswer(null);
    void fetchJoinInfo(token).then(setAnswer);
  }, [token]);

  useEffect(load, [load]);
  // Back online after the link could not be read: read it again.
  useEffect(() => {
    if (online && answer?.kind === 'offline') load();
  }, [online, answer?.kind, load]);

  const accept = async () => {
    setJoining(true);
    setFailure(null);
    const joined = await joinInvitation(token);
    setJoining(false);
    if (joined.kind === 'ok') void navigate({ href: enrolmentHref(joined.info, token), replace: true });
    else setFailure(joined.kind === 'offline' ? t('letting.offline') : joined.message || REGULAR_VISITOR_MESSAGES.joinInvalid);
  };

  const leaveFor = async (path: '/Signup' | '/login', info: JoinInfo) => {
    await keepPendingJoin(token);
    if (path === '/Signup') await prefillSignUp(info);
    void navigate({ to: path });
  };

  let body: ReactNode;
  if (answer === null || session === undefined) body = <LoadingOverlay />;
  else if (answer.kind === 'offline')
    body = (
      <p className="notice notice-error" role="alert">
        {t('regularVisitors.joinOffline')}
      </p>
    );
  else if (answer.kind === 'failed')
    body = (
      <p className="notice notice-error" role="alert">
        {answer.message || REGULAR_VISITOR_MESSAGES.joinInvalid}
      </p>
    );
  else {
    const info = answer.info;
    body = (
      <div className="card stack" data-testid="join-invitation">
        <h2>{t('regularVisitors.joinHeading', { estate: info.estateName })}</h2>
        <p>
          {t(info.kind === 'letter' ? 'regularVisitors.joinLetter' : 'regularVisitors.joinVisitor', {
            resident: info.residentName,
            name: info.displayName,
            estate: info.estateName,
          })}
        </p>
        <p className="muted">{t('regularVisitors.joinNext')}</p>
        {failure ? (
          <p className="notice notice-error" role="alert">
            {failure}
          </p>
        ) : null}
        {session ? (
          <Button className="btn-block" disabled={joining} onClick={() => void accept()}>
            {t('regularVisitors.joinAccept')}
          </Button>
        ) : (
          <div className="row">
            <Button variant="secondary" style={{ flex: 1 }} onClick={() => void leaveFor('/login', info)}>
              {t('regularVisitors.joinSignIn')}
            </Button>
            <Button style={{ flex: 1 }} onClick={() => void leaveFor('/Signup', info)}>
              {t('regularVisitors.joinSignUp')}
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <div>
      <TopBar title={t('regularVisitors.joinTitle')} />
      <main className="auth-page">{body}</main>
      {joining ? <LoadingOverlay /> : null}
    </div>
  );
}
