import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { ROW_SHAPE } from '../../src/contract/estate-id';
import { frames } from '../helpers/event-stream';
import type { Caller } from '../helpers/factories';
import { makeCast, RESIDENT } from '../helpers/cast';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { contactArgs, push } from '../sync/sync-helpers';

/**
 * Compressed answers (issue 28): an API answer travels in Brotli or gzip when the client says it
 * accepts it, decodes to the same JSON, and stays plain for a client that does not or an answer too
 * small to gain; the poke stream is never compressed (a buffered poke would arrive late).
 */
describe('compressed answers', () => {
  let t: TestApp;
  let resident: Caller;

  beforeAll(async () => {
    t = await buildTestApp('sqlite', {}, { seed: false });
    [resident] = await makeCast(t, [RESIDENT]);
  });

  afterAll(async () => {
    await t.close();
  });

  const pullWith = (encoding: string | undefined) =>
    t.app.inject({
      method: 'GET',
      url: `${API.syncPull}?cursor=0&limit=1000&shape=${ROW_SHAPE}`,
      headers: { authorization: `Bearer ${resident.token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  it('sends a first sync in Brotli or gzip as asked, decoding to the JSON a plain answer carries', async () => {
    const plain = await pullWith(undefined);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.json() as { changes: unknown[] };
    expect(json.changes.length).toBeGreaterThan(5);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await pullWith('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const fromBr = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')) as { changes: unknown[]; serverTime: number };
    expect({ ...fromBr, serverTime: 0 }).toEqual({ ...json, serverTime: 0 });

    const gzip = await pullWith('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const fromGzip = JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8')) as { changes: unknown[]; serverTime: number };
    expect({ ...fromGzip, serverTime: 0 }).toEqual({ ...json, serverTime: 0 });
  });

  it('leaves an answer under 1 KB plain', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sdk/config/public', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the poke stream: a poke arrives at once for a client that accepts gzip and Brotli', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${base}${API.syncEvents}`, { headers: { authorization: `Bearer ${resident.token}`, 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    if (!res.body) throw new Error('no body');
    const stream = frames(res.body);
    const first = await stream.nextPoke();
    await push(t.app, resident, 'compression-1', [{ id: 1, name: 'contacts.save', args: contactArgs('0824449999') }]);
    expect(await stream.nextPoke()).toBeGreaterThan(first);
    await stream.cancel();
  });
});
