import { createFileRoute } from '@tanstack/react-router';
import { BookingFacilityScreen } from '../../features/bookings/BookingFacilityScreen';
import { facilitySearch, type FacilitySearch } from '../../features/bookings/booking-search';

/** /BookingFacility: a facility and its 'Schedule Booking' dialog (spec 3 'Bookings'; spec state: service). */
export const Route = createFileRoute('/_app/BookingFacility')({
  validateSearch: (search: Record<string, unknown>): FacilitySearch => facilitySearch(search),
  component: function BookingFacilityRoute() {
    const { serviceId } = Route.useSearch();
    return <BookingFacilityScreen key={serviceId} serviceId={serviceId} />;
  },
});
