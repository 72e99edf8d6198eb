import { createFileRoute } from '@tanstack/react-router';
import type { Notification } from '../../contract/notifications';
import { EventNotificationScreen } from '../../features/events/EventPageScreen';
import { markNotificationRead } from '../../features/notifications/notifications.api';
import { NotificationDetailScreen } from '../../features/notifications/NotificationDetailScreen';
import { t } from '../../i18n';
import '../../i18n/areas/notifications';

/** Opening a notification about an event marks it read, as its own page would. */
const markRead = (notification: Notification) => void markNotificationRead(notification).catch(() => undefined);

/** /notification?id=: an event (or a notification about one) shows the event; another notification its 'Messages' page. */
export const Route = createFileRoute('/_app/notification')({
  validateSearch: (search: Record<string, unknown>): { id: string } => ({ id: search.id === undefined || search.id === null ? '' : String(search.id) }),
  component: function NotificationRoute() {
    const { id } = Route.useSearch();
    return (
      <EventNotificationScreen
        id={id}
        onNotificationOpened={markRead}
        fallback={<NotificationDetailScreen id={id} kind="message" title={t('notifications.messageTitle')} />}
      />
    );
  },
});
