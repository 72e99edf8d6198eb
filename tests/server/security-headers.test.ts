import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { loadConfig } from '../../server/config';
import { useTestApp, type TestApp } from '../helpers/test-app';

// Headers only: no database rows are read or written beyond boot, so SQLite is enough.

/** A built app in miniature: the SPA shell, a hashed asset, the service worker, the manifest, the help page. */
function makeStaticDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>app</title><script type="module" src="/assets/index-abc.js"></script><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log("app");');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Estate Resident"}');
  fs.writeFileSync(path.join(dir, 'help.html'), '<!doctype html><title>Help</title><link rel="stylesheet" href="/help.css">');
  return dir;
}

/** The enclosing block's server (SQLite, no seed) serving the miniature app, with `publicUrl`. */
function useStaticApp(publicUrl: string): TestApp {
  const staticDir = makeStaticDir();
  afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));
  return useTestApp('sqlite', async () => undefined, { STATIC_DIR: staticDir, PUBLIC_URL: publicUrl });
}

/** The CSP as a map of directive -> sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

/** The headers every answer carries, app page or API, success or error. */
function expectAppHeaders(res: LightMyRequestResponse): void {
  const policy = csp(res);
  expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('style-src')).toEqual(["'self'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'blob:', 'data:']);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('worker-src')).toEqual(["'self'"]);
  expect(policy.get('manifest-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  // No inline scripts or styles, no eval; only WebAssembly compilation ('wasm-unsafe-eval') is allowed.
  expect(String(res.headers['content-security-policy'])).not.toMatch(/'unsafe-(inline|eval|hashes)'/);
}

describe('security headers (http PUBLIC_URL)', () => {
  const t = useStaticApp('http://localhost:8080');

  it('are on index.html, at / and at a client-side route, with no HSTS on http', async () => {
    for (const url of ['/', '/index.html', '/home']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expectAppHeaders(res);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(csp(res).has('upgrade-insecure-requests')).toBe(false);
    }
  });

  it('are on a static asset, the service worker and the web manifest', async () => {
    for (const url of ['/assets/index-abc.js', '/sw.js', '/manifest.webmanifest']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expectAppHeaders(res);
    }
  });

  it('are on an API JSON answer and on error answers', async () => {
    const health = await t.app.inject({ method: 'GET', url: API.health });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-type']).toContain('application/json');
    expectAppHeaders(health);

    const unauthorised = await t.app.inject({ method: 'GET', url: API.syncPull });
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.json()).toMatchObject({ status: 'error' });
    expectAppHeaders(unauthorised);

    const missing = await t.app.inject({ method: 'GET', url: '/sdk/no-such-path' });
    expect(missing.statusCode).toBe(404);
    expectAppHeaders(missing);

    const malformed = await t.app.inject({ method: 'POST', url: API.signIn, headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(malformed.statusCode).toBe(400);
    expectAppHeaders(malformed);
  });

  it('let only the listed embedded pages be framed, and only by the app', async () => {
    const help = await t.app.inject({ method: 'GET', url: '/help.html' });
    expect(help.statusCode).toBe(200);
    expect(csp(help).get('frame-ancestors')).toEqual(["'self'"]);
    expect(help.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(csp(help).get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(help.headers['referrer-policy']).toBe('no-referrer');
  });

  it('let the app frame the payment pages: our return page and the sandbox card page, framed by the app only', async () => {
    const card = await t.app.inject({ method: 'GET', url: `${API.paygateSandboxPage}?PAY_REQUEST_ID=ABC` });
    expect(card.statusCode).toBe(200);
    expect(card.body).toContain('<div id="root">');
    expect(csp(card).get('frame-ancestors')).toEqual(["'self'"]);
    expect(card.headers['x-frame-options']).toBe('SAMEORIGIN');
    const back = await t.app.inject({
      method: 'POST',
      url: API.paymentReturn,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'PAY_REQUEST_ID=UNKNOWN',
    });
    expect(back.statusCode).toBe(404);
    expect(back.headers['content-type']).toContain('text/html');
    expect(csp(back).get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp(back).get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(back.body).not.toMatch(/<script|<style|\son[a-z]+=/i);
    // The frame's form post to the sandbox's process.trans, which sends it on to the card page.
    const process = await t.app.inject({
      method: 'POST',
      url: `${API.paygateSandbox}/process.trans`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'PAY_REQUEST_ID=X&CHECKSUM=Y',
    });
    expect(process.statusCode).toBe(400);
    expect(csp(process).get('frame-ancestors')).toEqual(["'self'"]);
    // The sandbox's other endpoints are not framed.
    const session = await t.app.inject({ method: 'GET', url: API.paygateSandboxSession('X') });
    expect(session.statusCode).toBe(404);
    expectAppHeaders(session);
  });

  it("allow the stored mailbox page's own inline style by its hash, on that page only", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1];
    expect(style).toBeDefined();
    const hash = `'sha256-${crypto
      .createHash('sha256')
      .update(style ?? '')
      .digest('base64')}'`;
    const policy = csp(res);
    expect(policy.get('style-src')).toEqual(["'self'", hash]);
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).not.toMatch(/<script|\son[a-z]+=/i);
  });
});

describe('security headers with a live PayGate account', () => {
  const staticDir = makeStaticDir();
  afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));
  const t = useTestApp('sqlite', async () => undefined, {
    STATIC_DIR: staticDir,
    PUBLIC_URL: 'https://estate.example',
    PAYGATE_ID: '10011072130',
    PAYGATE_KEY: 'not-the-sandbox',
  });

  it("let the app's form post the payment into its frame at PayGate, and frame it", async () => {
    for (const url of ['/', API.health]) {
      const policy = csp(await t.app.inject({ method: 'GET', url }));
      expect(policy.get('form-action')).toEqual(["'self'", 'https://secure.paygate.co.za']);
      expect(policy.get('frame-src')).toContain('https:');
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    }
    // No sandbox with a live account.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${API.paygateSandbox}/initiate.trans`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'A=1',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('security headers with MAP_STYLE_URL (the points-of-interest basemap)', () => {
  const staticDir = makeStaticDir();
  afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));
  const t = useTestApp('sqlite', async () => undefined, {
    STATIC_DIR: staticDir,
    PUBLIC_URL: 'http://localhost:8080',
    MAP_STYLE_URL: 'https://tiles.example/styles/dark/style.json',
  });

  it("let MapLibre fetch the style's origin (style, tiles, sprites, glyphs), and the public config names the style", async () => {
    const policy = csp(await t.app.inject({ method: 'GET', url: '/' }));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://tiles.example']);
    expect(policy.get('img-src')).toEqual(["'self'", 'blob:', 'data:', 'https://tiles.example']);
    // The worker is a script of this origin (the app sets its URL), so no blob: workers.
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    const config = await t.app.inject({ method: 'GET', url: '/sdk/config/public' });
    expect(config.json().details[0].mapStyleUrl).toBe('https://tiles.example/styles/dark/style.json');
  });

  it('refuse a MAP_STYLE_URL that is not https', () => {
    expect(() => loadConfig({ MAP_STYLE_URL: 'http://tiles.example/style.json' })).toThrow('MAP_STYLE_URL must be an https URL');
    expect(() => loadConfig({ MAP_STYLE_URL: 'tiles' })).toThrow('MAP_STYLE_URL must be an https URL');
    expect(loadConfig({}).mapStyleUrl).toBeUndefined();
  });
});

describe('security headers with Firebase Auth', () => {
  const staticDir = makeStaticDir();
  afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));
  const FIREBASE = {
    FIREBASE_PROJECT_ID: 'willow-creek-estate',
    FIREBASE_API_KEY: 'AIzaSyTestKey',
    FIREBASE_AUTH_DOMAIN: 'willow-creek-estate.firebaseapp.com',
  };
  const t = useTestApp('sqlite', async () => undefined, { STATIC_DIR: staticDir, PUBLIC_URL: 'https://estate.example', ...FIREBASE });
  const emulated = useTestApp('sqlite', async () => undefined, {
    STATIC_DIR: staticDir,
    PUBLIC_URL: 'http://localhost:8080',
    FIREBASE_PROJECT_ID: 'demo-estate',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  });

  it('let firebase/auth reach Identity Toolkit and Secure Token, and nothing else changes', async () => {
    for (const url of ['/', API.health, '/help.html']) {
      const policy = csp(await t.app.inject({ method: 'GET', url }));
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']);
      expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(policy.get('frame-src')).toEqual(["'self'", 'https:']);
      expect(policy.get('img-src')).toEqual(["'self'", 'blob:', 'data:']);
    }
  });

  it('let the app reach the Auth emulator in a demo setup', async () => {
    const policy = csp(await emulated.app.inject({ method: 'GET', url: '/' }));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'http://127.0.0.1:9099',
    ]);
  });
});

describe('security headers (https PUBLIC_URL)', () => {
  const t = useStaticApp('https://estate.example');

  it('add HSTS and upgrade-insecure-requests to the app page and the API', async () => {
    for (const url of ['/', API.health, '/sdk/no-such-path']) {
      const res = await t.app.inject({ method: 'GET', url });
      expectAppHeaders(res);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(csp(res).get('upgrade-insecure-requests')).toEqual([]);
    }
  });
});
