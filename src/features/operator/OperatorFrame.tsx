import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIsOperator } from '../../app/use-is-operator';
import { t } from '../../i18n';
import { useSession } from '../../sync/session';
import { useOnline } from '../../sync/hooks';
import './operator.css';
import '../../i18n/areas/operator';

/**
 * The operator console's desktop frame: a header, a left navigation, the page. A user who is not
 * an operator sees 'not available'; offline, a notice says that changes need a connection (the
 * lists still show what was synced).
 */
export function OperatorFrame({ children }: { children: (online: boolean) => ReactNode }) {
  const isOperator = useIsOperator();
  const online = useOnline();
  const email = useSession()?.email ?? '';
  if (isOperator === undefined) return null;
  return (
    <div className="operator-app">
      <header className="operator-header">
        <h1>{t('operator.title')}</h1>
        <span className="operator-who">{email}</span>
      </header>
      <div className="operator-body">
        <nav className="operator-nav" aria-label={t('operator.title')}>
          <Link to="/operator" activeOptions={{ exact: false }} activeProps={{ 'aria-current': 'page' }}>
            {t('operator.estates')}
          </Link>
        </nav>
        <main className="operator-main">
          {!isOperator ? (
            <p className="notice notice-error" role="alert" data-testid="operator-not-available">
              {t('operator.notAvailable')}
            </p>
          ) : (
            <>
              {online ? null : (
                <p className="notice notice-error" role="status" data-testid="operator-offline">
                  {t('operator.offlineNotice')}
                </p>
              )}
              {children(online)}
            </>
          )}
        </main>
      </div>
    </div>
  );
}
