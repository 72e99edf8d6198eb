import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { verifyEmailLink } from '../../app/email-verification';
import { t } from '../../i18n';
import { syncNow } from '../../sync/engine';
import { useSession } from '../../sync/session';
import { TopBar } from '../../ui/TopBar';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * The page the verification mail links to (/verify-email?token=...), signed in or not: it sends
 * the token once and says what came of it. Signed in, the app pulls at once so the Home banner goes.
 */
export function VerifyEmailScreen({ token }: { token: string }) {
  const session = useSession();
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (!token) return;
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
  }, [token]);

  const text = !token ? t('verifyEmail.page.missingToken') : outcome ? outcome.text : t('verifyEmail.page.working');
  const kind = !token ? 'error' : (outcome?.kind ?? 'working');

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
