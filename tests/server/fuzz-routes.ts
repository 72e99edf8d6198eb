import * as v from 'valibot';
import { API } from '../../src/contract/api-paths';
import { FirebaseExchangeRequestSchema, ForgotPasswordRequestSchema, RefreshRequestSchema, ResetPasswordRequestSchema, SignInRequestSchema, SignUpRequestSchema } from '../../src/contract/auth';
import { BillImportArgsSchema, PaymentStartArgsSchema, PaymentStatusArgsSchema, SandboxPayArgsSchema } from '../../src/contract/billing';
import { BookingDecisionArgsSchema, FacilitySettingsArgsSchema, LagoonBookingArgsSchema } from '../../src/contract/bookings';
import { CONTENT_KINDS } from '../../src/contract/content';
import { SendDeleteOtpRequestSchema, ValidateDeleteOtpRequestSchema } from '../../src/contract/delete-account';
import { EnrolDeviceRequestSchema, ResetPinRequestSchema, RevokeRequestSchema, SetAccessControlRequestSchema } from '../../src/contract/gate';
import {
  InviteCreateArgsSchema,
  InviteSettingsArgsSchema,
  JoinArgsSchema,
  LetterDatesArgsSchema,
  LetterInviteArgsSchema,
  LettingGuestCreateArgsSchema,
  RegularVisitorCreateArgsSchema,
  RegularVisitorDecisionArgsSchema,
  VisitorOnboardingArgsSchema,
} from '../../src/contract/invites';
import { SendNotificationRequestSchema } from '../../src/contract/notifications';
import { AssociateCreateArgsSchema, PeopleConfigArgsSchema, RequestDecisionArgsSchema, UnitLimitsArgsSchema } from '../../src/contract/people';
import { AccountAddArgsSchema, AccountEditArgsSchema, AddressFieldsSchema, DeviceRecordSchema, UserPhotoBodySchema, VehicleFieldsSchema } from '../../src/contract/profile';
import { ProfileBodySchema } from '../../src/domain/profile';
import { SANDBOX_FAULTS } from '../../src/domain/sandbox-cards';

/**
 * What each route reads, for the endpoint fuzzing: the contract schema of its JSON body (the one
 * the route validates with, from src/contract), the kinds of its query and path values, or a
 * raw body (url-encoded forms of the payment gateway, file bytes). Every route the app registers
 * must be listed (tests/server/fuzz-endpoints.test.ts fails for one that is not), so a new route
 * is fuzzed from the day it is added.
 */

/** The kind of a query or path value: a fuzzed value is near one of these, or nasty. */
export type ValueKind = 'estate' | 'unit' | 'user' | 'rowId' | 'token' | 'date' | 'text' | 'contentKind' | 'imageField' | 'lettingSubject' | 'statementId' | 'payRequestId' | 'digits';

/** How the route reads its body. */
export type BodySpec =
  | { json: unknown }
  /** One of these schemas (e.g. a content record of any kind). */
  | { jsonOneOf: readonly unknown[] }
  /** application/x-www-form-urlencoded with these field names (PayGate's PayWeb3). */
  | { form: readonly string[] }
  /** Raw bytes (the file upload). */
  | { bytes: true }
  /** The sync push: mutations named from the contract with their args' schemas. */
  | { push: true };

export type RouteInput = {
  query?: Record<string, ValueKind>;
  params?: Record<string, ValueKind>;
  body?: BodySpec;
  /** The answer to a refused call is not the JSON envelope: the gateway's text, an HTML page, or the spec's 'fail' status. */
  refusalShape?: 'text' | 'html' | 'fail-status';
  /** Each case costs a full scrypt hash (sign-in, sign-up, re-authentication): fewer runs. */
  slow?: true;
  /** Not fuzzed, with the reason (the SSE stream never ends an injected request). */
  skip?: string;
};

const objectOf = (entries: Record<string, v.GenericSchema>) => v.object(entries);
const contactsPut = objectOf({ cell: v.string(), home: v.string(), work: v.string(), emergencyContactName: v.string(), emergencyContactNumber: v.string() });
const PAYWEB3_RESULT = ['PAYGATE_ID', 'PAY_REQUEST_ID', 'TRANSACTION_STATUS', 'REFERENCE', 'TRANSACTION_ID', 'RESULT_CODE', 'AMOUNT', 'CURRENCY', 'CHECKSUM'];
const PAYWEB3_INITIATE = ['PAYGATE_ID', 'REFERENCE', 'AMOUNT', 'CURRENCY', 'RETURN_URL', 'TRANSACTION_DATE', 'LOCALE', 'COUNTRY', 'EMAIL', 'NOTIFY_URL', 'CHECKSUM'];
const PAYWEB3_QUERY = ['PAYGATE_ID', 'PAY_REQUEST_ID', 'REFERENCE', 'CHECKSUM'];

