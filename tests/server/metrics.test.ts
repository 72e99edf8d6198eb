import { afterAll, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { METRICS_PATH } from '../../server/modules/health/metrics.routes';
import { RESIDENT } from '../helpers/cast';
import { frames } from '../helpers/event-stream';
import { signInAs } from '../helpers/factories';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { contactArgs, pull, push } from '../sync/sync-helpers';

const opened: TestApp[] = [];
afterAll(async () => {
  for (const t of opened) await t.close();
});

async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await buildTestApp('sqlite', env);
  opened.push(t);
  return t;
}

/** One sample's value from the exposition text, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/**
 * /metrics (server/modules/health/metrics.routes.ts): the figures an operator scrapes, counted by
 * the code that does the work, and who may read them.
 */
describe('metrics', () => {
  it('counts requests by route pattern, pushed mutations by outcome and pulls', async () => {
    const t = await app();
    const resident = await signInAs(t.app, RESIDENT);
    expect((await push(t.app, resident, 'metrics-client-1', [{ id: 1, name: 'contacts.save', args: contactArgs('0821239901') }])).status).toBe(200);
    expect((await push(t.app, resident, 'metrics-client-1', [{ id: 1, name: 'contacts.save', args: contactArgs('0821239901') }])).status).toBe(200);
    expect((await push(t.app, resident, 'metrics-client-1', [{ id: 2, name: 'contacts.save', args: contactArgs('not a number') }])).status).toBe(200);
    expect((await pull(t.app, resident)).status).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: METRICS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(sample(text, 'sync_pushed_mutations_total{outcome="applied"}')).toBe(1);
    expect(sample(text, 'sync_pushed_mutations_total{outcome="duplicate"}')).toBe(1);
    expect(sample(text, 'sync_pushed_mutations_total{outcome="refused"}')).toBe(1);
    expect(sample(text, 'sync_pulls_total{outcome="page"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="POST",route="/sdk/sync/push",status="200"}')).toBe(3);
    expect(text).toContain('process_cpu_user_seconds_total');

    // Pulls are counted between scrapes and across them (handed to prom-client at each scrape), resets apart.
    expect((await pull(t.app, resident, { cursor: 1, scopes: 'not-the-caller-s' })).body.reset).toBe(true);
    expect((await pull(t.app, resident)).status).toBe(200);
    const again = (await t.app.inject({ method: 'GET', url: METRICS_PATH })).body;
    expect(sample(again, 'sync_pulls_total{outcome="page"}')).toBe(2);
    expect(sample(again, 'sync_pulls_total{outcome="reset"}')).toBe(1);
    expect(sample(again, 'http_request_duration_seconds_count{method="GET",route="/sdk/sync/pull",status="200"}')).toBe(3);
  });

  it('counts open event streams and the pokes written to them', async () => {
    const t = await app();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const resident = await signInAs(t.app, RESIDENT);
    const scrape = async () => (await t.app.inject({ method: 'GET', url: METRICS_PATH })).body;
    const controller = new AbortController();
    const res = await fetch(`${base}${API.syncEvents}`, { headers: { authorization: `Bearer ${resident.token}` }, signal: controller.signal });
    if (!res.body) throw new Error('no stream');
    const stream = frames(res.body);
    const opened = await stream.nextPoke();
    expect(sample(await scrape(), 'sync_open_streams')).toBe(1);
    expect((await push(t.app, resident, 'metrics-client-2', [{ id: 1, name: 'contacts.save', args: contactArgs('0821239902') }])).status).toBe(200);
    expect(await stream.nextPoke()).toBeGreaterThan(opened);
    expect(sample(await scrape(), 'sync_pokes_total')).toBe(1);
    controller.abort();
    for (let tries = 0; sample(await scrape(), 'sync_open_streams') !== 0; tries += 1) {
      if (tries > 100) throw new Error('the stream was not counted as closed');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('answers only callers on this machine that came through no proxy, unless a bearer token is set', async () => {
    const open = await app();
    expect((await open.app.inject({ method: 'GET', url: METRICS_PATH, headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(404);
    expect((await open.app.inject({ method: 'GET', url: METRICS_PATH, remoteAddress: '203.0.113.9' })).statusCode).toBe(404);

    const token = 'a-long-metrics-token-0123456789';
    const guarded = await app({ METRICS_TOKEN: token });
    expect((await guarded.app.inject({ method: 'GET', url: METRICS_PATH })).statusCode).toBe(404);
    expect((await guarded.app.inject({ method: 'GET', url: METRICS_PATH, headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(404);
    const scraped = await guarded.app.inject({ method: 'GET', url: METRICS_PATH, remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${token}` } });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain('http_request_duration_seconds');
  });
});
