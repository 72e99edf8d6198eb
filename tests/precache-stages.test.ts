import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCH_STEPS } from '../scripts/vite/launch-chunks';
import { GATE_ROUTES } from '../scripts/vite/precache-stages';

// The service worker's precache in two stages (issue 30), read from a real build of the app with
// its own vite.config.ts (plus vite's manifest of chunks, to name each route's files): the first
// stage holds the shell and the gate screens and stays small; the heavy rest comes later.

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-precache-'));
let first: string[] = [];
let later: string[] = [];
let manifest: Manifest = {};

beforeAll(async () => {
  // vite's build sets NODE_ENV=production in this process: put it back for the files after this one.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const sw = fs.readFileSync(path.join(outDir, 'sw.js'), 'utf8');
  const entries = [...sw.matchAll(/\{[^{}]*"url":"([^"]+)"[^{}]*\}/g)].map((m) => ({ url: m[1] ?? '', later: (m[0] ?? '').includes('"later":true') }));
  first = entries.filter((entry) => !entry.later).map((entry) => entry.url);
  later = entries.filter((entry) => entry.later).map((entry) => entry.url);
  manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}, 300_000);
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

/** A chunk's file and every file it imports statically, from vite's manifest. */
function withStaticImports(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, seen);
  return seen;
}

const brotliBytes = (url: string) => {
  const file = path.join(outDir, url);
  return fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size;
};

describe('precache stages', () => {
  it('first stage: the shell and every gate screen with what it imports', () => {
    expect(first).toContain('index.html');
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key === 'index.html');
    expect(entry).toBeDefined();
    for (const file of withStaticImports(entry ?? '')) expect(first, file).toContain(file);
    for (const route of GATE_ROUTES.filter((r) => !r.endsWith('__root.tsx'))) {
      // autoCodeSplitting: a route's component is its own chunk ('<file>?tsr-split=component'), its options another;
      // a launch step's route is in its step's chunk (scripts/vite/launch-chunks.ts), which the manifest names '_<step>-<hash>.js'.
      const step = LAUNCH_STEPS.find((s) => s.roots.includes(route));
      const keys = Object.keys(manifest).filter((key) => key.split('?')[0] === route || (step !== undefined && key.startsWith(`_${step.name}-`)));
      expect(keys.length, route).toBeGreaterThan(0);
      for (const key of keys) for (const file of withStaticImports(key)) expect(first, `${route}: ${file}`).toContain(file);
    }
    // The resident's QR pass and the guard's checks run in the QR worker.
    expect(first.some((url) => /^assets\/qr\.worker-/.test(url))).toBe(true);
  });

  it('a launch loads a few files: the entry imports none statically, a launch screen only the chunks of the steps before it', () => {
    const entry = manifest['index.html'];
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    // Rolldown's runtime helpers (about 1 KB: its CommonJS and lazy-init wrappers) are a chunk of their own once more than
    // one chunk needs them (its chunking keeps them a leaf, so they run first): the one static import the entry may have,
    // preloaded beside it by index.html, never a round trip after it.
    const runtime = (entry?.imports ?? []).filter((key) => /^_rolldown-runtime-[\w-]{8}\.js$/.test(key));
    expect((entry?.imports ?? []).filter((key) => !runtime.includes(key))).toEqual([]);
    for (const key of runtime) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`);
      expect(fs.statSync(path.join(outDir, manifest[key]?.file ?? '')).size).toBeLessThan(4 * 1024);
    }
    // The sign-in chunk (every first screen imports it) is preloaded beside the entry, not a round trip after it.
    const login = Object.values(manifest).find((chunk) => /^assets\/login-[\w-]{8}\.js$/.test(chunk.file));
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${login?.file}">`);
    const stepKey = (name: string) => Object.keys(manifest).find((key) => key.startsWith(`_${name}-`) && key.endsWith('.js'));
    for (const [i, step] of LAUNCH_STEPS.entries()) {
      const key = stepKey(step.name);
      expect(key, step.name).toBeDefined();
      const files = [...withStaticImports(key ?? '')].filter((file) => file.endsWith('.js') && !/rolldown-runtime-/.test(file));
      // Its own chunk, the entry, and at most the chunks of the steps before it (and the runtime's, preloaded with the entry).
      expect(files.length, `${step.name}: ${files.join(' ')}`).toBeLessThanOrEqual(i + 2);
    }
  });

  it('first stage stays under 1 MB as sent (Brotli)', () => {
    const bytes = first.reduce((sum, url) => sum + brotliBytes(url), 0);
    expect(bytes).toBeLessThan(1024 * 1024);
  });

  it('second stage: PDF.js and its fonts, the barcode reader, the editor, the manager console', () => {
    const has = (pattern: RegExp) => later.some((url) => pattern.test(url));
    expect(has(/pdf\.worker\.min-.*\.mjs$/)).toBe(true);
    expect(has(/\.pfb$/)).toBe(true);
    expect(has(/zxing_reader-.*\.wasm$/)).toBe(true);
    expect(has(/RichTextEditor-/)).toBe(true);
    expect(has(/ManagerScreen-/)).toBe(true);
    expect(first.some((url) => /pdf|zxing|RichTextEditor|ManagerScreen|\.wasm$/.test(url))).toBe(false);
    // Every file of the app is in one stage or the other (nothing lost from the offline promise), never twice.
    expect(later.filter((url) => first.includes(url))).toEqual([]);
  });

  it('MapLibre is in neither: it draws the online basemap only (offline /poi shows the site plan)', () => {
    expect([...first, ...later].some((url) => /maplibre|BasemapMap/.test(url))).toBe(false);
    expect(fs.readdirSync(path.join(outDir, 'assets')).some((name) => name.startsWith('BasemapMap-'))).toBe(true);
  });

  it('lists no compressed copies: the server picks the encoding per request', () => {
    expect([...first, ...later].filter((url) => /\.(br|gz)$/.test(url))).toEqual([]);
    expect(fs.existsSync(path.join(outDir, 'sw.js.br'))).toBe(true);
  });
});
