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
import { makeOperatorUser } from '../helpers/operator';
import { listMailbox } from '../../server/mail/mailbox-mailer';
import { saveTestLagoon } from '../helpers/lagoon';
import { sampleInput } from './content-helpers';
import { peopleConfig, rowId, spouseArgs } from './people-helpers';

/**
 * The world of the authorization matrix (tests/server/authorization-matrix.test.ts) and of the
 * valid-request fuzzing: the callers, the people and the resident's resources, and the bodies
 * the routes' realistic requests share. Each route's own request is in its module's route checks
 * (tests/server/route-checks.ts): a body the route's owner would send, naming the resident's
 * resources and Willow Creek, so another caller's refusal is an authorization refusal and not a
 * validation one (the owner's own answer is in the table too, as proof).
 */

export const WC = WILLOW_CREEK.id;
export const BR = BAOBAB_RIDGE.id;

/**
 * The callers, in the order each route is called (the owner of the resources last: a DELETE they may make goes last).
 * `operator`: the deployment's operator (above estates, no role at any estate).
 */
export const CALLERS = ['signedOut', 'otherManager', 'otherResident', 'operator', 'neighbour', 'guard', 'manager', 'resident'] as const;
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
export const lettingDates = (fromDays: number, toDays: number) => ({
  invitedDateStart: `${addDays(estateDate(), fromDays)} 10:00`,
  invitedDateEnd: `${addDays(estateDate(), toDays)} 10:00`,
});

export const vehicleFields = {
  make: 'Toyota',
  model: 'Corolla',
  registrationNumber: 'CA 123-456',
  colour: 'White',
  year: '2019',
  vinNumber: 'VIN1',
  licenseDiscPhotoURL: '',
  carPhotoURL: '',
};
export const addressFields = {
  estateId: WC,
  standNo: '12',
  streetNoOrUnitNo: '12',
  streetName: 'Acacia Road',
  suburbName: 'Fourways',
  localityOrCity: 'Johannesburg',
  addressPostalCode: '2191',
};
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
export const regularVisitorBody = (phone: string) => ({
  estateId: WC,
  standNo: '12',
  displayName: 'Lindiwe Zulu',
  phoneNumber: phone,
  email: `rv${phone}@example.com`,
  accessGroups: [5],
});
export const letterBody = (phone: string) => ({
  estateId: WC,
  standNo: '12',
  displayName: 'Sam Smith',
  phoneNumber: phone,
  email: `letter${phone}@example.com`,
  accessgroups: [6],
  ...lettingDates(1, 4),
  multiEntry: false,
});

/** Willow Creek's people, a manager and a resident at Baobab Ridge, and the resident's resources. */
export async function makeMatrixWorld(s: Server): Promise<{ cast: Cast; resources: Resources }> {
  await makeCastEstates(s);
  await makePeopleConfig(s, WC, peopleConfig(5, 30));
  await makePeopleConfig(s, BR, peopleConfig(5, 30));
  const cast: Cast = {
    resident: await makeUser(s, { firstName: 'Thandi', mobile: '0821234567', roles: [{ estateId: WC, role: ROLES.owner, unitNo: '12', accessControl: true }] }),
    neighbour: await makeUser(s, {
      firstName: 'Pieter',
      mobile: '0731234568',
      roles: [{ estateId: WC, role: ROLES.resident, unitNo: '14', accessControl: true }],
    }),
    guard: await makeUser(s, { firstName: 'Sipho', roles: [{ estateId: WC, role: ROLES.guard, accessControl: true }] }),
    manager: await makeUser(s, { firstName: 'Lerato', roles: [{ estateId: WC, role: ROLES.estateManager, accessControl: true }] }),
    // Baobab Ridge's resident holds a unit with the same number: a check on the unit number alone would let them in.
    otherResident: await makeUser(s, {
      firstName: 'Naledi',
      mobile: '0791234561',
      roles: [{ estateId: BR, role: ROLES.resident, unitNo: '12', accessControl: true }],
    }),
    otherManager: await makeUser(s, { firstName: 'Kagiso', roles: [{ estateId: BR, role: ROLES.estateManager, accessControl: true }] }),
    operator: await makeOperatorUser(s),
  };
  const { app } = s;
  const { resident, manager } = cast;
  for (const estateId of [WC, BR]) {
    const boss = estateId === WC ? manager : cast.otherManager;
    await ok(app, 'PUT', `${API.unitLimits}?estateID=${estateId}`, boss, {
      unitNo: '12',
      standNo: '12',
      isLettingUnit: true,
      noOfAssociatesPerUnit: 5,
      allowedVisitors: 50,
      maxGuests: 5,
    });
  }
  await writeTransaction(s.ctx.db, async (trx) => {
    await saveService(trx, {
      id: 'court',
      estateId: WC,
      name: 'Tennis Court',
      kind: 'facility',
      locationId: 'club',
      locationName: 'Clubhouse',
      autoApprove: false,
    });
    await saveTestLagoon(trx);
    await saveResource(trx, {
      id: 'court-1',
      serviceId: 'court',
      name: 'Clubhouse|Tennis Court 1',
      availability: sameHoursEveryDay('06:00', '20:00'),
      capacity: 1,
      slotMinutes: 30,
      minMinutes: 30,
    });
  });

  const vehicleId = first<{ vehicleId: string }>(await ok(app, 'POST', `${API.vehicles}?userID=${resident.userId}`, resident, vehicleFields)).vehicleId;
  const accountId = first<{ accountID: string }>(
    await ok(app, 'POST', `${API.accounts}?userID=${resident.userId}`, resident, {
      estateId: WC,
      accountType: 'Levies',
      unitNumber: '12',
      accountNumber: 'ACC-12',
    }),
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
    mutations: [
      {
        id: 1,
        name: 'bookings.request',
        args: {
          id: bookingId,
          estateId: WC,
          serviceId: 'court',
          resourceId: 'court-1',
          date: addDays(estateDate(), 2),
          start: '10:00',
          end: '11:00',
          unitNo: '',
        },
      },
    ],
  });
  if (!pushed.results[0]?.ok) throw new Error(`booking refused: ${JSON.stringify(pushed)}`);
  await ok(app, 'POST', `${API.billImport}?estateID=${WC}`, manager, {
    csv: ['accountNumber,unitNo,accountName,period,amount,dueDate,statementFile', `ACC-12,12,T Mokoena,2026-10,1500.00,2026-11-01,`].join('\n'),
    statements: [],
  });
  const bill = await s.ctx.db.selectFrom('bills').select('id').where('estate_id', '=', WC).executeTakeFirstOrThrow();
  const started = first<{ payRequestId?: string; PAY_REQUEST_ID?: string }>(
    await ok(app, 'POST', API.paymentStart, resident, { purpose: 'levy', estateId: WC, subjectId: 'ACC-12', amountCents: 150000 }),
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
