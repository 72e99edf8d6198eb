import type { ConsoleSection } from '../../ui/console-section';
import { BookingRequests } from './BookingRequests';
import { FacilitySettings } from './FacilitySettings';

/** The bookings area in the manager console: the requests to decide, then the facilities' settings. */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'booking-requests', group: 'bookings', title: 'bookings.manager.heading', order: 30, component: BookingRequests },
  { id: 'facilities', group: 'bookings', title: 'bookings.manager.facilities', order: 35, component: FacilitySettings },
];
