// The local-write figure of `npm run bench` alone, printed and not written to docs/benchmarks.md,
// for one or more builds in the same run (each on its own server), alternating with the bare write:
//   node --import tsx bench/local-write-alone.ts [rounds] [dist ...]   (default 15, ./dist)
// With BENCH_TRACE=<file> it also writes a Chromium trace of the first build's last 5 saves.
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';
import { launchBrowser, startServer } from '../e2e/harness';
import { bootstrappedDevice, productLocalWrite } from './app-figures';
import { bareLiveWrite, openBarePage, prepareBareLiveWrite } from './bare-browser';
import { percentile } from './measure';

const rounds = Number(process.argv[2] ?? 15);
const dists = (process.argv.length > 3 ? process.argv.slice(3) : ['dist']).map((d) => path.resolve(d));
const browser = await launchBrowser();
const servers = await Promise.all(dists.map((dist) => startServer({ SEED_DEMO: 'true', STATIC_DIR: dist })));
const bare = await openBarePage(browser, servers[0]?.url ?? '');
try {
  const devices = [];
  for (const server of servers) {
    const device = await bootstrappedDevice(browser, server, 0);
    await device.page.goto('/Contacts');
    await device.page.getByLabel('Cell Number').waitFor();
    devices.push(device);
  }
  await prepareBareLiveWrite(bare);
  const times: number[][] = dists.map(() => []);
  const bareTimes: number[] = [];
  const trace = process.env.BENCH_TRACE;
  let n = 0;
  let tracing: CDPSession | undefined;
  for (let r = 0; r < rounds; r++) {
    if (trace !== undefined && r === Math.max(0, rounds - 5) && devices[0]) {
      tracing = await devices[0].context.newCDPSession(devices[0].page);
      await tracing.send('Tracing.start', {
        transferMode: 'ReturnAsStream',
        traceConfig: {
          includedCategories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'blink.user_timing',
            'v8.execute',
            'disabled-by-default-v8.cpu_profiler',
            'IndexedDB',
            'blink',
            'toplevel',
          ],
        },
      });
    }
    for (const [i, device] of devices.entries()) times[i]?.push(await productLocalWrite(device.context, device.page, `08200${String(n++).padStart(5, '0')}`));
    bareTimes.push(await bareLiveWrite(bare, `08300${String(n++).padStart(5, '0')}`));
    if (tracing && trace !== undefined && r === rounds - 1) {
      const session = tracing;
      const done = new Promise<string>((resolve) => session.once('Tracing.tracingComplete', (e) => resolve(e.stream ?? '')));
      await session.send('Tracing.end');
      const stream = await done;
      let text = '';
      for (;;) {
        const chunk = await session.send('IO.read', { handle: stream });
        text += chunk.data;
        if (chunk.eof) break;
      }
      fs.writeFileSync(trace, text);
    }
  }
  if (process.env.BENCH_IDBLOG && devices[0]) {
    // Every IndexedDB request of one more save, relative to the click (which stores the app reads after a write).
    const { page, context } = devices[0];
    // A string, not a function: tsx's keepNames would name the helpers with a __name the page lacks.
    await page.evaluate(`(() => {
      const log = [];
      window.__idbLog = log;
      document.addEventListener('click', () => { window.__clicked = performance.now(); }, { capture: true });
      const note = (what) => log.push((performance.now() - (window.__clicked ?? 0)).toFixed(2) + ' ' + what);
      for (const op of ['get', 'getAll', 'openCursor', 'openKeyCursor', 'count', 'put', 'add', 'delete', 'getAllKeys']) {
        const o = IDBObjectStore.prototype[op];
        if (o) IDBObjectStore.prototype[op] = function (...a) { note(op + ' ' + this.name); return o.apply(this, a); };
        const oi = IDBIndex.prototype[op];
        if (oi) IDBIndex.prototype[op] = function (...a) { note(op + ' ' + this.objectStore.name + '.' + this.name); return oi.apply(this, a); };
      }
      const tx = IDBDatabase.prototype.transaction;
      IDBDatabase.prototype.transaction = function (...a) {
        const t = tx.apply(this, a);
        const names = [...t.objectStoreNames];
        const label = names.length > 6 ? names.length + ' stores' : names.join(',');
        note('tx ' + (a[1] ?? 'readonly') + ' ' + label);
        t.addEventListener('complete', () => note('complete ' + label));
        return t;
      };
      new MutationObserver(() => document.querySelector('.notice-pending') && note('NOTICE')).observe(document.body, { subtree: true, childList: true });
    })()`);
    console.log('idb-logged save (ms):', await productLocalWrite(context, page, '0829999999'));
    await page.waitForTimeout(300);
    console.log(
      (await page.evaluate(() => (window as unknown as { __idbLog: string[] }).__idbLog))
        .filter((l) => Number(l.split(' ')[0]) > -5 && Number(l.split(' ')[0]) < 200)
        .join('\n'),
    );
  }
  const show = (name: string, v: number[]) =>
    console.log(`${name}: p50 ${percentile(v, 50).toFixed(1)} / p95 ${percentile(v, 95).toFixed(1)} ms | ${v.map((x) => x.toFixed(1)).join(', ')}`);
  for (const [i, dist] of dists.entries()) show(dist, times[i] ?? []);
  show('bare', bareTimes);
} finally {
  await bare.close();
  await browser.close();
  await Promise.all(servers.map((s) => s.stop()));
}
