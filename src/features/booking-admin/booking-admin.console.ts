import type { ConsoleSection } from '../../ui/console-section';
import { BookingRequests } from './BookingRequests';
import '../../i18n/areas/bookings';

/** The bookings area in the manager console: the requests to decide (facilities, their calendar and the lagoon are facility-admin's). */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'booking-requests', group: 'bookings', title: 'bookings.manager.heading', order: 30, component: BookingRequests },
];
