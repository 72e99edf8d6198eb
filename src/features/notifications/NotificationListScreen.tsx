import { useNavigate } from '@tanstack/react-router';
import type { Notification } from '../../contract/notifications';
import { NOTIFICATION_CATEGORIES, categoryPath, routeFor } from '../../domain/notifications';
import { t, type MessageKey } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { NotificationItem } from './NotificationItem';
import { markNotificationRead } from './notifications.api';
import { useNotificationList, useInboxNow } from './use-notifications';
import '../../i18n/areas/notifications';
import '../../i18n/areas/shell';

/** The category of a /notifications/{section} path (known names by their path, others as given). */
export function categoryOfSection(section: string): string {
  return NOTIFICATION_CATEGORIES.find((c) => categoryPath(c) === section.toLowerCase()) ?? section;
}

/** Where a tapped item goes, as an href (search values are strings). */
export function hrefFor(n: Notification): string | null {
  const route = routeFor(n);
  if (!route) return null;
  const query = new URLSearchParams(route.search).toString();
  return query ? `${route.to}?${query}` : route.to;
}

/** /notifications/{category}: newest first, at most 40, unread grey; opening marks READ and routes by type. */
export function NotificationListScreen({ section }: { section: string }) {
  const navigate = useNavigate();
  const category = categoryOfSection(section);
  const list = useNotificationList(category);
  const now = useInboxNow();
  if (list === undefined) return <LoadingOverlay />;

  const known = (NOTIFICATION_CATEGORIES as readonly string[]).includes(category);
  const name = known ? t(`notifications.category.${category}` as MessageKey) : category;
  const title = category === 'All' ? t('notifications.allTitle') : t('notifications.fromTitle', { category: name });

  const handleOpen = (n: Notification) => {
    void markNotificationRead(n).catch(() => undefined);
    const href = hrefFor(n);
    if (href) void navigate({ href });
  };

  return (
    <div>
      <TopBar title={title} onBack={() => void navigate({ to: '/notifications' })} backLabel={t('app.back')} />
      <main className="page">
        {list.length === 0 ? (
          <EmptyState message={t('notifications.empty')} />
        ) : (
          <ul className="list notification-list">
            {list.map((n) => (
              <NotificationItem key={n.notificationId} notification={n} now={now} onOpen={handleOpen} />
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
