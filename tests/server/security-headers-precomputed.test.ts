import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { EMBEDDED_PAGES, helmetOptions, registerSecurityHeaders } from '../../server/lib/security-headers';
import { useTestApp } from '../helpers/test-app';

/**
 * The security headers are worked out once and set from a list (server/lib/security-headers.ts)
 * instead of by @fastify/helmet on every request: every kind of answer must carry exactly the
 * headers @fastify/helmet itself sets for the same options, the framed pages' variant included.
 * The reference is @fastify/helmet registered globally on a bare Fastify, as the app used it.
 */

/** Headers a bare Fastify sets itself (not security headers). */
const FASTIFY_OWN = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** GET, POST with malformed JSON, signed-out API, 404, SPA shell, static files, framed pages. */
const REQUESTS: Array<{ method: 'GET' | 'POST'; url: string; json?: string }> = [
  { method: 'GET', url: '/' },
  { method: 'GET', url: '/home' },
  { method: 'GET', url: '/assets/index-abc.js' },
  { method: 'GET', url: '/help.html' },
  { method: 'GET', url: `${API.paygateSandboxPage}?PAY_REQUEST_ID=ABC` },
  { method: 'GET', url: API.health },
  { method: 'GET', url: API.syncPull },
  { method: 'GET', url: '/sdk/no-such-path' },
  { method: 'POST', url: API.signIn, json: '{' },
];

function makeStaticDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log("app");');
  fs.writeFileSync(path.join(dir, 'help.html'), '<!doctype html><title>Help</title>');
  return dir;
}

for (const publicUrl of ['http://estate.test', 'https://estate.example']) {
  describe(`precomputed security headers (${publicUrl})`, () => {
    const staticDir = makeStaticDir();
    const t = useTestApp('sqlite', async () => undefined, { STATIC_DIR: staticDir, PUBLIC_URL: publicUrl });
    let reference: FastifyInstance;
    beforeAll(async () => {
      // The app's former set-up: helmet on every route, the framed pages' options on top for EMBEDDED_PAGES.
      reference = Fastify({ logger: false });
      await reference.register(helmet, helmetOptions(t.config));
      const framed = helmetOptions(t.config, { framedBySelf: true });
      reference.addHook('onRequest', async (request, reply) => {
        if (EMBEDDED_PAGES.has(request.url.split('?')[0] ?? '')) reply.helmet(framed);
      });
      reference.all('/*', async () => '');
      await reference.ready();
    });
    afterAll(async () => {
      await reference.close();
      fs.rmSync(staticDir, { recursive: true, force: true });
    });

    it('are exactly those @fastify/helmet sets, on every kind of answer', async () => {
      for (const { method, url, json } of REQUESTS) {
        const request = { method, url, ...(json === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload: json }) };
        const expected = Object.fromEntries(Object.entries((await reference.inject(request)).headers).filter(([name]) => !FASTIFY_OWN.has(name)));
        expect(Object.keys(expected).length).toBeGreaterThan(5);
        const answer = await t.app.inject(request);
        const actual = Object.fromEntries(Object.keys(expected).map((name) => [name, answer.headers[name]]));
        expect({ url, headers: actual }).toEqual({ url, headers: expected });
      }
    });

    it("refuse a route with @fastify/helmet's own options (not registered on the app, they would be ignored)", async () => {
      const app = Fastify({ logger: false });
      await registerSecurityHeaders(app, t.config);
      const register = async () => {
        app.get('/page', { helmet: helmetOptions(t.config, { styleHashes: ['sha256-x'] }) }, async () => '');
        await app.ready();
      };
      await expect(register()).rejects.toThrow(/pageSecurityHeaders/);
      await app.close();
    });
  });
}
