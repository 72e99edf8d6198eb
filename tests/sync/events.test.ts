import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects, buildTestApp, type TestApp } from '../helpers/test-app';
import { API } from '../../src/contract/api-paths';
import { contactArgs, push } from './sync-helpers';
import { makeCast, RESIDENT } from '../helpers/cast';
import type { Caller } from '../helpers/factories';
import { frames } from '../helpers/event-stream';

const dialects = await availableDialects();

describe.each(dialects)('sync events (%s)', (dialect) => {
  let t: TestApp;
  let base: string;
  let resident: Caller;

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { seed: false });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    [resident] = await makeCast(t, [RESIDENT]);
  });
  let closed = false;
  afterAll(async () => {
    if (!closed) await t.close();
  });

  it('needs a bearer token', async () => {
    const res = await fetch(`${base}${API.syncEvents}`);
    expect(res.status).toBe(401);
  });

  it('pokes with the committed version, relays NOTIFY from other processes, and ends on close', async () => {
    const res = await fetch(`${base}${API.syncEvents}`, { headers: { authorization: `Bearer ${resident.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    if (!res.body) throw new Error('no body');
    const stream = frames(res.body);
    const initial = await stream.nextPoke();
    await push(t.app, resident, `events-${dialect}-1`, [{ id: 1, name: 'contacts.save', args: contactArgs('0824440000') }]);
    const poked = await stream.nextPoke();
    expect(poked).toBeGreaterThan(initial);
    const version = Number((await t.ctx.db.selectFrom('sync_state').select('version').executeTakeFirstOrThrow()).version);
    expect(poked).toBe(version);

    if (dialect === 'postgres') {
      const other = new pg.Client({ connectionString: t.config.databaseUrl }); // the test app's own database
      await other.connect();
      await other.query(`select pg_notify('estate_sync', 'another-process:987654')`);
      await other.end();
      expect(await stream.nextPoke()).toBe(987654);
    }

    const started = Date.now();
    closed = true;
    await t.close();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await stream.next()).toBe('');
  });
});
