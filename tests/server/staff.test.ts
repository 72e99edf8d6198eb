import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { AccessControlListEntry } from '../../src/contract/records';
import type { EnrolDeviceAnswer } from '../../src/contract/gate';
import { UNITS_API } from '../../src/contract/units';
import { STAFF_API, type InvitationDetails, type StaffInvitation, type StaffMember } from '../../src/contract/staff';
import type { Change } from '../../src/contract/sync';
import { ROLES } from '../../src/domain/roles';
import { format } from '../../src/i18n/format';
import { STAFF_MESSAGES } from '../../src/i18n/en/staff';
import * as core from '../../server/modules/core/core.service';
import { writeTransaction } from '../../server/sync/change-log';
import { BAOBAB_RIDGE, GUARD, MANAGER, NEIGHBOUR, RESIDENT, useCast, WILLOW_CREEK } from '../helpers/cast';
import { makeUser, signInAs, type Caller } from '../helpers/factories';
import { availableDialects } from '../helpers/test-app';
import { pullAll } from '../sync/sync-helpers';
import { enrolDevice, newDevice } from './gate-helpers';

const dialects = await availableDialects();
const WC = WILLOW_CREEK.id;
const BR = BAOBAB_RIDGE.id;

const OTHER_MANAGER = {
  email: 'other-manager@example.com',
  firstName: 'Other',
  lastName: 'Manager',
  roles: [{ estateId: BR, role: ROLES.estateManager, accessControl: true }],
} as const;

type Answer<T = unknown> = { status: number; body: { status: string; details?: T[]; errorDescription?: string; errorCode?: string } };

const latest = <T>(changes: Change[], table: Change['table'], id: string): T | null | undefined => {
  const last = changes.filter((c) => c.table === table && c.id === id).at(-1);
  return last === undefined ? undefined : last.op === 'del' ? null : (last.data as T);
};

