import { describe, expect, it } from 'vitest';
import { availableDialects } from '../helpers/test-app';
import { publish, scopes, writeTransaction } from '../../server/sync/change-log';
import { purgeTombstones } from '../../server/sync/pull';
import { scopesHash, userScopes } from '../../server/sync/scopes';
import { pull, pullAll } from './sync-helpers';
import { NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import { makeUser } from '../helpers/factories';
import { API } from '../../src/contract/api-paths';
import { ROW_SHAPE } from '../../src/contract/estate-id';
import type { PullResponse } from '../../src/contract/sync';

const dialects = await availableDialects();

describe.each(dialects)('sync pull (%s)', (dialect) => {
  const {
    t,
    people: [resident],
  } = useCast(dialect, [RESIDENT]);

  const entry = (id: string, name: string) => ({ id, estateId: 1, category: 'general' as const, name, phone: '', email: '', description: '' });
  async function publishDirectory(ids: string[], scope = scopes.user(resident.userId)) {
    for (const id of ids) await writeTransaction(t.ctx.db, (trx) => publish(trx, scope, 'directory', id, entry(id, `Name ${id}`)));
  }

  it('pages with limit=2: every row exactly once, cursor monotonic', async () => {
    await publishDirectory(['p1', 'p2', 'p3', 'p4', 'p5']);
    const full = await pullAll(t.app, resident, 1000);
    let cursor = 0;
    let scopeHash: string | undefined;
    const seen: string[] = [];
    let pages = 0;
    for (;;) {
      const res = await pull(t.app, resident, { cursor, limit: 2, ...(scopeHash ? { scopes: scopeHash } : {}) });
      expect(res.status).toBe(200);
      expect(res.body.reset).toBeUndefined();
      expect(res.body.changes.length).toBeLessThanOrEqual(2);
      expect(res.body.cursor).toBeGreaterThanOrEqual(cursor);
      for (const c of res.body.changes) {
        expect(c.v).toBeGreaterThan(cursor);
        seen.push(`${c.table}:${c.id}:${c.v}`);
      }
      cursor = res.body.cursor;
      scopeHash = res.body.scopes;
      pages += 1;
      if (!res.body.hasMore) break;
    }
    expect(pages).toBeGreaterThan(2);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(full.changes.map((c) => `${c.table}:${c.id}:${c.v}`));
    for (const id of ['p1', 'p2', 'p3', 'p4', 'p5']) expect(seen.filter((s) => s.startsWith(`directory:${id}:`))).toHaveLength(1);
    // Nothing new: an empty page keeps the cursor.
    const idle = await pull(t.app, resident, { cursor, scopes: scopeHash ?? '' });
    expect(idle.body).toMatchObject({ cursor, hasMore: false, changes: [] });
  });

  it('sends a deleted row as a del tombstone', async () => {
    await publishDirectory(['d1']);
    const { last } = await pullAll(t.app, resident);
    await writeTransaction(t.ctx.db, (trx) => publish(trx, scopes.user(resident.userId), 'directory', 'd1', null));
    const res = await pull(t.app, resident, { cursor: last.cursor, scopes: last.scopes });
    expect(res.body.changes).toEqual([{ v: expect.any(Number), table: 'directory', id: 'd1', op: 'del' }]);
    // A fresh bootstrap also carries the tombstone (the log keeps the latest state per row).
    const boot = await pullAll(t.app, resident);
    expect(boot.changes.filter((c) => c.id === 'd1').map((c) => c.op)).toEqual(['del']);
  });

  it('answers reset when the scope set changed', async () => {
    const { last } = await pullAll(t.app, resident);
    expect(last.scopes).toBe(scopesHash(await userScopes(t.ctx.db, resident.userId, t.ctx.hooks)));
    const wrong = await pull(t.app, resident, { cursor: last.cursor, scopes: 'deadbeefdeadbeef' });
    expect(wrong.body).toMatchObject({ reset: true, cursor: 0, hasMore: true, changes: [] });
    await t.ctx.db
      .insertInto('user_roles')
      .values({
        id: `extra-${dialect}`,
        user_id: resident.userId,
        estate_id: 4242,
        role_name: 'resident',
        unit_no: 'Z9',
        access_control: 0,
        created_at: Date.now(),
      })
      .execute();
    const changed = await pull(t.app, resident, { cursor: last.cursor, scopes: last.scopes });
    expect(changed.body.reset).toBe(true);
    expect(changed.body.scopes).not.toBe(last.scopes);
    expect(await userScopes(t.ctx.db, resident.userId, t.ctx.hooks)).toEqual(expect.arrayContaining(['estate:4242', 'unit:4242:Z9']));
    await t.ctx.db.deleteFrom('user_roles').where('id', '=', `extra-${dialect}`).execute();
  });

  it('resets a client behind the tombstone purge horizon, not one ahead of it', async () => {
    await publishDirectory(['t1']);
    const behind = await pullAll(t.app, resident);
    await writeTransaction(t.ctx.db, (trx) => publish(trx, scopes.user(resident.userId), 'directory', 't1', null));
    const ahead = await pullAll(t.app, resident, 1000, behind.last.cursor, behind.last.scopes);
    expect(await purgeTombstones(t.ctx.db, 0)).toBeGreaterThan(0);
    const old = await pull(t.app, resident, { cursor: behind.last.cursor, scopes: behind.last.scopes });
    expect(old.body.reset).toBe(true);
    const fresh = await pull(t.app, resident, { cursor: ahead.last.cursor, scopes: ahead.last.scopes });
    expect(fresh.body.reset).toBeUndefined();
    const boot = await pullAll(t.app, resident);
    expect(boot.changes.some((c) => c.op === 'del')).toBe(false);
  });

  it('resets a client whose cursor is ahead of the server (database restored from a backup)', async () => {
    const { last } = await pullAll(t.app, resident);
    const version = Number((await t.ctx.db.selectFrom('sync_state').select('version').executeTakeFirstOrThrow()).version);
    expect(last.cursor).toBeLessThanOrEqual(version);
    const ahead = await pull(t.app, resident, { cursor: version + 5, scopes: last.scopes });
    expect(ahead.body).toMatchObject({ reset: true, cursor: 0, hasMore: true, changes: [] });
    const current = await pull(t.app, resident, { cursor: version, scopes: last.scopes });
    expect(current.body).toMatchObject({ cursor: version, hasMore: false, changes: [] });
    expect(current.body.reset).toBeUndefined();
  });

  it('filters by scope: a neighbour does not see rows of the resident scope', async () => {
    const neighbour = await makeUser(t, NEIGHBOUR);
    await publishDirectory(['secret']);
    const { changes } = await pullAll(t.app, neighbour);
    expect(changes.some((c) => c.id === 'secret')).toBe(false);
    expect(changes.some((c) => c.table === 'estates')).toBe(true);
  });

  it('answers an app from before the estate id had one name (no shape sent) rows with the names it reads', async () => {
    await publishDirectory(['shape1']);
    await writeTransaction(t.ctx.db, (trx) =>
      publish(trx, scopes.user(resident.userId), 'snags', 'shape-snag', { id: 'shape-snag', estateId: 91, unitNo: '12' }),
    );
    const now = await pull(t.app, resident, { limit: 5000 });
    const old = await pull(t.app, resident, { limit: 5000, shape: undefined });
    const find = (body: typeof now.body, table: string, id: string) => body.changes.find((c) => c.table === table && c.id === id)?.data;
    expect(find(now.body, 'directory', 'shape1')).toMatchObject({ estateId: 1 });
    expect(find(now.body, 'snags', 'shape-snag')).toEqual({ id: 'shape-snag', estateId: 91, unitNo: '12' });
    const { estateId, ...rest } = entry('shape1', 'Name shape1');
    expect(find(old.body, 'directory', 'shape1')).toEqual({ ...rest, estateID: estateId });
    expect(find(old.body, 'snags', 'shape-snag')).toEqual({ id: 'shape-snag', EstateID: 91, unitNo: '12' });
    expect(old.body.changes.map((c) => c.id)).toEqual(now.body.changes.map((c) => c.id));
  });

  it("writes each row into the answer as the change log holds it: the text is JSON.stringify's of the answer, puts and tombstones alike", async () => {
    await publishDirectory(['raw1', 'raw2']);
    await writeTransaction(t.ctx.db, (trx) => publish(trx, scopes.user(resident.userId), 'directory', 'raw2', null));
    for (const shape of [ROW_SHAPE, undefined]) {
      const params = new URLSearchParams({ cursor: '0', limit: '5000', ...(shape === undefined ? {} : { shape: String(shape) }) });
      const res = await t.app.inject({ method: 'GET', url: `${API.syncPull}?${params}`, headers: { authorization: `Bearer ${resident.token}` } });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = res.json<PullResponse>();
      expect(res.body).toBe(JSON.stringify(body));
      expect(Object.keys(body)).toEqual(['cursor', 'hasMore', 'changes', 'lastMutationId', 'scopes', 'serverTime']);
      expect(body.changes.find((c) => c.id === 'raw2')).toEqual({ v: expect.any(Number), table: 'directory', id: 'raw2', op: 'del' });
      expect(body.changes.find((c) => c.id === 'raw1')?.data).toMatchObject({ id: 'raw1', name: 'Name raw1' });
    }
  });

  it('requires a bearer token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sdk/sync/pull' });
    expect(res.statusCode).toBe(401);
  });
});
