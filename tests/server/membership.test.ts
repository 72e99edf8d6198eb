import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { MembershipRequest } from '../../src/contract/membership';
import type { Notification } from '../../src/contract/notifications';
import type { Tile, UserRole } from '../../src/contract/records';
import type { Change } from '../../src/contract/sync';
import { ROLES } from '../../src/domain/roles';
import { format } from '../../src/i18n/format';
import { MEMBERSHIP_MESSAGES } from '../../src/i18n/en/membership';
import { tenantTilesMigration } from '../../server/modules/estates/migrations/075_tenant_tiles';
import * as core from '../../server/modules/core/core.service';
import { writeTransaction } from '../../server/sync/change-log';
import { BAOBAB_RIDGE, MANAGER, NEIGHBOUR, useCast, WILLOW_CREEK } from '../helpers/cast';
import { makeUser, type Caller, type TestUser } from '../helpers/factories';
import { availableDialects } from '../helpers/test-app';
import { pullAll, push } from '../sync/sync-helpers';
import { rowId } from './people-helpers';

const dialects = await availableDialects();
const WC = WILLOW_CREEK.id;
const BR = BAOBAB_RIDGE.id;

const OTHER_MANAGER = {
  email: 'membership-other-manager@example.com',
  firstName: 'Other',
  lastName: 'Manager',
  roles: [{ estateId: BR, role: ROLES.estateManager, accessControl: true }],
} as const;

const latest = <T>(changes: Change[], table: Change['table'], id: string): T | null | undefined => {
  const last = changes.filter((c) => c.table === table && c.id === id).at(-1);
  return last === undefined ? undefined : last.op === 'del' ? null : (last.data as T);
};

const unit = (unitNo: string, archivedAt = 0) => ({
  estate_id: WC,
  unit_no: unitNo,
  stand_no: '',
  is_letting: 0,
  max_associates: 5,
  max_visitors: 5,
  max_guests: 0,
  updated_at: Date.now(),
  archived_at: archivedAt,
});

