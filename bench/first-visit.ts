// A first visit on a weak signal (issue 30) for `npm run bench`: the time to a usable sign-in on
// emulated Slow 3G with its bytes on the wire, the bytes a new resident's and a new guard's device
// download before the app works offline (both precache stages cached), and the precache stages'
// sizes. Called from bench/run.ts; runnable alone against a build:
//   BENCH_DIST=/tmp/dist-x node --import tsx bench/first-visit.ts
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, signInThroughUi, startServer, type RunningServer } from '../e2e/harness';
import type { RecordFigure } from './measure';

/** Chrome DevTools' "Slow 3G" as issue 30 measured it: 400 ms round trip, 400 kbit/s each way. */
const SLOW_3G = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };

type PrecacheEntry = { url: string; later: boolean };

/** The precache lists the build injected into sw.js (`later` marks the second stage; a build before issue 30 has one stage). */
function precacheEntries(dist: string): PrecacheEntry[] {
  const sw = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const entries = [...sw.matchAll(/\{[^{}]*"url":"([^"]+)"[^{}]*\}/g)].map((m) => ({ url: m[1] ?? '', later: (m[0] ?? '').includes('"later":true') }));
  return [...new Map(entries.map((entry) => [entry.url, entry])).values()];
}

/**
 * Bytes a file travels as to a browser accepting Brotli: the build's .br copy; for a build without
 * copies, what @fastify/compress makes of it on the fly (Brotli at quality 4, from 1 KB, text and WebAssembly).
 */
function wireSize(dist: string, url: string): number {
  const file = path.join(dist, url);
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size;
  const bytes = fs.readFileSync(file);
  if (bytes.length < 1024 || !/\.(?:js|mjs|css|html|svg|json|webmanifest|wasm|pfb|txt)$/.test(file)) return bytes.length;
  return zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;

/**
 * A TCP proxy in front of the server that counts every byte the server sends: what one device
 * downloads, page and service worker alike. With `link`, it is also the device's one slow link:
 * every answer shares its download rate, and each way waits half the round trip.
 */
async function countingProxy(
  target: number,
  link?: { latencyMs: number; bytesPerSecond: number },
): Promise<{ url: string; bytes: () => number; close: () => Promise<void> }> {
  let received = 0;
  let linkFreeAt = 0;
  const sockets = new Set<net.Socket>();
  /** Runs `send` at `at` (ms since the epoch), after every step queued before it on the same chain: a connection's bytes stay in order. */
  const inOrder = () => {
    let chain = Promise.resolve();
    return (at: number, send: () => void) => {
      chain = chain.then(() => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())))).then(send);
    };
  };
  const proxy = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    sockets.add(client).add(upstream);
    const [down, up] = [inOrder(), inOrder()];
    upstream.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (!link) return void client.write(chunk);
      linkFreeAt = Math.max(Date.now(), linkFreeAt) + (chunk.length / link.bytesPerSecond) * 1000;
      down(linkFreeAt + link.latencyMs / 2, () => client.writable && client.write(chunk));
    });
    client.on('data', (chunk: Buffer) => {
      if (!link) return void upstream.write(chunk);
      up(Date.now() + link.latencyMs / 2, () => upstream.writable && upstream.write(chunk));
    });
    // The server's close waits for the bytes still on their way.
    upstream.on('end', () => down(0, () => client.end()));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    bytes: () => received,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}

/** Waits until every precached file (both stages) is in the page's caches (polled: evaluate awaits the page's promise, waitForFunction would not). */
async function untilAllCached(page: Page, urls: readonly string[]): Promise<void> {
  const deadline = Date.now() + 600_000;
  for (;;) {
    const missing = await page.evaluate(async (wanted) => {
      const have = new Set<string>();
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) have.add(new URL(request.url).pathname);
      }
      return wanted.filter((url) => !have.has(`/${url}`)).length;
    }, urls);
    if (missing === 0) return;
    if (Date.now() > deadline) throw new Error(`${missing} precached files still missing`);
    await page.waitForTimeout(250);
  }
}

/** The first visit to /login on Slow 3G: ms to the E-mail field enabled (React rendered the screen), first paint, bytes the page received. */
export async function slowFirstVisit(browser: Browser, server: RunningServer): Promise<{ usableMs: number; paintMs: number; bytes: number }> {
  const context = await newContext(browser, server.url);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
    });
    const start = Date.now();
    await page.goto('/login', { waitUntil: 'commit' });
    const email = page.getByLabel('E-mail');
    await email.waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => {
      const input = document.querySelector<HTMLInputElement>('input[type="email"], input[autocomplete="email"], input[name="email"]');
      return input !== null && !input.disabled;
    });
    const usableMs = Date.now() - start;
    const usableBytes = bytes;
    const paintMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    return { usableMs, paintMs: Math.round(paintMs), bytes: usableBytes };
  } finally {
    await context.close();
  }
}

