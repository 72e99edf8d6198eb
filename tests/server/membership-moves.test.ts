import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { AccessControlConfig, EnrolDeviceAnswer, GateKey, RevocationListRecord } from '../../src/contract/gate';
import type { GatePass, InviteCreateArgs, Pass } from '../../src/contract/invites';
import { MOVES_API, type MembershipLogEntry } from '../../src/contract/staff-moves';
import { STAFF_API } from '../../src/contract/staff';
import type { Change } from '../../src/contract/sync';
import {
  encodePayload,
  fromBase64Url,
  keyMaterialFromText,
  parseSignedCredential,
  ReplayCache,
  verifyGateCode,
  verifyRevocationList,
} from '../../src/domain/qr';
import { verifyPass } from '../../src/domain/qr/pass';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { ROLES } from '../../src/domain/roles';
import { format } from '../../src/i18n/format';
import { MOVES_MESSAGES } from '../../src/i18n/en/moves.messages';
import { STAFF_MESSAGES } from '../../src/i18n/en/staff';
import { deleteAccount } from '../../server/modules/account-deletion/account-deletion.service';
import * as core from '../../server/modules/core/core.service';
import { writeTransaction } from '../../server/sync/change-log';
import { BAOBAB_RIDGE, GUARD, MANAGER, NEIGHBOUR, RESIDENT, useCast, WILLOW_CREEK } from '../helpers/cast';
import { makePeopleConfig, makeUser, signInAs, type Caller, type TestUser } from '../helpers/factories';
import { availableDialects } from '../helpers/test-app';
import { pullAll, push } from '../sync/sync-helpers';
import { enrolDevice, newDevice, type TestDevice } from './gate-helpers';
import { call, peopleConfig, rowId, spouseArgs } from './people-helpers';

/**
 * Issue 26's moves within an estate: move-out, move-in, a change of unit or role, a transfer of
 * ownership, the membership log; and the gate following membership: after a move-out has synced,
 * an offline guard console (the gate scope's rows, verified as the console verifies them) denies
 * the resident's code, the visitor pass they issued and their associate's pass; after a move-in
 * their device enrols again and its code, and new passes, are allowed.
 */

const dialects = await availableDialects();
const WC = WILLOW_CREEK.id;
const BR = BAOBAB_RIDGE.id;

const OTHER_MANAGER = {
  email: 'other-manager@example.com',
  firstName: 'Other',
  lastName: 'Manager',
  roles: [{ estateId: BR, role: ROLES.estateManager, accessControl: true }],
} as const;

