/** The search params of the booking routes, validated at the edge (unknown values become ''). */

export type BookingsTab = 'requested' | 'upcoming' | 'past';
export type BookingsSearch = { tab: BookingsTab };
/** /BookingFacility (spec state: service): the service's id. */
export type FacilitySearch = { serviceId: string };
/** /RequestedBookingDetails: the booking's id. */
export type BookingSearch = { id: string };

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function bookingsSearch(search: Record<string, unknown>): BookingsSearch {
  const tab = str(search.tab);
  return { tab: tab === 'upcoming' || tab === 'past' ? tab : 'requested' };
}

export function facilitySearch(search: Record<string, unknown>): FacilitySearch {
  return { serviceId: str(search.serviceId) };
}

export function bookingSearch(search: Record<string, unknown>): BookingSearch {
  return { id: str(search.id) };
}
