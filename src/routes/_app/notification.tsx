import { createFileRoute } from '@tanstack/react-router';
import { NotificationDetailScreen } from '../../features/notifications/NotificationDetailScreen';
import { t } from '../../i18n';

/** /notification?id=: a notification of another type with a url, titled 'Messages'. */
export const Route = createFileRoute('/_app/notification')({
  validateSearch: (search: Record<string, unknown>): { id: string } => ({ id: search.id === undefined || search.id === null ? '' : String(search.id) }),
  component: function NotificationRoute() {
    const { id } = Route.useSearch();
    return <NotificationDetailScreen id={id} kind="message" title={t('notifications.messageTitle')} />;
  },
});
