import { useId } from 'react';
import type { Notification } from '../../contract/notifications';
import { absoluteTime, categoryOf, isUnread, relativeTime, toEpochMs } from '../../domain/notifications';
import { t } from '../../i18n';
import { useWriteState } from '../../sync/hooks';
import { Icon } from '../../ui/Icon';
import { CATEGORY_ICONS } from './category-icons';
import '../../i18n/areas/notifications';

/** One inbox row: grey when unread (SENT), white otherwise; relative and absolute time. */
export function NotificationItem({ notification, now, onOpen }: { notification: Notification; now: number; onOpen: (n: Notification) => void }) {
  const unread = isUnread(notification.status);
  const pending = useWriteState('notifications', notification.notificationId);
  const created = toEpochMs(notification.createdAt);
  const category = categoryOf(notification.type) ?? 'All';
  const details = useId();
  const describedBy = [
    notification.description ? `${details}-text` : '',
    created !== null ? `${details}-time` : '',
    pending.state === 'pending' ? `${details}-sync` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li>
      <button
        type="button"
        className={`notification-item${unread ? ' notification-unread' : ''}`}
        onClick={() => onOpen(notification)}
        aria-describedby={describedBy || undefined}
      >
        {/*
          Named by its own text, 'Unread: ' (hidden) and the title, which starts the row as a voice-control user sees it
          (an aria-label without the text it shows fails WCAG 2.5.3); the text, time and 'saving' are its description.
        */}
        {unread ? <span className="visually-hidden">{`${t('notifications.unreadItem')}: `}</span> : null}
        <span className="notification-icon">
          <Icon name={CATEGORY_ICONS[category] ?? 'notifications'} fallback={notification.type} />
        </span>
        <span className="notification-body">
          <strong className="notification-title">{notification.title}</strong>
          {notification.description ? (
            <span id={`${details}-text`} className="notification-text" aria-hidden="true">
              {notification.description}
            </span>
          ) : null}
          {created !== null ? (
            <span id={`${details}-time`} className="notification-time" aria-hidden="true">
              <time dateTime={new Date(created).toISOString()}>{relativeTime(created, now)}</time>
              <span aria-hidden="true"> · </span>
              <span>{absoluteTime(created)}</span>
            </span>
          ) : null}
          {pending.state === 'pending' ? (
            <span id={`${details}-sync`} className="notification-sync" aria-hidden="true">
              {t('notifications.pending')}
            </span>
          ) : null}
          {pending.state === 'failed' ? (
            <span className="notification-sync notification-sync-failed" role="alert">
              {t('notifications.markFailed')}
              {pending.error ? `: ${pending.error}` : ''}
            </span>
          ) : null}
        </span>
      </button>
    </li>
  );
}
