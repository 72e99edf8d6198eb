import { Link, Navigate } from '@tanstack/react-router';
import { t } from '../../i18n';
import { useSession } from '../../sync/session-read';
import { EmptyState } from '../../ui/EmptyState';
import '../../i18n/areas/shell';

/** Unknown paths: signed-out users go to /login; signed-in users see the spec's "not available" state. */
export function NotFound() {
  const session = useSession();
  if (session === null) return <Navigate to="/login" replace />;
  return (
    <main className="page">
      <EmptyState message={t('app.notFound')}>
        <Link to="/home" className="btn btn-primary">
          {t('app.goHome')}
        </Link>
      </EmptyState>
    </main>
  );
}
