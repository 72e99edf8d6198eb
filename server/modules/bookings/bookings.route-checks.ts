import { API } from '../../../src/contract/api-paths';
import { BookingDecisionArgsSchema, FacilitySettingsArgsSchema, LagoonBookingArgsSchema } from '../../../src/contract/bookings';
import { addDays, estateDate } from '../../../src/domain/estate-time';
import { sameHoursEveryDay } from '../../../src/domain/bookings';
import { rowId } from '../../../tests/server/people-helpers';
import { WC } from '../../../tests/server/matrix-world';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The bookings routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `GET ${API.bookingServices}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: ({ q }) => ({ url: q(API.bookingServices, `EstateID=${WC}`) }),
    reads: { query: { estateId: 'estate' } },
  },
  {
    route: `GET ${API.bookingResources}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: ({ q }) => ({ url: q(API.bookingResources, `EstateID=${WC}`) }),
    reads: { query: { estateId: 'estate', serviceId: 'rowId' } },
  },
  {
    route: `GET ${API.resourceAvailability}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: ({ q }) => ({ url: q(API.resourceAvailability, `resourceId=court-1&date=${addDays(estateDate(), 3)}`) }),
    reads: { query: { resourceId: 'rowId', date: 'date' } },
  },
  {
    route: `POST ${API.bookingDecisionPattern}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
    request: ({ r }) => ({ url: API.bookingDecision(r.bookingId), payload: { decision: 'reject', reason: 'Closed for repairs' } }),
    reads: { params: { id: 'rowId' }, body: { json: BookingDecisionArgsSchema } },
  },
  {
    route: `PUT ${API.facilitySettingsPattern}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
    request: () => ({
      url: API.facilitySettings('court-1'),
      payload: { availibility: sameHoursEveryDay('06:00', '20:00'), capacity: 1, autoApprove: false, enabled: true },
    }),
    reads: { params: { id: 'rowId' }, body: { json: FacilitySettingsArgsSchema } },
  },
  {
    route: `GET ${API.lagoonAvailability}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ q }) => ({ url: q(API.lagoonAvailability, `EstateID=${WC}&unitNo=12&date=${addDays(estateDate(), 3)}`) }),
    reads: { query: { estateId: 'estate', unitNo: 'unit', date: 'date' } },
  },
  {
    route: `POST ${API.lagoonBooking}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: () => ({
      url: API.lagoonBooking,
      payload: {
        id: rowId('lg'),
        estateId: WC,
        unitNo: '12',
        date: addDays(estateDate(), 3),
        start: '10:00',
        end: '12:00',
        visitors: 0,
        visitorName: '',
        visitorPhone: '',
        people: [],
        resources: [],
      },
    }),
    reads: { body: { json: LagoonBookingArgsSchema } },
  },
];
