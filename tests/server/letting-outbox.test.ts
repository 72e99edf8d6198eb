import { describe, expect, it, vi } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { Letter, LettingGuest, LettingGuestCreateArgs, RegularVisitor } from '../../src/contract/invites';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { INVITE_MESSAGES, LETTING_MESSAGES, REGULAR_VISITOR_MESSAGES } from '../../src/i18n/en/invites';
import { ASSOCIATE_MESSAGES } from '../../src/i18n/en/people';
import { LETTER_NOTICES, REGULAR_VISITOR_NOTICES } from '../../src/i18n/en/regular-visitors';
import { listMailbox } from '../../server/mail/mailbox-mailer';
import { availableDialects } from '../helpers/test-app';
import { NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import { makePeopleConfig, makeUser, type Caller } from '../helpers/factories';
import { pullAll, push } from '../sync/sync-helpers';
import { call, peopleConfig, rowId, SA_IDS, upload } from './people-helpers';

/*
 * The gate's letting and regular-visitor writes through the outbox (issue 32): each mutator
 * applied exactly once, refused with the spec's message (nothing written), and refused to a
 * user who does not hold the unit.
 */

const dialects = await availableDialects();
const WC = 91;
/** Willow Creek's zones (demo configuration): regular visitor 5, letting 6. */
const VISITOR_ZONE = 5;
const LETTING_ZONE = 6;

const lettingDates = (fromDays = 1, toDays = 4) => ({
  invitedDateStart: `${addDays(estateDate(), fromDays)} 10:00`,
  invitedDateEnd: `${addDays(estateDate(), toDays)} 10:00`,
});

describe.each(dialects)('letting and regular visitors through the outbox on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR], {
    setUp: async (app) => {
      await makePeopleConfig(app, WC, peopleConfig(5, 30));
    },
  });

  /** Unit 12 lets out with room for `maxGuests`. */
  const letUnit = async (maxGuests: number) => {
    const manager = await makeUser(t, { roles: [{ estateId: WC, role: 'estateManager' }] });
    const res = await t.app.inject({
      method: 'PUT',
      url: `${API.unitLimits}?estateID=${WC}`,
      headers: { authorization: `Bearer ${manager.token}` },
      payload: { unitNo: '12', standNo: '12', isLettingUnit: true, noOfAssociatesPerUnit: 5, allowedVisitors: 10, maxGuests },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
  };

  /** One push of one mutation from a client of its own (or `clientId`), answering its result. */
  const send = async (who: Caller, name: string, args: object, clientId = rowId('cl'), id = 1) =>
    (await push(t.app, who, clientId, [{ id, name, args }])).body.results[0];
  const count = async (table: 'regular_visitors' | 'letters' | 'letting_guests', where: { id?: string } = {}) =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .$if(where.id !== undefined, (qb) => qb.where('id', '=', where.id ?? ''))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const synced = async <T>(who: Caller, table: string, id: string) =>
    ((change) => (change?.op === 'del' ? null : change?.data))((await pullAll(t.app, who)).changes.filter((c) => c.table === table && c.id === id).at(-1)) as
      | T
      | null
      | undefined;

  const guest = (overrides: Partial<LettingGuestCreateArgs> = {}) => ({
    guestId: rowId('g'),
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
    documentFrontImage: '',
    documentBackImage: '',
    validFrom: estateDate(),
    validTo: addDays(estateDate(), 7),
    ...overrides,
  });

  it('lettingGuests.add lands once (a replayed push and a second client alike), the pictures follow, and the limit, the checks and another unit refuse', async () => {
    await letUnit(2);
    const args = guest();
    const clientId = rowId('cl');
    expect(await send(resident, 'lettingGuests.add', args, clientId)).toEqual({ id: 1, ok: true });
    // The same push again (no answer reached the device) and the same write from a renumbered client: one guest.
    expect((await send(resident, 'lettingGuests.add', args, clientId))?.ok).toBe(true);
    expect((await send(resident, 'lettingGuests.add', args))?.ok).toBe(true);
    expect(await count('letting_guests', { id: args.guestId })).toBe(1);
    const row = await synced<LettingGuest>(resident, 'lettingGuests', args.guestId);
    expect(row).toMatchObject({ firstName: 'Ayanda', status: 'ACTIVE', idNumberMasked: '*********3086', associateImage: '' });
    const pass = await t.ctx.db.selectFrom('passes').selectAll().where('subject_id', '=', args.guestId).executeTakeFirstOrThrow();
    expect(pass).toMatchObject({ kind: 'guest', status: 'ACTIVE', photo_url: '' });

    // The face follows once uploaded: the guest's pass is reissued with it for the guard.
    const face = (await upload(t.app, resident)).url;
    expect(await send(resident, 'lettingGuests.setImage', { guestId: args.guestId, field: 'face', url: face })).toEqual({ id: 1, ok: true });
    expect((await synced<LettingGuest>(resident, 'lettingGuests', args.guestId))?.associateImage).toBe(API.lettingImage('guests', args.guestId, 'face'));
    const passes = await t.ctx.db.selectFrom('passes').select(['status', 'photo_url']).where('subject_id', '=', args.guestId).execute();
    expect(passes).toContainEqual({ status: 'ACTIVE', photo_url: API.lettingImage('guests', args.guestId, 'face') });
    expect(passes.filter((p) => p.status === 'ACTIVE')).toHaveLength(1);
    // Another user's upload, or the guest of a unit the caller does not hold: refused.
    const theirs = (await upload(t.app, neighbour)).url;
    expect(await send(resident, 'lettingGuests.setImage', { guestId: args.guestId, field: 'documentFront', url: theirs })).toMatchObject({
      ok: false,
      error: LETTING_MESSAGES.guestFailed,
    });
    expect(await send(neighbour, 'lettingGuests.setImage', { guestId: args.guestId, field: 'face', url: theirs })).toMatchObject({
      ok: false,
      error: LETTING_MESSAGES.notFound,
    });

    // The checks in the spec's order and the unit's maximum, each refusal with its message and nothing written.
    const before = await count('letting_guests');
    expect(await send(resident, 'lettingGuests.add', guest({ firstName: '' }))).toMatchObject({ ok: false, error: LETTING_MESSAGES.guestFirstName });
    expect(await send(resident, 'lettingGuests.add', guest({ accessZoneIDList: [1] }))).toMatchObject({ ok: false, error: LETTING_MESSAGES.zoneRequired });
    expect(await send(resident, 'lettingGuests.add', guest({ associateImage: '/sdk/files/abcdefgh1' }))).toMatchObject({ ok: false });
    expect(await send(neighbour, 'lettingGuests.add', guest())).toMatchObject({ ok: false, error: ASSOCIATE_MESSAGES.unitNotHeld });
    expect(await count('letting_guests')).toBe(before);
    expect((await send(resident, 'lettingGuests.add', guest({ firstName: 'Second' })))?.ok).toBe(true);
    expect(await send(resident, 'lettingGuests.add', guest({ firstName: 'Third' }))).toMatchObject({
      ok: false,
      error: 'A total of 2 guests are allowed to be linked to your stand.',
    });
    expect(await count('letting_guests')).toBe(before + 1);
  });

  it('letters.invite, changeDates and remove land once; a phone invited already takes the new dates and the device row goes; refusals carry the messages', async () => {
    await letUnit(2);
    const letter = await makeUser(t, { roles: [{ estateId: 92, role: 'visitor' }] });
    const inviteId = rowId('lt');
    const args = {
      inviteId,
      estateId: WC,
      standNo: '12',
      displayName: 'Sipho Dube',
      phoneNumber: '0825556001',
      email: letter.email,
      accessgroups: [LETTING_ZONE],
      multiEntry: false,
      ...lettingDates(),
    };
    const clientId = rowId('cl');
    expect(await send(resident, 'letters.invite', args, clientId)).toEqual({ id: 1, ok: true });
    expect((await send(resident, 'letters.invite', args, clientId))?.ok).toBe(true);
    expect((await send(resident, 'letters.invite', args))?.ok).toBe(true);
    expect(await count('letters', { id: inviteId })).toBe(1);
    await vi.waitFor(async () => expect(await listMailbox(t.ctx.db, letter.email)).toHaveLength(1), { timeout: 3000 });
    expect(await synced<Letter>(resident, 'letters', inviteId)).toMatchObject({ status: 'PENDING', displayName: 'Sipho Dube' });

    // The same phone under a new id (made on another device): the letter takes the new dates; the new id is tombstoned.
    const again = { ...args, inviteId: rowId('lt'), ...lettingDates(2, 5) };
    expect((await send(resident, 'letters.invite', again))?.ok).toBe(true);
    expect(await count('letters', { id: again.inviteId })).toBe(0);
    expect(await synced<Letter>(resident, 'letters', again.inviteId)).toBeNull();
    expect((await synced<Letter>(resident, 'letters', inviteId))?.invitedDateStart).toBe(again.invitedDateStart);

    // Refusals: the resident's own phone, a unit not held, the window.
    const before = await count('letters');
    expect(await send(resident, 'letters.invite', { ...args, inviteId: rowId('lt'), phoneNumber: '+27821234567' })).toMatchObject({
      ok: false,
      error: INVITE_MESSAGES.ownPhone,
    });
    expect(await send(neighbour, 'letters.invite', { ...args, inviteId: rowId('lt') })).toMatchObject({
      ok: false,
      error: ASSOCIATE_MESSAGES.unitNotHeld,
    });
    expect(await send(resident, 'letters.invite', { ...args, inviteId: rowId('lt'), phoneNumber: '0825556002', ...lettingDates(3, 2) })).toMatchObject({
      ok: false,
      error: INVITE_MESSAGES.window,
    });
    expect(await count('letters')).toBe(before);

    // New dates: once; a bad window and another unit's resident refused.
    const dates = { inviteId, ...lettingDates(3, 6) };
    expect(await send(resident, 'letters.changeDates', dates)).toEqual({ id: 1, ok: true });
    expect((await synced<Letter>(resident, 'letters', inviteId))?.invitedDateEnd).toBe(dates.invitedDateEnd);
    expect(await send(resident, 'letters.changeDates', { inviteId, ...lettingDates(6, 3) })).toMatchObject({ ok: false, error: INVITE_MESSAGES.window });
    expect(await send(neighbour, 'letters.changeDates', dates)).toMatchObject({ ok: false, error: LETTER_NOTICES.notFound });

    // Removal: not by another unit's resident; once by the holder (a replay is a duplicate, a second write refused).
    expect(await send(neighbour, 'letters.remove', { inviteId })).toMatchObject({ ok: false, error: LETTER_NOTICES.notFound });
    const removeClient = rowId('cl');
    expect(await send(resident, 'letters.remove', { inviteId }, removeClient)).toEqual({ id: 1, ok: true });
    expect((await send(resident, 'letters.remove', { inviteId }, removeClient))?.ok).toBe(true);
    expect(await send(resident, 'letters.remove', { inviteId })).toMatchObject({ ok: false, error: LETTER_NOTICES.notFound });
    expect(await synced<Letter>(resident, 'letters', inviteId)).toBeNull();
    expect((await t.ctx.db.selectFrom('letters').select('status').where('id', '=', inviteId).executeTakeFirstOrThrow()).status).toBe('REMOVED');
  });

  it('regularVisitors.create, decide and remove land once; the second user and a decided visitor are refused with the messages', async () => {
    const visitor = await makeUser(t, { firstName: 'Visitor', lastName: 'Outbox', mobile: '0825557701', roles: [{ estateId: 92, role: 'visitor' }] });
    const id = rowId('rv');
    const args = {
      id,
      estateId: WC,
      standNo: '12',
      displayName: 'Lindiwe Zulu',
      phoneNumber: '0825557701',
      email: visitor.email,
      accessGroups: [VISITOR_ZONE],
    };
    const clientId = rowId('cl');
    expect(await send(resident, 'regularVisitors.create', args, clientId)).toEqual({ id: 1, ok: true });
    expect((await send(resident, 'regularVisitors.create', args, clientId))?.ok).toBe(true);
    expect((await send(resident, 'regularVisitors.create', args))?.ok).toBe(true);
    expect(await count('regular_visitors', { id })).toBe(1);
    expect(await synced<RegularVisitor>(resident, 'regularVisitors', id)).toMatchObject({ status: 'INVITED', firstName: 'Lindiwe', lastName: 'Zulu' });
    // The same phone under another id: nothing new, and that id is tombstoned on the device.
    const twin = { ...args, id: rowId('rv') };
    expect((await send(resident, 'regularVisitors.create', twin))?.ok).toBe(true);
    expect(await count('regular_visitors', { id: twin.id })).toBe(0);
    expect(await synced<RegularVisitor>(resident, 'regularVisitors', twin.id)).toBeNull();
    expect(await send(neighbour, 'regularVisitors.create', { ...args, id: rowId('rv'), phoneNumber: '0825557702' })).toMatchObject({
      ok: false,
      error: ASSOCIATE_MESSAGES.unitNotHeld,
    });
    expect(await send(resident, 'regularVisitors.create', { ...args, id: rowId('rv'), accessGroups: [LETTING_ZONE] })).toMatchObject({
      ok: false,
      error: INVITE_MESSAGES.zoneRequired,
    });

    // Not onboarded yet: no decision. Joined and onboarded by REST: then the resident approves, once.
    expect(await send(resident, 'regularVisitors.decide', { id, decision: 'approve' })).toMatchObject({
      ok: false,
      error: REGULAR_VISITOR_NOTICES.alreadyDecided,
    });
    const [mail] = await listMailbox(t.ctx.db, visitor.email);
    const token = /\/join\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect((await call(t.app, 'POST', API.join, visitor, { token })).status).toBe(200);
    const onboarded = await call(t.app, 'POST', API.visitorOnboard, visitor, {
      token,
      firstName: 'Lindiwe',
      lastName: 'Zulu',
      phoneNumber: '0825557701',
      email: '',
      under18: false,
      documentType: 2,
      idNumberOrPassportNo: SA_IDS[2],
      nationality: '',
      documentPhotoURL: (await upload(t.app, visitor)).url,
      documentBackPhotoURL: (await upload(t.app, visitor)).url,
      faceImageUrl: (await upload(t.app, visitor)).url,
      vehicleRegistrationNo: '',
      licencePlateNumber: '',
      vinDiscPhotoURL: '',
    });
    expect(onboarded.status).toBe(200);
    expect(await send(neighbour, 'regularVisitors.decide', { id, decision: 'approve' })).toMatchObject({ ok: false, error: REGULAR_VISITOR_MESSAGES.notFound });
    const decideClient = rowId('cl');
    expect(await send(resident, 'regularVisitors.decide', { id, decision: 'approve' }, decideClient)).toEqual({ id: 1, ok: true });
    expect((await send(resident, 'regularVisitors.decide', { id, decision: 'approve' }, decideClient))?.ok).toBe(true);
    expect(await send(resident, 'regularVisitors.decide', { id, decision: 'decline' })).toMatchObject({
      ok: false,
      error: REGULAR_VISITOR_NOTICES.alreadyDecided,
    });
    expect((await synced<RegularVisitor>(resident, 'regularVisitors', id))?.status).toBe('APPROVED');
    const notices = await t.ctx.db.selectFrom('notifications').select('title').where('user_id', '=', visitor.userId).execute();
    expect(notices.filter((n) => n.title === REGULAR_VISITOR_NOTICES.approvedTitle)).toHaveLength(1);

    // Removal: refused to another unit's resident; once by the holder.
    expect(await send(neighbour, 'regularVisitors.remove', { id })).toMatchObject({ ok: false, error: REGULAR_VISITOR_MESSAGES.notFound });
    expect(await send(resident, 'regularVisitors.remove', { id })).toEqual({ id: 1, ok: true });
    expect(await send(resident, 'regularVisitors.remove', { id })).toMatchObject({ ok: false, error: REGULAR_VISITOR_MESSAGES.notFound });
    expect(await synced<RegularVisitor>(resident, 'regularVisitors', id)).toBeNull();
  });
});
