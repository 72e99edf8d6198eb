import { describe, expect, it, vi } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type {
  InviteAnswer,
  InviteCreateArgs,
  JoinInfo,
  Letter,
  LettingGuest,
  LettingGuestCreateArgs,
  RegularVisitor,
  VisitorOnboardingArgs,
} from '../../src/contract/invites';
import type { Unit, UnitRequest } from '../../src/contract/people';
import type { UserRole } from '../../src/contract/records';
import { INVITE_MESSAGES, LETTING_MESSAGES, REGULAR_VISITOR_MESSAGES } from '../../src/i18n/en/invites';
import { ASSOCIATE_MESSAGES } from '../../src/i18n/en/people';
import { VERIFY_EMAIL_MESSAGES } from '../../src/i18n/en/verify-email.messages';
import { REGULAR_VISITOR_NOTICES } from '../../src/i18n/en/regular-visitors';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { listMailbox } from '../../server/mail/mailbox-mailer';
import { deleteAccount } from '../../server/modules/account-deletion/account-deletion.service';
import { purgeEnded } from '../../server/modules/letting/retention.service';
import { settleOrphanVisitors } from '../../server/modules/letting/visitor-role.service';
import { writeTransaction } from '../../server/sync/change-log';
import { availableDialects } from '../helpers/test-app';
import { GUARD, MANAGER, NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import { makePeopleConfig, makeUser, type Caller, type TestUser } from '../helpers/factories';
import { pullAll, push } from '../sync/sync-helpers';
import { enrolDevice, newDevice } from './gate-helpers';
import { call, peopleConfig, rowId, SA_IDS, upload } from './people-helpers';

const dialects = await availableDialects();
const WC = 91;
/** Willow Creek's zones (demo configuration): estate 1-4, regular visitor 5, letting 6 and 7. */
const LETTING_ZONE = 6;
const VISITOR_ZONE = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

const tomorrow = () => addDays(estateDate(), 1);
/** A letting window 'YYYY-MM-DD HH:mm' from `fromDays` to `toDays` days ahead, 10:00. */
const lettingDates = (fromDays = 1, toDays = 4) => ({
  invitedDateStart: `${addDays(estateDate(), fromDays)} 10:00`,
  invitedDateEnd: `${addDays(estateDate(), toDays)} 10:00`,
});

describe.each(dialects)('regular visitors and short-term letting on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, guard, manager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, GUARD, MANAGER], {
    setUp: async (app, [, , , estateManager]) => {
      await makePeopleConfig(app, WC, peopleConfig(5, 30));
      // Thandi's unit 12 lets out: two guests at once. Pieter's 14 does not.
      const limits = { unitNo: '12', standNo: '12', isLettingUnit: true, noOfAssociatesPerUnit: 5, allowedVisitors: 10, maxGuests: 2 };
      const res = await app.app.inject({
        method: 'PUT',
        url: `${API.unitLimits}?estateID=${WC}`,
        headers: { authorization: `Bearer ${estateManager.token}` },
        payload: limits,
      });
      if (res.statusCode !== 200) throw new Error(res.body);
    },
  });

  let made = 0;
  /** A person with an account at the other estate (as after signing up there), not yet at Willow Creek. */
  const makeVisitor = (): Promise<TestUser> => {
    made += 1;
    return makeUser(t, {
      firstName: 'Visitor',
      lastName: `Number${made}`,
      mobile: `08255500${String(made).padStart(2, '0')}`,
      roles: [{ estateId: 92, role: 'visitor' }],
    });
  };
  const mailTo = async (email: string) => {
    await vi.waitFor(async () => expect((await listMailbox(t.ctx.db, email)).length).toBeGreaterThan(0), { timeout: 3000 });
    return listMailbox(t.ctx.db, email);
  };
  /** The token of the newest join link mailed to `email`. */
  const joinToken = async (email: string) => {
    const [mail] = await mailTo(email);
    const token = /\/join\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no join link in ${mail?.text ?? 'no mail'}`);
    return token;
  };
  const count = async (table: 'regular_visitors' | 'letters' | 'letting_guests') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const roleOf = (userId: string) =>
    t.ctx.db
      .selectFrom('user_roles')
      .selectAll()
      .where('user_id', '=', userId)
      .where('estate_id', '=', WC)
      .where('role_name', '=', 'regularVisitor')
      .executeTakeFirst();
  const notificationsOf = async (userId: string) =>
    (await t.ctx.db.selectFrom('notifications').select(['title', 'description']).where('user_id', '=', userId).execute()).map((n) => ({
      title: n.title,
      description: n.description,
    }));
  const unitUrl = (base: string, who: Caller, unitNo = '12') => `${base}?uid=${who.userId}&estateID=${WC}&unitNo=${encodeURIComponent(unitNo)}`;
  const latestUnit = async (who: Caller, unitNo = '12') =>
    (await pullAll(t.app, who)).changes.filter((c) => c.table === 'units' && c.id === `${WC}:${unitNo}`).at(-1)?.data as Unit | undefined;

  const onboardingArgs = async (who: Caller, token: string, overrides: Partial<VisitorOnboardingArgs> = {}): Promise<VisitorOnboardingArgs> => ({
    token,
    firstName: 'Lindiwe',
    lastName: 'Zulu',
    phoneNumber: '0825551234',
    email: '',
    under18: false,
    documentType: 2, // Smart ID Card: front and back
    idNumberOrPassportNo: SA_IDS[2],
    nationality: '',
    documentPhotoURL: (await upload(t.app, who)).url,
    documentBackPhotoURL: (await upload(t.app, who)).url,
    faceImageUrl: (await upload(t.app, who)).url,
    vehicleRegistrationNo: '',
    licencePlateNumber: '',
    vinDiscPhotoURL: '',
    dateOfBirth: '',
    gender: '',
    documentExpiry: '',
    mrz: '',
    vehicleMake: '',
    vehicleModel: '',
    vinNumber: '',
    engineNumber: '',
    ...overrides,
  });
  const onboard = (who: Caller, args: VisitorOnboardingArgs) => call<{ Message: string }>(t.app, 'POST', API.visitorOnboard, who, args);

  /** A regular visitor invited by the resident, joined by a new account. */
  async function joinedVisitor(phone: string, by: Caller = resident, unitNo = '12'): Promise<{ visitor: TestUser; id: string; token: string }> {
    const visitor = await makeVisitor();
    const created = await call(t.app, 'POST', API.regularVisitors, by, {
      estateId: WC,
      standNo: unitNo,
      displayName: 'Lindiwe Zulu',
      phoneNumber: phone,
      email: visitor.email,
      accessGroups: [VISITOR_ZONE],
    });
    const answer = created.body as unknown as InviteAnswer;
    const id = answer.details[0]?.id ?? '';
    const token = await joinToken(visitor.email);
    expect((await call(t.app, 'POST', API.join, visitor, { token })).status).toBe(200);
    return { visitor, id, token };
  }

  it('a join link binds only a verified address: another unverified account is refused with the message to verify, the invited address unverified is proven by joining (issue 26)', async () => {
    const invited = await makeUser(t, { emailVerified: false, roles: [{ estateId: 92, role: 'visitor' }] });
    const stranger = await makeUser(t, { emailVerified: false, roles: [{ estateId: 92, role: 'visitor' }] });
    const created = await call(t.app, 'POST', API.regularVisitors, resident, {
      estateId: WC,
      standNo: '12',
      displayName: 'Lindiwe Zulu',
      phoneNumber: '0825559301',
      email: invited.email,
      accessGroups: [VISITOR_ZONE],
    });
    expect(created.status).toBe(200);
    const token = await joinToken(invited.email);
    const refused = await call(t.app, 'POST', API.join, stranger, { token });
    expect([refused.status, refused.body.errorDetails?.detail]).toEqual([403, VERIFY_EMAIL_MESSAGES.verifyFirst]);
    expect(await roleOf(stranger.userId)).toBeUndefined();
    expect((await call(t.app, 'POST', API.join, invited, { token })).status).toBe(200);
    expect(await roleOf(invited.userId)).toBeDefined();
    const row = await t.ctx.db.selectFrom('users').select('email_verified').where('id', '=', invited.userId).executeTakeFirstOrThrow();
    expect(Number(row.email_verified)).toBe(1);
  });

  it('invites a regular visitor by a join link once per phone, and the link gives the joined person the Regular Visitor role', async () => {
    const visitor = await makeVisitor();
    const args = { estateId: WC, standNo: '12', displayName: 'Bongani Khumalo', phoneNumber: '0825554321', email: visitor.email, accessGroups: [VISITOR_ZONE] };
    const created = await call(t.app, 'POST', API.regularVisitors, resident, args);
    expect(created.status).toBe(200);
    const answer = created.body as unknown as InviteAnswer;
    expect(answer).toMatchObject({ status: 'success', details: [{ Message: INVITE_MESSAGES.sent, alreadyActive: 0 }] });
    const id = answer.details[0]?.id ?? '';
    const [mail] = await mailTo(visitor.email);
    expect(mail?.subject).toBe('You are invited to Willow Creek Estate');
    expect(mail?.text).toContain('Thandi Mokoena invited you to Willow Creek Estate');
    const token = await joinToken(visitor.email);

    // The same phone again (written the international way): alreadyActive, the estate's message, nothing new.
    const before = await count('regular_visitors');
    const again = await call(t.app, 'POST', API.regularVisitors, resident, { ...args, phoneNumber: '+27825554321', displayName: 'Bongani K' });
    expect(again.body).toEqual({
      status: 'success',
      details: [{ Message: 'This person is already registered as a regular visitor at your unit.', alreadyActive: 1, id }],
    });
    expect(await count('regular_visitors')).toBe(before);

    const list = await call<RegularVisitor>(t.app, 'GET', unitUrl(API.regularVisitors, resident), resident);
    expect(list.body.details?.find((v) => v.id === id)).toMatchObject({
      firstName: 'Bongani',
      lastName: 'Khumalo',
      status: 'INVITED',
      phoneNumber: '0825554321',
      accessZoneIDList: String(VISITOR_ZONE),
      visitor_userId: '',
    });

    // What the link is for, before signing in; then the join.
    const info = await t.app.inject({ method: 'GET', url: API.joinInfo(token) });
    expect(info.statusCode).toBe(200);
    expect((info.json() as { details: JoinInfo[] }).details[0]).toMatchObject({
      kind: 'regularVisitor',
      estateId: WC,
      estateName: 'Willow Creek Estate',
      residentName: 'Thandi Mokoena',
      displayName: 'Bongani Khumalo',
      id,
      status: 'INVITED',
    });
    const joined = await call<JoinInfo>(t.app, 'POST', API.join, visitor, { token });
    expect(joined.status).toBe(200);
    expect((await call(t.app, 'POST', API.join, visitor, { token })).status).toBe(200);
    // The role at the estate (no unit: the unit's scope is not the visitor's), not yet in the access list.
    const role = await roleOf(visitor.userId);
    expect(role).toMatchObject({ unit_no: '', access_control: 0 });
    const roles = (await pullAll(t.app, visitor)).changes.filter((c) => c.table === 'userRoles').map((c) => c.data as UserRole);
    expect(roles).toContainEqual(expect.objectContaining({ roleName: 'regularVisitor', estateId: WC, accessControl: false }));
    expect((await pullAll(t.app, visitor)).changes.some((c) => c.table === 'associates' || c.table === 'letters' || c.table === 'passes')).toBe(false);

    // The link works once per person; after use it tells nothing more.
    const other = await makeVisitor();
    const refused = await call(t.app, 'POST', API.join, other, { token });
    expect([refused.status, refused.body.errorDetails?.detail]).toEqual([404, REGULAR_VISITOR_MESSAGES.joinInvalid]);
    expect((await t.app.inject({ method: 'GET', url: API.joinInfo(token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: API.joinInfo('x'.repeat(43)) })).statusCode).toBe(404);
    expect(await roleOf(other.userId)).toBeUndefined();
  });

  it('refuses bad regular visitor invitations with the spec messages and writes nothing', async () => {
    const before = await count('regular_visitors');
    const base = { estateId: WC, standNo: '12', displayName: 'Someone', phoneNumber: '0825550000', email: 'someone@example.com', accessGroups: [VISITOR_ZONE] };
    const refusals: [Caller, object, number, string][] = [
      [resident, {}, 400, REGULAR_VISITOR_MESSAGES.emptyPayload],
      [resident, { ...base, accessGroups: [] }, 400, INVITE_MESSAGES.zoneRequired],
      [resident, { ...base, accessGroups: [LETTING_ZONE] }, 400, INVITE_MESSAGES.zoneRequired],
      [resident, { ...base, phoneNumber: '12ab' }, 400, INVITE_MESSAGES.phoneInvalid],
      [resident, { ...base, phoneNumber: '+27821234567' }, 400, INVITE_MESSAGES.ownPhone],
      [resident, { ...base, displayName: ' ' }, 400, INVITE_MESSAGES.requiredFields],
      [neighbour, base, 403, ASSOCIATE_MESSAGES.unitNotHeld],
      [guard, base, 403, ASSOCIATE_MESSAGES.unitNotHeld],
    ];
    for (const [who, args, status, message] of refusals) {
      const res = await call(t.app, 'POST', API.regularVisitors, who, args);
      expect([res.status, res.body.errorDetails?.detail]).toEqual([status, message]);
    }
    expect(await count('regular_visitors')).toBe(before);
    // Another unit's list: 403; another user's uid: 403.
    expect((await call(t.app, 'GET', unitUrl(API.regularVisitors, neighbour), neighbour)).status).toBe(403);
    expect((await call(t.app, 'GET', unitUrl(API.regularVisitors, resident), neighbour)).status).toBe(403);
  });

  it('onboards a joined regular visitor in the spec order, the resident approves, and the visitor enrols a device for a rotating code', async () => {
    const { visitor, id, token } = await joinedVisitor('0825557001');
    const device = newDevice();
    // Not in the access list before the resident approves.
    expect((await enrolDevice(t.app, visitor.token, device, WC)).status).toBe(403);

    const stranger = await makeVisitor();
    const strangerUpload = (await upload(t.app, stranger)).url;
    const refusals: [Partial<VisitorOnboardingArgs>, string][] = [
      [{ firstName: '' }, REGULAR_VISITOR_MESSAGES.firstName],
      [{ firstName: '', lastName: '' }, REGULAR_VISITOR_MESSAGES.firstName],
      [{ lastName: ' ' }, REGULAR_VISITOR_MESSAGES.lastName],
      [{ phoneNumber: '082' }, REGULAR_VISITOR_MESSAGES.mobile],
      [{ phoneNumber: '082', idNumberOrPassportNo: '' }, REGULAR_VISITOR_MESSAGES.mobile],
      // A check digit off.
      [{ idNumberOrPassportNo: '8001015009088' }, REGULAR_VISITOR_MESSAGES.saId],
      [{ documentType: 5, idNumberOrPassportNo: 'A1' }, REGULAR_VISITOR_MESSAGES.passportNo],
      [{ documentType: 5, idNumberOrPassportNo: 'A1234567', nationality: '' }, REGULAR_VISITOR_MESSAGES.citizenship],
      [{ documentPhotoURL: '' }, 'Please scan & capture your Smart ID Card'],
      [{ documentBackPhotoURL: '' }, 'Please upload a picture of the back of your Smart ID Card'],
      [{ faceImageUrl: '' }, REGULAR_VISITOR_MESSAGES.face],
      [{ documentType: 0, documentPhotoURL: '' }, REGULAR_VISITOR_MESSAGES.captureDocument],
      // Someone else's upload is not the visitor's face.
      [{ faceImageUrl: strangerUpload }, REGULAR_VISITOR_MESSAGES.face],
      // Vehicle fields only where the estate scans licence discs (not Willow Creek): ignored here.
    ];
    for (const [overrides, message] of refusals) {
      const res = await onboard(visitor, await onboardingArgs(visitor, token, overrides));
      expect([res.status, res.body.status, res.body.errorDetails?.detail]).toEqual([400, 'fail', message]);
    }
    const emptyRes = await onboard(visitor, {} as VisitorOnboardingArgs);
    expect([emptyRes.status, emptyRes.body.status, emptyRes.body.errorDetails?.detail]).toEqual([400, 'fail', REGULAR_VISITOR_MESSAGES.emptyPayload]);
    // Only the person who joined with the link onboards with it.
    const notJoined = await onboard(stranger, await onboardingArgs(stranger, token));
    expect([notJoined.status, notJoined.body.errorDetails?.detail]).toEqual([404, REGULAR_VISITOR_MESSAGES.joinInvalid]);
    expect((await t.ctx.db.selectFrom('regular_visitors').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('INVITED');

    const done = await onboard(visitor, await onboardingArgs(visitor, token, { vehicleRegistrationNo: 'CA 123-456', licencePlateNumber: 'XYZ' }));
    expect(done.body).toEqual({ status: 'success', details: [{ Message: REGULAR_VISITOR_MESSAGES.onboardingDone }] });
    const row = await t.ctx.db.selectFrom('regular_visitors').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'PENDING', first_name: 'Lindiwe', id_number: SA_IDS[2], vehicle_registration_no: '' });
    expect(row.face_file_id).not.toBe('');
    // The ID number stays out of the synced row; the face is served to the unit, the visitor and the gate staff only.
    const synced = (await pullAll(t.app, resident)).changes.filter((c) => c.table === 'regularVisitors' && c.id === id).at(-1)?.data as RegularVisitor;
    expect(synced).toMatchObject({ status: 'PENDING', firstName: 'Lindiwe', lastName: 'Zulu', subtextMessage2: 'Onboarded, waiting for your approval' });
    expect(JSON.stringify(synced)).not.toContain(SA_IDS[2]);
    expect(synced.photoURL).toBe(API.lettingImage('regularVisitors', id, 'face'));
    for (const [who, status] of [
      [resident, 200],
      [visitor, 200],
      [guard, 200],
      [neighbour, 404],
      [stranger, 404],
    ] as const) {
      expect((await call(t.app, 'GET', synced.photoURL, who)).status).toBe(status);
    }
    expect((await call(t.app, 'GET', API.lettingImage('regularVisitors', id, 'documentFront'), resident)).status).toBe(200);
    expect((await call(t.app, 'GET', API.lettingImage('regularVisitors', id, 'documentFront'), neighbour)).status).toBe(404);
    // The uploads now belong to the record: /sdk/files no longer serves them to the uploader.
    expect((await call(t.app, 'GET', `/sdk/files/${row.face_file_id}`, visitor)).status).toBe(404);
    expect(await notificationsOf(resident.userId)).toContainEqual({
      title: REGULAR_VISITOR_NOTICES.onboardedTitle,
      description: 'Lindiwe Zulu completed their access onboarding for unit 12. Please approve or decline them.',
    });

    // The decision: not another unit's resident; then the resident approves, once.
    const foreign = await call(t.app, 'POST', API.regularVisitorDecision(id), neighbour, { decision: 'approve' });
    expect([foreign.status, foreign.body.errorDetails?.detail]).toEqual([404, REGULAR_VISITOR_MESSAGES.notFound]);
    const approved = await call<RegularVisitor>(t.app, 'POST', API.regularVisitorDecision(id), resident, { decision: 'approve' });
    expect(approved.body.details?.[0]?.status).toBe('APPROVED');
    const twice = await call(t.app, 'POST', API.regularVisitorDecision(id), resident, { decision: 'decline' });
    expect([twice.status, twice.body.errorDetails?.detail]).toEqual([400, REGULAR_VISITOR_NOTICES.alreadyDecided]);
    expect(await notificationsOf(visitor.userId)).toContainEqual({
      title: REGULAR_VISITOR_NOTICES.approvedTitle,
      description: 'Thandi Mokoena approved you as a regular visitor at Willow Creek Estate.',
    });
    expect(await roleOf(visitor.userId)).toMatchObject({ access_control: 1 });

    // In the access list now: the visitor's own device gets a credential, like a resident's.
    const enrolled = await enrolDevice(t.app, visitor.token, device, WC);
    expect(enrolled.status).toBe(200);

    // The resident invites the regular visitor; the visitor sees it in Upcoming Invites with its pass page.
    expect((await call(t.app, 'GET', API.regularVisitorInvites, visitor)).body.details).toEqual([]);
    const invite: InviteCreateArgs = {
      inviteId: rowId('iv'),
      estateId: WC,
      unitNo: '12',
      pkivisitorInviteTypeID: 1,
      visitorName: 'Lindiwe Zulu',
      visitorPhoneNumber: '0825557001',
      visitorEmail: '',
      invitedDateStart: `${tomorrow()} 10:00`,
      invitedDateEnd: `${tomorrow()} 11:00`,
      dayCount: 0,
      multiEntry: false,
      accessZoneIDList: [1],
      regularVisitorId: id,
    };
    expect((await push(t.app, resident, rowId('cl'), [{ id: 1, name: 'invites.create', args: invite }])).body.results).toEqual([{ id: 1, ok: true }]);
    const upcoming = await call<{ inviteId: string; visitInfo: string; status: string; inviteURL: string }>(t.app, 'GET', API.regularVisitorInvites, visitor);
    expect(upcoming.body.details).toHaveLength(1);
    expect(upcoming.body.details?.[0]).toMatchObject({
      inviteId: invite.inviteId,
      status: 'Active',
      visitInfo: `Willow Creek Estate, unit 12: ${tomorrow()} 10:00 to ${tomorrow()} 11:00`,
    });
    expect(upcoming.body.details?.[0]?.inviteURL).toMatch(/^\/visit\/[A-Za-z0-9_-]+$/);

    // Removal: not by another unit; by the resident: REMOVED, the invite revoked, the role and the credential gone.
    expect((await call(t.app, 'DELETE', API.regularVisitor(id), neighbour)).status).toBe(404);
    const removed = await call<RegularVisitor>(t.app, 'DELETE', API.regularVisitor(id), resident);
    expect([removed.status, removed.body.message]).toEqual([200, INVITE_MESSAGES.updated]);
    expect(await roleOf(visitor.userId)).toBeUndefined();
    const credentials = await t.ctx.db.selectFrom('gate_credentials').select(['revoked_at', 'revoked_reason']).where('user_id', '=', visitor.userId).execute();
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.revoked_reason).toBe('access-role-lost');
    expect((await t.ctx.db.selectFrom('invites').select('status').where('id', '=', invite.inviteId).executeTakeFirstOrThrow()).status).toBe('REVOKED');
    expect((await call(t.app, 'GET', API.regularVisitorInvites, visitor)).body.details).toEqual([]);
    expect((await call<RegularVisitor>(t.app, 'GET', unitUrl(API.regularVisitors, resident), resident)).body.details?.some((v) => v.id === id)).toBe(false);
    expect((await call(t.app, 'DELETE', API.regularVisitor(id), resident)).status).toBe(404);
  });

  it('keeps what the scans read: the passport MRZ verified again by the server (birth date, gender, expiry, check digits) and the licence disc where the estate scans discs', async () => {
    const specimen = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10';
    const base = peopleConfig(5, 30);
    await makePeopleConfig(t, WC, { ...base, visitorSettings: { ...base.visitorSettings, regularVisitorVinScan: true } });
    try {
      const { visitor, id, token } = await joinedVisitor('0825557009');
      const passport = async (overrides: Partial<VisitorOnboardingArgs> = {}) =>
        onboardingArgs(visitor, token, {
          documentType: 5,
          idNumberOrPassportNo: 'L898902C3',
          nationality: 'Utopian',
          documentBackPhotoURL: '',
          mrz: specimen,
          vehicleRegistrationNo: 'CA123456',
          licencePlateNumber: 'CA123456',
          vinDiscPhotoURL: (await upload(t.app, visitor)).url,
          vehicleMake: 'TOYOTA',
          vehicleModel: 'COROLLA',
          vinNumber: 'ahtbb3qe001234567',
          engineNumber: '1zz1234567',
          ...overrides,
        });
      const refusals: [Partial<VisitorOnboardingArgs>, string][] = [
        // A check digit off (birth date 740813 with its digit 2): the device's read is not trusted.
        [{ mrz: specimen.replace('7408122', '7408132') }, REGULAR_VISITOR_MESSAGES.mrz],
        [{ dateOfBirth: '1974-08-13' }, REGULAR_VISITOR_MESSAGES.mrzMismatch],
        [{ gender: 'M' }, REGULAR_VISITOR_MESSAGES.mrzMismatch],
        [{ dateOfBirth: '1974-02-30', mrz: '' }, REGULAR_VISITOR_MESSAGES.birthDate],
        [{ dateOfBirth: '2999-01-01', mrz: '' }, REGULAR_VISITOR_MESSAGES.birthDate],
        [{ documentExpiry: '2030-13-01', mrz: '' }, REGULAR_VISITOR_MESSAGES.documentExpiry],
      ];
      for (const [overrides, message] of refusals) {
        const res = await onboard(visitor, await passport(overrides));
        expect([res.status, res.body.status, res.body.errorDetails?.detail]).toEqual([400, 'fail', message]);
      }
      // Nothing was written by the refusals.
      expect(
        await t.ctx.db.selectFrom('regular_visitors').select(['status', 'birth_date', 'vin_number']).where('id', '=', id).executeTakeFirstOrThrow(),
      ).toEqual({
        status: 'INVITED',
        birth_date: '',
        vin_number: '',
      });
      const done = await onboard(visitor, await passport({ dateOfBirth: '1974-08-12', gender: 'F' }));
      expect(done.status).toBe(200);
      expect(
        await t.ctx.db
          .selectFrom('regular_visitors')
          .select(['birth_date', 'gender', 'document_expiry', 'mrz_check_digits', 'vehicle_make', 'vehicle_model', 'vin_number', 'engine_number', 'id_number'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow(),
      ).toEqual({
        birth_date: '1974-08-12',
        gender: 'F',
        document_expiry: '2012-04-15',
        mrz_check_digits: '62910',
        vehicle_make: 'TOYOTA',
        vehicle_model: 'COROLLA',
        vin_number: 'AHTBB3QE001234567',
        engine_number: '1ZZ1234567',
        id_number: 'L898902C3',
      });
    } finally {
      await makePeopleConfig(t, WC, base);
    }
  });

  it('declines an onboarded regular visitor: the role goes and the visitor is told', async () => {
    const { visitor, id, token } = await joinedVisitor('0825557002');
    expect((await onboard(visitor, await onboardingArgs(visitor, token))).status).toBe(200);
    const declined = await call<RegularVisitor>(t.app, 'POST', API.regularVisitorDecision(id), resident, { decision: 'decline' });
    expect(declined.body.details?.[0]?.status).toBe('DECLINED');
    expect(await roleOf(visitor.userId)).toBeUndefined();
    expect(await notificationsOf(visitor.userId)).toContainEqual({
      title: REGULAR_VISITOR_NOTICES.declinedTitle,
      description: 'Thandi Mokoena declined your regular visitor registration at Willow Creek Estate.',
    });
    // Past the estate's retention the visitor's details and images go.
    const fileId = (await t.ctx.db.selectFrom('regular_visitors').select('face_file_id').where('id', '=', id).executeTakeFirstOrThrow()).face_file_id;
    await purgeEnded(t.ctx, Date.now() + 31 * DAY_MS);
    const purged = await t.ctx.db.selectFrom('regular_visitors').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(purged).toMatchObject({ first_name: '', last_name: '', phone: '', email: '', id_number: '', face_file_id: '' });
    expect(purged.purged_at).not.toBeNull();
    expect(await t.ctx.db.selectFrom('files').select('id').where('id', '=', fileId).executeTakeFirst()).toBeUndefined();
  });

  it('invites a letter to a letting unit only, updates the dates of one already active, onboards the letter and issues their pass', async () => {
    const letter = await makeVisitor();
    const args = {
      estateId: WC,
      standNo: '12',
      displayName: 'Sam Smith',
      phoneNumber: '0825558001',
      email: letter.email,
      accessgroups: [LETTING_ZONE],
      ...lettingDates(1, 4),
      multiEntry: false,
    };
    const before = await count('letters');
    const refusals: [Caller, object, number, string][] = [
      [resident, {}, 400, REGULAR_VISITOR_MESSAGES.emptyPayload],
      [resident, { ...args, accessgroups: [] }, 400, LETTING_MESSAGES.zoneRequired],
      [resident, { ...args, accessgroups: [1] }, 400, LETTING_MESSAGES.zoneRequired],
      [resident, { ...args, ...lettingDates(-2, 1) }, 400, INVITE_MESSAGES.window],
      [resident, { ...args, ...lettingDates(3, 2) }, 400, INVITE_MESSAGES.window],
      [resident, { ...args, ...lettingDates(1, 120) }, 400, INVITE_MESSAGES.window],
      [resident, { ...args, invitedDateEnd: 'tomorrow' }, 400, INVITE_MESSAGES.requiredFields],
      [resident, { ...args, phoneNumber: '0821234567' }, 400, INVITE_MESSAGES.ownPhone],
      // Pieter's unit 14 is not a letting unit; he does not hold 12.
      [neighbour, { ...args, standNo: '14' }, 403, LETTING_MESSAGES.notLettingUnit],
      [neighbour, args, 403, ASSOCIATE_MESSAGES.unitNotHeld],
    ];
    for (const [who, body, status, message] of refusals) {
      const res = await call(t.app, 'POST', API.letters, who, body);
      expect([res.status, res.body.errorDetails?.detail]).toEqual([status, message]);
    }
    expect(await count('letters')).toBe(before);

    const created = await call(t.app, 'POST', API.letters, resident, args);
    const answer = created.body as unknown as InviteAnswer;
    expect(answer).toMatchObject({ status: 'success', details: [{ Message: INVITE_MESSAGES.sent, alreadyActive: 0 }] });
    const id = answer.details[0]?.id ?? '';
    const token = await joinToken(letter.email);
    // The same phone again: the dates change instead.
    const moved = await call(t.app, 'POST', API.letters, resident, { ...args, ...lettingDates(1, 5), displayName: 'Sam S' });
    expect(moved.body).toEqual({ status: 'success', details: [{ Message: INVITE_MESSAGES.updated, alreadyActive: 1, id }] });
    expect(await count('letters')).toBe(before + 1);
    const listed = await call<Letter>(t.app, 'GET', unitUrl(API.letters, resident), resident);
    expect(listed.body.details?.find((l) => l.inviteId === id)).toMatchObject({
      displayName: 'Sam Smith',
      status: 'PENDING',
      ...lettingDates(1, 5),
      subtextMessage3: 'Invitation sent, waiting for their onboarding',
    });
    expect((await call(t.app, 'GET', unitUrl(API.letters, neighbour, '12'), neighbour)).status).toBe(403);

    // The letter joins (no role: they enter with their pass link) and onboards as an under-18.
    expect((await call<JoinInfo>(t.app, 'POST', API.join, letter, { token })).body.details?.[0]).toMatchObject({ kind: 'letter', id, status: 'PENDING' });
    expect(await t.ctx.db.selectFrom('user_roles').select('id').where('user_id', '=', letter.userId).where('estate_id', '=', WC).execute()).toEqual([]);
    const under18 = {
      under18: true,
      idNumberOrPassportNo: '',
      documentType: 0,
      documentPhotoURL: '',
      documentBackPhotoURL: '',
      faceImageUrl: '',
      email: letter.email,
    };
    const noName = await onboard(letter, await onboardingArgs(letter, token, { ...under18, firstName: '' }));
    expect(noName.body.errorDetails?.detail).toBe(REGULAR_VISITOR_MESSAGES.firstName);
    const done = await onboard(letter, await onboardingArgs(letter, token, under18));
    expect(done.body).toEqual({ status: 'success', details: [{ Message: REGULAR_VISITOR_MESSAGES.onboardingDone }] });
    const passes = await t.ctx.db.selectFrom('passes').selectAll().where('subject_id', '=', id).execute();
    expect(passes).toHaveLength(1);
    expect(passes[0]).toMatchObject({
      kind: 'letter',
      status: 'ACTIVE',
      unit_no: '12',
      holder_name: 'Lindiwe Zulu',
      zone_ids: String(LETTING_ZONE),
      owner_id: resident.userId,
    });
    expect(Number(passes[0]?.max_entries)).toBe(1);
    const window = lettingDates(1, 5);
    expect(Number(passes[0]?.valid_from)).toBe(Math.floor(Date.parse(`${window.invitedDateStart.replace(' ', 'T')}:00+02:00`) / 1000));
    expect(Number(passes[0]?.valid_to)).toBe(Math.floor(Date.parse(`${window.invitedDateEnd.replace(' ', 'T')}:00+02:00`) / 1000) + 59);
    await vi.waitFor(
      async () => expect((await listMailbox(t.ctx.db, letter.email)).some((m) => m.subject === 'Your visitor pass for Willow Creek Estate')).toBe(true),
      { timeout: 3000 },
    );
    expect((await listMailbox(t.ctx.db, letter.email)).find((m) => m.subject === 'Your visitor pass for Willow Creek Estate')?.text).toContain(
      `/visit/${passes[0]?.link_token}`,
    );
    const upcoming = await call<{ inviteId: string; inviteURL: string }>(t.app, 'GET', API.regularVisitorInvites, letter);
    expect(upcoming.body.details).toEqual([expect.objectContaining({ inviteId: id, inviteURL: `/visit/${passes[0]?.link_token}` })]);
    expect(await notificationsOf(resident.userId)).toContainEqual({
      title: 'Letter onboarded',
      description: 'Lindiwe Zulu completed their access onboarding for unit 12; their access is active.',
    });

    // New dates: the pass is reissued for them. Not by another unit's resident; not for bad dates.
    const foreign = await call(t.app, 'PUT', API.letter(id), neighbour, { inviteId: id, ...lettingDates(2, 6) });
    expect([foreign.status, foreign.body.errorDetails?.detail]).toEqual([404, 'This letter could not be found.']);
    const badDates = await call(t.app, 'PUT', API.letter(id), resident, { inviteId: id, ...lettingDates(6, 2) });
    expect([badDates.status, badDates.body.errorDetails?.detail]).toEqual([400, INVITE_MESSAGES.window]);
    const changed = await call<Letter>(t.app, 'PUT', API.letter(id), resident, { inviteId: id, ...lettingDates(2, 6) });
    expect([changed.status, changed.body.message, changed.body.details?.[0]?.invitedDateEnd]).toEqual([
      200,
      INVITE_MESSAGES.updated,
      lettingDates(2, 6).invitedDateEnd,
    ]);
    const reissued = await t.ctx.db.selectFrom('passes').select(['status', 'valid_to']).where('subject_id', '=', id).orderBy('created_at').execute();
    expect(reissued.map((p) => p.status).sort()).toEqual(['ACTIVE', 'REVOKED']);

    // Removal: REMOVED, the pass revoked.
    expect((await call(t.app, 'DELETE', API.letter(id), neighbour)).status).toBe(404);
    expect((await call(t.app, 'DELETE', API.letter(id), resident)).status).toBe(200);
    expect((await t.ctx.db.selectFrom('passes').select('status').where('subject_id', '=', id).execute()).map((p) => p.status)).toEqual(['REVOKED', 'REVOKED']);
    expect((await call<Letter>(t.app, 'GET', unitUrl(API.letters, resident), resident)).body.details?.some((l) => l.inviteId === id)).toBe(false);
    expect((await call(t.app, 'GET', API.regularVisitorInvites, letter)).body.details).toEqual([]);
  });

  /** An adult guest (Spouse, relationship 1) with a driver's licence, front and back: every check passes. */
  const adultGuest = (overrides: Partial<LettingGuestCreateArgs> = {}): LettingGuestCreateArgs => ({
    guestId: rowId('gu'),
    estateId: WC,
    unitNo: '12',
    inviteId: '',
    associateTypeId: 1,
    firstName: 'Ayanda',
    lastName: 'Khoza',
    phoneNumber: '0825550199',
    email: 'ayanda@example.com',
    passportOrIDNumber: SA_IDS[1],
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
    accessZoneIDList: [LETTING_ZONE],
    associateImage: '',
    documentFrontImage: '/sdk/files/notuploaded01',
    documentBackImage: '/sdk/files/notuploaded02',
    validFrom: estateDate(),
    validTo: addDays(estateDate(), 7),
    ...overrides,
  });
  /** A minor guest (Owner - Minor Child (Under 16), relationship 4) with a guardian and the terms. */
  const minorGuest = (overrides: Partial<LettingGuestCreateArgs> = {}): LettingGuestCreateArgs =>
    adultGuest({
      associateTypeId: 4,
      firstName: 'Lwazi',
      phoneNumber: '',
      email: '',
      passportOrIDNumber: '',
      documentType: 0,
      isMinor: true,
      guardianFirstName: 'Thandi',
      guardianLastName: 'Mokoena',
      guardianMobile: '0821234567',
      guardianEmail: 'resident@example.com',
      termsAccepted: true,
      street1: '',
      street2: '',
      suburb: '',
      town: '',
      postalCode: '',
      documentFrontImage: '',
      documentBackImage: '',
      ...overrides,
    });
  const activeGuests = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('letting_guests')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('unit_no', '=', '12')
          .where('status', '=', 'ACTIVE')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses a letting guest at the first of the nine checks that fails, in the spec order, and writes nothing', async () => {
    const before = await count('letting_guests');
    // Everything wrong at once; each step puts one more thing right, in the spec's order.
    const steps: [Partial<LettingGuestCreateArgs>, string][] = [
      [
        {
          accessZoneIDList: [],
          firstName: '',
          lastName: '',
          phoneNumber: '1',
          associateTypeId: 0,
          passportOrIDNumber: '1',
          street1: '',
          documentFrontImage: '',
          documentBackImage: '',
        },
        LETTING_MESSAGES.zoneRequired,
      ],
      [{ accessZoneIDList: [LETTING_ZONE] }, LETTING_MESSAGES.guestFirstName],
      [{ firstName: 'Ayanda' }, LETTING_MESSAGES.guestLastName],
      [{ lastName: 'Khoza' }, LETTING_MESSAGES.guestMobile],
      [{ phoneNumber: '0825550199' }, LETTING_MESSAGES.relationship],
      [{ associateTypeId: 1 }, LETTING_MESSAGES.guestId],
      [{ passportOrIDNumber: SA_IDS[1] }, LETTING_MESSAGES.address],
      [{ street1: '1 Main Road' }, "Please upload a picture of the front of your Guest's Drivers License"],
      [{ documentFrontImage: '/sdk/files/notuploaded01' }, "Please upload a picture of the back of your Guest's Drivers License"],
    ];
    let args = adultGuest();
    for (const [fix, message] of steps) {
      args = { ...args, ...fix };
      const res = await call(t.app, 'POST', API.lettingGuests, resident, args);
      expect([res.status, res.body.errorDetails?.detail]).toEqual([400, message]);
    }
    // The eighth, for a minor: the guardian, then the terms.
    for (const [args2, message] of [
      [minorGuest({ guardianMobile: '' }), LETTING_MESSAGES.guardian],
      [minorGuest({ guardianEmail: ' ' }), LETTING_MESSAGES.guardian],
      [minorGuest({ termsAccepted: false }), LETTING_MESSAGES.terms],
    ] as const) {
      const res = await call(t.app, 'POST', API.lettingGuests, resident, args2);
      expect([res.status, res.body.errorDetails?.detail]).toEqual([400, message]);
    }
    // What only the server knows: zones of the estate's letting list, uploads of the caller's, dates.
    for (const [args2, message] of [
      [adultGuest({ accessZoneIDList: [1] }), LETTING_MESSAGES.zoneRequired],
      [adultGuest(), LETTING_MESSAGES.guestFailed],
      [minorGuest({ validFrom: '2020-01-01', validTo: '2020-02-01' }), ASSOCIATE_MESSAGES.validity],
      [minorGuest({ validTo: addDays(estateDate(), 400) }), ASSOCIATE_MESSAGES.validity],
    ] as const) {
      const res = await call(t.app, 'POST', API.lettingGuests, resident, args2);
      expect([res.status, res.body.errorDetails?.detail]).toEqual([400, message]);
    }
    // Not a letting unit; not the caller's unit.
    const notLetting = await call(t.app, 'POST', API.lettingGuests, neighbour, minorGuest({ unitNo: '14' }));
    expect([notLetting.status, notLetting.body.errorDetails?.detail]).toEqual([403, LETTING_MESSAGES.notLettingUnit]);
    expect((await call(t.app, 'POST', API.lettingGuests, neighbour, minorGuest())).status).toBe(403);
    expect(await count('letting_guests')).toBe(before);
  });

  it('adds guests up to the unit maximum with their passes, and the estate manager approves a request for one more', async () => {
    const front = (await upload(t.app, resident)).url;
    const back = (await upload(t.app, resident)).url;
    const face = (await upload(t.app, resident)).url;
    const created = await call<LettingGuest>(
      t.app,
      'POST',
      API.lettingGuests,
      resident,
      adultGuest({ documentFrontImage: front, documentBackImage: back, associateImage: face }),
    );
    expect(created.status).toBe(200);
    const guest = created.body.details?.[0] as LettingGuest;
    expect(guest).toMatchObject({
      firstName: 'Ayanda',
      associateRelationship: 'Spouse',
      idNumberMasked: '*********3086',
      isMinor: false,
      status: 'ACTIVE',
      associateImage: API.lettingImage('guests', guest.id, 'face'),
    });
    expect(JSON.stringify(created.body)).not.toContain(SA_IDS[1]);
    const pass = await t.ctx.db.selectFrom('passes').selectAll().where('subject_id', '=', guest.id).executeTakeFirstOrThrow();
    expect(pass).toMatchObject({ kind: 'guest', status: 'ACTIVE', photo_url: guest.associateImage, holder_name: 'Ayanda Khoza' });
    expect((await call(t.app, 'GET', guest.associateImage, guard)).status).toBe(200);
    expect((await call(t.app, 'GET', guest.associateImage, neighbour)).status).toBe(404);
    expect((await latestUnit(resident))?.guestsCount).toBe(1);
    // Listed to the unit, not to another unit's resident.
    expect((await call<LettingGuest>(t.app, 'GET', unitUrl(API.lettingGuests, resident), resident)).body.details?.map((g) => g.id)).toEqual([guest.id]);
    expect((await call(t.app, 'GET', unitUrl(API.lettingGuests, neighbour), neighbour)).status).toBe(403);

    // The second place, then the limit (2).
    expect((await call(t.app, 'POST', API.lettingGuests, resident, minorGuest())).status).toBe(200);
    const full = await call(t.app, 'POST', API.lettingGuests, resident, minorGuest());
    expect([full.status, full.body.errorDetails?.detail]).toEqual([400, 'A total of 2 guests are allowed to be linked to your stand.']);

    // A request for more guests: not for a non-letting unit; approved by the manager, the maximum grows.
    const notLetting = await call(t.app, 'PUT', unitUrl(API.guestIncrease, neighbour, '14'), neighbour);
    expect([notLetting.status, notLetting.body.errorDetails?.detail]).toEqual([403, LETTING_MESSAGES.notLettingUnit]);
    const asked = await call<UnitRequest>(t.app, 'PUT', unitUrl(API.guestIncrease, resident), resident);
    expect([asked.status, asked.body.message, asked.body.details?.[0]?.kind]).toEqual([200, LETTING_MESSAGES.requestSent, 'moreGuests']);
    const requestId = asked.body.details?.[0]?.id ?? '';
    expect((await call(t.app, 'POST', API.requestDecision(requestId), manager, { decision: 'approve', reason: '' })).status).toBe(200);
    expect((await latestUnit(resident))?.maxGuests).toBe(3);
    expect(await notificationsOf(resident.userId)).toContainEqual({
      title: 'Request approved',
      description: 'The Estate Management approved your request: more guests for unit 12.',
    });
    expect((await call(t.app, 'POST', API.lettingGuests, resident, minorGuest())).status).toBe(200);
    expect((await latestUnit(resident))?.guestsCount).toBe(3);

    // Removal: not by another unit's resident; the pass revoked and the count down.
    expect((await call(t.app, 'DELETE', API.lettingGuest(guest.id), neighbour)).status).toBe(404);
    expect((await call(t.app, 'DELETE', API.lettingGuest(guest.id), resident)).status).toBe(200);
    expect((await t.ctx.db.selectFrom('passes').select('status').where('subject_id', '=', guest.id).executeTakeFirstOrThrow()).status).toBe('REVOKED');
    expect((await latestUnit(resident))?.guestsCount).toBe(2);
    expect(await activeGuests()).toBe(2);
    // Put the unit back for the next test: the other guests go.
    for (const g of (await call<LettingGuest>(t.app, 'GET', unitUrl(API.lettingGuests, resident), resident)).body.details ?? []) {
      expect((await call(t.app, 'DELETE', API.lettingGuest(g.id), resident)).status).toBe(200);
    }
  });

  it('lets exactly the maximum of guests through when many are added at once', async () => {
    expect(await activeGuests()).toBe(0);
    const max = (await latestUnit(resident))?.maxGuests ?? 0;
    expect(max).toBe(3);
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(t.app, 'POST', API.lettingGuests, resident, minorGuest())));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(max);
    expect(answers.filter((a) => a.status === 400).map((a) => a.body.errorDetails?.detail)).toEqual(
      Array(8 - max).fill(`A total of ${max} guests are allowed to be linked to your stand.`),
    );
    expect(await activeGuests()).toBe(max);
    expect((await latestUnit(resident))?.guestsCount).toBe(max);
    const passes = await t.ctx.db
      .selectFrom('passes')
      .select('id')
      .where('kind', '=', 'guest')
      .where('status', '=', 'ACTIVE')
      .where('unit_no', '=', '12')
      .execute();
    expect(passes).toHaveLength(max);
  });

  it("takes a resident's visitors, letters and guests with their account, and a visitor's account only leaves its links", async () => {
    const owner = await makeUser(t, {
      firstName: 'Leaving',
      lastName: 'Owner',
      mobile: '0825556000',
      roles: [{ estateId: WC, role: 'owner', unitNo: 'L9', accessControl: true }],
    });
    const limits = { unitNo: 'L9', standNo: 'L9', isLettingUnit: true, noOfAssociatesPerUnit: 5, allowedVisitors: 10, maxGuests: 3 };
    expect((await call(t.app, 'PUT', `${API.unitLimits}?estateID=${WC}`, manager, limits)).status).toBe(200);
    const { visitor, id, token } = await joinedVisitor('0825556001', owner, 'L9');
    expect((await onboard(visitor, await onboardingArgs(visitor, token))).status).toBe(200);
    expect((await call(t.app, 'POST', API.regularVisitorDecision(id), owner, { decision: 'approve' })).status).toBe(200);
    expect((await enrolDevice(t.app, visitor.token, newDevice(), WC)).status).toBe(200);
    const letter = await call(t.app, 'POST', API.letters, owner, {
      estateId: WC,
      standNo: 'L9',
      displayName: 'Short Stay',
      phoneNumber: '0825556002',
      email: 'short.stay@example.com',
      accessgroups: [LETTING_ZONE],
      ...lettingDates(1, 3),
      multiEntry: false,
    });
    const letterId = (letter.body as unknown as InviteAnswer).details[0]?.id ?? '';
    const guest = await call<LettingGuest>(t.app, 'POST', API.lettingGuests, owner, minorGuest({ unitNo: 'L9' }));
    const guestId = guest.body.details?.[0]?.id ?? '';
    expect((await latestUnit(owner, 'L9'))?.guestsCount).toBe(1);
    // Another resident's regular visitor whose own account goes.
    const other = await joinedVisitor('0825556003');

    await writeTransaction(t.ctx.db, (trx) => deleteAccount(trx, t.ctx, owner.userId));
    expect(await t.ctx.db.selectFrom('letters').select('id').where('id', '=', letterId).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('letting_guests').select('id').where('id', '=', guestId).execute()).toEqual([]);
    expect((await t.ctx.db.selectFrom('passes').select('status').where('subject_id', '=', guestId).executeTakeFirstOrThrow()).status).toBe('REVOKED');
    expect(await t.ctx.db.selectFrom('units').select('guests_count').where('estate_id', '=', WC).where('unit_no', '=', 'L9').executeTakeFirstOrThrow()).toEqual(
      { guests_count: 0 },
    );
    // The visitor's record: no owner, no details; the visitor loses the role at the letting job's next run.
    expect(
      await t.ctx.db.selectFrom('regular_visitors').select(['owner_id', 'status', 'first_name', 'id_number']).where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual({ owner_id: '', status: 'REMOVED', first_name: '', id_number: '' });
    expect(await settleOrphanVisitors(t.ctx)).toBe(1);
    expect(await roleOf(visitor.userId)).toBeUndefined();
    expect(
      (await t.ctx.db.selectFrom('gate_credentials').select('revoked_reason').where('user_id', '=', visitor.userId).executeTakeFirstOrThrow()).revoked_reason,
    ).toBe('access-role-lost');
    expect(await t.ctx.db.selectFrom('regular_visitors').select('id').where('id', '=', id).execute()).toEqual([]);

    await writeTransaction(t.ctx.db, (trx) => deleteAccount(trx, t.ctx, other.visitor.userId));
    const kept = await call<RegularVisitor>(t.app, 'GET', unitUrl(API.regularVisitors, resident), resident);
    expect(kept.body.details?.find((v) => v.id === other.id)).toMatchObject({ visitor_userId: '', status: 'INVITED' });
  });
});
