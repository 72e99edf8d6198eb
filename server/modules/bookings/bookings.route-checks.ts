import { API } from '../../../src/contract/api-paths';
import { BookingDecisionArgsSchema, FacilitySettingsArgsSchema, LagoonBookingArgsSchema } from '../../../src/contract/bookings';
import { ArchiveFacilityArgsSchema, CreateFacilityArgsSchema, FacilityFieldsSchema, LagoonSettingsArgsSchema } from '../../../src/contract/facility-admin';
import { BookingsContentArgsSchema, TokenAdjustArgsSchema } from '../../../src/contract/sports-tokens';
import { addDays, estateDate } from '../../../src/domain/estate-time';
import { sameHoursEveryDay } from '../../../src/domain/bookings';
import { rowId } from '../../../tests/server/people-helpers';
import { WC } from '../../../tests/server/matrix-world';
import type { RouteCheck } from '../../../tests/server/route-checks';

/** The matrix world's tennis court ('court', resource 'court-1') as the facility form sends it: unchanged. */
const courtFields = {
  name: 'Tennis Court',
  locationName: 'Clubhouse',
  description: '',
  rules: '',
  photos: [],
  availability: sameHoursEveryDay('06:00', '20:00'),
  slotMinutes: 30,
  capacity: 1,
  autoApprove: false,
  priceCents: 0,
  resources: [{ id: 'court-1', name: 'Tennis Court 1' }],
};

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
  // The estate manager's facilities and lagoon: only Willow Creek's manager.
  {
    route: `POST ${API.facilities}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
    request: () => ({
      url: API.facilities,
      payload: { estateId: WC, facility: { ...courtFields, name: 'Squash Court', resources: [{ name: 'Squash Court' }] } },
    }),
    reads: { body: { json: CreateFacilityArgsSchema } },
  },
  {
    route: `PUT ${API.facilityPattern}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
    request: () => ({ url: API.facility('court'), payload: courtFields }),
    reads: { params: { id: 'rowId' }, body: { json: FacilityFieldsSchema } },
  },
  {
    route: `POST ${API.facilityArchivePattern}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
    request: () => ({ url: API.facilityArchive('court'), payload: { archived: false } }),
    reads: { params: { id: 'rowId' }, body: { json: ArchiveFacilityArgsSchema } },
  },
  {
    route: `PUT ${API.lagoonSettings}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
    request: () => ({
      url: API.lagoonSettings,
      payload: {
        estateId: WC,
        openDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
        resources: [
          { id: 'lg-access', name: 'Lagoon Access', capacity: 10 },
          { id: 'lg-kayak', name: 'Kayak', capacity: 2 },
        ],
        futureBookingsEnabled: true,
        visitorPriceCents: 12_500,
        associatesPerUnit: 1,
        maxQty: 1000,
        noCapacityTitle: '',
        noCapacityMsg: '',
        addressEstateName: '',
      },
    }),
    reads: { body: { json: LagoonSettingsArgsSchema } },
  },
  {
    route: `PUT ${API.bookingsContent}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
    request: () => ({
      url: API.bookingsContent,
      payload: {
        estateId: WC,
        newBookingsFlow: true,
        newLagoonFlow: false,
        headingText: 'Bookings',
        buttonText: 'Make new booking!',
        proceedBtnText: 'Proceed',
        thankYouTitle: 'Thank you',
        tokenModalTitle: 'Sports Tokens',
        tokenExplanation: '1 Sports Token = 1 Session (55 mins)',
        promoModalTitle: 'Winter special',
        promoText: 'Two sessions for the price of one in July.',
      },
    }),
    reads: { body: { json: BookingsContentArgsSchema } },
  },
  {
    route: `POST ${API.sportsTokensAdjust}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 200, resident: 403 },
    request: ({ cast }) => ({ url: API.sportsTokensAdjust, payload: { estateId: WC, userId: cast.resident.userId, delta: 3, note: 'Welcome tokens' } }),
    reads: { body: { json: TokenAdjustArgsSchema } },
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
