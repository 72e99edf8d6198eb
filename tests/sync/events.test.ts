import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects, buildTestApp, type TestApp } from '../helpers/test-app';
import { API } from '../../src/contract/api-paths';
import { contactArgs, push } from './sync-helpers';
import { makeCast, RESIDENT } from '../helpers/cast';
import type { Caller } from '../helpers/factories';

const dialects = await availableDialects();

/** Reads SSE frames from a fetch body. */
function frames(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<string> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          return frame;
        }
        const { value, done } = await reader.read();
        if (done) return '';
        buffer += decoder.decode(value, { stream: true });
      }
    },
    async nextPoke(): Promise<number> {
      for (;;) {
        const frame = await this.next();
        if (frame === '') throw new Error('stream ended');
        const data = frame.split('\n').find((l) => l.startsWith('data: '));
        if (frame.includes('event: poke') && data) return (JSON.parse(data.slice(6)) as { v: number }).v;
      }
    },
  };
}

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
