import type { FastifyInstance } from 'fastify';
import { API } from '../../src/contract/api-paths';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { ROLES } from '../../src/domain/roles';
import { sameHoursEveryDay } from '../../src/domain/bookings';
import { saveResource, saveService } from '../../server/modules/bookings/catalogue.service';
import { writeTransaction } from '../../server/sync/change-log';
import { BAOBAB_RIDGE, makeCastEstates, WILLOW_CREEK } from '../helpers/cast';
import { makePeopleConfig, makeUser, signInAs, type Server, type TestUser } from '../helpers/factories';
import { pngBytes } from '../helpers/test-files';
import { listMailbox } from '../../server/mail/mailbox-mailer';
import { saveTestLagoon } from '../helpers/lagoon';
import { DEFAULT_INVITE_SETTINGS } from '../../src/contract/invites';
import { signEnrolment } from '../../src/domain/qr';
import { askChallenge, newDevice } from './gate-helpers';
import { sampleInput } from './content-helpers';
import { peopleConfig, rowId, spouseArgs } from './people-helpers';

/**
 * The people and the resources of the authorization matrix (tests/server/authorization-matrix.test.ts),
 * and one realistic request per route: a body the route's owner would send, naming the resident's
 * resources and Willow Creek, so another caller's refusal is an authorization refusal and not a
 * validation one (the owner's own answer is in the table too, as proof).
 */

export const WC = WILLOW_CREEK.id;
export const BR = BAOBAB_RIDGE.id;

/** The callers, in the order each route is called (the owner of the resources last: a DELETE they may make goes last). */
export const CALLERS = ['signedOut', 'otherManager', 'otherResident', 'neighbour', 'guard', 'manager', 'resident'] as const;
export type CallerName = (typeof CALLERS)[number];

export type Cast = Record<Exclude<CallerName, 'signedOut'>, TestUser>;

/** The resident's resources (and the estate's) that the requests name. */
export type Resources = {
  vehicleId: string;
  accountId: string;
  addressId: string;
  associateId: string;
  inviteId: string;
  regularVisitorId: string;
  letterId: string;
  fileId: string;
  /** Two more of the resident's uploads, for the guest's document (a file becomes its holder's once). */
  guestFiles: [string, string];
  /** The id of the guest the resident's POST makes (and their DELETE removes). */
  guestId: string;
  requestId: string;
  bookingId: string;
  billId: string;
  payRequestId: string;
  contentId: string;
  /** The regular visitor's and the letter's join links (mailed), and the visitor pass's page link. */
  visitorJoinToken: string;
  letterJoinToken: string;
  passLinkToken: string;
  /** A second session of the resident's, for the refresh call (a reused refresh token ends its session). */
  refreshToken: string;
};

export type MatrixRequest = { url: string; payload?: unknown; contentType?: string };
/** A request for one caller (null: signed out); most are the same for every caller. */
export type MatrixRequestBuilder = (caller: TestUser | null) => MatrixRequest | Promise<MatrixRequest>;

const auth = (who: TestUser) => ({ authorization: `Bearer ${who.token}` });

