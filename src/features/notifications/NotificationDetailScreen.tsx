import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { notificationDetailRenderers } from '../../app/notification-details';
import { absoluteTime, relativeTime } from '../../domain/notifications';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { markNotificationRead } from './notifications.api';
import { useNotification, useInboxNow } from './use-notifications';
import '../../i18n/areas/notifications';
import '../../i18n/areas/shell';

/**
 * A notification's own page: /notifications/detail/{kind} and /notification?id= ('Messages').
 * The item is read from the store by id; opening it marks it READ (also on a deep link). What a
 * kind adds to the common card (rows, the area's own data, or a page of its own) is declared by
 * its area (`src/app/notification-details.ts`).
 */
export function NotificationDetailScreen({ id, kind, title }: { id: string; kind: string; title?: string }) {
  const navigate = useNavigate();
  const notification = useNotification(id);
  const now = useInboxNow();
  // Marked once per notification shown: a refused read rolls the row back to unread, which must not ask again.
  const marked = useRef('');
  useEffect(() => {
    if (!notification || marked.current === notification.notificationId) return;
    marked.current = notification.notificationId;
    void markNotificationRead(notification).catch(() => undefined);
  }, [notification]);

  const heading = title ?? t('notifications.detailTitle');
  const renderer = notificationDetailRenderers.get(kind);
  const Page = renderer?.Page;
  const Body = renderer?.Body;
  const fields = notification && renderer?.fields ? renderer.fields(notification) : [];
  const back = () => void navigate({ to: '/notifications' });
  if (!id) {
    return (
      <div>
        <TopBar title={heading} onBack={back} backLabel={t('app.back')} />
        <main className="page">
          <EmptyState message={t('notifications.idMissing')} />
        </main>
      </div>
    );
  }
  if (notification === undefined) return <LoadingOverlay />;
  return (
    <div>
      <TopBar title={heading} onBack={back} backLabel={t('app.back')} />
      <main className="page">
        {notification === null ? (
          <EmptyState message={t('notifications.notFound')} />
        ) : Page ? (
          <Page notification={notification} />
        ) : (
          <article className="card notification-detail">
            <h2>{notification.title}</h2>
            <p className="muted">
              <time dateTime={new Date(notification.createdAt).toISOString()}>{relativeTime(notification.createdAt, now)}</time> ·{' '}
              {absoluteTime(notification.createdAt)}
            </p>
            {notification.image ? <img className="notification-image" src={notification.image} alt="" /> : null}
            {notification.description ? <p className="notification-description">{notification.description}</p> : null}
            {fields.length > 0 ? (
              <dl className="notification-fields">
                {fields.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {Body ? <Body notification={notification} /> : null}
            {notification.url ? (
              <p>
                <a href={notification.url} target="_blank" rel="noopener noreferrer">
                  {t('notifications.openLink')}
                </a>
              </p>
            ) : null}
          </article>
        )}
      </main>
    </div>
  );
}
