// The start of the app alone (issue 30): the offline launch to the PIN pad beside its bare launch
// (bench/launch.ts) and the first visit on Slow 3G to a usable sign-in (bench/first-visit.ts), for
// one or more builds, in alternating rounds (build A, build B, A, B...), printed and not written to
// docs/benchmarks.md. To compare a change with the build before it in the same run:
//   node --import tsx bench/start-alone.ts /tmp/dist-before /tmp/dist-after [rounds, default 2]
import path from 'node:path';
import { launchBrowser, startServer } from '../e2e/harness';
import { firstLoadJsGzip } from './first-load';
import { slowFirstVisit } from './first-visit';
import { launchFigures } from './launch';
import { ratioText, type Compare } from './measure';

const dists = process.argv.slice(2).filter((arg) => !/^\d+$/.test(arg));
const rounds = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 2);
if (dists.length === 0) dists.push(path.resolve(process.env.BENCH_DIST ?? 'dist'));

const browser = await launchBrowser();
const servers = await Promise.all(dists.map((dist) => startServer({ SEED_DEMO: 'true', STATIC_DIR: path.resolve(dist) })));
try {
  for (const dist of dists) console.log(`${dist}: first-load JS ${(firstLoadJsGzip(path.resolve(dist)) / 1024).toFixed(1)} KB gzip`);
  for (let round = 1; round <= rounds; round++) {
    for (const [i, dist] of dists.entries()) {
      const server = servers[i];
      if (!server) continue;
      const compare: Compare = (c) => console.log(`[${round}] ${dist}: ${c.name}: ${c.value} | limit ${c.limit} | ${ratioText(c.ratio)}`);
      await launchFigures(browser, server, compare);
      const visit = await slowFirstVisit(browser, server);
      console.log(
        `[${round}] ${dist}: Slow 3G first visit to a usable sign-in: ${(visit.usableMs / 1000).toFixed(2)} s, paint ${visit.paintMs} ms, ${Math.round(visit.bytes / 1024)} KB`,
      );
    }
  }
} finally {
  for (const server of servers) await server.stop();
  await browser.close();
}