describe.each(dialects)('staff and invitations on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, guard, manager, otherManager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, GUARD, MANAGER, OTHER_MANAGER], {
    tiles: true,
    setUp: (app) =>
      writeTransaction(app.ctx.db, (trx) =>
        core.insertUnitIfMissing(trx, {
          estate_id: WC,
          unit_no: '7',
          stand_no: '',
          is_letting: 0,
          max_associates: 5,
          max_visitors: 5,
          max_guests: 0,
          updated_at: Date.now(),
        }),
      ),
  });

  async function post<T = unknown>(who: Caller | null, url: string, payload: object = {}): Promise<Answer<T>> {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: who ? { authorization: `Bearer ${who.token}` } : {} });
    return { status: res.statusCode, body: res.json() };
  }
  const invite = (who: Caller, body: Record<string, unknown>) => post<{ id: string }>(who, STAFF_API.invite, { estateId: WC, ...body });
  const lookup = async (token: string): Promise<Answer<InvitationDetails>> => {
    const res = await t.app.inject({ method: 'GET', url: STAFF_API.lookup(token) });
    return { status: res.statusCode, body: res.json() };
  };
  /** The link of the newest invitation e-mail to `email` in the stored mailbox, and its token. */
  async function mailedLink(email: string): Promise<{ link: string; token: string; subject: string; text: string }> {
    const mail = await t.ctx.db.selectFrom('mailbox').selectAll().where('to_address', '=', email).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    const link = /https?:\/\/\S+\/invitation\?token=\S+/.exec(mail.text_body)?.[0] ?? '';
    return { link, token: decodeURIComponent(new URL(link).searchParams.get('token') ?? ''), subject: mail.subject, text: mail.text_body };
  }
  const invitationCount = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('staff_invitations')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('the manager invites a guard; the mail carries a working link; a new account accepts and pulls the estate with the guard tiles', async () => {
    const email = 'new-guard@example.com';
    const sent = await invite(manager, { email: ' New-Guard@Example.com ', roleName: 'guard' });
    expect(sent.status).toBe(200);
    const id = sent.body.details?.[0]?.id ?? '';
    const mail = await mailedLink(email);
    expect(mail.subject).toBe(`You are invited to ${WILLOW_CREEK.name}`);
    expect(mail.link.startsWith(`${t.config.publicUrl}/invitation?token=`)).toBe(true);
    expect(mail.text).toContain('Lerato Khumalo invites you to join');

    // The managers see the open invitation; the guard and residents do not.
    expect(latest<StaffInvitation>((await pullAll(t.app, manager)).changes, 'staffInvitations', id)).toMatchObject({ email, roleName: 'guard', unitNo: '' });
    expect(latest((await pullAll(t.app, guard)).changes, 'staffInvitations', id)).toBeUndefined();

    const details = await lookup(mail.token);
    expect(details.status).toBe(200);
    expect(details.body.details?.[0]).toMatchObject({
      estateId: WC,
      estateName: WILLOW_CREEK.name,
      roleName: 'guard',
      unitNo: '',
      email,
      accountExists: false,
    });

    const short = await post(null, STAFF_API.acceptNew, { token: mail.token, firstName: 'Nomsa', lastName: 'Zulu', password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.errorDescription).toMatch(/at least 8/);
    expect(await core.findUserByEmail(t.ctx.db, email)).toBeUndefined();

    const made = await post(null, STAFF_API.acceptNew, { token: mail.token, firstName: 'Nomsa', lastName: 'Zulu', password: 'Guard#2026-new' });
    expect(made.status).toBe(200);
    const newGuard = await signInAs(t.app, { email, password: 'Guard#2026-new' });
    const roles = await core.listUserRolesAt(t.ctx.db, newGuard.userId, WC);
    expect(roles.map((r) => [r.role_name, r.unit_no, Number(r.access_control)])).toEqual([['guard', '', 1]]);
    // Made from the mailed link: the address is verified (issue 26).
    expect(Number((await core.findUserById(t.ctx.db, newGuard.userId))?.email_verified)).toBe(1);

    const { changes, last } = await pullAll(t.app, newGuard);
    expect(changes.some((c) => c.table === 'userRoles' && (c.data as { roleName?: string } | null)?.roleName === 'guard')).toBe(true);
    expect(changes.some((c) => c.table === 'revocationLists')).toBe(true); // the gate scope
    expect(last.scopes).toBeTruthy();
    const acl = await t.app.inject({ method: 'GET', url: API.acl(newGuard.userId), headers: { authorization: `Bearer ${newGuard.token}` } });
    const entries = acl.json<{ details: AccessControlListEntry[] }>().details;
    expect(entries.map((e) => [e.estateID, e.roleName])).toEqual([[WC, 'guard']]);
    expect(entries[0]?.tiles.length).toBeGreaterThan(0);

    const managerSide = (await pullAll(t.app, manager)).changes;
    expect(latest(managerSide, 'staffInvitations', id)).toBeNull();
    const staffRow = managerSide.filter((c) => c.table === 'staffMembers' && (c.data as StaffMember | null)?.userId === newGuard.userId).at(-1);
    expect(staffRow?.data).toMatchObject({ estateId: WC, name: 'Nomsa Zulu', email, roleName: 'guard' });
    expect(managerSide.some((c) => c.table === 'managerMembers' && c.id === `${WC}:${newGuard.userId}`)).toBe(true);

    // The link is used now.
    const again = await lookup(mail.token);
    expect([again.status, again.body.errorDescription]).toEqual([400, STAFF_MESSAGES.linkUsed]);
    const twice = await post(null, STAFF_API.acceptNew, { token: mail.token, firstName: 'A', lastName: 'B', password: 'Guard#2026-new' });
    expect(twice.status).toBe(400);
  });

  it('refuses an invitation from anyone but the estate manager, and bad input, each with its message; nothing is written', async () => {
    // An archived unit takes no new members.
    const unit = { unitNo: 'A-9', block: '', unitType: '', standNo: '', isLettingUnit: false, noOfAssociatesPerUnit: 2, allowedVisitors: 5, maxGuests: 0 };
    expect((await post(manager, `${UNITS_API.units}?estateID=${WC}`, unit)).status).toBe(200);
    expect((await post(manager, `${UNITS_API.archive}?estateID=${WC}`, { unitNo: 'A-9', archived: true })).status).toBe(200);
    const before = await invitationCount();
    const cases: Array<[Caller, Record<string, unknown>, number, string]> = [
      [resident, { email: 'x1@example.com', roleName: 'guard' }, 403, STAFF_MESSAGES.notManager],
      [guard, { email: 'x1@example.com', roleName: 'resident', unitNo: '7' }, 403, STAFF_MESSAGES.notManager],
      [otherManager, { email: 'x1@example.com', roleName: 'guard' }, 403, STAFF_MESSAGES.notManager],
      [otherManager, { email: 'x1@example.com', roleName: 'estateManager' }, 403, STAFF_MESSAGES.managersOnly],
      [resident, { email: 'x1@example.com', roleName: 'estateManager' }, 403, STAFF_MESSAGES.managersOnly],
      [manager, { email: 'x1@example.com', roleName: 'owner', unitNo: '999' }, 400, format(STAFF_MESSAGES.unitUnknown, { unitNo: '999' })],
      [manager, { email: 'x1@example.com', roleName: 'owner', unitNo: 'A-9' }, 400, format(STAFF_MESSAGES.unitArchived, { unitNo: 'A-9' })],
      [manager, { email: 'x1@example.com', roleName: 'resident' }, 400, STAFF_MESSAGES.unitRequired],
      [manager, { email: 'not-an-email', roleName: 'guard' }, 400, STAFF_MESSAGES.invalidEmail],
      [manager, { email: '', roleName: 'guard' }, 400, STAFF_MESSAGES.emailRequired],
      [manager, { email: 'x1@example.com', roleName: 'visitor' }, 400, STAFF_MESSAGES.roleRequired],
      [manager, { email: GUARD.email, roleName: 'guard' }, 409, format(STAFF_MESSAGES.alreadyHolds, { email: GUARD.email, role: 'a guard' })],
    ];
    for (const [who, body, status, message] of cases) {
      const answer = await invite(who, body);
      expect([answer.status, answer.body.errorDescription], JSON.stringify(body)).toEqual([status, message]);
    }
    expect((await post(null, STAFF_API.invite, { estateId: WC, email: 'x1@example.com', roleName: 'guard' })).status).toBe(401);
    expect(await invitationCount()).toBe(before);
  });

  it('accepting signed in proves the address: an unverified account of the invited e-mail is verified with the role (issue 26)', async () => {
    const person = await makeUser(t, { emailVerified: false, defaultEstateId: WC });
    expect((await invite(manager, { email: person.email, roleName: 'guard' })).status).toBe(200);
    const { token } = await mailedLink(person.email);
    expect((await post(person, STAFF_API.accept, { token })).status).toBe(200);
    expect(Number((await core.findUserById(t.ctx.db, person.userId))?.email_verified)).toBe(1);
    const { changes } = await pullAll(t.app, person);
    expect(changes.filter((c) => c.table === 'users').at(-1)?.data).toMatchObject({ emailVerified: true });
  });

  it('an existing account accepts signed in; a wrong e-mail, a used, an expired and a revoked link each say so', async () => {
    expect((await invite(manager, { email: NEIGHBOUR.email, roleName: 'owner', unitNo: '7' })).status).toBe(200);
    const { token } = await mailedLink(NEIGHBOUR.email);
    expect((await lookup(token)).body.details?.[0]).toMatchObject({ roleName: 'owner', unitNo: '7', accountExists: true });
    const exists = await post(null, STAFF_API.acceptNew, { token, firstName: 'P', lastName: 'W', password: 'Whatever#2026' });
    expect([exists.status, exists.body.errorDescription]).toEqual([409, STAFF_MESSAGES.accountExists]);

    const wrong = await post(resident, STAFF_API.accept, { token });
    expect([wrong.status, wrong.body.errorDescription]).toEqual([403, format(STAFF_MESSAGES.wrongEmail, { email: NEIGHBOUR.email })]);
    expect((await post(null, STAFF_API.accept, { token })).status).toBe(401);

    expect((await post(neighbour, STAFF_API.accept, { token })).status).toBe(200);
    expect((await core.listUserRolesAt(t.ctx.db, neighbour.userId, WC)).map((r) => [r.role_name, r.unit_no]).sort()).toEqual([
      ['owner', '7'],
      ['resident', '14'],
    ]);
    const { changes } = await pullAll(t.app, neighbour);
    expect(changes.some((c) => c.table === 'userRoles' && (c.data as { unitNo?: string } | null)?.unitNo === '7')).toBe(true);
    const used = await post(neighbour, STAFF_API.accept, { token });
    expect([used.status, used.body.errorDescription]).toEqual([400, STAFF_MESSAGES.linkUsed]);

    // expired
    expect((await invite(manager, { email: 'late@example.com', roleName: 'guard' })).status).toBe(200);
    const late = await mailedLink('late@example.com');
    await t.ctx.db
      .updateTable('staff_invitations')
      .set({ expires_at: Date.now() - 1 })
      .where('email', '=', 'late@example.com')
      .execute();
    expect((await lookup(late.token)).body.errorDescription).toBe(STAFF_MESSAGES.linkExpired);
    const lateAccept = await post(null, STAFF_API.acceptNew, { token: late.token, firstName: 'L', lastName: 'T', password: 'Late#2026-pass' });
    expect([lateAccept.status, lateAccept.body.errorDescription]).toEqual([400, STAFF_MESSAGES.linkExpired]);

    // revoked: only the estate's manager revokes
    const sent = await invite(manager, { email: 'gone@example.com', roleName: 'guard' });
    const id = sent.body.details?.[0]?.id ?? '';
    const gone = await mailedLink('gone@example.com');
    expect((await post(otherManager, STAFF_API.revoke(id))).status).toBe(403);
    expect((await post(resident, STAFF_API.revoke(id))).status).toBe(403);
    expect((await post(manager, STAFF_API.revoke('no-such-invitation'))).status).toBe(404);
    expect((await post(manager, STAFF_API.revoke(id))).status).toBe(200);
    expect((await lookup(gone.token)).body.errorDescription).toBe(STAFF_MESSAGES.linkRevoked);
    expect(latest((await pullAll(t.app, manager)).changes, 'staffInvitations', id)).toBeNull();
    const resendClosed = await post(manager, STAFF_API.resend(id));
    expect([resendClosed.status, resendClosed.body.errorDescription]).toEqual([400, STAFF_MESSAGES.invitationClosed]);

    // unknown
    const unknown = await lookup('no-such-token');
    expect([unknown.status, unknown.body.errorDescription]).toEqual([404, STAFF_MESSAGES.linkUnknown]);
  });

  it('resend gives a new link (the old one stops); a repeat invitation replaces the open one', async () => {
    const first = await invite(manager, { email: 'twice@example.com', roleName: 'guard' });
    const firstLink = await mailedLink('twice@example.com');
    expect((await post(guard, STAFF_API.resend(first.body.details?.[0]?.id ?? ''))).status).toBe(403);
    expect((await post(manager, STAFF_API.resend(first.body.details?.[0]?.id ?? ''))).status).toBe(200);
    const resent = await mailedLink('twice@example.com');
    expect(resent.token).not.toBe(firstLink.token);
    expect((await lookup(firstLink.token)).status).toBe(404);
    expect((await lookup(resent.token)).status).toBe(200);

    const second = await invite(manager, { email: 'twice@example.com', roleName: 'guard' });
    const replaced = await mailedLink('twice@example.com');
    expect((await lookup(resent.token)).body.errorDescription).toBe(STAFF_MESSAGES.linkRevoked);
    expect((await lookup(replaced.token)).status).toBe(200);
    const open = await t.ctx.db
      .selectFrom('staff_invitations')
      .select('id')
      .where('email', '=', 'twice@example.com')
      .where('revoked_at', 'is', null)
      .where('accepted_at', 'is', null)
      .execute();
    expect(open.map((r) => r.id)).toEqual([second.body.details?.[0]?.id]);
  });

  it('removing a guard ends their sessions (a refresh fails) and revokes their gate keys; only the manager removes', async () => {
    const staff = await makeUser(t, { email: 'removed-guard@example.com', roles: [{ estateId: WC, role: ROLES.guard, accessControl: true }] });
    const enrolled = (await enrolDevice(t.app, staff.token, newDevice(), WC)).body.details?.[0] as EnrolDeviceAnswer;
    expect(enrolled.credId).toBeTruthy();
    const body = { estateId: WC, userId: staff.userId, roleName: 'guard' };
    const [roleRow] = await core.listUserRolesAt(t.ctx.db, staff.userId, WC);
    expect((await post(resident, STAFF_API.remove, body)).status).toBe(403);
    expect((await post(guard, STAFF_API.remove, body)).status).toBe(403);
    expect((await post(otherManager, STAFF_API.remove, body)).status).toBe(403);
    const missing = await post(manager, STAFF_API.remove, { ...body, roleName: 'resident', unitNo: '7' });
    expect([missing.status, missing.body.errorDescription]).toEqual([404, STAFF_MESSAGES.memberNotFound]);
    expect(await core.listUserRolesAt(t.ctx.db, staff.userId, WC)).toHaveLength(1);

    expect((await post(manager, STAFF_API.remove, body)).status).toBe(200);
    expect(await core.listUserRolesAt(t.ctx.db, staff.userId, WC)).toHaveLength(0);
    // sessions: the access token stops at once, the refresh fails
    const pulled = await t.app.inject({ method: 'GET', url: `${API.syncPull}?cursor=0`, headers: { authorization: `Bearer ${staff.token}` } });
    expect(pulled.statusCode).toBe(401);
    expect((await post(null, API.refresh, { refreshToken: staff.refreshToken })).status).toBe(401);
    // gate keys: revoked, and on the estate's signed list the guards read
    const cred = await t.ctx.db
      .selectFrom('gate_credentials')
      .select(['revoked_at', 'revoked_reason'])
      .where('cred_id', '=', enrolled.credId)
      .executeTakeFirstOrThrow();
    expect(cred.revoked_at).not.toBeNull();
    const lists = (await pullAll(t.app, guard)).changes.filter((c) => c.table === 'revocationLists' && c.op === 'put');
    expect((lists.at(-1)?.data as { revokedCredIds: string[] } | undefined)?.revokedCredIds).toContain(enrolled.credId);
    // the lists
    const managerSide = (await pullAll(t.app, manager)).changes;
    expect(latest(managerSide, 'staffMembers', roleRow?.id ?? '')).toBeNull();
    expect(latest(managerSide, 'managerMembers', `${WC}:${staff.userId}`)).toBeNull();
  });

  it('removes a unit member too; a manager cannot remove themself as the last manager', async () => {
    const member = await makeUser(t, { roles: [{ estateId: WC, role: ROLES.resident, unitNo: '7', accessControl: true }] });
    expect((await post(manager, STAFF_API.remove, { estateId: WC, userId: member.userId, roleName: 'resident', unitNo: '7' })).status).toBe(200);
    expect((await post(null, API.refresh, { refreshToken: member.refreshToken })).status).toBe(401);

    const self = await post(manager, STAFF_API.remove, { estateId: WC, userId: manager.userId, roleName: 'estateManager' });
    expect([self.status, self.body.errorDescription]).toEqual([400, STAFF_MESSAGES.lastManager]);
    expect(await core.listUserRolesAt(t.ctx.db, manager.userId, WC)).toHaveLength(1);
  });

  it("an operator (the operator module's check) invites and removes estate managers, not guards; their rows reach the operator scope", async () => {
    const operator = await makeUser(t, { defaultEstateId: WC });
    const saved = t.ctx.hooks.isOperator;
    t.ctx.hooks.isOperator = async (_db, userId) => userId === operator.userId;
    try {
      const guardInvite = await invite(operator, { email: 'op-guard@example.com', roleName: 'guard' });
      expect([guardInvite.status, guardInvite.body.errorDescription]).toEqual([403, STAFF_MESSAGES.notManager]);
      const unknownEstate = await post(operator, STAFF_API.invite, { estateId: 4242, email: 'm@example.com', roleName: 'estateManager' });
      expect([unknownEstate.status, unknownEstate.body.errorDescription]).toEqual([404, STAFF_MESSAGES.estateUnknown]);

      const sent = await post<{ id: string }>(operator, STAFF_API.invite, { estateId: BR, email: 'second-manager@example.com', roleName: 'estateManager' });
      expect(sent.status).toBe(200);
      const id = sent.body.details?.[0]?.id ?? '';
      const rows = await t.ctx.db.selectFrom('change_log').select(['scope', 'op']).where('tbl', '=', 'staffInvitations').where('row_id', '=', id).execute();
      expect(rows.map((r) => r.scope).sort()).toEqual([`manager:${BR}`, 'operator']);

      const { token } = await mailedLink('second-manager@example.com');
      expect((await post(null, STAFF_API.acceptNew, { token, firstName: 'Second', lastName: 'Manager', password: 'Second#2026-pass' })).status).toBe(200);
      const second = await signInAs(t.app, { email: 'second-manager@example.com', password: 'Second#2026-pass' });
      const removed = await post(operator, STAFF_API.remove, { estateId: BR, userId: second.userId, roleName: 'estateManager' });
      expect(removed.status).toBe(200);
      const staffRows = await t.ctx.db
        .selectFrom('change_log')
        .select(['scope', 'op'])
        .where('tbl', '=', 'staffMembers')
        .where('scope', '=', 'operator')
        .execute();
      expect(staffRows.some((r) => r.op === 'del')).toBe(true);
    } finally {
      t.ctx.hooks.isOperator = saved;
    }
    // Without the operator module nobody is one.
    expect((await post(operator, STAFF_API.invite, { estateId: BR, email: 'third@example.com', roleName: 'estateManager' })).status).toBe(403);
  });

  it("the inviteMember hook (the units import) invites a unit owner in the caller's transaction and mails after the commit", async () => {
    const hook = t.ctx.hooks.inviteMember;
    if (!hook) throw new Error('no module declares inviteMember');
    await expect(
      writeTransaction(t.ctx.db, async (trx) => {
        await hook(trx, t.ctx, { estateId: WC, email: 'rolled-back@example.com', roleName: 'owner', unitNo: '7', invitedBy: manager.userId });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await t.ctx.db.selectFrom('mailbox').select('id').where('to_address', '=', 'rolled-back@example.com').execute()).toEqual([]);

    await writeTransaction(t.ctx.db, (trx) =>
      hook(trx, t.ctx, { estateId: WC, email: 'owner7@example.com', roleName: 'owner', unitNo: '7', invitedBy: manager.userId }),
    );
    const { token } = await mailedLink('owner7@example.com');
    expect((await lookup(token)).body.details?.[0]).toMatchObject({ roleName: 'owner', unitNo: '7', email: 'owner7@example.com' });
  });
});
