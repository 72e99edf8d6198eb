import { createFileRoute } from '@tanstack/react-router';
import { BookingDetailsScreen } from '../../features/bookings/BookingDetailsScreen';
import { bookingSearch, type BookingSearch } from '../../features/bookings/booking-search';

/** /RequestedBookingDetails: one booking, with cancel and reschedule while it is requested (spec 3 'Bookings'). */
export const Route = createFileRoute('/_app/RequestedBookingDetails')({
  validateSearch: (search: Record<string, unknown>): BookingSearch => bookingSearch(search),
  component: function BookingDetailsRoute() {
    const { id } = Route.useSearch();
    return <BookingDetailsScreen key={id} id={id} />;
  },
});
