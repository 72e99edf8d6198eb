// The "PIN accepted to first QR drawn" figure of bench/launch.ts alone, printed and not written to
// docs/benchmarks.md, to measure a change to the PIN-to-QR path without the other sections:
//   npx vite build --outDir /tmp/dist-x && BENCH_DIST=/tmp/dist-x node --import tsx bench/pin-qr-alone.ts [rounds]
// With BENCH_DIST_BEFORE (another build) it also measures that build in the same rounds, alternating
// with BENCH_DIST and the bare page (the order turns every round), for a before/after in one run.
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from '../e2e/harness';
import { bareQr, openBarePage, prepareBareQr } from './bare-browser';
import { enrolledOfflineDevice, productFirstQr } from './launch';
import { median } from './measure';

const ROUNDS = Number(process.argv[2] ?? 9);
/** A device of bench/launch.ts (a resident's, PIN and credential, offline) served from `dist`. */
async function device(browser: Browser, dist: string): Promise<{ server: RunningServer; page: Page; close(): Promise<void> }> {
  const server = await startServer({ SEED_DEMO: 'true', STATIC_DIR: dist });
  const { context, page } = await enrolledOfflineDevice(browser, server);
  return {
    server,
    page,
    close: async () => {
      await context.close();
      await server.stop();
    },
  };
}

/** As bench/launch.ts's round: the app opened offline at /access, then the PIN to the QR. */
async function round(page: Page): Promise<{ ms: number; payload: string; size: number }> {
  await page.goto('about:blank');
  await page.goto('/access');
  await page.waitForFunction(() => !(document.querySelector('.numpad-key') as HTMLButtonElement | null)?.disabled);
  return productFirstQr(page);
}

const builds = [
  ...(process.env.BENCH_DIST_BEFORE ? [{ name: 'before', dist: path.resolve(process.env.BENCH_DIST_BEFORE) }] : []),
  { name: 'after', dist: path.resolve(process.env.BENCH_DIST ?? 'dist') },
];
const browser = await launchBrowser();
try {
  const devices = [];
  for (const build of builds) devices.push({ ...build, ...(await device(browser, build.dist)) });
  const first = await round(devices[0]!.page);
  const bare = await openBarePage(browser, devices[0]!.server.url);
  await prepareBareQr(bare, first.size);
  const times: Record<string, number[]> = { bare: [] };
  const sides = [
    ...devices.map((d) => ({ name: d.name, run: async () => (await round(d.page)).ms })),
    { name: 'bare', run: () => bareQr(bare, first.payload) },
  ];
  for (const d of devices) times[d.name] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const order = sides.map((_, k) => sides[(k + i) % sides.length]!);
    for (const side of order) times[side.name]!.push(Math.round(await side.run()));
  }
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  for (const [name, values] of Object.entries(times)) console.log(`${name}: median ${median(values)} ms, rounds ${values.join(', ')}`);
  for (const d of devices) console.log(`${d.name} / bare: ${(median(times[d.name]!) / median(times.bare!)).toFixed(2)}x`);
  await bare.close();
  for (const d of devices) await d.close();
} finally {
  await browser.close();
}
