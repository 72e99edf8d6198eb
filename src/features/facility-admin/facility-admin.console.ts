import type { ConsoleSection } from '../../ui/console-section';
import { FacilitiesSection } from './FacilitiesSection';
import { FacilityCalendar } from './FacilityCalendar';
import { LagoonSettings } from './LagoonSettings';
import '../../i18n/areas/facility-admin';

/** The bookings group's facilities, their calendar and the lagoon (the booking requests are booking-admin's, order 30). */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'booking-calendar', group: 'bookings', title: 'facilityAdmin.calendar.title', order: 32, component: FacilityCalendar },
  { id: 'facilities', group: 'bookings', title: 'facilityAdmin.title', order: 35, component: FacilitiesSection },
  { id: 'lagoon-settings', group: 'bookings', title: 'facilityAdmin.lagoon.title', order: 37, component: LagoonSettings },
];
