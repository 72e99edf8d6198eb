import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { compiledOnce } from '../../server/db/database';
import { insertCast, NEIGHBOUR, RESIDENT } from '../helpers/cast';
import { signInAs } from '../helpers/factories';
import { availableDialects, useTestApp } from '../helpers/test-app';
import { pull, pullAll } from '../sync/sync-helpers';

const dialects = await availableDialects();

/**
 * A poll's statements are compiled once and run with fresh parameters (server/db/database.ts
 * `compiledOnce`: the session check, the roles, the sync state with the client's row). Their
 * answers must still follow the parameters and the data of the moment: a session ended by
 * sign-out or by a refresh token's reuse is refused on its very next poll, and each caller gets
 * their own rows.
 */
describe.each(dialects)('poll statements compiled once, on %s', (dialect) => {
  const t = useTestApp(dialect, (app) => insertCast(app, [RESIDENT, NEIGHBOUR]));
  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("refuses a signed-out session's poll at once, while the user's other session polls on", async () => {
    const kept = await signInAs(t.app, RESIDENT);
    const ended = await signInAs(t.app, RESIDENT);
    expect((await pull(t.app, ended)).status).toBe(200);
    expect((await pull(t.app, kept)).status).toBe(200);
    expect((await post(API.signOut, {}, ended.token)).statusCode).toBe(200);
    expect((await pull(t.app, ended)).status).toBe(401);
    expect((await pull(t.app, kept)).status).toBe(200);
  });

  it("refuses the session's poll at once when a used refresh token comes back (the family is revoked)", async () => {
    const caller = await signInAs(t.app, NEIGHBOUR);
    const rotated = await post(API.refresh, { refreshToken: caller.refreshToken });
    expect(rotated.statusCode).toBe(200);
    // Past the retry grace window: the used token is replayed after its child was used.
    const child = (rotated.json() as { details: Array<{ refreshToken: string; accessToken: string }> }).details[0];
    expect((await post(API.refresh, { refreshToken: child?.refreshToken ?? '' })).statusCode).toBe(200);
    expect((await pull(t.app, caller)).status).toBe(200);
    expect((await post(API.refresh, { refreshToken: caller.refreshToken })).statusCode).toBe(401);
    expect((await pull(t.app, caller)).status).toBe(401);
  });

  it("refuses an up-to-date client's poll at once when its session ends, and its malformed poll with 401 too", async () => {
    // An up-to-date poll is one statement with the session check in it (server/sync/pull.ts): no change log, no transaction.
    const ended = await signInAs(t.app, RESIDENT);
    const { last } = await pullAll(t.app, ended);
    const poll = { cursor: last.cursor, scopes: last.scopes };
    const before = await pull(t.app, ended, poll);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ cursor: last.cursor, hasMore: false, changes: [] });
    expect(before.body.reset).toBeUndefined();
    expect((await pull(t.app, ended, { ...poll, cursor: 'soon' })).status).toBe(400);
    expect((await post(API.signOut, {}, ended.token)).statusCode).toBe(200);
    expect((await pull(t.app, ended, poll)).status).toBe(401);
    // The query is read before the statement: a refused one still answers 401 first, as on every other route.
    expect((await pull(t.app, ended, { ...poll, cursor: 'soon' })).status).toBe(401);
    expect((await pull(t.app, ended, { ...poll, clientId: 'x'.repeat(65) })).status).toBe(401);
  });

  it('answers reset to the next up-to-date poll after a role or the operator grant changed, and to no one else', async () => {
    const [caller, other] = [await signInAs(t.app, NEIGHBOUR), await signInAs(t.app, RESIDENT)];
    const mine = (await pullAll(t.app, caller)).last;
    const theirs = (await pullAll(t.app, other)).last;
    const poll = (who: typeof caller, last: typeof mine) => pull(t.app, who, { cursor: last.cursor, scopes: last.scopes });
    expect((await poll(caller, mine)).body.reset).toBeUndefined();
    // Written without publishing: the sync version stays, so the next poll is still an up-to-date one.
    await t.ctx.db.insertInto('operators').values({ user_id: caller.userId, created_at: Date.now() }).execute();
    const granted = await poll(caller, mine);
    expect(granted.body).toMatchObject({ reset: true, cursor: 0, changes: [] });
    expect(granted.body.scopes).not.toBe(mine.scopes);
    expect((await poll(other, theirs)).body.reset).toBeUndefined();
    await t.ctx.db.deleteFrom('operators').where('user_id', '=', caller.userId).execute();
    expect((await poll(caller, mine)).body.reset).toBeUndefined();
    const roles = await t.ctx.db.selectFrom('user_roles').selectAll().where('user_id', '=', caller.userId).execute();
    expect(roles.length).toBeGreaterThan(0);
    await t.ctx.db.deleteFrom('user_roles').where('user_id', '=', caller.userId).execute();
    const removed = await poll(caller, mine);
    expect(removed.body).toMatchObject({ reset: true, cursor: 0, changes: [] });
    expect(removed.body.scopes).not.toBe(mine.scopes);
    expect((await poll(other, theirs)).body.reset).toBeUndefined();
    await t.ctx.db.insertInto('user_roles').values(roles).execute();
    expect((await poll(caller, mine)).body.reset).toBeUndefined();
  });

  it('answers each caller with their own scopes and each client id with its own row', async () => {
    const [resident, neighbour] = [await signInAs(t.app, RESIDENT), await signInAs(t.app, NEIGHBOUR)];
    const first = await pull(t.app, resident);
    const second = await pull(t.app, neighbour);
    const again = await pull(t.app, resident);
    expect(first.body.scopes).not.toBe(second.body.scopes);
    expect(again.body.scopes).toBe(first.body.scopes);
    await t.ctx.db
      .insertInto('sync_clients')
      .values({ client_id: 'c-resident', user_id: resident.userId, last_mutation_id: 7, updated_at: Date.now() })
      .execute();
    await t.ctx.db
      .insertInto('sync_clients')
      .values({ client_id: 'c-neighbour', user_id: neighbour.userId, last_mutation_id: 3, updated_at: Date.now() })
      .execute();
    expect((await pull(t.app, resident, { clientId: 'c-resident' })).body.lastMutationId).toBe(7);
    expect((await pull(t.app, neighbour, { clientId: 'c-neighbour' })).body.lastMutationId).toBe(3);
    expect((await pull(t.app, resident, { clientId: 'c-unknown' })).body.lastMutationId).toBe(0);
    expect((await pull(t.app, resident)).body.lastMutationId).toBe(0);
    expect((await pull(t.app, resident, { clientId: 'c-neighbour' })).status).toBe(403);
  });

  it("compiledOnce runs its query with each call's parameters, fixed values kept, and refuses a parameter it cannot place", async () => {
    const named = compiledOnce((db, id: string, minimum: number) =>
      db
        .selectFrom('sync_clients')
        .select(['client_id', 'last_mutation_id'])
        .where('client_id', '=', id)
        .where('last_mutation_id', '>=', minimum)
        .where('last_mutation_id', '<', 1000),
    );
    await t.ctx.db.insertInto('sync_clients').values({ client_id: 'c-big', user_id: 'u', last_mutation_id: 5000, updated_at: Date.now() }).execute();
    expect(await named(t.ctx.db, 'c-resident', 0)).toEqual([{ client_id: 'c-resident', last_mutation_id: 7 }]);
    expect(await named(t.ctx.db, 'c-resident', 8)).toEqual([]);
    expect(await named(t.ctx.db, 'c-neighbour', 1)).toEqual([{ client_id: 'c-neighbour', last_mutation_id: 3 }]);
    expect(await named(t.ctx.db, 'c-big', 0)).toEqual([]);
    // Inside a transaction of the same database, the same compiled query.
    await t.ctx.db.transaction().execute(async (trx) => {
      expect(await named(trx, 'c-neighbour', 3)).toEqual([{ client_id: 'c-neighbour', last_mutation_id: 3 }]);
    });
    const computed = compiledOnce((db, id: string) => db.selectFrom('sync_clients').select('client_id').where(sql`upper(client_id)`, 'in', [id, 'X']));
    await expect(computed(t.ctx.db, 'C-RESIDENT')).resolves.toEqual([{ client_id: 'c-resident' }]);
    const computedOn = compiledOnce((db, id: string) => db.selectFrom('sync_clients').select('client_id').where('client_id', '=', `${id}-x`));
    await expect(computedOn(t.ctx.db, 'c-resident')).rejects.toThrow(/not a plain value/);
  });

  it.runIf(dialect === 'postgres')(
    'runs a compiledOnce query as a prepared statement of its connection, which still answers after a column is added',
    async () => {
      await t.ctx.db.insertInto('sync_clients').values({ client_id: 'c-prepared', user_id: 'u', last_mutation_id: 11, updated_at: Date.now() }).execute();
      const named = compiledOnce((db, id: string) => db.selectFrom('sync_clients').select(['client_id', 'last_mutation_id']).where('client_id', '=', id));
      const expected = [{ client_id: 'c-prepared', last_mutation_id: 11 }];
      await t.ctx.db.transaction().execute(async (trx) => {
        // One connection: the statement is prepared on it, run again, and kept.
        expect(await named(trx, 'c-prepared')).toEqual(expected);
        expect(await named(trx, 'c-none')).toEqual([]);
        const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
        expect(rows.map((row) => row.statement)).toContainEqual(expect.stringMatching(/"last_mutation_id" from "sync_clients" where "client_id" = \$1/));
        await sql`alter table sync_clients add column spare_note text`.execute(trx);
        expect(await named(trx, 'c-prepared')).toEqual(expected);
        await sql`alter table sync_clients drop column spare_note`.execute(trx);
      });
      expect(await named(t.ctx.db, 'c-prepared')).toEqual(expected);
    },
  );
});
