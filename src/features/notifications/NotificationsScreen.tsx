import { Link } from '@tanstack/react-router';
import { NOTIFICATION_CATEGORIES, categoryPath } from '../../domain/notifications';
import { t, type MessageKey } from '../../i18n';
import { Icon } from '../../ui/Icon';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { CATEGORY_ICONS } from './category-icons';
import { useUnreadCounts } from './use-notifications';
import '../../i18n/areas/notifications';

/** /notifications: the categories of spec 2.17 with their unread counts. */
export function NotificationsScreen() {
  const counts = useUnreadCounts();
  if (counts === undefined) return <LoadingOverlay />;
  return (
    <div>
      <TopBar title={t('notifications.title')} />
      <main className="page">
        <ul className="list">
          {NOTIFICATION_CATEGORIES.map((category) => {
            const label = t(`notifications.category.${category}` as MessageKey);
            const unread = counts[category];
            return (
              <li key={category}>
                <Link className="list-row category-row" to="/notifications/$section" params={{ section: categoryPath(category) }}>
                  <span className="category-icon">
                    <Icon name={CATEGORY_ICONS[category] ?? 'notifications'} fallback={category} />
                  </span>
                  <span className="category-name">{label}</span>
                  {unread > 0 ? (
                    <span className="count-badge" role="img" aria-label={t('notifications.unread', { count: unread })}>
                      {unread}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </main>
    </div>
  );
}
