import { formatDate } from '../../domain/locale-format';
import { Link, useNavigate } from '@tanstack/react-router';
import { t } from '../../i18n';
import { useRefusedWrites, useWriteStates } from '../../sync/hooks';
import { dismissRefusedWrite } from '../../sync/outbox';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { useSnagPhotoUploader } from './snag-photos';
import { useMySnags } from './snags.api';
import { caseLabel, SnagStatusChip } from './SnagParts';
import './snags.css';
import '../../i18n/areas/shell';
import '../../i18n/areas/snags';

/**
 * /snags: the user's maintenance requests at the current estate, newest first, from the device
 * (the Maintenance tile opens it). A request waiting to send says so; a refused one stays with
 * the server's message until dismissed.
 */
export function SnagsScreen() {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const snags = useMySnags(access?.estateId);
  const states = useWriteStates('snags');
  const refused = useRefusedWrites('snags');
  useSnagPhotoUploader();
  if (access === undefined || (access !== null && snags === undefined)) return <LoadingOverlay />;

  return (
    <div>
      <TopBar title={t('snags.title')} onBack={() => void navigate({ to: '/home' })} backLabel={t('app.back')} />
      <main className="page snags-page">
        <Button className="btn-block snags-new" onClick={() => void navigate({ to: '/snags/new' })}>
          {t('snags.report')}
        </Button>
        {refused.map((entry) => (
          <p key={entry.id} className="notice notice-error" role="alert">
            {t('snags.failed')}: {entry.error}{' '}
            <Button variant="text" onClick={() => void dismissRefusedWrite(entry.id)}>
              {t('snags.dismiss')}
            </Button>
          </p>
        ))}
        {!snags || snags.length === 0 ? (
          <EmptyState message={t('snags.empty')} />
        ) : (
          <ul className="snag-list" aria-label={t('snags.title')}>
            {snags.map((snag) => {
              const state = states.get(snag.id)?.state ?? null;
              return (
                <li key={snag.id} className={`record-card${state === 'pending' ? ' record-pending' : ''}`} data-testid="snag-card" data-snag-id={snag.id}>
                  <Link to="/snags/detail" search={{ id: snag.id }} className="snag-card">
                    <span className="snag-card-head">
                      <strong>{caseLabel(snag)}</strong>
                      <SnagStatusChip status={snag.status} />
                    </span>
                    <span>
                      {t(`snags.category.${snag.category}`)} · {t('snags.unit', { unitNo: snag.unitNo })}
                    </span>
                    <span className="muted">{formatDate(snag.createdAt)}</span>
                    {state === 'pending' ? <span className="record-badge">{t('snags.waiting')}</span> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </main>
    </div>
  );
}
