import { formatDateTime } from '../../domain/locale-format';
import { useNavigate } from '@tanstack/react-router';
import { t } from '../../i18n';
import { useWriteState } from '../../sync/hooks';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { useSnagPhotoUploader, useWaitingPhotos } from './snag-photos';
import { useSnag } from './snags.api';
import { caseLabel, SnagPhotos, SnagStatusChip } from './SnagParts';
import './snags.css';
import '../../i18n/areas/shell';
import '../../i18n/areas/snags';

/** /snags/detail?id=: one request from the device, its photos (uploaded and waiting) and the manager's updates. */
export function SnagDetailScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const snag = useSnag(id);
  const waiting = useWaitingPhotos(id);
  const write = useWriteState('snags', id);
  useSnagPhotoUploader();
  if (snag === undefined) return <LoadingOverlay />;
  return (
    <div>
      <TopBar title={t('snags.detailTitle')} onBack={() => void navigate({ to: '/snags' })} backLabel={t('app.back')} />
      <main className="page snags-page">
        {snag === null ? (
          <EmptyState message={t('snags.notOnDevice')} />
        ) : (
          <article className="card" data-testid="snag-detail">
            <div className="snag-card-head">
              <h2 className="section-title">{caseLabel(snag)}</h2>
              <SnagStatusChip status={snag.status} />
            </div>
            {write.state === 'pending' ? <p className="record-badge">{t('snags.waiting')}</p> : null}
            {write.state === 'failed' ? (
              <p className="notice notice-error" role="alert">
                {write.error}
              </p>
            ) : null}
            <dl className="snag-fields">
              <div>
                <dt>{t('snags.categoryLabel')}</dt>
                <dd>{t(`snags.category.${snag.category}`)}</dd>
              </div>
              <div>
                <dt>{t('snags.unitLabel')}</dt>
                <dd>{snag.unitNo}</dd>
              </div>
              <div>
                <dt>{t('snags.reported')}</dt>
                <dd>{formatDateTime(snag.createdAt)}</dd>
              </div>
            </dl>
            <p className="snag-request">{snag.request}</p>
            <SnagPhotos snag={snag} waiting={waiting} />
            {waiting.some((p) => !p.error) ? <p className="muted">{t('snags.photosWaiting', { n: waiting.filter((p) => !p.error).length })}</p> : null}
            {[...new Set(waiting.flatMap((p) => (p.error ? [p.error] : [])))].map((error) => (
              <p key={error} className="notice notice-error" role="alert">
                {error}
              </p>
            ))}
            <h3 className="section-title">{t('snags.history')}</h3>
            {snag.history.length === 0 ? (
              <p className="muted">{t('snags.noHistory')}</p>
            ) : (
              <ol className="snag-history">
                {snag.history.map((entry) => (
                  <li key={entry.at}>
                    <SnagStatusChip status={entry.status} /> <span className="muted">{formatDateTime(entry.at)}</span>
                    {entry.note ? <p className="snag-request">{entry.note}</p> : null}
                  </li>
                ))}
              </ol>
            )}
          </article>
        )}
      </main>
    </div>
  );
}
