import { createFileRoute } from '@tanstack/react-router';
import { NotificationDetailScreen } from '../../features/notifications/NotificationDetailScreen';

/** snagDetail, visitorDetail, paymentdetail, bookingDetail, accessAlert, newsletterdetail. */
export const Route = createFileRoute('/_app/notifications/detail/$kind')({
  validateSearch: (search: Record<string, unknown>): { id: string } => ({ id: search.id === undefined || search.id === null ? '' : String(search.id) }),
  component: function NotificationDetailRoute() {
    const { kind } = Route.useParams();
    const { id } = Route.useSearch();
    return <NotificationDetailScreen id={id} kind={kind} />;
  },
});
