import type { LagoonConfig } from '../../src/contract/bookings';
import { sameHoursEveryDay } from '../../src/domain/bookings';
import { LAGOON_MESSAGES } from '../../src/i18n/en/bookings';
import { saveLagoonConfig, saveResource, saveService } from '../../server/modules/bookings/catalogue.service';
import type { Trx } from '../../server/sync/change-log';

/** R125 per extra visitor. */
export const TEST_LAGOON_PRICE_CENTS = 12_500;

export const TEST_LAGOON_CONFIG: LagoonConfig = {
  estateId: 91,
  LAGOON_ID: 'lagoon',
  LAGOON_LOCATION: 'Lagoon',
  maxQty: 1000,
  bannerImage: '',
  futureBookingsEnabled: true,
  noCapacityMsg: LAGOON_MESSAGES.noCapacity,
  noCapacityTitle: LAGOON_MESSAGES.noCapacityTitle,
  bookingCostValue: 0,
  visitorPriceCents: TEST_LAGOON_PRICE_CENTS,
  associatesPerUnit: 1,
  addressEstateName: '',
};

/**
 * The lagoon the lagoon suites book, at Willow Creek (91), open 08:00-19:00 every day and booked
 * by itself: 10 people ('lg-access') and 2 kayaks ('lg-kayak') a day, and with `paddleBoard` one
 * paddle board ('lg-board'); R125 per extra visitor, one associate per unit a day.
 */
export async function saveTestLagoon(trx: Trx, options: { paddleBoard?: boolean } = {}): Promise<void> {
  await saveService(trx, { id: 'lagoon', estateId: 91, name: 'Lagoon', kind: 'lagoon', locationId: 'lagoon', locationName: 'Lagoon', autoApprove: true });
  const hours = sameHoursEveryDay('08:00', '19:00');
  await saveResource(trx, {
    id: 'lg-access',
    serviceId: 'lagoon',
    name: 'Lagoon|Lagoon Access',
    availability: hours,
    capacity: 10,
    slotMinutes: 60,
    minMinutes: 60,
    position: 0,
  });
  await saveResource(trx, {
    id: 'lg-kayak',
    serviceId: 'lagoon',
    name: 'Lagoon|Kayak',
    availability: hours,
    capacity: 2,
    slotMinutes: 60,
    minMinutes: 60,
    position: 1,
  });
  if (options.paddleBoard)
    await saveResource(trx, {
      id: 'lg-board',
      serviceId: 'lagoon',
      name: 'Lagoon|Paddle Board',
      availability: hours,
      capacity: 1,
      slotMinutes: 60,
      minMinutes: 60,
      position: 2,
    });
  await saveLagoonConfig(trx, TEST_LAGOON_CONFIG);
}
