import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { verifyEmailLink } from '../../app/email-verification';
import { t } from '../../i18n';
import { syncNow } from '../../sync/engine';
import { useSession } from '../../sync/session';
import { TopBar } from '../../ui/TopBar';
import '../../i18n/areas/verify-email';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * The page the verification mail links to (/verify-email?token=...). Signed in, it sends the token
 * once and says what came of it, and the app pulls at once so the Home banner goes. Signed out, it
 * asks the person to sign in with the account they signed up with first (the server takes a link
 * only from its own account: a stranger's sign-up with someone's address is not verified by that
 * person's click).
 */
export function VerifyEmailScreen({ token }: { token: string }) {
  const session = useSession();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const signedIn = session !== null && session !== undefined;
  useEffect(() => {
    if (!token || !signedIn) return;
    let active = true;
    void verifyEmailLink(token).then((answer) => {
      if (!active) return;
      if (answer.kind === 'ok') {
        setOutcome({ kind: 'success', text: t('verifyEmail.verified') });
        void syncNow().catch(() => undefined);
      } else setOutcome({ kind: 'error', text: answer.kind === 'offline' ? t('verifyEmail.offline') : answer.message || t('verifyEmail.failure') });
    });
    return () => {
      active = false;
    };
  }, [token, signedIn]);

  const text = !token
    ? t('verifyEmail.page.missingToken')
    : session === null
      ? t('verifyEmail.page.signInFirst')
      : outcome
        ? outcome.text
        : t('verifyEmail.page.working');
  const kind = !token ? 'error' : session === null ? 'pending' : (outcome?.kind ?? 'working');

  return (
    <div>
      <TopBar title={t('verifyEmail.page.title')} />
      <main className="auth-page" data-testid="verify-email-page">
        <div className="card">
          {kind === 'working' ? (
            <p className="muted" role="status">
              {text}
            </p>
          ) : (
            <p className={`notice notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
              {text}
            </p>
          )}
          {session ? (
            <Link to="/home" className="btn btn-primary">
              {t('verifyEmail.page.toHome')}
            </Link>
          ) : (
            <Link to="/login" className="btn btn-primary">
              {t('verifyEmail.page.toLogin')}
            </Link>
          )}
        </div>
      </main>
    </div>
  );
}
