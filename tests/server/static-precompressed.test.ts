import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/vite/precompress';
import { buildTestApp, type TestApp } from '../helpers/test-app';

// The built app's files in Brotli or gzip as the request accepts (issue 30): the build's copies
// (scripts/vite/precompress.ts, the same function the vite plugin runs) served by the real server.

/** A built app in miniature, compressed as the build does: a script large enough to compress, the shell, the service worker. */
function makeBuiltDir(): { dir: string; script: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-precompressed-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const script = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2; // line ${i}\n`).join(''));
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>app</title>${'<meta name="x" content="padding">'.repeat(60)}<div id="root"></div>`);
  fs.writeFileSync(path.join(dir, 'sw.js'), `self.addEventListener("fetch", () => {});\n${'// padding\n'.repeat(200)}`);
  return { dir, script };
}

describe('built files precompressed', () => {
  const { dir, script } = makeBuiltDir();
  let compressed: string[] = [];
  let t: TestApp;
  // Compressed before the server starts, as a build is before `npm run serve`.
  beforeAll(async () => {
    compressed = await precompressDir(dir);
    t = await buildTestApp('sqlite', { STATIC_DIR: dir }, { seed: false });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes a Brotli and a gzip copy beside each text file', () => {
    expect(compressed.map((file) => path.relative(dir, file)).sort()).toEqual([path.join('assets', 'index-abc.js'), 'index.html', 'sw.js']);
    expect(fs.existsSync(path.join(dir, 'assets', 'index-abc.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'assets', 'index-abc.js.gz'))).toBe(true);
  });

  it('answers a script in Brotli when accepted, the same bytes once decoded, still immutable', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(script)).toBe(true);
    // The build's copy itself, not one compressed again per request.
    expect(res.rawPayload.equals(fs.readFileSync(path.join(dir, 'assets', 'index-abc.js.br')))).toBe(true);
  });

  it('answers in gzip when only gzip is accepted', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).equals(script)).toBe(true);
    expect(res.rawPayload.equals(fs.readFileSync(path.join(dir, 'assets', 'index-abc.js.gz')))).toBe(true);
  });

  it('answers the file as is when no encoding is accepted', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(script)).toBe(true);
    const bare = await t.app.inject({ url: '/assets/index-abc.js' });
    expect(bare.headers['content-encoding']).toBeUndefined();
    expect(bare.rawPayload.equals(script)).toBe(true);
  });

  it('keeps the shell and the service worker revalidated, compressed too', async () => {
    for (const url of ['/sw.js', '/index.html', '/some/app/path']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const page = await t.app.inject({ url: '/some/app/path', headers: { 'accept-encoding': 'br' } });
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
  });
});
