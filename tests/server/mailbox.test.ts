import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
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