async function ok<T>(app: FastifyInstance, method: 'POST' | 'PUT', url: string, who: TestUser, payload: unknown, contentType?: string): Promise<T> {
  const res = await app.inject({ method, url, headers: { ...auth(who), ...(contentType ? { 'content-type': contentType } : {}) }, payload: payload as string });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

const first = <T>(answer: { details?: T[] }): T => {
  const detail = answer.details?.[0];
  if (detail === undefined) throw new Error('no details');
  return detail;
};

const tomorrow = () => addDays(estateDate(), 1);
const lettingDates = (fromDays: number, toDays: number) => ({ invitedDateStart: `${addDays(estateDate(), fromDays)} 10:00`, invitedDateEnd: `${addDays(estateDate(), toDays)} 10:00` });

export const vehicleFields = { make: 'Toyota', model: 'Corolla', registrationNumber: 'CA 123-456', colour: 'White', year: '2019', vinNumber: 'VIN1', licenseDiscPhotoURL: '', carPhotoURL: '' };
export const addressFields = { estateID: WC, standNo: '12', streetNoOrUnitNo: '12', streetName: 'Acacia Road', suburbName: 'Fourways', localityOrCity: 'Johannesburg', addressPostalCode: '2191' };
export const inviteBody = () => ({
  estateId: WC,
  unitNo: '12',
  pkivisitorInviteTypeID: 1,
  visitorName: 'Ayanda Zulu',
  visitorPhoneNumber: '0831112222',
  visitorEmail: '',
  invitedDateStart: `${tomorrow()} 00:01`,
  invitedDateEnd: `${tomorrow()} 23:59`,
  dayCount: 1,
  multiEntry: false,
  accessZoneIDList: [1],
  regularVisitorId: '',
});
const regularVisitorBody = (phone: string) => ({ estateId: WC, standNo: '12', displayName: 'Lindiwe Zulu', phoneNumber: phone, email: `rv${phone}@example.com`, accessGroups: [5] });
const letterBody = (phone: string) => ({ estateId: WC, standNo: '12', displayName: 'Sam Smith', phoneNumber: phone, email: `letter${phone}@example.com`, accessgroups: [6], ...lettingDates(1, 4), multiEntry: false });

/** Willow Creek's people, a manager and a resident at Baobab Ridge, and the resident's resources. */
export async function makeMatrixWorld(s: Server): Promise<{ cast: Cast; resources: Resources }> {
  await makeCastEstates(s);
  await makePeopleConfig(s, WC, peopleConfig(5, 30));
  await makePeopleConfig(s, BR, peopleConfig(5, 30));
  const cast: Cast = {
    resident: await makeUser(s, { firstName: 'Thandi', mobile: '0821234567', roles: [{ estateId: WC, role: ROLES.owner, unitNo: '12', accessControl: true }] }),
    neighbour: await makeUser(s, { firstName: 'Pieter', mobile: '0731234568', roles: [{ estateId: WC, role: ROLES.resident, unitNo: '14', accessControl: true }] }),
    guard: await makeUser(s, { firstName: 'Sipho', roles: [{ estateId: WC, role: ROLES.guard, accessControl: true }] }),
    manager: await makeUser(s, { firstName: 'Lerato', roles: [{ estateId: WC, role: ROLES.estateManager, accessControl: true }] }),
    // Baobab Ridge's resident holds a unit with the same number: a check on the unit number alone would let them in.
    otherResident: await makeUser(s, { firstName: 'Naledi', mobile: '0791234561', roles: [{ estateId: BR, role: ROLES.resident, unitNo: '12', accessControl: true }] }),
    otherManager: await makeUser(s, { firstName: 'Kagiso', roles: [{ estateId: BR, role: ROLES.estateManager, accessControl: true }] }),
  };
  const { app } = s;
  const { resident, manager } = cast;
  for (const estateId of [WC, BR]) {
    const boss = estateId === WC ? manager : cast.otherManager;
    await ok(app, 'PUT', `${API.unitLimits}?estateID=${estateId}`, boss, { unitNo: '12', standNo: '12', isLettingUnit: true, noOfAssociatesPerUnit: 5, allowedVisitors: 50, maxGuests: 5 });
  }
  await writeTransaction(s.ctx.db, async (trx) => {
    await saveService(trx, { id: 'court', estateId: WC, name: 'Tennis Court', kind: 'facility', locationId: 'club', locationName: 'Clubhouse', autoApprove: false });
    await saveTestLagoon(trx);
    await saveResource(trx, { id: 'court-1', serviceId: 'court', name: 'Clubhouse|Tennis Court 1', availability: sameHoursEveryDay('06:00', '20:00'), capacity: 1, slotMinutes: 30, minMinutes: 30 });
  });

  const vehicleId = first<{ vehicleId: string }>(await ok(app, 'POST', `${API.vehicles}?userID=${resident.userId}`, resident, vehicleFields)).vehicleId;
  const accountId = first<{ accountID: string }>(
    await ok(app, 'POST', `${API.accounts}?userID=${resident.userId}`, resident, { estateID: WC, accountType: 'Levies', unitNumber: '12', accountNumber: 'ACC-12' }),
  ).accountID;
  const addressId = first<{ addressID: string }>(await ok(app, 'POST', `${API.addresses}?userID=${resident.userId}`, resident, addressFields)).addressID;
  const spouse = spouseArgs(WC, '12');
  await ok(app, 'POST', API.associates, resident, spouse);
  const associateId = spouse.associateId;
  const inviteId = first<{ id: string }>(await ok(app, 'POST', API.visitorInvite, resident, inviteBody())).id;
  const regularVisitorId = first<{ id: string }>(await ok(app, 'POST', API.regularVisitors, resident, regularVisitorBody('0825554321'))).id;
  const letterId = first<{ id: string }>(await ok(app, 'POST', API.letters, resident, letterBody('0825558001'))).id;
  const upload = async () => first<{ id: string }>(await ok(app, 'POST', API.files, resident, pngBytes(), 'image/png')).id;
  const fileId = await upload();
  const guestFiles: [string, string] = [await upload(), await upload()];
  await ok(app, 'PUT', `${API.associatesRequestIncrease}?userID=${resident.userId}&estateID=${WC}&unitNo=12`, resident, undefined);
  const request = await s.ctx.db.selectFrom('unit_requests').select('id').where('estate_id', '=', WC).executeTakeFirstOrThrow();
  const bookingId = rowId('bk');
  const pushed = await ok<{ results: { ok: boolean }[] }>(app, 'POST', API.syncPush, resident, {
    clientId: rowId('cl'),
    mutations: [{ id: 1, name: 'bookings.request', args: { id: bookingId, EstateID: WC, serviceId: 'court', resourceId: 'court-1', date: addDays(estateDate(), 2), start: '10:00', end: '11:00', unitNo: '' } }],
  });
  if (!pushed.results[0]?.ok) throw new Error(`booking refused: ${JSON.stringify(pushed)}`);
  await ok(app, 'POST', `${API.billImport}?estateID=${WC}`, manager, {
    csv: ['accountNumber,unitNo,accountName,period,amount,dueDate,statementFile', `ACC-12,12,T Mokoena,2026-10,1500.00,2026-11-01,`].join('\n'),
    statements: [],
  });
  const bill = await s.ctx.db.selectFrom('bills').select('id').where('estate_id', '=', WC).executeTakeFirstOrThrow();
  const started = first<{ payRequestId?: string; PAY_REQUEST_ID?: string }>(
    await ok(app, 'POST', API.paymentStart, resident, { purpose: 'levy', EstateID: WC, subjectId: 'ACC-12', amountCents: 150000 }),
  );
  const payRequestId = started.payRequestId ?? started.PAY_REQUEST_ID ?? '';
  const contentId = 'evt-matrix-1';
  await ok(app, 'PUT', API.content(WC, 'events', contentId), manager, sampleInput('events'));
  const second = await signInAs(app, { email: resident.email, password: resident.password });
  const pass = await s.ctx.db.selectFrom('passes').select('link_token').where('subject_id', '=', inviteId).executeTakeFirstOrThrow();
  return {
    cast,
    resources: {
      vehicleId,
      accountId,
      addressId,
      associateId,
      inviteId,
      regularVisitorId,
      letterId,
      fileId,
      guestFiles,
      guestId: rowId('gu'),
      requestId: String(request.id),
      bookingId,
      billId: String(bill.id),
      payRequestId,
      contentId,
      refreshToken: second.refreshToken,
      visitorJoinToken: await mailedJoinToken(s, 'rv0825554321@example.com'),
      letterJoinToken: await mailedJoinToken(s, 'letter0825558001@example.com'),
      passLinkToken: pass.link_token,
    },
  };
}

/** The token of the join link mailed to `email` (mail is sent after the write commits: waited for). */
async function mailedJoinToken(s: Server, email: string): Promise<string> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const [mail] = await listMailbox(s.ctx.db, email);
    const token = /\/join\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no join link mailed to ${email}`);
}

/**
 * The request each route gets, from every caller: the owner's realistic call on the resident's
 * (or Willow Creek's) resources. Keyed as the route table's `METHOD url`.
 */
export function matrixRequests(app: FastifyInstance, cast: Cast, r: Resources): Record<string, MatrixRequestBuilder> {
  const me = cast.resident.userId;
  const q = (path: string, query: string) => `${path}?${query}`;
  const unit = `userID=${me}&uid=${me}&estateID=${WC}&unitNo=12`;
  let phones = 0;
  const phone = () => `08255590${String((phones += 1)).padStart(2, '0')}`;
  return {
    'GET /dev/mailbox': () => ({ url: q('/dev/mailbox', `to=${encodeURIComponent(cast.resident.email)}`) }),
    'GET /sdk/dev/mailbox': () => ({ url: q(API.devMailbox, `to=${encodeURIComponent(cast.resident.email)}`) }),
    'POST /sandbox/paygate/notifies': () => ({ url: API.paygateSandboxNotifies }),
    'POST /sandbox/paygate/payweb3/initiate.trans': () => ({ url: `${API.paygateSandbox}/initiate.trans`, payload: 'PAYGATE_ID=10011072130&REFERENCE=x&CHECKSUM=0', contentType: 'application/x-www-form-urlencoded' }),
    'POST /sandbox/paygate/payweb3/query.trans': () => ({ url: `${API.paygateSandbox}/query.trans`, payload: `PAYGATE_ID=10011072130&PAY_REQUEST_ID=${r.payRequestId}&CHECKSUM=0`, contentType: 'application/x-www-form-urlencoded' }),
    'POST /sandbox/paygate/payweb3/process.trans': () => ({ url: `${API.paygateSandbox}/process.trans`, payload: `PAY_REQUEST_ID=${r.payRequestId}&CHECKSUM=0`, contentType: 'application/x-www-form-urlencoded' }),
    'POST /sandbox/paygate/payweb3/pay': () => ({ url: API.paygateSandboxPay, payload: { PAY_REQUEST_ID: r.payRequestId, cancel: true } }),
    'GET /sandbox/paygate/payweb3/session/:payRequestId': () => ({ url: API.paygateSandboxSession(r.payRequestId) }),
    'GET /sandbox/paygate/switches': () => ({ url: API.paygateSandboxSwitches }),
    'POST /sandbox/paygate/switches': () => ({ url: API.paygateSandboxSwitches, payload: { faults: [] } }),
    'DELETE /sandbox/paygate/switches': () => ({ url: API.paygateSandboxSwitches }),
    [`POST ${API.gateAccessControl}`]: () => ({ url: API.gateAccessControl, payload: { estateId: WC, userId: me, accessControl: true } }),
    // The caller's own challenge, signed by a new device key for Willow Creek: the enrolment the app makes.
    [`POST ${API.gateDevices}`]: async (caller) => {
      const device = newDevice();
      const challenge = (await askChallenge(app, caller?.token ?? null)).challenge || 'A'.repeat(43);
      return { url: API.gateDevices, payload: { estateId: WC, devicePub: device.devicePub, challenge, signature: signEnrolment(device.secretKey, challenge, WC) } };
    },
    [`POST ${API.gateDeviceChallenge}`]: () => ({ url: API.gateDeviceChallenge }),
    [`POST ${API.gatePinReset}`]: () => ({ url: API.gatePinReset, payload: { password: cast.resident.password, devicePub: newDevice().devicePub } }),
    [`POST ${API.gateRevocations}`]: () => ({ url: API.gateRevocations, payload: { estateId: WC, userId: cast.neighbour.userId } }),
    [`GET ${API.accessControlConfig}`]: () => ({ url: q(API.accessControlConfig, `estateId=${WC}`) }),
    [`GET ${API.accessInfoPattern}`]: () => ({ url: API.accessInfo(me) }),
    [`GET ${API.aclPattern}`]: () => ({ url: API.acl(me) }),
    [`GET ${API.billsPattern}`]: () => ({ url: q(API.bills(me), `estateID=${WC}`) }),
    [`POST ${API.billImport}`]: () => ({
      url: q(API.billImport, `estateID=${WC}`),
      payload: { csv: ['accountNumber,unitNo,accountName,period,amount,dueDate,statementFile', 'ACC-12,12,T Mokoena,2026-09,1500.00,2026-10-01,'].join('\n'), statements: [] },
    }),
    [`GET ${API.statementPattern}`]: () => ({ url: API.statement(r.billId) }),
    [`GET ${API.paymentHistoryPattern}`]: () => ({ url: API.paymentHistory(me) }),
    [`POST ${API.paymentStart}`]: () => ({ url: API.paymentStart, payload: { purpose: 'levy', EstateID: WC, subjectId: 'ACC-12', amountCents: 1000 } }),
    [`POST ${API.paymentStatus}`]: () => ({ url: API.paymentStatus, payload: { payRequestId: r.payRequestId } }),
    [`POST ${API.paymentNotify}`]: () => ({ url: API.paymentNotify, payload: `PAY_REQUEST_ID=${r.payRequestId}&TRANSACTION_STATUS=1&CHECKSUM=0`, contentType: 'application/x-www-form-urlencoded' }),
    [`POST ${API.paymentReturn}`]: () => ({ url: API.paymentReturn, payload: `PAY_REQUEST_ID=${r.payRequestId}&TRANSACTION_STATUS=1&CHECKSUM=0`, contentType: 'application/x-www-form-urlencoded' }),
    [`POST ${API.bookingDecisionPattern}`]: () => ({ url: API.bookingDecision(r.bookingId), payload: { decision: 'reject', reason: 'Closed for repairs' } }),
    [`GET ${API.resourceAvailability}`]: () => ({ url: q(API.resourceAvailability, `resourceId=court-1&date=${addDays(estateDate(), 3)}`) }),
    [`POST ${API.lagoonBooking}`]: () => ({
      url: API.lagoonBooking,
      payload: { id: rowId('lg'), EstateID: WC, unitNo: '12', date: addDays(estateDate(), 3), start: '10:00', end: '12:00', visitors: 0, visitorName: '', visitorPhone: '', people: [], resources: [] },
    }),
    [`GET ${API.lagoonAvailability}`]: () => ({ url: q(API.lagoonAvailability, `EstateID=${WC}&unitNo=12&date=${addDays(estateDate(), 3)}`) }),
    [`GET ${API.bookingResources}`]: () => ({ url: q(API.bookingResources, `EstateID=${WC}`) }),
    [`PUT ${API.facilitySettingsPattern}`]: () => ({
      url: API.facilitySettings('court-1'),
      payload: { availibility: sameHoursEveryDay('06:00', '20:00'), capacity: 1, autoApprove: false, enabled: true },
    }),
    [`GET ${API.bookingServices}`]: () => ({ url: q(API.bookingServices, `EstateID=${WC}`) }),
    [`GET ${API.publicConfig}`]: () => ({ url: API.publicConfig }),
    [`GET ${API.health}`]: () => ({ url: API.health }),
    [`GET ${API.estates}`]: () => ({ url: API.estates }),
    [`GET ${API.joinInfoPattern}`]: () => ({ url: API.joinInfo(r.visitorJoinToken) }),
    [`GET ${API.visitPagePattern}`]: () => ({ url: API.visitPage(r.passLinkToken) }),
    [`POST ${API.contentImportPattern}`]: () => ({ url: API.contentImport(WC, 'events'), payload: [{ ...sampleInput('events'), id: 'evt-matrix-import' }] }),
    [`PUT ${API.contentPattern}`]: () => ({ url: API.content(WC, 'events', r.contentId), payload: sampleInput('events') }),
    [`DELETE ${API.contentPattern}`]: () => ({ url: API.content(WC, 'events', r.contentId) }),
    [`POST ${API.files}`]: () => ({ url: API.files, payload: pngBytes(), contentType: 'image/png' }),
    [`GET ${API.filePattern}`]: () => ({ url: API.file(r.fileId) }),
    [`GET ${API.lettingGuests}`]: () => ({ url: q(API.lettingGuests, unit) }),
    [`POST ${API.lettingGuests}`]: () => ({ url: API.lettingGuests, payload: guestBody(r.guestId, r.guestFiles) }),
    [`DELETE ${API.lettingGuestPattern}`]: () => ({ url: API.lettingGuest(r.guestId) }),
    [`PUT ${API.guestIncrease}`]: () => ({ url: q(API.guestIncrease, unit) }),
    [`GET ${API.lettingImagePattern}`]: () => ({ url: API.lettingImage('regularVisitors', r.regularVisitorId, 'face') }),
    // A join link is the invitation itself: whoever opens it first becomes the visitor (the table shows who that is).
    [`POST ${API.join}`]: () => ({ url: API.join, payload: { token: r.visitorJoinToken } }),
    [`GET ${API.letters}`]: () => ({ url: q(API.letters, unit) }),
    [`POST ${API.letters}`]: () => ({ url: API.letters, payload: letterBody(phone()) }),
    [`DELETE ${API.letterPattern}`]: () => ({ url: API.letter(r.letterId) }),
    [`PUT ${API.letterPattern}`]: () => ({ url: API.letter(r.letterId), payload: { inviteId: r.letterId, ...lettingDates(2, 6) } }),
    [`POST ${API.visitorOnboard}`]: () => ({
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
    [`POST ${API.associatePassPattern}`]: () => ({ url: API.associatePass(r.associateId) }),
    [`GET ${API.regularVisitors}`]: () => ({ url: q(API.regularVisitors, unit) }),
    [`POST ${API.regularVisitors}`]: () => ({ url: API.regularVisitors, payload: regularVisitorBody(phone()) }),
    [`DELETE ${API.regularVisitorPattern}`]: () => ({ url: API.regularVisitor(r.regularVisitorId) }),
    [`POST ${API.regularVisitorDecisionPattern}`]: () => ({ url: API.regularVisitorDecision(r.regularVisitorId), payload: { decision: 'approve' } }),
    [`GET ${API.regularVisitorInvites}`]: () => ({ url: API.regularVisitorInvites }),
    [`PUT ${API.inviteSettings}`]: () => ({
      url: q(API.inviteSettings, `estateID=${WC}`),
      payload: DEFAULT_INVITE_SETTINGS,
    }),
    [`POST ${API.visitorInvite}`]: () => ({ url: API.visitorInvite, payload: { ...inviteBody(), visitorPhoneNumber: phone() } }),
    [`POST ${API.visitorInvitePinOnly}`]: () => ({ url: API.visitorInvitePinOnly, payload: { ...inviteBody(), visitorPhoneNumber: phone() } }),
    [`PUT ${API.visitorRevoke}`]: () => ({ url: q(API.visitorRevoke, `inviteID=${r.inviteId}`) }),
    [`GET ${API.visitorUpcoming}`]: () => ({ url: q(API.visitorUpcoming, `userId=${me}&estateId=${WC}&unitNo=12`) }),
    [`POST ${API.notificationsSend}`]: () => ({ url: API.notificationsSend, payload: { estateId: WC, title: 'Water off', description: 'From 10:00 to 12:00', userIds: [me] } }),
    [`POST ${API.sendDeleteOtp}`]: () => ({ url: API.sendDeleteOtp, payload: { userId: me, toUserId: me, toEmailAddress: cast.resident.email, password: cast.resident.password } }),
    [`POST ${API.validateDeleteOtp}`]: () => ({ url: API.validateDeleteOtp, payload: { userId: me, toUserId: me, toEmailAddress: cast.resident.email, otp: '000000' } }),
    [`GET ${API.associateTypes}`]: () => ({ url: q(API.associateTypes, `estateID=${WC}`) }),
    [`GET ${API.associates}`]: () => ({ url: q(API.associates, unit) }),
    [`POST ${API.associates}`]: () => ({ url: API.associates, payload: { ...spouseArgs(WC, '12'), passportOrIDNumber: '7505055111083' } }),
    [`DELETE ${API.associates}`]: () => ({ url: q(API.associates, `${unit}&associateId=${r.associateId}`) }),
    [`GET ${API.associateIdentityPattern}`]: () => ({ url: API.associateIdentity(r.associateId) }),
    [`GET ${API.associateImagePattern}`]: () => ({ url: API.associateImage(r.associateId, 'face') }),
    [`PUT ${API.associateDelegate}`]: () => ({ url: q(API.associateDelegate, `${unit}&associateId=${r.associateId}`) }),
    [`GET ${API.associatesEstateMax}`]: () => ({ url: q(API.associatesEstateMax, `estateID=${WC}&unitNo=12`) }),
    [`PUT ${API.associatesRequestIncrease}`]: () => ({ url: q(API.associatesRequestIncrease, unit) }),
    [`PUT ${API.peopleConfig}`]: () => ({ url: q(API.peopleConfig, `estateID=${WC}`), payload: peopleConfig(5, 30) }),
    [`GET ${API.documentTypes}`]: () => ({ url: q(API.documentTypes, `estateID=${WC}`) }),
    [`GET ${API.myData}`]: () => ({ url: API.myData }),
    [`POST ${API.requestDecisionPattern}`]: () => ({ url: API.requestDecision(r.requestId), payload: { decision: 'decline', reason: 'Not now' } }),
    [`GET ${API.standNumbers}`]: () => ({ url: q(API.standNumbers, `estateID=${WC}&uid=${me}`) }),
    [`PUT ${API.unitLimits}`]: () => ({ url: q(API.unitLimits, `estateID=${WC}`), payload: { unitNo: '12', standNo: '12', isLettingUnit: true, noOfAssociatesPerUnit: 5, allowedVisitors: 50, maxGuests: 5 } }),
    [`GET ${API.unitProperties}`]: () => ({ url: q(API.unitProperties, `estateID=${WC}&userID=${me}`) }),
    [`GET ${API.syncEvents}`]: () => ({ url: API.syncEvents }),
    [`GET ${API.syncPull}`]: () => ({ url: API.syncPull }),
    // The resident's vehicle edited through the outbox: answered 200 with the mutation's own result (the table says which).
    [`POST ${API.syncPush}`]: () => ({ url: API.syncPush, payload: { clientId: rowId('cl'), mutations: [{ id: 1, name: 'vehicles.edit', args: { vehicleId: r.vehicleId, ...vehicleFields, colour: 'Green' } }] } }),
    [`POST ${API.signIn}`]: () => ({ url: API.signIn, payload: { userEmail: cast.resident.email, userPassword: cast.resident.password } }),
    [`POST ${API.firebaseExchange}`]: () => ({ url: API.firebaseExchange, payload: { idToken: 'x.y.z' } }),
    [`POST ${API.forgotPassword}`]: () => ({ url: API.forgotPassword, payload: { email: cast.resident.email } }),
    [`POST ${API.refresh}`]: () => ({ url: API.refresh, payload: { refreshToken: r.refreshToken } }),
    [`POST ${API.signUp}`]: () => ({
      url: API.signUp,
      payload: { firstname: 'New', lastname: 'Person', mobile: '0825550777', estateName: WILLOW_CREEK.name, estateId: WC, email: 'matrix-new@example.com', password: 'Matrix#2026-pass', acceptedPrivacyPolicy: true },
    }),
    [`POST ${API.resetPassword}`]: () => ({ url: API.resetPassword, payload: { token: 'x'.repeat(43), password: 'Matrix#2026-pass' } }),
    [`POST ${API.signOut}`]: () => ({ url: API.signOut }),
    [`GET ${API.user}`]: () => ({ url: q(API.user, `userID=${me}`) }),
    [`PUT ${API.user}`]: () => ({ url: q(API.user, `userID=${me}`), payload: { photoURL: API.file(r.fileId) } }),
    [`GET ${API.accounts}`]: () => ({ url: q(API.accounts, `userID=${me}`) }),
    [`POST ${API.accounts}`]: () => ({ url: q(API.accounts, `userID=${me}`), payload: { estateID: WC, accountType: 'Levies', unitNumber: '12', accountNumber: 'ACC-13' } }),
    [`PUT ${API.accounts}`]: () => ({ url: q(API.accounts, `userID=${me}&accountID=${r.accountId}`), payload: { accountNumber: 'ACC-12b' } }),
    [`DELETE ${API.accounts}`]: () => ({ url: q(API.accounts, `userID=${me}&accountID=${r.accountId}`) }),
    [`GET ${API.addresses}`]: () => ({ url: q(API.addresses, `userID=${me}`) }),
    [`POST ${API.addresses}`]: () => ({ url: q(API.addresses, `userID=${me}`), payload: addressFields }),
    [`PUT ${API.addresses}`]: () => ({ url: q(API.addresses, `userID=${me}&addressId=${r.addressId}`), payload: { ...addressFields, streetName: 'Baobab Lane' } }),
    [`DELETE ${API.addresses}`]: () => ({ url: q(API.addresses, `userID=${me}&addressId=${r.addressId}`) }),
    [`GET ${API.vehicles}`]: () => ({ url: q(API.vehicles, `userID=${me}`) }),
    [`POST ${API.vehicles}`]: () => ({ url: q(API.vehicles, `userID=${me}`), payload: vehicleFields }),
    [`PUT ${API.vehicles}`]: () => ({ url: q(API.vehicles, `userID=${me}&vehicleId=${r.vehicleId}`), payload: { ...vehicleFields, colour: 'Blue' } }),
    [`DELETE ${API.vehicles}`]: () => ({ url: q(API.vehicles, `userID=${me}&vehicleId=${r.vehicleId}`) }),
    [`GET ${API.contact}`]: () => ({ url: q(API.contact, `userID=${me}`) }),
    [`PUT ${API.contact}`]: () => ({ url: q(API.contact, `userID=${me}`), payload: { cell: '0825550000' } }),
    [`GET ${API.userDetail}`]: () => ({ url: q(API.userDetail, `userID=${me}`) }),
    [`POST ${API.userDetail}`]: () => ({ url: q(API.userDetail, `userID=${me}`), payload: { firstName: 'Thandi', lastName: 'Mokoena' } }),
    [`PUT ${API.userDetail}`]: () => ({ url: q(API.userDetail, `userID=${me}`), payload: { firstName: 'Thandi', lastName: 'Mokoena' } }),
    [`POST ${API.device}`]: () => ({ url: q(API.device, `userID=${me}`), payload: { model: 'Pixel', brand: 'Google', type: 'phone', manufacturer: 'Google', baseOS: 'Android', tablet: false, deviceId: 'device-0001' } }),
  };
}

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
