// The offline launch to the PIN pad (bench/launch.ts) measured by the main thread's CPU time
// rather than the wall clock, for one or more builds, launch by launch in alternating order (issue
// 30): on the shared two-core machine the wall clock of a launch moves by hundreds of
// milliseconds with the other helpers' load, the CPU time the page's main thread spends much less.
// From a Chromium trace of each launch (about:blank to the pad's keys enabled): the renderer main
// thread's task time (tdur), the entry module's evaluation, and the V8 code cache: how many of the
// module scripts were compiled from a cache (consumed) and how many produced one.
//   node --import tsx bench/launch-cpu.ts /tmp/dist-before /tmp/dist-after [launches, default 6]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServer } from '../e2e/harness';
import { enrolledOfflineDevice } from './launch';
import { median } from './measure';

type Ev = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; consumedCacheSize?: number; producedCacheSize?: number } };
};
type Launch = { wall: number; cpu: number; entryCpu: number; consumed: number; produced: number };
const dists = process.argv.slice(2).filter((arg) => !/^\d+$/.test(arg));
const rounds = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 6);

async function traced(browser: Browser, page: Page, file: string): Promise<Launch> {
  await page.goto('about:blank');
  await browser.startTracing(page, { path: file, categories: ['toplevel', 'v8', 'devtools.timeline', 'loading', 'disabled-by-default-v8.compile'] });
  const t0 = Date.now();
  await page.goto('/access');
  await page.waitForFunction(() => !(document.querySelector('.numpad-key') as HTMLButtonElement | null)?.disabled);
  const wall = Date.now() - t0;
  await browser.stopTracing();
  const events = (JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: Ev[] }).traceEvents;
  // The app's renderer main thread: where the longest module evaluation (the entry's) ran.
  const evaluations = events.filter((e) => e.name === 'v8.evaluateModule' && e.ph === 'X').sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
  const entry = evaluations[0];
  const onMain = (e: Ev) => entry !== undefined && e.pid === entry.pid && e.tid === entry.tid;
  const cpu = events.filter((e) => onMain(e) && e.name === 'ThreadControllerImpl::RunTask' && e.ph === 'X').reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
  const consumed = events.filter((e) => e.name === 'v8.compileModule' && (e.args?.data?.consumedCacheSize ?? 0) > 0).length;
  const produced = events.filter((e) => e.name === 'v8.produceModuleCache' && (e.args?.data?.producedCacheSize ?? 0) > 0).length;
  fs.rmSync(file, { force: true });
  return { wall, cpu, entryCpu: (entry?.tdur ?? 0) / 1000, consumed, produced };
}

const browser = await launchBrowser();
const servers = await Promise.all(dists.map((dist) => startServer({ SEED_DEMO: 'true', STATIC_DIR: path.resolve(dist) })));
try {
  const devices = [];
  for (const server of servers) devices.push(await enrolledOfflineDevice(browser, server));
  const results = dists.map(() => ({ wall: [] as number[], cpu: [] as number[], entryCpu: [] as number[], consumed: 0, produced: 0 }));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? dists.map((_, i) => i) : dists.map((_, i) => dists.length - 1 - i);
    for (const i of order) {
      const device = devices[i];
      const r = results[i];
      if (!device || !r) continue;
      const m = await traced(browser, device.page, path.join(os.tmpdir(), `launch-cpu-${process.pid}-${i}.json`));
      r.wall.push(m.wall);
      r.cpu.push(Math.round(m.cpu));
      r.entryCpu.push(Math.round(m.entryCpu));
      r.consumed += m.consumed;
      r.produced += m.produced;
    }
  }
  for (const [i, dist] of dists.entries()) {
    const r = results[i];
    if (!r) continue;
    console.log(
      `${dist}: wall ${median(r.wall)} ms [${r.wall.join(', ')}]; main thread CPU ${median(r.cpu)} ms [${r.cpu.join(', ')}]; ` +
        `entry evaluation CPU ${median(r.entryCpu)} ms [${r.entryCpu.join(', ')}]; module scripts from the code cache ${r.consumed}, caches produced ${r.produced}`,
    );
  }
  for (const device of devices) await device.context.close();
} finally {
  for (const server of servers) await server.stop();
  await browser.close();
}
