import type { Screen } from '../../../e2e/screens';

/** The screens this feature adds to the accessibility run (e2e/accessibility.test.ts), with the seeded demo's ids. */
export const screens: readonly Screen[] = [
  { path: '/bookings', search: { tab: 'upcoming' }, as: ['resident', 'manager'] },
  { path: '/bookings', search: { tab: 'requested' }, as: ['resident'] },
  { path: '/MakeBooking', as: ['resident'] },
  { path: '/BookingFacility', search: { serviceId: 'wc-clubhouse' }, as: ['resident'] },
];
