import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { MemberCard } from '../../src/contract/manager';
import { ROLES } from '../../src/domain/roles';
import type { Change } from '../../src/contract/sync';
import { deleteAccount } from '../../server/modules/account-deletion/account-deletion.service';
import { backfillMemberCards } from '../../server/modules/manager/manager.service';
import { writeTransaction } from '../../server/sync/change-log';
import { availableDialects } from '../helpers/test-app';
import { pullAll } from '../sync/sync-helpers';
import { BAOBAB_RIDGE, GUARD, MANAGER, NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import { signInAs, type Caller } from '../helpers/factories';

const dialects = await availableDialects();
/** An estate manager at the other estate (Baobab Ridge) only. */
const OTHER_MANAGER = {
  email: 'other.manager@example.com',
  firstName: 'Ayanda',
  lastName: 'Zulu',
  roles: [{ estateId: BAOBAB_RIDGE.id, role: ROLES.estateManager }],
} as const;

type Answer = { status: string; details?: unknown[]; errorDescription?: string };

describe.each(dialects)('estate manager console (member cards) on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, guard, manager, otherManager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, GUARD, MANAGER, OTHER_MANAGER]);

  const post = async (method: 'POST' | 'PUT', url: string, who: Caller | null, payload: unknown) => {
    const res = await t.app.inject({ method, url, payload: payload as object, headers: who ? { authorization: `Bearer ${who.token}` } : {} });
    return { status: res.statusCode, body: res.json<Answer>() };
  };

  /** Member cards a user's devices hold after a full sync (latest state per card). */
  async function cardsOf(who: Caller): Promise<{ cards: MemberCard[]; changes: Change[] }> {
    const { changes } = await pullAll(t.app, who);
    const latest = new Map<string, Change>();
    for (const c of changes) if (c.table === 'managerMembers') latest.set(c.id, c);
    const cards = [...latest.values()].filter((c) => c.op === 'put').map((c) => c.data as MemberCard);
    return { cards, changes: changes.filter((c) => c.table === 'managerMembers') };
  }
  const cardOf = async (userId: string) => (await cardsOf(manager)).cards.find((c) => c.userId === userId);
  const changeCount = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('change_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const maxVersion = async () => Number((await t.ctx.db.selectFrom('sync_state').select('version').executeTakeFirstOrThrow()).version);

  async function signUp(email: string, estateId: number) {
    const res = await t.app.inject({
      method: 'POST',
      url: API.signUp,
      payload: {
        firstname: 'Ayanda',
        lastname: 'Zulu',
        mobile: '082 765 4321',
        estateName: '',
        estateId,
        email,
        password: 'Correct horse 9',
        userType: 'resident',
        acceptedPrivacyPolicy: true,
      },
    });
    expect(res.statusCode).toBe(201);
    return signInAs(t.app, { email, password: 'Correct horse 9' });
  }

  it("publishes a card per member of the estate, readable by that estate's managers only", async () => {
    const { cards } = await cardsOf(manager);
    const at91 = cards.filter((c) => c.estateId === 91);
    expect(at91.map((c) => c.email).sort()).toEqual(['guard@example.com', 'manager@example.com', 'neighbour@example.com', 'resident@example.com']);
    expect(cards.every((c) => c.estateId === 91)).toBe(true);
    expect(at91.find((c) => c.userId === neighbour.userId)).toEqual({
      id: `91:${neighbour.userId}`,
      estateId: 91,
      userId: neighbour.userId,
      displayName: 'Pieter van Wyk',
      email: 'neighbour@example.com',
      roleName: 'resident',
      roleDisplayName: 'Resident',
      unitNo: '14',
      accessControl: true,
      banned: false,
      isConcierge: false,
    });
    // A guard (gate staff at 91), a resident and a manager of another estate: none of 91's cards.
    expect((await cardsOf(guard)).changes).toEqual([]);
    expect((await cardsOf(resident)).changes).toEqual([]);
    const other = await cardsOf(otherManager);
    expect(other.changes.some((c) => c.id.startsWith('91:'))).toBe(false);
    expect(other.cards.map((c) => c.email).sort()).toEqual(['other.manager@example.com', 'resident@example.com']);
    // No e-mail reaches the guards' gate scope.
    const guardRows = (await pullAll(t.app, guard)).changes.map((c) => JSON.stringify(c.data ?? ''));
    expect(guardRows.some((d) => d.includes('neighbour@example.com'))).toBe(false);
  });

  it('updates the card when the manager takes the estate out of and back into the access list', async () => {
    const off = await post('POST', API.gateAccessControl, manager, { estateId: 91, userId: neighbour.userId, accessControl: false });
    expect(off.status).toBe(200);
    expect(await cardOf(neighbour.userId)).toMatchObject({ accessControl: false, banned: false });
    const on = await post('POST', API.gateAccessControl, manager, { estateId: 91, userId: neighbour.userId, accessControl: true });
    expect(on.status).toBe(200);
    expect(await cardOf(neighbour.userId)).toMatchObject({ accessControl: true });
  });

  it('updates the card when the member changes their name', async () => {
    const res = await post('PUT', `${API.userDetail}?userID=${neighbour.userId}`, neighbour, { firstName: 'Piet', lastName: 'van Wyk' });
    expect(res.status).toBe(200);
    expect((await cardOf(neighbour.userId))?.displayName).toBe('Piet van Wyk');
  });

  it('adds no card when someone signs up at the estate: they hold no role until the manager lets them in (issue 26)', async () => {
    const newcomer = await signUp('newcomer@example.com', 91);
    expect(await cardOf(newcomer.userId)).toBeUndefined();
    expect((await cardsOf(otherManager)).cards.some((c) => c.userId === newcomer.userId)).toBe(false);
  });

  it('refuses bad input and non-managers with a 4xx and a message, writing nothing', async () => {
    const stranger = crypto.randomUUID();
    const before = await changeCount();
    const version = await maxVersion();
    const cases: [Caller, string, unknown, number, string | undefined][] = [
      [manager, API.gateAccessControl, { estateId: 91, userId: stranger, accessControl: false }, 404, 'This user holds no role at the estate.'],
      [manager, API.gateRevocations, { estateId: 91, userId: stranger }, 404, 'This user holds no role at the estate.'],
      [manager, API.gateAccessControl, { estateId: 91, userId: neighbour.userId }, 400, undefined],
      [guard, API.gateAccessControl, { estateId: 91, userId: neighbour.userId, accessControl: false }, 403, 'Only the estate manager may revoke gate access.'],
      [resident, API.gateRevocations, { estateId: 91, userId: neighbour.userId }, 403, 'Only the estate manager may revoke gate access.'],
      [otherManager, API.gateRevocations, { estateId: 91, userId: neighbour.userId }, 403, 'Only the estate manager may revoke gate access.'],
      [manager, API.notificationsSend, { estateId: 91, title: '', description: 'x' }, 400, 'Please enter a title'],
      [manager, API.notificationsSend, { estateId: 91, title: 'Hi', description: 'x', url: 'not a url' }, 400, 'Please enter a valid url'],
      [manager, API.notificationsSend, { estateId: 91, title: 'Hi', description: 'x', userId: stranger }, 400, 'The recipient is not a member of this estate'],
      [guard, API.notificationsSend, { estateId: 91, title: 'Hi', description: 'x' }, 403, 'Only an estate manager of this estate may send notifications'],
    ];
    for (const [who, url, body, status, message] of cases) {
      const res = await post('POST', url, who, body);
      expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(status);
      expect(res.body.errorDescription ?? '', url).not.toBe('');
      if (message) expect(res.body.errorDescription).toBe(message);
    }
    expect(await changeCount()).toBe(before);
    expect(await maxVersion()).toBe(version);
    const bans = await t.ctx.db.selectFrom('gate_user_revocations').select('user_id').where('user_id', '=', stranger).execute();
    expect(bans).toEqual([]);
  });

  it('sends a notification to one member from the console endpoint', async () => {
    const res = await post('POST', API.notificationsSend, manager, {
      estateId: 91,
      userId: neighbour.userId,
      type: 'HOA',
      title: 'Water off',
      description: 'Tuesday 9-12',
    });
    expect(res.status).toBe(201);
    const got = (await pullAll(t.app, neighbour)).changes.filter((c) => c.table === 'notifications').map((c) => c.data as { title: string; type: string });
    expect(got.some((n) => n.title === 'Water off' && n.type === 'HOA')).toBe(true);
    const residentGot = (await pullAll(t.app, resident)).changes.filter((c) => c.table === 'notifications').map((c) => c.data as { title: string });
    expect(residentGot.some((n) => n.title === 'Water off')).toBe(false);
  });

  it('marks the card banned when the manager revokes the member at the gate', async () => {
    const res = await post('POST', API.gateRevocations, manager, { estateId: 91, userId: neighbour.userId });
    expect(res.status).toBe(200);
    expect(await cardOf(neighbour.userId)).toMatchObject({ banned: true });
  });

  it('tombstones every card of a deleted account', async () => {
    await writeTransaction(t.ctx.db, (trx) => deleteAccount(trx, t.ctx, resident.userId));
    for (const who of [manager, otherManager]) {
      const { cards, changes } = await cardsOf(who);
      expect(cards.some((c) => c.userId === resident.userId)).toBe(false);
      expect(changes.filter((c) => c.id.endsWith(`:${resident.userId}`)).map((c) => c.op)).toEqual(['del']);
    }
    const stored = await t.ctx.db.selectFrom('change_log').select('data').where('tbl', '=', 'managerMembers').execute();
    expect(stored.some((r) => (r.data ?? '').includes('resident@example.com'))).toBe(false);
  });

  it('backfills cards for memberships that have none (data from before the console), once', async () => {
    const id = `91:${guard.userId}`;
    await t.ctx.db.deleteFrom('change_log').where('tbl', '=', 'managerMembers').where('row_id', '=', id).execute();
    expect(await backfillMemberCards(t.ctx.db, t.ctx.hooks)).toBe(1);
    expect(await backfillMemberCards(t.ctx.db, t.ctx.hooks)).toBe(0);
    expect(await cardOf(guard.userId)).toMatchObject({ roleDisplayName: 'Guard', email: 'guard@example.com' });
  });
});
