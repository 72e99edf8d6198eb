import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { Notification } from '../../contract/notifications';
import { gateDecision } from '../../domain/invites';
import { absoluteTime, relativeTime, snagCaseNumber } from '../../domain/notifications';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { markNotificationRead } from './notifications.api';
import { useNotification, useNow } from './use-notifications';
import { VisitorDecisionFields } from './VisitorDecision';
import { BookingNotificationFields } from './BookingNotification';
import { NewsletterNotification } from './NewsletterNotification';

function paymentFields(details: unknown): Array<[string, string]> {
  if (typeof details !== 'object' || details === null) return [];
  const d = details as Record<string, unknown>;
  const out: Array<[string, string]> = [];
  if (typeof d.amount === 'number') out.push([t('notifications.amount'), `R ${d.amount.toFixed(2)}`]);
  if (typeof d.reference === 'string') out.push([t('notifications.reference'), d.reference]);
  return out;
}

function extraFields(kind: string, n: Notification): Array<[string, string]> {
  switch (kind) {
    case 'paymentdetail':
      return paymentFields(n.paymentDetails);
    case 'snagDetail':
      return [[t('notifications.caseNumber'), snagCaseNumber(n.title)]];
    case 'accessAlert':
      // A gate decision shows as the visitor's decision below; any other action keeps its type.
      return n.actionType && !gateDecision(n.actionType) ? [[t('notifications.actionType'), n.actionType]] : [];
    default:
      return [];
  }
}

/**
 * A notification's own page: /notifications/detail/{kind} and /notification?id= ('Messages').
 * The item is read from the store by id; opening it marks it READ (also on a deep link).
 */
export function NotificationDetailScreen({ id, kind, title }: { id: string; kind: string; title?: string }) {
  const navigate = useNavigate();
  const notification = useNotification(id);
  const now = useNow();
  // Marked once per notification shown: a refused read rolls the row back to unread, which must not ask again.
  const marked = useRef('');
  useEffect(() => {
    if (!notification || marked.current === notification.notificationId) return;
    marked.current = notification.notificationId;
    void markNotificationRead(notification).catch(() => undefined);
  }, [notification]);

  const heading = title ?? t('notifications.detailTitle');
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
        ) : kind === 'newsletterdetail' ? (
          <NewsletterNotification notification={notification} />
        ) : (
          <article className="card notification-detail">
            <h2>{notification.title}</h2>
            <p className="muted">
              <time dateTime={new Date(notification.createdAt).toISOString()}>{relativeTime(notification.createdAt, now)}</time> · {absoluteTime(notification.createdAt)}
            </p>
            {notification.image ? <img className="notification-image" src={notification.image} alt="" /> : null}
            {notification.description ? <p className="notification-description">{notification.description}</p> : null}
            {extraFields(kind, notification).length > 0 ? (
              <dl className="notification-fields">
                {extraFields(kind, notification).map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {kind === 'visitorDetail' || kind === 'accessAlert' ? <VisitorDecisionFields notification={notification} /> : null}
            {kind === 'bookingDetail' ? <BookingNotificationFields notification={notification} /> : null}
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
