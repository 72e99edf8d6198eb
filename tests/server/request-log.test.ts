import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { RESIDENT } from '../helpers/cast';
import { signInAs } from '../helpers/factories';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { pull } from '../sync/sync-helpers';

type LogLine = { level: number; msg: string; req?: { method?: string; url?: string }; res?: { statusCode?: number }; responseTime?: number };

/**
 * The request log at LOG_LEVEL=info (server/lib/request-log.ts): every request's start and end,
 * except the polls' (most of the traffic), which are logged only when they fail or are slow.
 */
describe('request log', () => {
  const lines: LogLine[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { LOG_LEVEL: 'info' }, { jobs: false, logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs nothing for a poll that answered 200', async () => {
    const resident = await signInAs(t.app, RESIDENT);
    lines.length = 0;
    expect((await pull(t.app, resident)).status).toBe(200);
    expect(lines).toEqual([]);
  });

  it('logs one completion line, with the method and URL, for a poll that failed; never the token', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: `${API.syncPull}?cursor=0`, headers: { authorization: 'Bearer not-a-token' } });
    expect(res.statusCode).toBe(401);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: `${API.syncPull}?cursor=0` }, res: { statusCode: 401 } });
    expect(JSON.stringify(lines)).not.toContain('not-a-token');

    const resident = await signInAs(t.app, RESIDENT);
    lines.length = 0;
    expect((await pull(t.app, resident, { cursor: 'x' })).status).toBe(400);
    expect(lines.map((line) => [line.msg, line.res?.statusCode])).toEqual([['request completed', 400]]);
  });

  it('logs the start and end of every other request', async () => {
    lines.length = 0;
    expect((await t.app.inject({ method: 'GET', url: API.health })).statusCode).toBe(200);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]?.req?.url).toBe(API.health);
  });
});
