import { API } from '../../../src/contract/api-paths';
import {
  JoinArgsSchema,
  LetterDatesArgsSchema,
  LetterInviteArgsSchema,
  LettingGuestCreateArgsSchema,
  RegularVisitorCreateArgsSchema,
  RegularVisitorDecisionArgsSchema,
  VisitorOnboardingArgsSchema,
} from '../../../src/contract/invites';
import { letterBody, lettingDates, regularVisitorBody, WC } from '../../../tests/server/matrix-world';
import { unitQuery } from '../../../tests/server/fuzz-routes';
import { addDays, estateDate } from '../../../src/domain/estate-time';
import type { RouteCheck } from '../../../tests/server/route-checks';

/**
 * The letting routes' checks (tests/server/route-checks.ts): what each caller gets, the owner's
 * realistic request and what the route reads, for the authorization matrix and the fuzzing. Test
 * data only: the server never imports this file.
 */
export const routeChecks: readonly RouteCheck[] = [
  {
    route: `GET ${API.joinInfoPattern}`,
    public: 'the join link is the credential',
    answers: { signedOut: 200, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: ({ r }) => ({ url: API.joinInfo(r.visitorJoinToken) }),
    reads: { params: { token: 'token' } },
  },
  {
    route: `POST ${API.regularVisitors}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ phone }) => ({ url: API.regularVisitors, payload: regularVisitorBody(phone()) }),
    reads: { body: { json: RegularVisitorCreateArgsSchema } },
  },
  {
    route: `GET ${API.regularVisitors}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ q, unit }) => ({ url: q(API.regularVisitors, unit) }),
    reads: { query: unitQuery },
  },
  {
    route: `GET ${API.regularVisitorInvites}`,
    answers: { signedOut: 401, otherManager: 200, otherResident: 200, neighbour: 200, guard: 200, manager: 200, resident: 200 },
    request: () => ({ url: API.regularVisitorInvites }),
    reads: {},
  },
  {
    route: `DELETE ${API.regularVisitorPattern}`,
    answers: { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 200 },
    request: ({ r }) => ({ url: API.regularVisitor(r.regularVisitorId) }),
    reads: { params: { id: 'rowId' } },
  },
  // the resident's 400 is 'already approved or declined' (a state refusal, after the ownership check the others fail with 404)
  {
    route: `POST ${API.regularVisitorDecisionPattern}`,
    answers: { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 400 },
    request: ({ r }) => ({ url: API.regularVisitorDecision(r.regularVisitorId), payload: { decision: 'approve' } }),
    reads: { params: { id: 'rowId' }, body: { json: RegularVisitorDecisionArgsSchema } },
  },
  // a join link is the invitation itself: the first signed-in caller to open it becomes the visitor (here Baobab Ridge's manager), later callers 404
  // A join link is the invitation itself: whoever opens it first becomes the visitor (the table shows who that is).
  {
    route: `POST ${API.join}`,
    answers: { signedOut: 401, otherManager: 200, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 404 },
    request: ({ r }) => ({ url: API.join, payload: { token: r.visitorJoinToken } }),
    reads: { body: { json: JoinArgsSchema } },
  },
  // the letter's link is onboarded by the person who joined with it: no caller here joined, 404 for everyone
  {
    route: `POST ${API.visitorOnboard}`,
    answers: { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 404 },
    request: ({ r }) => ({
      url: API.visitorOnboard,
      payload: {
        token: r.letterJoinToken,
        firstName: 'Sam',
        lastName: 'Smith',
        phoneNumber: '0825558001',
        email: '',
        under18: true,
        documentType: 0,
        idNumberOrPassportNo: '',
        nationality: '',
        documentPhotoURL: '',
        documentBackPhotoURL: '',
        faceImageUrl: '',
        vehicleRegistrationNo: '',
        licencePlateNumber: '',
        vinDiscPhotoURL: '',
      },
    }),
    reads: { body: { json: VisitorOnboardingArgsSchema }, refusalShape: 'fail-status' },
  },
  {
    route: `POST ${API.letters}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ phone }) => ({ url: API.letters, payload: letterBody(phone()) }),
    reads: { body: { json: LetterInviteArgsSchema } },
  },
  {
    route: `GET ${API.letters}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ q, unit }) => ({ url: q(API.letters, unit) }),
    reads: { query: unitQuery },
  },
  {
    route: `PUT ${API.letterPattern}`,
    answers: { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 200 },
    request: ({ r }) => ({ url: API.letter(r.letterId), payload: { inviteId: r.letterId, ...lettingDates(2, 6) } }),
    reads: { params: { id: 'rowId' }, body: { json: LetterDatesArgsSchema } },
  },
  {
    route: `DELETE ${API.letterPattern}`,
    answers: { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 200 },
    request: ({ r }) => ({ url: API.letter(r.letterId) }),
    reads: { params: { id: 'rowId' } },
  },
  {
    route: `POST ${API.lettingGuests}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ r }) => ({ url: API.lettingGuests, payload: guestBody(r.guestId, r.guestFiles) }),
    reads: { body: { json: LettingGuestCreateArgsSchema } },
  },
  {
    route: `GET ${API.lettingGuests}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ q, unit }) => ({ url: q(API.lettingGuests, unit) }),
    reads: { query: { ...unitQuery, inviteId: 'rowId' } },
  },
  {
    route: `PUT ${API.guestIncrease}`,
    answers: { signedOut: 401, otherManager: 403, otherResident: 403, neighbour: 403, guard: 403, manager: 403, resident: 200 },
    request: ({ q, unit }) => ({ url: q(API.guestIncrease, unit) }),
    reads: { query: unitQuery },
  },
  // the guest the resident's POST made: anyone else 404 (as for no guest)
  {
    route: `DELETE ${API.lettingGuestPattern}`,
    answers: { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 200 },
    request: ({ r }) => ({ url: API.lettingGuest(r.guestId) }),
    reads: { params: { id: 'rowId' } },
  },
  // the regular visitor has not onboarded: no image, 404 for everyone
  {
    route: `GET ${API.lettingImagePattern}`,
    answers: { signedOut: 401, otherManager: 404, otherResident: 404, neighbour: 404, guard: 404, manager: 404, resident: 404 },
    request: ({ r }) => ({ url: API.lettingImage('regularVisitors', r.regularVisitorId, 'face') }),
    reads: { params: { subject: 'lettingSubject', id: 'rowId', field: 'imageField' } },
  },
];

function guestBody(guestId: string, [front, back]: [string, string]) {
  return {
    guestId,
    estateId: WC,
    unitNo: '12',
    inviteId: '',
    associateTypeId: 1,
    firstName: 'Ayanda',
    lastName: 'Khoza',
    phoneNumber: '0825550199',
    email: 'ayanda@example.com',
    passportOrIDNumber: '9002020123086',
    documentType: 1,
    isMinor: false,
    guardianFirstName: '',
    guardianLastName: '',
    guardianMobile: '',
    guardianEmail: '',
    termsAccepted: false,
    street1: '1 Main Road',
    street2: 'Unit 3',
    suburb: 'Fourways',
    town: 'Johannesburg',
    postalCode: '2191',
    accessZoneIDList: [6],
    associateImage: '',
    documentFrontImage: API.file(front),
    documentBackImage: API.file(back),
    validFrom: addDays(estateDate(), 1),
    validTo: addDays(estateDate(), 3),
  };
}
