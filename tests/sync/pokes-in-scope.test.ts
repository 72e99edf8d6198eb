import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { publish, scopes, writeTransaction, type Scope } from '../../server/sync/change-log';
import { BAOBAB_RIDGE, makeCast, NEIGHBOUR, WILLOW_CREEK } from '../helpers/cast';
import { frames } from '../helpers/event-stream';
import type { Caller } from '../helpers/factories';
import { availableDialects, buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * Pokes reach only the streams whose scopes a commit changed (issue 28): a write anywhere else
 * costs an open app nothing, in this process and, through the scopes in the NOTIFY payload, in
 * every other process of the fleet. The neighbour lives at Willow Creek only.
 */

const dialects = await availableDialects();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Longer than the hub's coalescing window (20 ms): two writes this far apart are two pokes, if both are in scope. */
const APART_MS = 150;

describe.each(dialects)('pokes in scope (%s)', (dialect) => {
  let t: TestApp;
  let base: string;
  let neighbour: Caller;

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { seed: false });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    [neighbour] = await makeCast(t, [NEIGHBOUR]);
  });

  afterAll(async () => {
    await t.close();
  });

  async function openStream() {
    const res = await fetch(`${base}${API.syncEvents}`, { headers: { authorization: `Bearer ${neighbour.token}` } });
    if (!res.body) throw new Error('no body');
    const stream = frames(res.body);
    await stream.nextPoke();
    // A coalesced poke still due for the set-up's own writes (at the neighbour's estate) goes out first.
    await sleep(APART_MS);
    return stream;
  }

  const entry = (id: string) => ({ id, estateId: WILLOW_CREEK.id, category: 'general' as const, name: id, phone: '', email: '', description: '' });
  async function write(scope: Scope, id: string): Promise<number> {
    await writeTransaction(t.ctx.db, (trx) => publish(trx, scope, 'directory', id, entry(id)));
    return Number((await t.ctx.db.selectFrom('sync_state').select('version').executeTakeFirstOrThrow()).version);
  }

  it("does not poke a stream for a write at another estate, and does for its own estate's", async () => {
    const stream = await openStream();
    await write(scopes.estate(BAOBAB_RIDGE.id), 'elsewhere-1');
    await write(scopes.user('someone-else'), 'elsewhere-2');
    await sleep(APART_MS);
    const own = await write(scopes.estate(WILLOW_CREEK.id), 'at-home');
    // The first poke after the writes elsewhere is the one for its own estate's write.
    expect(await stream.nextPoke()).toBe(own);
    await stream.cancel();
  });

  it('pokes every stream for a public change, and a stream for its own user scope', async () => {
    const stream = await openStream();
    const publicVersion = await write(scopes.public, 'for-all');
    expect(await stream.nextPoke()).toBe(publicVersion);
    const own = await write(scopes.user(neighbour.userId), 'for-me');
    expect(await stream.nextPoke()).toBe(own);
    await stream.cancel();
  });

  it("follows a role granted while the stream is open: the user's scope changes, and the new estate's writes poke it", async () => {
    const stream = await openStream();
    await t.ctx.db
      .insertInto('user_roles')
      .values({
        id: crypto.randomUUID(),
        user_id: neighbour.userId,
        estate_id: BAOBAB_RIDGE.id,
        role_name: 'Resident',
        unit_no: 'B9',
        access_control: 0,
        created_at: Date.now(),
      })
      .execute();
    // The grant publishes the user's roles in their own scope: the poke for it makes the hub re-read the stream's scopes.
    const granted = await write(scopes.user(neighbour.userId), 'roles-changed');
    expect(await stream.nextPoke()).toBe(granted);
    await sleep(APART_MS);
    const there = await write(scopes.estate(BAOBAB_RIDGE.id), 'at-the-new-estate');
    expect(await stream.nextPoke()).toBe(there);
    await stream.cancel();
  });

  it.runIf(dialect === 'postgres')("relays another process's commit only to the streams of the scopes in its NOTIFY", async () => {
    const stream = await openStream();
    const other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    try {
      const notify = (payload: object) => other.query('select pg_notify($1, $2)', ['estate_sync', JSON.stringify(payload)]);
      // (Not Baobab Ridge: the test before this one gave the neighbour a role there.)
      await notify({ o: 'another-process', v: 900_001, s: [scopes.estate(4_040), scopes.user('someone-else')] });
      await sleep(APART_MS);
      await notify({ o: 'another-process', v: 900_002, s: [scopes.estate(WILLOW_CREEK.id)] });
      expect(await stream.nextPoke()).toBe(900_002);
      await sleep(APART_MS);
      // Too many scopes for a payload: '*' pokes every stream.
      await notify({ o: 'another-process', v: 900_003, s: '*' });
      expect(await stream.nextPoke()).toBe(900_003);
    } finally {
      await other.end();
      await stream.cancel();
    }
  });
});
