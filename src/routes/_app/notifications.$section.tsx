import { createFileRoute } from '@tanstack/react-router';
import { NotificationListScreen } from '../../features/notifications/NotificationListScreen';

export const Route = createFileRoute('/_app/notifications/$section')({
  component: function NotificationListRoute() {
    const { section } = Route.useParams();
    return <NotificationListScreen key={section} section={section} />;
  },
});