const userQuery = { userID: 'user' } as const;
const unitQuery = { estateID: 'estate', userID: 'user', uid: 'user', unitNo: 'unit' } as const;
const ownRows = (idParam: string, add: unknown, edit: unknown): Record<string, RouteInput> => ({
  [`GET PATH`]: { query: userQuery },
  [`POST PATH`]: { query: userQuery, body: { json: add } },
  [`PUT PATH`]: { query: { ...userQuery, [idParam]: 'rowId' }, body: { json: edit } },
  [`DELETE PATH`]: { query: { ...userQuery, [idParam]: 'rowId' } },
});
const at = (path: string, quartet: Record<string, RouteInput>): Record<string, RouteInput> =>
  Object.fromEntries(Object.entries(quartet).map(([key, input]) => [key.replace('PATH', path), input]));

/** Every route, by `METHOD url` as Fastify registered it. */
export const ROUTE_INPUTS: Record<string, RouteInput> = {
  // development and the payment sandbox (loopback only, or the gateway's protocol)
  'GET /dev/mailbox': { query: { to: 'text' }, refusalShape: 'html' },
  'GET /sdk/dev/mailbox': { query: { to: 'text' } },
  'POST /sandbox/paygate/notifies': {},
  'POST /sandbox/paygate/payweb3/initiate.trans': { body: { form: PAYWEB3_INITIATE }, refusalShape: 'text' },
  'POST /sandbox/paygate/payweb3/query.trans': { body: { form: PAYWEB3_QUERY }, refusalShape: 'text' },
  'POST /sandbox/paygate/payweb3/process.trans': { body: { form: ['PAY_REQUEST_ID', 'CHECKSUM'] }, refusalShape: 'text' },
  'POST /sandbox/paygate/payweb3/pay': { body: { json: SandboxPayArgsSchema } },
  'GET /sandbox/paygate/payweb3/session/:payRequestId': { params: { payRequestId: 'payRequestId' } },
  'GET /sandbox/paygate/switches': {},
  'POST /sandbox/paygate/switches': { body: { json: v.object({ faults: v.array(v.picklist(SANDBOX_FAULTS)) }) } },
  'DELETE /sandbox/paygate/switches': {},
  // gate access
  [`POST ${API.gateAccessControl}`]: { body: { json: SetAccessControlRequestSchema } },
  [`POST ${API.gateDevices}`]: { body: { json: EnrolDeviceRequestSchema } },
  [`POST ${API.gateDeviceChallenge}`]: {},
  [`POST ${API.gatePinReset}`]: { body: { json: ResetPinRequestSchema }, slow: true },
  [`POST ${API.gateRevocations}`]: { body: { json: RevokeRequestSchema } },
  [`GET ${API.accessControlConfig}`]: { query: { estateId: 'estate' } },
  [`GET ${API.accessInfoPattern}`]: { params: { userId: 'user' } },
  [`GET ${API.aclPattern}`]: { params: { userId: 'user' } },
  // billing and payments
  [`GET ${API.billsPattern}`]: { params: { userId: 'user' }, query: { estateID: 'estate', accountType: 'text' } },
  [`POST ${API.billImport}`]: { query: { estateID: 'estate' }, body: { json: BillImportArgsSchema } },
  [`GET ${API.statementPattern}`]: { params: { id: 'statementId' } },
  [`GET ${API.paymentHistoryPattern}`]: { params: { userId: 'user' } },
  [`POST ${API.paymentStart}`]: { body: { json: PaymentStartArgsSchema } },
  [`POST ${API.paymentStatus}`]: { body: { json: PaymentStatusArgsSchema } },
  [`POST ${API.paymentNotify}`]: { body: { form: PAYWEB3_RESULT }, refusalShape: 'text' },
  [`POST ${API.paymentReturn}`]: { body: { form: PAYWEB3_RESULT }, refusalShape: 'html' },
  // bookings and the lagoon
  [`POST ${API.bookingDecisionPattern}`]: { params: { id: 'rowId' }, body: { json: BookingDecisionArgsSchema } },
  [`GET ${API.resourceAvailability}`]: { query: { resourceId: 'rowId', date: 'date' } },
  [`POST ${API.lagoonBooking}`]: { body: { json: LagoonBookingArgsSchema } },
  [`GET ${API.lagoonAvailability}`]: { query: { EstateID: 'estate', unitNo: 'unit', date: 'date' } },
  [`GET ${API.bookingResources}`]: { query: { EstateID: 'estate', serviceId: 'rowId' } },
  [`PUT ${API.facilitySettingsPattern}`]: { params: { id: 'rowId' }, body: { json: FacilitySettingsArgsSchema } },
  [`GET ${API.bookingServices}`]: { query: { EstateID: 'estate' } },
  // public
  [`GET ${API.publicConfig}`]: {},
  [`GET ${API.health}`]: {},
  [`GET ${API.estates}`]: {},
  [`GET ${API.joinInfoPattern}`]: { params: { token: 'token' } },
  [`GET ${API.visitPagePattern}`]: { params: { token: 'token' } },
  // content
  [`POST ${API.contentImportPattern}`]: { params: { estateId: 'estate', kind: 'contentKind' }, body: { jsonOneOf: Object.values(CONTENT_KINDS).map((k) => v.array(k.input)) } },
  [`PUT ${API.contentPattern}`]: { params: { estateId: 'estate', kind: 'contentKind', id: 'rowId' }, body: { jsonOneOf: Object.values(CONTENT_KINDS).map((k) => k.input) } },
  [`DELETE ${API.contentPattern}`]: { params: { estateId: 'estate', kind: 'contentKind', id: 'rowId' } },
  // files
  [`POST ${API.files}`]: { body: { bytes: true } },
  [`GET ${API.filePattern}`]: { params: { id: 'rowId' } },
  // invites and letting
  [`GET ${API.lettingGuests}`]: { query: { ...unitQuery, inviteId: 'rowId' } },
  [`POST ${API.lettingGuests}`]: { body: { json: LettingGuestCreateArgsSchema } },
  [`DELETE ${API.lettingGuestPattern}`]: { params: { id: 'rowId' } },
  [`PUT ${API.guestIncrease}`]: { query: unitQuery },
  [`GET ${API.lettingImagePattern}`]: { params: { subject: 'lettingSubject', id: 'rowId', field: 'imageField' } },
  [`POST ${API.join}`]: { body: { json: JoinArgsSchema } },
  [`GET ${API.letters}`]: { query: unitQuery },
  [`POST ${API.letters}`]: { body: { json: LetterInviteArgsSchema } },
  [`DELETE ${API.letterPattern}`]: { params: { id: 'rowId' } },
  [`PUT ${API.letterPattern}`]: { params: { id: 'rowId' }, body: { json: LetterDatesArgsSchema } },
  [`POST ${API.visitorOnboard}`]: { body: { json: VisitorOnboardingArgsSchema }, refusalShape: 'fail-status' },
  [`POST ${API.associatePassPattern}`]: { params: { id: 'rowId' } },
  [`GET ${API.regularVisitors}`]: { query: unitQuery },
  [`POST ${API.regularVisitors}`]: { body: { json: RegularVisitorCreateArgsSchema } },
  [`DELETE ${API.regularVisitorPattern}`]: { params: { id: 'rowId' } },
  [`POST ${API.regularVisitorDecisionPattern}`]: { params: { id: 'rowId' }, body: { json: RegularVisitorDecisionArgsSchema } },
  [`GET ${API.regularVisitorInvites}`]: {},
  [`PUT ${API.inviteSettings}`]: { query: { estateID: 'estate' }, body: { json: InviteSettingsArgsSchema } },
  [`POST ${API.visitorInvite}`]: { body: { json: InviteCreateArgsSchema } },
  [`POST ${API.visitorInvitePinOnly}`]: { body: { json: InviteCreateArgsSchema } },
  [`PUT ${API.visitorRevoke}`]: { query: { inviteID: 'rowId' } },
  [`GET ${API.visitorUpcoming}`]: { query: { userId: 'user', unitNo: 'unit', estateId: 'estate' } },
  // notifications, delete account
  [`POST ${API.notificationsSend}`]: { body: { json: SendNotificationRequestSchema } },
  [`POST ${API.sendDeleteOtp}`]: { body: { json: SendDeleteOtpRequestSchema }, slow: true },
  [`POST ${API.validateDeleteOtp}`]: { body: { json: ValidateDeleteOtpRequestSchema }, slow: true },
  // people
  [`GET ${API.associateTypes}`]: { query: { estateID: 'estate', name: 'text' } },
  [`GET ${API.associates}`]: { query: unitQuery },
  [`POST ${API.associates}`]: { body: { json: AssociateCreateArgsSchema } },
  [`DELETE ${API.associates}`]: { query: { ...unitQuery, idNumber: 'text', associateId: 'rowId' } },
  [`GET ${API.associateIdentityPattern}`]: { params: { id: 'rowId' } },
  [`GET ${API.associateImagePattern}`]: { params: { id: 'rowId', field: 'imageField' } },
  [`PUT ${API.associateDelegate}`]: { query: { ...unitQuery, idNumber: 'text', associateId: 'rowId' } },
  [`GET ${API.associatesEstateMax}`]: { query: { estateID: 'estate', unitNo: 'unit' } },
  [`PUT ${API.associatesRequestIncrease}`]: { query: unitQuery },
  [`PUT ${API.peopleConfig}`]: { query: { estateID: 'estate' }, body: { json: PeopleConfigArgsSchema } },
  [`GET ${API.documentTypes}`]: { query: { estateID: 'estate' } },
  [`GET ${API.myData}`]: {},
  [`POST ${API.requestDecisionPattern}`]: { params: { id: 'rowId' }, body: { json: RequestDecisionArgsSchema } },
  [`GET ${API.standNumbers}`]: { query: { estateID: 'estate', uid: 'user', isBooking: 'text' } },
  [`PUT ${API.unitLimits}`]: { query: { estateID: 'estate' }, body: { json: UnitLimitsArgsSchema } },
  [`GET ${API.unitProperties}`]: { query: { estateID: 'estate', userID: 'user' } },
  // sync
  [`GET ${API.syncEvents}`]: { skip: 'the SSE stream: an injected request never ends (its sign-in refusal is in the authorization matrix)' },
  [`GET ${API.syncPull}`]: { query: { cursor: 'digits', limit: 'digits', scopes: 'text', clientId: 'rowId' } },
  [`POST ${API.syncPush}`]: { body: { push: true } },
  // auth
  [`POST ${API.signIn}`]: { body: { json: SignInRequestSchema }, slow: true },
  [`POST ${API.firebaseExchange}`]: { body: { json: FirebaseExchangeRequestSchema } },
  [`POST ${API.forgotPassword}`]: { body: { json: ForgotPasswordRequestSchema } },
  [`POST ${API.refresh}`]: { body: { json: RefreshRequestSchema } },
  [`POST ${API.signUp}`]: { body: { json: SignUpRequestSchema }, slow: true },
  [`POST ${API.resetPassword}`]: { body: { json: ResetPasswordRequestSchema }, slow: true },
  [`POST ${API.signOut}`]: { skip: 'ends the fuzzing caller’s session (its sign-in refusal is in the authorization matrix)' },
  // account and profile
  [`GET ${API.user}`]: { query: userQuery },
  [`PUT ${API.user}`]: { query: userQuery, body: { json: UserPhotoBodySchema } },
  ...at(API.accounts, ownRows('accountID', v.object({ ...AccountAddArgsSchema.entries }), AccountEditArgsSchema)),
  ...at(API.addresses, ownRows('addressId', AddressFieldsSchema, AddressFieldsSchema)),
  ...at(API.vehicles, ownRows('vehicleId', VehicleFieldsSchema, VehicleFieldsSchema)),
  [`GET ${API.contact}`]: { query: userQuery },
  [`PUT ${API.contact}`]: { query: userQuery, body: { json: contactsPut } },
  [`GET ${API.userDetail}`]: { query: userQuery },
  [`POST ${API.userDetail}`]: { query: userQuery, body: { json: ProfileBodySchema } },
  [`PUT ${API.userDetail}`]: { query: userQuery, body: { json: ProfileBodySchema } },
  [`POST ${API.device}`]: { query: userQuery, body: { json: DeviceRecordSchema } },
};
