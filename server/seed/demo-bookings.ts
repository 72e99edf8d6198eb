import type { LagoonConfig } from '../../src/contract/bookings';
import { DEFAULT_VISITOR_PRICE_CENTS, sameHoursEveryDay } from '../../src/domain/bookings';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { LAGOON_MESSAGES } from '../../src/i18n/en/bookings';
import { storeBooking } from '../modules/bookings/bookings.service';
import { saveLagoonConfig, saveResource, saveService } from '../modules/bookings/catalogue.service';
import type { Trx } from '../sync/change-log';
import { demoAccount } from './demo-accounts';
import { demoUser } from './demo-user-ids';

/** Willow Creek Estate (91), where the demo resident Thandi holds unit 12. */
const WC = 91;

/** Ids the e2e tests and the README name. */
export const DEMO_BOOKINGS = {
  tennis: { service: 'wc-tennis', resource: 'wc-tennis-1' },
  hall: { service: 'wc-hall', resource: 'wc-hall-1' },
  lagoon: { service: 'wc-lagoon', access: 'wc-lagoon-access', kayak: 'wc-lagoon-kayak', board: 'wc-lagoon-board' },
  pastBooking: 'demoBookingTennisPast',
  requestedBooking: 'demoBookingTennisNext',
} as const;

/**
 * Facilities and the lagoon at Willow Creek (demo data): the clubhouse's tennis court
 * (30-minute slots every day 06:00-20:00, one at a time, requests wait for the estate manager)
 * and its function hall (Monday to Saturday 08:00-22:00, booked at once), the lagoon (every day
 * 08:00-19:00: 120 people, 6 kayaks and 4 paddle boards a day; R100 per extra visitor; 4
 * associates per unit a day; future days bookable), and two of Thandi's tennis bookings so her
 * tabs are not empty: one played last week (BOOKED, Past) and one requested for later this week.
 * Written through the bookings module's services, every row published.
 */
export async function seedDemoBookings(trx: Trx): Promise<void> {
  await saveService(trx, {
    id: DEMO_BOOKINGS.tennis.service,
    estateId: WC,
    name: 'Tennis Court',
    kind: 'facility',
    description: 'Floodlit hard court beside the clubhouse. Bring your own racquets.',
    locationId: 'wc-clubhouse',
    locationName: 'Clubhouse',
    autoApprove: false,
  });
  await saveResource(trx, {
    id: DEMO_BOOKINGS.tennis.resource,
    serviceId: DEMO_BOOKINGS.tennis.service,
    name: 'Clubhouse|Tennis Court 1',
    availability: sameHoursEveryDay('06:00', '20:00'),
    capacity: 1,
    slotMinutes: 30,
    minMinutes: 30,
  });

  await saveService(trx, {
    id: DEMO_BOOKINGS.hall.service,
    estateId: WC,
    name: 'Function Hall',
    kind: 'facility',
    description: 'Seats 80, with a kitchen and a sound system.',
    locationId: 'wc-clubhouse',
    locationName: 'Clubhouse',
    autoApprove: true,
  });
  await saveResource(trx, {
    id: DEMO_BOOKINGS.hall.resource,
    serviceId: DEMO_BOOKINGS.hall.service,
    name: 'Clubhouse|Function Hall',
    availability: { ...sameHoursEveryDay('08:00', '22:00'), sunday: null },
    capacity: 1,
    slotMinutes: 30,
    minMinutes: 30,
  });

  const lagoon = DEMO_BOOKINGS.lagoon;
  await saveService(trx, {
    id: lagoon.service,
    estateId: WC,
    name: 'Lagoon',
    kind: 'lagoon',
    description: 'Swimming, kayaks and paddle boards at the lagoon.',
    locationId: 'wc-lagoon',
    locationName: 'Lagoon',
    autoApprove: true,
  });
  const lagoonHours = sameHoursEveryDay('08:00', '19:00');
  await saveResource(trx, {
    id: lagoon.access,
    serviceId: lagoon.service,
    name: 'Lagoon|Lagoon Access',
    availability: lagoonHours,
    capacity: 120,
    slotMinutes: 60,
    minMinutes: 60,
    position: 0,
  });
  await saveResource(trx, {
    id: lagoon.kayak,
    serviceId: lagoon.service,
    name: 'Lagoon|Kayak',
    availability: lagoonHours,
    capacity: 6,
    slotMinutes: 60,
    minMinutes: 60,
    position: 1,
  });
  await saveResource(trx, {
    id: lagoon.board,
    serviceId: lagoon.service,
    name: 'Lagoon|Paddle Board',
    availability: lagoonHours,
    capacity: 4,
    slotMinutes: 60,
    minMinutes: 60,
    position: 2,
  });
  const config: LagoonConfig = {
    estateId: WC,
    LAGOON_ID: lagoon.service,
    LAGOON_LOCATION: 'Lagoon',
    maxQty: 1000,
    bannerImage: '',
    futureBookingsEnabled: true,
    noCapacityMsg: LAGOON_MESSAGES.noCapacity,
    noCapacityTitle: LAGOON_MESSAGES.noCapacityTitle,
    bookingCostValue: 0,
    visitorPriceCents: DEFAULT_VISITOR_PRICE_CENTS,
    associatesPerUnit: 4,
    addressEstateName: '',
  };
  await saveLagoonConfig(trx, config);

  const thandi = demoAccount('owner');
  const user = await demoUser(trx, thandi.email);
  const today = estateDate();
  const now = Date.now();
  const tennis = (id: string, date: string, start: string, end: string, status: 'BOOKED' | 'REQUESTED', createdAt: number) =>
    storeBooking(trx, {
      id,
      estate_id: WC,
      user_id: user.id,
      kind: 'facility',
      service_id: DEMO_BOOKINGS.tennis.service,
      resource_id: DEMO_BOOKINGS.tennis.resource,
      status,
      booking_date: date,
      start_time: start,
      end_time: end,
      lines: JSON.stringify([{ id: DEMO_BOOKINGS.tennis.resource, name: 'Clubhouse|Tennis Court 1', quantity: 1 }]),
      visitors: 0,
      visitor_name: '',
      visitor_phone: '',
      people: '[]',
      unit_no: '12',
      customer_email: user.email,
      customer_name: user.display_name,
      rejection_reason: '',
      payment: 'none',
      amount_cents: 0,
      invite_id: '',
      created_at: createdAt,
      updated_at: createdAt,
    });
  await tennis(DEMO_BOOKINGS.pastBooking, addDays(today, -7), '09:00', '10:00', 'BOOKED', now - 10 * 86_400_000);
  await tennis(DEMO_BOOKINGS.requestedBooking, addDays(today, 3), '17:00', '18:00', 'REQUESTED', now - 3_600_000);
}