describe.each(dialects)('membership requests on %s', (dialect) => {
  const {
    t,
    people: [neighbour, manager, otherManager],
  } = useCast(dialect, [NEIGHBOUR, MANAGER, OTHER_MANAGER], {
    tiles: true,
    setUp: (app) =>
      writeTransaction(app.ctx.db, async (trx) => {
        for (const row of [unit('12'), unit('15'), unit('16', Date.now())]) await core.insertUnit(trx, row);
      }),
  });

  let made = 0;
  /** A person who signed up at Willow Creek naming `unitNo` as `userType`: the sign-up's hook, as sign-up calls it. Holds no role. */
  async function joiner(unitNo = '12', userType = 'owner'): Promise<TestUser & { requestId: string }> {
    made += 1;
    const person = await makeUser(t, { firstName: 'Ayanda', lastName: `Joiner${made}`, defaultEstateId: WC, emailVerified: false });
    const hook = t.ctx.hooks.joinRequested;
    if (!hook) throw new Error('no module records membership requests');
    await writeTransaction(t.ctx.db, (trx) => hook(trx, t.ctx, { userId: person.userId, estateId: WC, userType, unitNo }));
    const row = await t.ctx.db.selectFrom('membership_requests').select('id').where('user_id', '=', person.userId).executeTakeFirstOrThrow();
    return { ...person, requestId: row.id };
  }
  /** The person's address verified: every module's step, as the verification does. */
  const verify = (who: TestUser) =>
    writeTransaction(t.ctx.db, async (trx) => {
      for (const step of t.ctx.hooks.emailVerified) await step(trx, { id: who.userId, email: who.email }, t.ctx);
    });
  const send = async (who: Caller, name: string, args: object) => (await push(t.app, who, rowId('cl'), [{ id: 1, name, args }])).body.results[0];
  const requestRow = (id: string) => t.ctx.db.selectFrom('membership_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const rolesOf = (userId: string) => t.ctx.db.selectFrom('user_roles').select(['role_name', 'unit_no', 'estate_id']).where('user_id', '=', userId).execute();
  const mailTo = (email: string) => t.ctx.db.selectFrom('mailbox').selectAll().where('to_address', '=', email).execute();

  it('a sign-up’s request waits for the e-mail address, hidden from the managers; once verified the estate’s managers see it with the name and e-mail', async () => {
    const person = await joiner('12', 'owner');
    expect(await rolesOf(person.userId)).toEqual([]);
    const own = latest<MembershipRequest>((await pullAll(t.app, person)).changes, 'membershipRequests', person.requestId);
    expect(own).toMatchObject({ estateId: WC, unitClaimed: '12', userType: 'owner', status: 'awaitingVerification' });
    expect(latest((await pullAll(t.app, manager)).changes, 'membershipRequests', person.requestId)).toBeUndefined();
    // Not decidable either: it answers as none would.
    expect(await send(manager, 'membership.approve', { id: person.requestId, roleName: 'owner', unitNo: '12' })).toEqual({
      id: 1,
      ok: false,
      error: MEMBERSHIP_MESSAGES.notFound,
    });

    await verify(person);
    const seen = latest<MembershipRequest>((await pullAll(t.app, manager)).changes, 'membershipRequests', person.requestId);
    expect(seen).toMatchObject({ status: 'pending', name: `Ayanda Joiner${made}`, email: person.email, unitClaimed: '12', userType: 'owner' });
    expect(latest((await pullAll(t.app, otherManager)).changes, 'membershipRequests', person.requestId)).toBeUndefined();
    expect(latest((await pullAll(t.app, neighbour)).changes, 'membershipRequests', person.requestId)).toBeUndefined();
    // A second verification changes nothing.
    await verify(person);
    expect((await requestRow(person.requestId)).status).toBe('pending');
  });

  it('approve: the role at the unit chosen, pushed once; the person gets the role row, the tiles, a notification and an e-mail', async () => {
    const person = await joiner('12', 'owner');
    await verify(person);
    const clientId = rowId('cl');
    const args = { id: person.requestId, roleName: 'tenant', unitNo: '15' };
    const pushed = await push(t.app, manager, clientId, [
      { id: 1, name: 'membership.approve', args },
      { id: 1, name: 'membership.approve', args },
    ]);
    expect(pushed.body.results.map((r) => r.ok)).toEqual([true, true]);
    expect(await rolesOf(person.userId)).toEqual([{ role_name: 'tenant', unit_no: '15', estate_id: WC }]);
    expect(await requestRow(person.requestId)).toMatchObject({ status: 'approved', granted_role: 'tenant', granted_unit_no: '15', decided_by: manager.userId });

    const changes = (await pullAll(t.app, person)).changes;
    const roles = changes.filter((c) => c.table === 'userRoles' && c.op === 'put').map((c) => c.data as UserRole);
    expect(roles.map((r) => [r.roleName, r.unitNo, r.estateId])).toEqual([['tenant', '15', WC]]);
    const tiles = changes.filter((c) => c.table === 'tiles' && c.op === 'put').map((c) => c.data as Tile);
    expect(tiles.some((tile) => tile.roleName === 'tenant' && tile.estateId === WC && tile.tileDisplayTitle === 'Maintenance')).toBe(true);
    expect(latest<MembershipRequest>(changes, 'membershipRequests', person.requestId)).toMatchObject({ status: 'approved', grantedRole: 'tenant' });
    const notes = changes.filter((c) => c.table === 'notifications' && c.op === 'put').map((c) => c.data as Notification);
    expect(notes.map((n) => [n.type, n.title, n.actionID])).toEqual([['membership', 'Welcome to Willow Creek Estate', person.requestId]]);
    const mails = await mailTo(person.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain('you are a tenant of unit 15');
    // The estate's membership log records who let them in, as what, where.
    const logged = await t.ctx.db.selectFrom('membership_log').selectAll().where('person_id', '=', person.userId).execute();
    expect(logged.map((r) => [r.action, r.role_after, r.unit_after, r.estate_id === WC || Number(r.estate_id) === WC])).toEqual([
      ['approved', 'tenant', '15', true],
    ]);

    // Decided: a second decision is refused with its message, and nothing more is written.
    expect(await send(manager, 'membership.decline', { id: person.requestId, reason: 'Too late' })).toEqual({
      id: 1,
      ok: false,
      error: MEMBERSHIP_MESSAGES.alreadyDecided,
    });
    expect((await requestRow(person.requestId)).status).toBe('approved');
    expect(await mailTo(person.email)).toHaveLength(1);
    // As a tenant they hold the unit like its resident: a maintenance request there is theirs to make.
    expect(await send(person, 'snags.report', { id: rowId('sn'), estateId: WC, unitNo: '15', category: 'plumbing', request: 'Leak' })).toEqual({
      id: 1,
      ok: true,
    });
  });

  it('decline: the reason is required; the person is told it by notification and e-mail; no role is given', async () => {
    const person = await joiner('99', 'resident');
    await verify(person);
    expect(await send(manager, 'membership.decline', { id: person.requestId, reason: '   ' })).toEqual({
      id: 1,
      ok: false,
      error: MEMBERSHIP_MESSAGES.reasonRequired,
    });
    expect(await send(manager, 'membership.decline', { id: person.requestId, reason: 'Unit 99 does not exist here.' })).toEqual({ id: 1, ok: true });
    expect(await requestRow(person.requestId)).toMatchObject({ status: 'declined', reason: 'Unit 99 does not exist here.' });
    expect(await rolesOf(person.userId)).toEqual([]);
    const changes = (await pullAll(t.app, person)).changes;
    expect(latest<MembershipRequest>(changes, 'membershipRequests', person.requestId)).toMatchObject({
      status: 'declined',
      reason: 'Unit 99 does not exist here.',
    });
    const note = changes.find((c) => c.table === 'notifications')?.data as Notification | undefined;
    expect(note?.description).toContain('Reason: Unit 99 does not exist here.');
    expect((await mailTo(person.email))[0]?.text_body).toContain('Reason: Unit 99 does not exist here.');
    const logged = await t.ctx.db.selectFrom('membership_log').selectAll().where('person_id', '=', person.userId).execute();
    expect(logged.map((r) => [r.action, r.reason])).toEqual([['declined', 'Unit 99 does not exist here.']]);
  });

  it('refuses a non-manager, a manager of another estate and each bad input with its message; nothing is written', async () => {
    const person = await joiner('12', 'owner');
    await verify(person);
    const cases: Array<[Caller, string, object, string]> = [
      [neighbour, 'membership.approve', { roleName: 'owner', unitNo: '12' }, MEMBERSHIP_MESSAGES.notManager],
      [otherManager, 'membership.approve', { roleName: 'owner', unitNo: '12' }, MEMBERSHIP_MESSAGES.notManager],
      [person, 'membership.approve', { roleName: 'owner', unitNo: '12' }, MEMBERSHIP_MESSAGES.notManager],
      [otherManager, 'membership.decline', { reason: 'No' }, MEMBERSHIP_MESSAGES.notManager],
      [manager, 'membership.approve', { roleName: 'owner', unitNo: '77' }, format(MEMBERSHIP_MESSAGES.unitUnknown, { unitNo: '77' })],
      [manager, 'membership.approve', { roleName: 'owner', unitNo: '16' }, format(MEMBERSHIP_MESSAGES.unitArchived, { unitNo: '16' })],
      [manager, 'membership.approve', { roleName: 'owner', unitNo: '' }, MEMBERSHIP_MESSAGES.unitRequired],
      [manager, 'membership.approve', { roleName: 'visitor', unitNo: '12' }, MEMBERSHIP_MESSAGES.visitorNoUnit],
      [manager, 'membership.approve', { roleName: 'estateManager', unitNo: '' }, MEMBERSHIP_MESSAGES.roleRequired],
      [manager, 'membership.approve', { roleName: 'owner', unitNo: '<b>' }, MEMBERSHIP_MESSAGES.invalidUnit],
      [manager, 'membership.decline', { reason: 'x'.repeat(501) }, MEMBERSHIP_MESSAGES.reasonTooLong],
    ];
    for (const [who, name, args, error] of cases) {
      expect(await send(who, name, { id: person.requestId, ...args })).toEqual({ id: 1, ok: false, error });
    }
    expect(await send(manager, 'membership.approve', { id: rowId('nope'), roleName: 'owner', unitNo: '12' })).toEqual({
      id: 1,
      ok: false,
      error: MEMBERSHIP_MESSAGES.notFound,
    });
    expect(await requestRow(person.requestId)).toMatchObject({ status: 'pending', decided_by: '', granted_role: '' });
    expect(await rolesOf(person.userId)).toEqual([]);
    expect(await mailTo(person.email)).toEqual([]);
  });

  it('a person who already holds the role at that unit: refused with a clear message, the request stays pending', async () => {
    const holder = await makeUser(t, { roles: [{ estateId: WC, role: ROLES.tenant, unitNo: '15' }] });
    const hook = t.ctx.hooks.joinRequested;
    if (!hook) throw new Error('no module records membership requests');
    await writeTransaction(t.ctx.db, (trx) => hook(trx, t.ctx, { userId: holder.userId, estateId: WC, userType: 'resident', unitNo: '15' }));
    await verify(holder);
    const row = await t.ctx.db.selectFrom('membership_requests').selectAll().where('user_id', '=', holder.userId).executeTakeFirstOrThrow();
    expect(await send(manager, 'membership.approve', { id: row.id, roleName: 'tenant', unitNo: '15' })).toEqual({
      id: 1,
      ok: false,
      error: format(MEMBERSHIP_MESSAGES.alreadyHolds, { role: 'a tenant of unit 15' }),
    });
    expect((await requestRow(row.id)).status).toBe('pending');
    expect(await rolesOf(holder.userId)).toHaveLength(1);
    // As the owner of the same unit instead: given.
    expect(await send(manager, 'membership.approve', { id: row.id, roleName: 'owner', unitNo: '15' })).toEqual({ id: 1, ok: true });
    expect((await rolesOf(holder.userId)).map((r) => r.role_name).sort()).toEqual(['owner', 'tenant']);
  });

  it('a visitor is approved with no unit; the person may withdraw only their own open request', async () => {
    const visitor = await joiner('', 'visitor');
    await verify(visitor);
    expect(await send(manager, 'membership.approve', { id: visitor.requestId, roleName: 'visitor' })).toEqual({ id: 1, ok: true });
    expect(await rolesOf(visitor.userId)).toEqual([{ role_name: 'visitor', unit_no: '', estate_id: WC }]);

    const person = await joiner('12', 'owner');
    expect(await send(neighbour, 'membership.withdraw', { id: person.requestId })).toEqual({ id: 1, ok: false, error: MEMBERSHIP_MESSAGES.notFound });
    expect(await send(person, 'membership.withdraw', { id: person.requestId })).toEqual({ id: 1, ok: true });
    expect((await requestRow(person.requestId)).status).toBe('withdrawn');
    // Withdrawn before verification: the managers never see it, not even after.
    await verify(person);
    expect((await requestRow(person.requestId)).status).toBe('withdrawn');
    expect(latest((await pullAll(t.app, manager)).changes, 'membershipRequests', person.requestId)).toBeUndefined();
    expect(await send(person, 'membership.withdraw', { id: person.requestId })).toEqual({ id: 1, ok: false, error: MEMBERSHIP_MESSAGES.alreadyDecided });
  });

  it('the tenant tiles migration copies the resident’s tiles of an estate made before the role, published to the estate', async () => {
    const residentTiles = await t.ctx.db.selectFrom('tiles').select('id').where('estate_id', '=', BR).where('role_name', '=', 'resident').execute();
    await t.ctx.db.deleteFrom('tiles').where('estate_id', '=', BR).where('role_name', '=', 'tenant').execute();
    await tenantTilesMigration.up(t.ctx.db as unknown as Kysely<unknown>);
    const tenant = await t.ctx.db.selectFrom('tiles').selectAll().where('estate_id', '=', BR).where('role_name', '=', 'tenant').execute();
    expect(tenant.map((tile) => tile.id).sort()).toEqual(residentTiles.map((tile) => tile.id.replace(':resident:', ':tenant:')).sort());
    expect((JSON.parse(tenant[0]?.data ?? '{}') as Tile).roleName).toBe('tenant');
    const baobabOwner = await makeUser(t, { roles: [{ estateId: BR, role: ROLES.owner, unitNo: 'B9' }] });
    const published = (await pullAll(t.app, baobabOwner)).changes.filter((c) => c.table === 'tiles' && (c.data as Tile | null)?.roleName === 'tenant');
    expect(published).toHaveLength(tenant.length);
    // Run again: nothing doubled.
    await tenantTilesMigration.up(t.ctx.db as unknown as Kysely<unknown>);
    expect(await t.ctx.db.selectFrom('tiles').select('id').where('estate_id', '=', BR).where('role_name', '=', 'tenant').execute()).toHaveLength(tenant.length);
  });
});
