import { createFileRoute } from '@tanstack/react-router';
import { BookingsScreen } from '../../features/bookings/BookingsScreen';
import { bookingsSearch, type BookingsSearch } from '../../features/bookings/booking-search';

/** /bookings: the user's facility bookings in tabs Requested, Upcoming, Past (spec 3 'Bookings'). */
export const Route = createFileRoute('/_app/bookings')({
  validateSearch: (search: Record<string, unknown>): BookingsSearch => bookingsSearch(search),
  component: function BookingsRoute() {
    const { tab } = Route.useSearch();
    return <BookingsScreen tab={tab} />;
  },
});
