import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { loadConfig } from '../../server/config';
import { mailboxExposureWarning } from '../../server/modules/dev/mailbox.routes';
import { availableDialects, buildTestApp, type TestApp } from '../helpers/test-app';

const dialects = await availableDialects();

type StoredMail = { id: string; to: string; subject: string; text: string; html: string; createdAt: number };

describe.each(dialects)('stored mailbox on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { seed: false });
    await t.ctx.mailer.send({ to: 'a@example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
    await new Promise((r) => setTimeout(r, 5));
    await t.ctx.mailer.send({ to: 'b@example.com', subject: 'Other', text: 'other', html: '' });
    await new Promise((r) => setTimeout(r, 5));
    await t.ctx.mailer.send({
      to: 'A@Example.com',
      subject: 'Second <script>alert(1)</script>',
      text: 'Open https://app.example/reset-password?token=abc&x=1 now <b>bold</b>',
      html: '<script>bad()</script>',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is the default mailer', () => {
    expect(t.ctx.mailer.kind).toBe('mailbox');
  });

  it('lists messages to one address, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API.devMailbox}?to=a@example.com` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: string; details: StoredMail[] }>();
    expect(body.status).toBe('success');
    expect(body.details.map((m) => m.subject)).toEqual(['Second <script>alert(1)</script>', 'First']);
    expect(body.details[1]).toMatchObject({ to: 'a@example.com', text: 'one', html: '<p>one</p>' });
    expect(typeof body.details[0]?.createdAt).toBe('number');
    const all = (await t.app.inject({ method: 'GET', url: API.devMailbox })).json<{ details: StoredMail[] }>();
    expect(all.details).toHaveLength(3);
  });

  it('renders an escaped HTML page with clickable links and a filter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox?to=a@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const page = res.body;
    expect(page).not.toContain('<script>');
    expect(page).toContain('Second &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('<a href="https://app.example/reset-password?token=abc&amp;x=1">');
    expect(page).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(page).not.toContain('Other');
    expect(page.indexOf('Second')).toBeLessThan(page.indexOf('First'));
    const all = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(all.body).toContain('Other');
  });
});

describe.each(dialects)('mailbox access on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { seed: false });
    await t.ctx.mailer.send({ to: 'victim@example.com', subject: 'Reset your password', text: 'https://app.example/reset-password?token=secret', html: '' });
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, remoteAddress, headers });

  it.each([API.devMailbox, '/dev/mailbox'])('%s refuses a caller from another machine (403) and shows nothing', async (url) => {
    const res = await get(url, '203.0.113.5');
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('secret');
    expect(res.json<{ errorCode: string }>().errorCode).toBe('dev/mailbox-loopback-only');
  });

  it.each([API.devMailbox, '/dev/mailbox'])('%s never believes a forwarded-for header claiming loopback', async (url) => {
    for (const header of ['127.0.0.1', '::1', '127.0.0.1, 127.0.0.1']) {
      const res = await get(url, '203.0.113.5', { 'x-forwarded-for': header, 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('secret');
    }
    // Not even when that remote is a trusted proxy: the TCP peer decides, not the header.
    const proxied = await buildTestApp(dialect, { TRUST_PROXY: '203.0.113.5' }, { seed: false });
    try {
      expect((await proxied.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.5', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(
        403,
      );
    } finally {
      await proxied.close();
    }
  });

  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])('answers a loopback caller (%s)', async (remoteAddress) => {
    const page = await get('/dev/mailbox', remoteAddress);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('reset-password?token=secret');
    const json = await get(`${API.devMailbox}?to=victim@example.com`, remoteAddress);
    expect(json.statusCode).toBe(200);
    expect(json.json<{ details: StoredMail[] }>().details).toHaveLength(1);
  });

  it('is off with DEV_MAILBOX=false (404), while mail is still stored', async () => {
    const off = await buildTestApp(dialect, { DEV_MAILBOX: 'false' }, { seed: false });
    try {
      expect(off.ctx.mailer.kind).toBe('mailbox');
      await off.ctx.mailer.send({ to: 'a@example.com', subject: 'Kept', text: 'kept', html: '' });
      expect((await off.app.inject({ method: 'GET', url: API.devMailbox })).statusCode).toBe(404);
      expect((await off.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      expect(await off.ctx.db.selectFrom('mailbox').select('subject').execute()).toEqual([{ subject: 'Kept' }]);
    } finally {
      await off.close();
    }
  });
});

describe('boot warning', () => {
  it('is given when HOST reaches beyond loopback with the stored mailbox on, and only then', () => {
    const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: os.tmpdir(), ...env });
    expect(mailboxExposureWarning(config({}), 'mailbox')).toMatch(/HOST=0\.0\.0\.0 .*SMTP_URL/);
    expect(mailboxExposureWarning(config({ HOST: '::' }), 'mailbox')).not.toBeNull();
    expect(mailboxExposureWarning(config({ HOST: '192.168.1.20' }), 'mailbox')).not.toBeNull();
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) expect(mailboxExposureWarning(config({ HOST: host }), 'mailbox')).toBeNull();
    expect(mailboxExposureWarning(config({ DEV_MAILBOX: 'false' }), 'mailbox')).toBeNull();
    expect(mailboxExposureWarning(config({}), 'smtp')).toBeNull();
  });

  it('server/main.ts logs it at boot on 0.0.0.0 and not on 127.0.0.1', async () => {
    const boot = async (host: string) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-boot-'));
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          HOST: host,
          PORT: '0',
          DATA_DIR: dataDir,
          SEED_DEMO: 'false',
          STATIC_DIR: path.join(dataDir, 'none'),
          LOG_LEVEL: 'info',
          DATABASE_URL: '',
          SMTP_URL: '',
          DEV_MAILBOX: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      try {
        await new Promise<void>((resolve, reject) => {
          child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
          const poll = setInterval(() => {
            if (output.includes('Estate resident app on')) {
              clearInterval(poll);
              resolve();
            }
          }, 50);
        });
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('close', r));
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
      return output;
    };
    const exposed = await boot('0.0.0.0');
    expect(exposed).toMatch(/"level":40.*stored mailbox/);
    expect(await boot('127.0.0.1')).not.toContain('stored mailbox');
  }, 60_000);
});

describe('with SMTP configured', () => {
  it('uses SMTP and hides the mailbox routes', async () => {
    const t = await buildTestApp('sqlite', { SMTP_URL: 'smtp://127.0.0.1:2525' }, { seed: false });
    try {
      expect(t.ctx.mailer.kind).toBe('smtp');
      expect((await t.app.inject({ method: 'GET', url: API.devMailbox })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