/**
 * A first visit to /login over a shaped Slow 3G link carrying all the device's traffic (the
 * service worker's precache competes with the page, as on a phone): seconds to a usable sign-in,
 * to the gate screens working offline (a worker controls the page: the first stage is cached), and
 * to everything working offline (both stages).
 */
async function shapedFirstVisit(browser: Browser, server: RunningServer, urls: readonly string[]): Promise<{ loginS: number; gateS: number; allS: number }> {
  const proxy = await countingProxy(server.port, { latencyMs: SLOW_3G.latency, bytesPerSecond: SLOW_3G.downloadThroughput });
  const context = await newContext(browser, proxy.url);
  try {
    const page = await context.newPage();
    const start = Date.now();
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('E-mail').waitFor({ timeout: 120_000 });
    const loginS = (Date.now() - start) / 1000;
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 600_000, polling: 250 });
    const gateS = (Date.now() - start) / 1000;
    await untilAllCached(page, urls);
    return { loginS, gateS, allS: (Date.now() - start) / 1000 };
  } finally {
    await context.close();
    await proxy.close();
  }
}

/** A new device of this person: sign-in, then every precached file cached; answers the bytes it downloaded (app, sign-in, first sync). */
async function bytesUntilOffline(browser: Browser, server: RunningServer, who: { email: string; password: string }, urls: readonly string[]): Promise<number> {
  const proxy = await countingProxy(server.port);
  const context = await newContext(browser, proxy.url);
  try {
    const page = await context.newPage();
    await signInThroughUi(page, who.email, who.password);
    await untilAllCached(page, urls);
    return proxy.bytes();
  } finally {
    await context.close();
    await proxy.close();
  }
}

/** The rows, against the build in `dist` on a server of its own (the demo estate only: run.ts's server holds 10,000 extra rows a first sync would download). */
export async function firstVisitFigures(browser: Browser, dist: string, record: RecordFigure): Promise<void> {
  const server = await startServer({ SEED_DEMO: 'true', STATIC_DIR: dist });
  try {
    await measure(browser, server, dist, record);
  } finally {
    await server.stop();
  }
}

async function measure(browser: Browser, server: RunningServer, dist: string, record: RecordFigure): Promise<void> {
  const entries = precacheEntries(dist);
  const stage = (later: boolean) => entries.filter((entry) => entry.later === later);
  const size = (list: PrecacheEntry[]) => list.reduce((sum, entry) => sum + wireSize(dist, entry.url), 0);
  record(
    'Precache, first stage (shell and gate screens, cached at install; Brotli bytes)',
    `${stage(false).length} files, ${kb(size(stage(false)))}`,
    '<= 1,024 KB',
  );
  record('Precache, second stage (the rest, cached once the app runs; Brotli bytes)', `${stage(true).length} files, ${kb(size(stage(true)))}`);

  const visit = await slowFirstVisit(browser, server);
  record(
    'First visit on Slow 3G (400 ms, 400 kbit/s) to a usable sign-in (E-mail field enabled)',
    `${(visit.usableMs / 1000).toFixed(1)} s, ${kb(visit.bytes)} on the wire`,
    '<= 5 s',
  );
  record('First visit on Slow 3G: first paint (the loading screen)', `${(visit.paintMs / 1000).toFixed(1)} s`);

  const urls = entries.map((entry) => entry.url);
  const shaped = await shapedFirstVisit(browser, server, urls);
  record(
    'First visit over a shaped Slow 3G link carrying the service worker too: sign-in usable / gate screens offline / everything offline',
    `${shaped.loginS.toFixed(1)} s / ${shaped.gateS.toFixed(1)} s / ${shaped.allS.toFixed(1)} s`,
  );
  const resident = await bytesUntilOffline(browser, server, { email: 'resident@example.com', password: 'Resident#2026' }, urls);
  record('New resident device: bytes downloaded until it works offline (sign-in, first sync, both precache stages)', kb(resident));
  const guard = await bytesUntilOffline(browser, server, { email: 'guard@example.com', password: 'Guard#2026' }, urls);
  record('New guard device: bytes downloaded until it works offline (sign-in, first sync, both precache stages)', kb(guard));
}

// Alone: `node --import tsx bench/first-visit.ts` measures BENCH_DIST (default ./dist) and prints the rows.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const browser = await launchBrowser();
  try {
    await firstVisitFigures(browser, path.resolve(process.env.BENCH_DIST ?? 'dist'), (name, value, goal) =>
      console.log(`${name}: ${value}${goal ? ` (goal ${goal})` : ''}`),
    );
  } finally {
    await browser.close();
  }
}
