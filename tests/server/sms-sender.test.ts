import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { loadConfig } from '../../server/config';
import { createBulkSmsSender } from '../../server/sms/bulksms-sender';
import { createSmsSender } from '../../server/sms/create-sms-sender';
import { ROLES } from '../../src/domain/roles';
import { makeCastEstates, WILLOW_CREEK } from '../helpers/cast';
import { makeUser } from '../helpers/factories';
import { availableDialects, buildTestApp, type TestApp } from '../helpers/test-app';

const dialects = await availableDialects();

type Received = { method: string; url: string; authorization: string | undefined; contentType: string | undefined; body: unknown };

/** A real HTTP server standing in for BulkSMS: it records each request and answers what the test sets. */
async function startProvider(): Promise<{ url: string; received: Received[]; answer: { status: number; body: unknown }; close: () => Promise<void> }> {
  const received: Received[] = [];
  const answer = { status: 201, body: [{ id: '1', type: 'SENT', to: '+27715550111' }] as unknown };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: JSON.parse(raw || 'null'),
      });
      res.writeHead(answer.status, { 'Content-Type': answer.status === 201 ? 'application/json' : 'application/problem+json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, received, answer, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('the BulkSMS sender against a real HTTP server', () => {
  let provider: Awaited<ReturnType<typeof startProvider>>;
  beforeAll(async () => {
    provider = await startProvider();
  });
  afterAll(async () => {
    await provider.close();
  });

  it('posts { to, body, from } as JSON to /messages with Basic authentication by API token', async () => {
    const sender = createBulkSmsSender({ tokenId: 'TOKEN-ID', tokenSecret: 's3cret', from: 'Estate', apiUrl: provider.url });
    await sender.send({ to: '+27715550111', body: 'Your code is 123456' });
    expect(provider.received).toEqual([
      {
        method: 'POST',
        url: '/v1/messages',
        authorization: `Basic ${Buffer.from('TOKEN-ID:s3cret').toString('base64')}`,
        contentType: 'application/json',
        body: { to: '+27715550111', body: 'Your code is 123456', from: 'Estate' },
      },
    ]);
  });

  it("throws on the provider's refusal with its status and detail, never the token", async () => {
    provider.answer.status = 403;
    provider.answer.body = {
      type: 'https://developer.bulksms.com/json/v1/errors#insufficient-credits',
      title: 'Insufficient Credits',
      status: 403,
      detail: 'You do not have enough credits',
    };
    const sender = createBulkSmsSender({ tokenId: 'TOKEN-ID', tokenSecret: 's3cret', from: undefined, apiUrl: provider.url });
    const failure = await sender.send({ to: '+27715550111', body: 'x' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('BulkSMS answered 403: You do not have enough credits');
    expect((failure as Error).message).not.toContain('s3cret');
    expect(provider.received.at(-1)?.body).toEqual({ to: '+27715550111', body: 'x' });
    provider.answer.status = 201;
  });

  it('is chosen by SMS_PROVIDER=bulksms, which needs both halves of the token', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/unused' };
    expect(loadConfig({ ...base }).sms).toEqual({ provider: 'stored' });
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'bulksms', BULKSMS_TOKEN_ID: 'id' })).toThrow(/BULKSMS_TOKEN_SECRET/);
    const config = loadConfig({ ...base, SMS_PROVIDER: 'bulksms', BULKSMS_TOKEN_ID: 'id', BULKSMS_TOKEN_SECRET: 'secret' });
    expect(config.sms).toMatchObject({ provider: 'bulksms', apiUrl: 'https://api.bulksms.com/v1' });
  });
});

describe.each(dialects)("phone verification through BulkSMS's failure on %s", (dialect) => {
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startProvider();
    t = await buildTestApp(
      dialect,
      { SMS_PROVIDER: 'bulksms', BULKSMS_TOKEN_ID: 'id', BULKSMS_TOKEN_SECRET: 'secret', BULKSMS_API_URL: provider.url },
      { seed: false },
    );
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it("sends the code through the provider, and answers 'Unable to send OTP.' when the provider fails", async () => {
    expect(t.ctx.sms.kind).toBe('bulksms');
    await makeCastEstates(t);
    const u = await makeUser(t, { roles: [{ estateId: WILLOW_CREEK.id, role: ROLES.resident }] });
    const post = (mobile: string) =>
      t.app.inject({ method: 'POST', url: API.sendPhoneOtp, headers: { authorization: `Bearer ${u.token}` }, payload: { mobile } });
    const sent = await post('060 123 4567');
    expect(sent.statusCode).toBe(200);
    const request = provider.received.at(-1);
    expect(request?.body).toMatchObject({ to: '+27601234567' });
    expect(String((request?.body as { body?: string } | undefined)?.body)).toMatch(/\b\d{6}\b/);
    provider.answer.status = 500;
    provider.answer.body = { title: 'Internal Server Error', status: 500 };
    const failed = await post('060 123 4567');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ errorDescription: 'Unable to send OTP.' });
    // The stored outbox's pages are not there with a real provider.
    expect((await t.app.inject({ method: 'GET', url: '/dev/sms' })).statusCode).toBe(404);
  });
});

describe.each(dialects)('the stored SMS outbox on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { seed: false });
    const sender = createSmsSender(t.ctx.config, t.ctx.db);
    await sender.send({ to: '+27715550111', body: 'Code 111111 <b>x</b>' });
    await sender.send({ to: '+27601234567', body: 'Code 222222' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is the default, and lists stored SMS (escaped) to a number, loopback callers only', async () => {
    expect(t.ctx.sms.kind).toBe('stored');
    const json = await t.app.inject({ method: 'GET', url: `${API.devSms}?to=%2B27715550111` });
    expect(json.json().details.map((m: { body: string }) => m.body)).toEqual(['Code 111111 <b>x</b>']);
    const page = await t.app.inject({ method: 'GET', url: '/dev/sms?to=+27601234567' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Code 222222');
    expect(page.body).not.toContain('111111');
    const all = await t.app.inject({ method: 'GET', url: '/dev/sms' });
    expect(all.body).toContain('Code 111111 &lt;b&gt;x&lt;/b&gt;');
    for (const url of ['/dev/sms', API.devSms]) {
      const away = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.5', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(away.statusCode).toBe(403);
    }
  });
});
