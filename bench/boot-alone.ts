// The bootstrap figure alone (issue 30): a fresh device's bootstrap of 10,000 directory rows beside
// bare bulkPuts of the same rows (bench/app-figures.ts), for one or more builds in alternating
// rounds, printed and not written to docs/benchmarks.md. With BENCH_PROFILE=<file.cpuprofile>, one
// more bootstrap of the first build runs under the CDP profiler (the page's JavaScript, sign-in
// press to the rows stored), written to that file for Chromium's DevTools.
//   node --import tsx bench/boot-alone.ts /tmp/dist-before /tmp/dist-after [rounds, default 3]
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';
import { launchBrowser, startServer } from '../e2e/harness';
import { bootstrapFigures, signInAndBootstrap } from './app-figures';
import { openBarePage } from './bare-browser';
import { ratioText, type Compare } from './measure';
import { seedBulkRows } from './seed-rows';

const dists = process.argv.slice(2).filter((arg) => !/^\d+$/.test(arg));
const rounds = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 3);
if (dists.length === 0) dists.push(path.resolve(process.env.BENCH_DIST ?? 'dist'));

const servers = [];
for (const dist of dists) {
  const server = await startServer({ SEED_DEMO: 'true', STATIC_DIR: path.resolve(dist) });
  await server.stop();
  const rows = await seedBulkRows(server.dataDir, 10_000);
  await server.start();
  servers.push({ dist, server, rows });
}
const browser = await launchBrowser();
try {
  const first = servers[0];
  if (first && process.env.BENCH_PROFILE) {
    let cdp: CDPSession | undefined;
    const device = await signInAndBootstrap(browser, first.server, first.rows.length, async (page) => {
      cdp = await page.context().newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    });
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      fs.writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(profile));
    }
    console.log(`profiled bootstrap: ${device.bootstrapMs} ms -> ${process.env.BENCH_PROFILE}`);
    await device.context.close();
  }
  for (let round = 1; round <= rounds; round++) {
    for (const { dist, server, rows } of servers) {
      const bare = await openBarePage(browser, server.url);
      const compare: Compare = (c) => console.log(`[${round}] ${dist}: ${c.value} | limit ${c.limit} | ${ratioText(c.ratio)}`);
      await bootstrapFigures(browser, server, rows, bare, () => undefined, compare, 1);
      await bare.close();
    }
  }
} finally {
  for (const { server } of servers) await server.stop();
  await browser.close();
}