const UNITS = ['12', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24'];

const rowsOf = <T>(changes: Change[], table: Change['table']): T[] => changes.filter((c) => c.table === table && c.op === 'put').map((c) => c.data as T);
const latest = <T>(changes: Change[], table: Change['table'], id: string): T | null | undefined => {
  const last = changes.filter((c) => c.table === table && c.id === id).at(-1);
  return last === undefined ? undefined : last.op === 'del' ? null : (last.data as T);
};

/** A visitor for the whole of tomorrow, single entry, Main Gate. */
function inviteArgs(unitNo: string): InviteCreateArgs {
  const tomorrow = addDays(estateDate(), 1);
  return {
    inviteId: rowId('iv'),
    estateId: WC,
    unitNo,
    pkivisitorInviteTypeID: 1,
    visitorName: 'Ayanda Zulu',
    visitorPhoneNumber: '0831112222',
    visitorEmail: '',
    invitedDateStart: `${tomorrow} 00:01`,
    invitedDateEnd: `${tomorrow} 23:59`,
    dayCount: 1,
    multiEntry: false,
    accessZoneIDList: [1],
    regularVisitorId: '',
  };
}

describe.each(dialects)('moves within an estate and the membership log on %s', (dialect) => {
  const {
    t,
    people: [, , guard, manager, otherManager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, GUARD, MANAGER, OTHER_MANAGER], {
    setUp: async (app) => {
      await makePeopleConfig(app, WC, peopleConfig(5));
      await writeTransaction(app.ctx.db, async (trx) => {
        for (const unitNo of UNITS) {
          await core.insertUnitIfMissing(trx, {
            estate_id: WC,
            unit_no: unitNo,
            stand_no: '',
            is_letting: 0,
            max_associates: 5,
            max_visitors: 5,
            max_guests: 0,
            updated_at: Date.now(),
          });
        }
      });
    },
  });

  const post = (who: Caller, url: string, payload: object) => call(t.app, 'POST', url, who, payload);
  const holder = (unitNo: string, role: 'resident' | 'owner' = 'resident') =>
    makeUser(t, { roles: [{ estateId: WC, role: ROLES[role], unitNo, accessControl: true }] });
  const rolesOf = async (userId: string) => (await core.listUserRolesAt(t.ctx.db, userId, WC)).map((r) => `${r.role_name}@${r.unit_no}`).sort();
  const logCount = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('membership_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const logOf = async (who: Caller, personId: string) =>
    rowsOf<MembershipLogEntry>((await pullAll(t.app, who)).changes, 'membershipLog').filter((r) => r.personId === personId);

  /** What an offline guard console holds after it synced: the issuing keys, the verified revocation list, the QR key, the pass rows. */
  async function guardConsole() {
    const { changes } = await pullAll(t.app, guard);
    const issuerKeys = Object.fromEntries(
      rowsOf<GateKey>(changes, 'gateKeys')
        .filter((k) => k.estateId === WC)
        .map((k) => [k.keyId, fromBase64Url(k.publicKey) ?? new Uint8Array()]),
    );
    const record = rowsOf<RevocationListRecord>(changes, 'revocationLists')
      .filter((r) => r.estateId === WC)
      .at(-1);
    if (!record) throw new Error('no revocation list');
    const { estateId: _e, keyId, signature, ...list } = record;
    const checked = verifyRevocationList({ list, keyId, signature }, issuerKeys);
    if (!checked.ok) throw new Error(`revocation list does not verify: ${checked.reason}`);
    const config = rowsOf<AccessControlConfig>((await pullAll(t.app, manager)).changes, 'accessControlConfig').find((c) => c.estateId === WC);
    if (!config) throw new Error('no access-control config');
    const qrCodeKey = keyMaterialFromText(config.qrCodeKey);
    /** The console's decision on a resident's code. */
    const code = (answer: EnrolDeviceAnswer, device: TestDevice) => {
      const signed = parseSignedCredential(answer.credential);
      if (!signed || !qrCodeKey) throw new Error('bad credential or key');
      const nowSec = Date.now() / 1000;
      const text = encodePayload({ signed, deviceSecretKey: device.secretKey, nowSec, encryption: { qrCodeKey } });
      return verifyGateCode(text, { issuerKeys, estateId: WC, qrCodeKey, revocation: checked.list, replayCache: new ReplayCache(), nowSec });
    };
    /** The console's decision on a pass (its synced gatePasses row says whether it is revoked), inside its window. */
    const pass = (p: Pass) => {
      const row = latest<GatePass>(changes, 'gatePasses', p.id);
      return verifyPass(p.code, {
        issuerKeys,
        estateId: WC,
        nowSec: p.validFrom + 60,
        isRevoked: () => row?.status === 'REVOKED',
        entriesUsed: () => 0,
      });
    };
    return { code, pass };
  }

  async function enrol(who: Caller, device: TestDevice) {
    const res = await enrolDevice(t.app, who.token, device, WC);
    return { status: res.status, answer: res.body.details?.[0] as EnrolDeviceAnswer };
  }
  async function visitorPass(who: Caller, unitNo: string): Promise<Pass> {
    const args = inviteArgs(unitNo);
    const pushed = await push(t.app, who, rowId('cl'), [{ id: 1, name: 'invites.create', args }]);
    expect(pushed.body.results[0]).toEqual({ id: 1, ok: true });
    const row = await t.ctx.db.selectFrom('passes').select('id').where('subject_id', '=', args.inviteId).executeTakeFirstOrThrow();
    const pass = rowsOf<Pass>((await pullAll(t.app, who)).changes, 'passes').find((p) => p.id === row.id);
    if (!pass) throw new Error('no pass');
    return pass;
  }
  async function associatePass(who: Caller, unitNo: string): Promise<{ associateId: string; pass: Pass }> {
    const spouse = spouseArgs(WC, unitNo, { associateId: rowId('sp') });
    expect((await call(t.app, 'POST', API.associates, who, spouse)).status).toBe(200);
    return { associateId: spouse.associateId, pass: await associatePassOf(who, spouse.associateId) };
  }
  async function associatePassOf(who: Caller, associateId: string): Promise<Pass> {
    const answer = await call<Pass>(t.app, 'POST', API.associatePass(associateId), who);
    const pass = answer.body.details?.[0];
    if (!pass) throw new Error(`no associate pass: ${answer.status}`);
    return pass;
  }

  it("a move-out is denied at the offline guard console once synced (the code, the visitor pass, the associate's); a move-in allows again", async () => {
    const member: TestUser = await holder('15');
    const device = newDevice();
    const first = await enrol(member, device);
    expect(first.status).toBe(200);
    const visitor = await visitorPass(member, '15');
    const associate = await associatePass(member, '15');
    const before = await guardConsole();
    expect(before.code(first.answer, device)).toMatchObject({ decision: 'ALLOW' });
    expect(before.pass(visitor)).toMatchObject({ decision: 'ALLOW' });
    expect(before.pass(associate.pass).reason).not.toBe('revoked');

    const out = await post(manager, MOVES_API.moveOut, { estateId: WC, userId: member.userId, roleName: 'resident', unitNo: '15', reason: 'Lease ended' });
    expect(out.status).toBe(200);
    expect(await rolesOf(member.userId)).toEqual([]);
    const after = await guardConsole();
    expect(after.code(first.answer, device)).toMatchObject({ decision: 'DENY', reason: 'revoked' });
    expect(after.pass(visitor)).toMatchObject({ decision: 'DENY', reason: 'revoked' });
    expect(after.pass(associate.pass)).toMatchObject({ decision: 'DENY', reason: 'revoked' });
    // The person's sessions ended; their own rows stay (their account signs in, holding no role).
    expect((await call(t.app, 'POST', API.refresh, member, { refreshToken: member.refreshToken })).status).toBe(401);
    const again = await signInAs(t.app, member);
    expect((await enrol(again, device)).status).toBe(403);
    // The unit's associate stays with the unit.
    expect(await t.ctx.db.selectFrom('associates').select('id').where('id', '=', associate.associateId).executeTakeFirst()).toBeDefined();

    const moveIn = await post(manager, MOVES_API.moveIn, { estateId: WC, userId: member.userId, roleName: 'resident', unitNo: '15' });
    expect(moveIn.status).toBe(200);
    expect(await rolesOf(member.userId)).toEqual(['resident@15']);
    // The same device (its key was revoked for the lost role, not for good) gets a fresh credential.
    const fresh = await enrol(again, device);
    expect(fresh.status).toBe(200);
    expect(fresh.answer.credId).not.toBe(first.answer.credId);
    const newVisitor = await visitorPass(again, '15');
    const newAssociatePass = await associatePassOf(again, associate.associateId);
    expect(newAssociatePass.id).not.toBe(associate.pass.id);
    const backIn = await guardConsole();
    expect(backIn.code(fresh.answer, device)).toMatchObject({ decision: 'ALLOW' });
    expect(backIn.code(first.answer, device)).toMatchObject({ decision: 'DENY', reason: 'revoked' });
    expect(backIn.pass(newVisitor)).toMatchObject({ decision: 'ALLOW' });
    expect(backIn.pass(newAssociatePass).reason).not.toBe('revoked');
    expect(backIn.pass(visitor)).toMatchObject({ decision: 'DENY', reason: 'revoked' });

    // The log, newest last here: moved out (with the reason), moved in; the managers of another estate see none of it.
    const log = await logOf(manager, member.userId);
    expect(log.map((r) => [r.action, r.roleBefore, r.unitBefore, r.roleAfter, r.unitAfter, r.actorName])).toEqual([
      ['moved-out', 'resident', '15', '', '', 'Lerato Khumalo'],
      ['moved-in', '', '', 'resident', '15', 'Lerato Khumalo'],
    ]);
    expect(log[0]?.reason).toBe('Lease ended');
    expect(await logOf(otherManager, member.userId)).toEqual([]);
  });

  it("a move-out of one of two holders ends only the passes they issued; the other holder's associate pass stays", async () => {
    const leaving = await holder('16');
    const staying = await holder('16', 'owner');
    const theirs = await visitorPass(leaving, '16');
    const kept = await associatePass(staying, '16');
    expect((await post(manager, MOVES_API.moveOut, { estateId: WC, userId: leaving.userId, roleName: 'resident', unitNo: '16' })).status).toBe(200);
    const gate = await guardConsole();
    expect(gate.pass(theirs)).toMatchObject({ decision: 'DENY', reason: 'revoked' });
    expect(gate.pass(kept.pass).reason).not.toBe('revoked');
    expect(await rolesOf(staying.userId)).toEqual(['owner@16']);
  });

  it('a move-out ends the regular visitors who came through the person: their row, role and gate keys', async () => {
    const member = await holder('17');
    const visitor = await makeUser(t, { roles: [{ estateId: WC, role: ROLES.regularVisitor, accessControl: true }] });
    const now = Date.now();
    await t.ctx.db
      .insertInto('regular_visitors')
      .values({
        id: rowId('rv'),
        estate_id: WC,
        unit_no: '17',
        owner_id: member.userId,
        display_name: 'Gardener',
        first_name: 'Bongani',
        last_name: 'Nkosi',
        phone: '0830000001',
        email: '',
        id_number: '',
        document_type: 0,
        nationality: '',
        face_file_id: '',
        document_front_file_id: '',
        document_back_file_id: '',
        vin_disc_file_id: '',
        vehicle_registration_no: '',
        licence_plate_number: '',
        zone_ids: '1',
        status: 'APPROVED',
        created_at: now,
        onboarded_at: now,
        ended_at: null,
        purged_at: null,
        visitor_user_id: visitor.userId,
        decided_at: now,
      })
      .execute();
    const device = newDevice();
    const enrolled = await enrol(visitor, device);
    expect(enrolled.status).toBe(200);

    expect((await post(manager, MOVES_API.moveOut, { estateId: WC, userId: member.userId, roleName: 'resident', unitNo: '17' })).status).toBe(200);
    expect((await guardConsole()).code(enrolled.answer, device)).toMatchObject({ decision: 'DENY', reason: 'revoked' });
    expect(await rolesOf(visitor.userId)).toEqual([]);
    const row = await t.ctx.db.selectFrom('regular_visitors').select('status').where('visitor_user_id', '=', visitor.userId).executeTakeFirstOrThrow();
    expect(row.status).toBe('REMOVED');
  });

  it('moves a member to another unit and role: the old unit’s passes and their gate keys end, their sessions stay; a role change at the same unit keeps the passes', async () => {
    const member = await holder('18');
    const device = newDevice();
    const enrolled = await enrol(member, device);
    const pass = await visitorPass(member, '18');

    const sameUnit = await post(manager, MOVES_API.move, {
      estateId: WC,
      userId: member.userId,
      roleName: 'resident',
      unitNo: '18',
      toRoleName: 'owner',
      toUnitNo: '18',
    });
    expect(sameUnit.status).toBe(200);
    expect(await rolesOf(member.userId)).toEqual(['owner@18']);
    let gate = await guardConsole();
    expect(gate.code(enrolled.answer, device)).toMatchObject({ decision: 'DENY', reason: 'revoked' });
    expect(gate.pass(pass)).toMatchObject({ decision: 'ALLOW' });

    const moved = await post(manager, MOVES_API.move, {
      estateId: WC,
      userId: member.userId,
      roleName: 'owner',
      unitNo: '18',
      toRoleName: 'resident',
      toUnitNo: '19',
      reason: 'Moved house',
    });
    expect(moved.status).toBe(200);
    expect(await rolesOf(member.userId)).toEqual(['resident@19']);
    gate = await guardConsole();
    expect(gate.pass(pass)).toMatchObject({ decision: 'DENY', reason: 'revoked' });
    // Still a member: the session works, and the device enrols for the new unit.
    const refreshed = await call(t.app, 'POST', API.refresh, member, { refreshToken: member.refreshToken });
    expect(refreshed.status).toBe(200);
    const again = await enrol(member, device);
    expect(again.status).toBe(200);
    expect((await guardConsole()).code(again.answer, device)).toMatchObject({ decision: 'ALLOW' });
    const userRoles = rowsOf<{ id: string; unitNo: string }>((await pullAll(t.app, member)).changes, 'userRoles');
    expect(userRoles.map((r) => r.unitNo)).toContain('19');

    const log = await logOf(manager, member.userId);
    expect(log.map((r) => [r.action, r.roleBefore, r.unitBefore, r.roleAfter, r.unitAfter, r.reason])).toEqual([
      ['changed', 'resident', '18', 'owner', '18', ''],
      ['changed', 'owner', '18', 'resident', '19', 'Moved house'],
    ]);
  });

  it('transfers ownership to a member, or to an e-mail (an invitation); accepting it is logged', async () => {
    const seller = await holder('20', 'owner');
    const buyer = await holder('21');
    const pass = await visitorPass(seller, '20');
    const body = { estateId: WC, unitNo: '20', fromUserId: seller.userId, toUserId: buyer.userId, reason: 'Sold' };
    expect((await post(manager, MOVES_API.transfer, body)).status).toBe(200);
    expect(await rolesOf(seller.userId)).toEqual([]);
    expect(await rolesOf(buyer.userId)).toEqual(['owner@20', 'resident@21']);
    expect((await guardConsole()).pass(pass)).toMatchObject({ decision: 'DENY', reason: 'revoked' });
    expect((await logOf(manager, seller.userId)).map((r) => [r.action, r.roleBefore, r.unitBefore])).toEqual([['ownership-transferred', 'owner', '20']]);
    expect((await logOf(manager, buyer.userId)).map((r) => [r.action, r.roleAfter, r.unitAfter])).toEqual([['ownership-transferred', 'owner', '20']]);

    const email = `new-owner-${Date.now()}@example.com`;
    expect((await post(manager, MOVES_API.transfer, { estateId: WC, unitNo: '20', fromUserId: buyer.userId, toEmail: email })).status).toBe(200);
    expect(await rolesOf(buyer.userId)).toEqual(['resident@21']);
    const invitation = await t.ctx.db.selectFrom('staff_invitations').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect([invitation.role_name, invitation.unit_no, invitation.invited_by]).toEqual(['owner', '20', manager.userId]);
    const toEmail = rowsOf<MembershipLogEntry>((await pullAll(t.app, manager)).changes, 'membershipLog').filter((r) => r.personEmail === email);
    expect(toEmail.map((r) => [r.action, r.personId, r.roleAfter, r.unitAfter])).toEqual([['ownership-transferred', '', 'owner', '20']]);

    // The invited person accepts with a new account: the log says so.
    const mail = await t.ctx.db.selectFrom('mailbox').selectAll().where('to_address', '=', email).executeTakeFirstOrThrow();
    const token = decodeURIComponent(/invitation\?token=(\S+)/.exec(mail.text_body)?.[1] ?? '');
    const accepted = await t.app.inject({
      method: 'POST',
      url: STAFF_API.acceptNew,
      payload: { token, firstName: 'Nandi', lastName: 'Owner', password: 'Owner#2026-new' },
    });
    expect(accepted.statusCode).toBe(200);
    const newOwner = await core.findUserByEmail(t.ctx.db, email);
    expect((await logOf(manager, newOwner?.id ?? '')).map((r) => [r.action, r.roleAfter, r.unitAfter, r.personName])).toEqual([
      ['invitation-accepted', 'owner', '20', 'Nandi Owner'],
    ]);
  });

  it('refuses bad input with its message and writes nothing', async () => {
    const member = await holder('22');
    const staying = await holder('23', 'owner');
    const base = { estateId: WC, userId: member.userId, roleName: 'resident', unitNo: '22' };
    const before = { log: await logCount(), member: await rolesOf(member.userId), staying: await rolesOf(staying.userId) };
    const refusals: Array<[string, object, number, string]> = [
      [MOVES_API.move, { ...base, toRoleName: 'resident', toUnitNo: '22' }, 400, MOVES_MESSAGES.nothingChanges],
      [MOVES_API.move, { ...base, toRoleName: 'resident', toUnitNo: '999' }, 400, format(STAFF_MESSAGES.unitUnknown, { unitNo: '999' })],
      [MOVES_API.move, { ...base, toRoleName: 'guard', toUnitNo: '23' }, 400, MOVES_MESSAGES.unitRoleOnly],
      [MOVES_API.move, { ...base, unitNo: '23', toRoleName: 'owner', toUnitNo: '24' }, 404, STAFF_MESSAGES.memberNotFound],
      [MOVES_API.move, { ...base, toRoleName: 'resident', toUnitNo: '' }, 400, STAFF_MESSAGES.unitRequired],
      [MOVES_API.move, { ...base, toRoleName: 'resident', toUnitNo: '23', reason: 'x'.repeat(501) }, 400, MOVES_MESSAGES.reasonTooLong],
      [MOVES_API.moveOut, { ...base, roleName: 'owner' }, 404, STAFF_MESSAGES.memberNotFound],
      [MOVES_API.moveOut, { ...base, estateId: 'x' }, 400, ''],
      [MOVES_API.moveIn, { ...base, unitNo: '22' }, 409, format(MOVES_MESSAGES.alreadyHolds, { unitNo: '22' })],
      [MOVES_API.moveIn, { ...base, userId: 'nobody-at-all' }, 404, MOVES_MESSAGES.notFormerMember],
      [MOVES_API.moveIn, { ...base, userId: otherManager.userId }, 404, MOVES_MESSAGES.notFormerMember],
      [
        MOVES_API.transfer,
        { estateId: WC, unitNo: '23', fromUserId: member.userId, toUserId: staying.userId },
        404,
        format(MOVES_MESSAGES.notOwner, { unitNo: '23' }),
      ],
      [MOVES_API.transfer, { estateId: WC, unitNo: '23', fromUserId: staying.userId, toUserId: otherManager.userId }, 404, MOVES_MESSAGES.notMember],
      [MOVES_API.transfer, { estateId: WC, unitNo: '23', fromUserId: staying.userId }, 400, MOVES_MESSAGES.transferTarget],
      [
        MOVES_API.transfer,
        { estateId: WC, unitNo: '23', fromUserId: staying.userId, toUserId: member.userId, toEmail: 'a@example.com' },
        400,
        MOVES_MESSAGES.transferTarget,
      ],
      [MOVES_API.transfer, { estateId: WC, unitNo: '23', fromUserId: staying.userId, toUserId: staying.userId }, 400, MOVES_MESSAGES.transferToSelf],
      [MOVES_API.transfer, { estateId: WC, unitNo: '23', fromUserId: staying.userId, toEmail: 'not-an-address' }, 400, STAFF_MESSAGES.invalidEmail],
    ];
    for (const [url, payload, status, message] of refusals) {
      const answer = await t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${manager.token}` } });
      expect([url, answer.statusCode]).toEqual([url, status]);
      if (message) expect(answer.json<{ errorDescription?: string }>().errorDescription).toBe(message);
    }
    expect({ log: await logCount(), member: await rolesOf(member.userId), staying: await rolesOf(staying.userId) }).toEqual(before);
  });

  it('refuses every move to anyone but the estate manager (another estate’s manager too), writing nothing', async () => {
    const member = await holder('24');
    const owner = await holder('14', 'owner');
    const device = newDevice();
    const enrolled = await enrol(member, device);
    const calls: Array<[string, object]> = [
      [MOVES_API.move, { estateId: WC, userId: member.userId, roleName: 'resident', unitNo: '24', toRoleName: 'owner', toUnitNo: '24' }],
      [MOVES_API.moveOut, { estateId: WC, userId: member.userId, roleName: 'resident', unitNo: '24' }],
      [MOVES_API.moveIn, { estateId: WC, userId: member.userId, roleName: 'owner', unitNo: '12' }],
      [MOVES_API.transfer, { estateId: WC, unitNo: '14', fromUserId: owner.userId, toUserId: member.userId }],
    ];
    const before = { log: await logCount(), member: await rolesOf(member.userId), owner: await rolesOf(owner.userId) };
    for (const who of [member, owner, guard, otherManager]) {
      for (const [url, payload] of calls) expect([url, (await post(who, url, payload)).status]).toEqual([url, 403]);
    }
    for (const [url, payload] of calls) {
      expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
      // Another estate's manager, naming their own estate: the person is not theirs.
      expect((await post(otherManager, url, { ...payload, estateId: BR })).status).toBeGreaterThanOrEqual(400);
    }
    expect({ log: await logCount(), member: await rolesOf(member.userId), owner: await rolesOf(owner.userId) }).toEqual(before);
    expect((await guardConsole()).code(enrolled.answer, device)).toMatchObject({ decision: 'ALLOW' });
  });

  it('removing a member is logged; the log stays when the acting manager deletes their account, without their name', async () => {
    const member = await holder('12');
    const acting = await makeUser(t, { firstName: 'Acting', lastName: 'Manager', roles: [{ estateId: WC, role: ROLES.estateManager, accessControl: true }] });
    expect((await post(acting, STAFF_API.remove, { estateId: WC, userId: member.userId, roleName: 'resident', unitNo: '12' })).status).toBe(200);
    const [removed] = await logOf(manager, member.userId);
    expect(removed).toMatchObject({ action: 'removed', roleBefore: 'resident', unitBefore: '12', actorName: 'Acting Manager' });

    await writeTransaction(t.ctx.db, (trx) => deleteAccount(trx, t.ctx, acting.userId));
    const kept = await t.ctx.db
      .selectFrom('membership_log')
      .selectAll()
      .where('id', '=', removed?.id ?? '')
      .executeTakeFirstOrThrow();
    expect([kept.action, kept.person_id, kept.actor_id, kept.actor_name]).toEqual(['removed', member.userId, '', '']);
    expect(latest<MembershipLogEntry>((await pullAll(t.app, manager)).changes, 'membershipLog', removed?.id ?? '')).toMatchObject({
      actorName: '',
      action: 'removed',
    });
  });
});
