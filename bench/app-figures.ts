// The app's own figures in Chromium for `npm run bench`: sign-in to home, the bootstrap of the
// seeded rows into Dexie beside a raw Dexie bulkPut of the same rows, offline reload, and a local
// write to the screen beside a raw Dexie write observed by a live query. The bare sides run on a
// blank page of the same origin in the same browser (bench/bare-browser.ts), alternating with the
// app's rounds. Called from bench/run.ts.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext, waitForServiceWorkerControl, type RunningServer } from '../e2e/harness';
import { bareBulkPut, bareLiveWrite, openBarePage, prepareBareLiveWrite, type BarePage } from './bare-browser';
import { alternate, median, percentile, type Compare, type RecordFigure } from './measure';

const BOOTSTRAP_ROUNDS = 5;
const WRITE_ROUNDS = 15;

const BOOTSTRAP_NOTE =
  "The bare cost is storing rows already in the page. The bootstrap also has the server read and serialize the changes from SQLite, carries them over HTTP (the demo estate's rows too), parses them, and stores each page in its own transaction with its cursor, so that an interrupted bootstrap resumes; the next page is asked for while one is stored (src/sync/pull.ts). Until issue 30 each page also deleted its 1,000 row keys from the shadows table (about half the client's JavaScript per page), and the pages were 1,000 rows each: since then the first page of a pull is 1,000 rows (storing starts while the server reads on) and the next ones 5,000, the server's maximum (bench/boot-alone.ts, alternating rounds: at load 4-6.6, 3.7, 3.1, 2.2 s before, 2.6, 2.1, 2.0 s after; at load 8-10, 2.10x, 2.61x, 2.18x of the bare cost before, 1.87x, 2.41x, 1.71x after). A CPU profile of the page during a bootstrap (bench/boot-alone.ts with BENCH_PROFILE; load 8-10; 2.15 s from the first answer to the rows stored) shows 0.66 s of Dexie's bulkPut, that is IndexedDB's put of each row (the bare cost itself), 0.32 s of the browser's own work around each commit and answer, 0.3 s of other JavaScript (JSON.parse of each answer, about 60 ms per 5,000 rows; Dexie's transactions; the home screen, just signed in, drawing) and 0.83 s idle: the page waiting for the server's answers (the first page, and the last, small one after the big ones) and for IndexedDB's commits. What is left beyond the bare cost is the server's time and the commits of a resumable bootstrap, not the app's JavaScript.";
const LOCAL_WRITE_NOTE =
  "The bare write is one put seen by one live query that sets one text node: the put, its commit and the live query's get, each an IndexedDB round trip, and nothing to draw. The save has as many round trips (its reads, the writes, the commit; since issue 30 the notice no longer waits for the outbox's re-read) plus a frame and the page's JavaScript. A main-thread trace of saves on /Contacts (bench/local-write-alone.ts with BENCH_TRACE; load average 15-29 on the two-core machine): the click reaches the transaction's first reads in 2-4 ms (React's event dispatch, the contract's schema, Dexie opening the transaction); their answers wait behind the frame that draws the pressed button (in 9 saves of 10), and the writes wait for the answers, since the outbox entry holds the mutation counter and the row it replaces (reads to writes 4-10 ms); the writes commit in a second round trip; the commit's event then re-runs the two live queries the write touched (the shared outbox query and the contact row: Dexie starts both in that event, 2-5 ms there) and hands the entry to the outbox store (src/sync/outbox-signal.ts), and React renders the form with the notice in the same task (about 2 ms). The rest is scheduling on the loaded machine: each round trip is a task that waits its turn.";

type SignedIn = { context: BrowserContext; page: Page; signInMs: number; bootstrapMs: number };

/**
 * A fresh device (new context: empty IndexedDB, no service worker yet) signs in as the resident:
 * the Login press to the home tiles, and the first pull request to all `rows` seeded directory rows
 * (ids 'bench-*', the newest changes, so the last pages) in IndexedDB, polled every 20 ms from the
 * driver. (Reading each pull answer's body through the driver to spot the last page instead
 * slowed the bootstrap several times over.) `beforeLogin` runs on the new page first (a profiler).
 */
export async function signInAndBootstrap(
  browser: Browser,
  server: RunningServer,
  rows: number,
  beforeLogin?: (page: Page) => Promise<void>,
): Promise<SignedIn> {
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  if (beforeLogin) await beforeLogin(page);
  const firstPull = Promise.withResolvers<number>();
  page.on('request', (request) => {
    if (request.url().includes('/sdk/sync/pull')) firstPull.resolve(Date.now());
  });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('resident@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Resident#2026');
  const signInStart = Date.now();
  await page.getByRole('button', { name: 'Login' }).click();
  // The rows are watched from the first pull request on, beside the sign-in's wait for Home: the
  // figure is the bootstrap's (first pull request to the rows stored), not Home's drawing after it.
  // The app has opened its database before it pulls, so the watch never creates it.
  const stored = firstPull.promise.then(async (firstPullAt) => {
    await page.waitForFunction(
      (n) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('estate');
          open.onsuccess = () => {
            if (!open.result.objectStoreNames.contains('directory')) {
              open.result.close();
              resolve(false);
              return;
            }
            const tx = open.result.transaction('directory', 'readonly');
            const req = tx.objectStore('directory').count(IDBKeyRange.bound('bench-', 'bench-\uffff'));
            req.onsuccess = () => {
              resolve(req.result >= n);
              open.result.close();
            };
            req.onerror = () => resolve(false);
          };
          open.onerror = () => resolve(false);
        }),
      rows,
      { timeout: 120000, polling: 20 },
    );
    return Date.now() - firstPullAt;
  });
  // Awaited below; a failure before then is not an unhandled rejection.
  stored.catch(() => undefined);
  await page.getByText('Access Control').first().waitFor({ timeout: 60000 });
  const signInMs = Date.now() - signInStart;
  return { context, page, signInMs, bootstrapMs: await stored };
}

/**
 * One offline save on /Contacts, timed in the page: the click on Save to the 'waiting to sync'
 * notice in the document. The previous save is synced first (online until the notice is gone), so
 * the notice is new each time.
 */
export async function productLocalWrite(context: BrowserContext, page: Page, cellNumber: string): Promise<number> {
  await context.setOffline(false);
  await page.locator('.notice-pending').waitFor({ state: 'detached', timeout: 60000 });
  await context.setOffline(true);
  await page.getByLabel('Cell Number').fill(cellNumber);
  // The page answers once the notice is in: the driver sends nothing between the click and the
  // notice (a waitForFunction would poll the page, and its frames and calls would be timed too).
  await page.evaluate(() => {
    const w = window as unknown as { __write: Promise<number> };
    w.__write = new Promise<number>((resolve) => {
      let clicked = 0;
      document.addEventListener('click', () => (clicked = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (clicked > 0 && document.querySelector('.notice-pending')) {
          observer.disconnect();
          resolve(performance.now() - clicked);
        }
      });
      observer.observe(document.body, { subtree: true, childList: true });
    });
  });
  await page.getByRole('button', { name: 'Save' }).click();
  return page.evaluate(() => (window as unknown as { __write: Promise<number> }).__write);
}

/**
 * Bootstrap rounds on fresh devices, alternating with a raw bulkPut of the same rows on `bare`;
 * records the sign-in figure too (the same rounds).
 */
export async function bootstrapFigures(
  browser: Browser,
  server: RunningServer,
  bulkRows: readonly object[],
  bare: BarePage,
  record: RecordFigure,
  compare: Compare,
  roundCount = BOOTSTRAP_ROUNDS,
): Promise<void> {
  const signIns: number[] = [];
  const [single, paged]: [number[], number[]] = [[], []];
  const boot = await alternate(
    roundCount,
    async () => {
      const device = await signInAndBootstrap(browser, server, bulkRows.length);
      signIns.push(device.signInMs);
      await device.context.close();
      return device.bootstrapMs;
    },
    async () => {
      // Both ways of storing the rows bare; the faster is the limit (in Chromium 1,000-row
      // transactions can beat one 10,000-row transaction).
      single.push(await bareBulkPut(bare, bulkRows));
      paged.push(await bareBulkPut(bare, bulkRows, 1000));
      return Math.min(median(single), median(paged));
    },
  );
  record(`Sign-in to home rendered (median of ${roundCount} fresh devices; the server's scrypt is most of it)`, `${median(signIns)} ms`, '');
  const pagedFaster = median(paged) < median(single);
  const [bootMs, bulkMs] = [median(boot.product), Math.min(median(single), median(paged))];
  const rounds = (values: number[]) => values.map(Math.round).join(', ');
  console.log(`bootstrap rounds (ms): product ${rounds(boot.product)}; one bulkPut ${rounds(single)}; bulkPuts of 1,000 ${rounds(paged)}`);
  const perSec = (ms: number) => `${Math.round((bulkRows.length / ms) * 1000).toLocaleString('en')} rows/s (${Math.round(ms)} ms)`;
  compare({
    name: `Bootstrap of ${bulkRows.length.toLocaleString('en')} rows into Dexie (Chromium, fresh device, first pull request to the rows stored; median of ${roundCount})`,
    value: perSec(bootMs),
    limit: perSec(bulkMs),
    bare: `Dexie bulkPut of the same rows, same browser: the faster of one bulkPut (${Math.round(median(single))} ms) and bulkPuts of 1,000 rows (${Math.round(median(paged))} ms)${pagedFaster ? ', here the latter' : ''}`,
    ratio: bootMs / bulkMs,
    note: BOOTSTRAP_NOTE,
  });
}

/** Offline saves on /Contacts of a signed-in device's `page`, alternating with a raw Dexie write seen by a live query on `bare`. */
export async function localWriteFigures(context: BrowserContext, page: Page, bare: BarePage, compare: Compare, roundCount = WRITE_ROUNDS): Promise<void> {
  await context.setOffline(false);
  await page.goto('/Contacts');
  await page.getByLabel('Cell Number').waitFor();
  await prepareBareLiveWrite(bare);
  let n = 0;
  const writes = await alternate(
    roundCount,
    () => productLocalWrite(context, page, `08200000${String(n++).padStart(2, '0')}`),
    () => bareLiveWrite(bare, `08300000${String(n).padStart(2, '0')}`),
  );
  await context.setOffline(false);
  console.log(
    `local write rounds (ms): product ${writes.product.map((v) => v.toFixed(1)).join(', ')}; bare ${writes.bare.map((v) => v.toFixed(1)).join(', ')}`,
  );
  const text = (values: number[]) => `${percentile(values, 50).toFixed(1)} / ${percentile(values, 95).toFixed(1)} ms`;
  compare({
    name: `Local write to screen updated (/Contacts offline: click on Save to the 'waiting to sync' notice, timed in the page; p50 / p95 of ${roundCount})`,
    value: text(writes.product),
    limit: text(writes.bare),
    bare: 'Dexie put() to a live query showing the row in the page, same browser',
    ratio: percentile(writes.product, 50) / percentile(writes.bare, 50),
    note: LOCAL_WRITE_NOTE,
  });
}

/** A fresh device signed in and bootstrapped, for the figures that need one (its context is the caller's to close). */
export async function bootstrappedDevice(browser: Browser, server: RunningServer, rows: number): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await signInAndBootstrap(browser, server, rows);
  return { context, page };
}

export async function appFigures(browser: Browser, server: RunningServer, bulkRows: readonly object[], record: RecordFigure, compare: Compare): Promise<void> {
  const bare = await openBarePage(browser, server.url);
  try {
    // Sign-in and bootstrap on fresh devices, alternating with a raw bulkPut of the same rows.
    await bootstrapFigures(browser, server, bulkRows, bare, record, compare);

    // The device used for the rest: offline reload and local writes.
    const { context, page } = await bootstrappedDevice(browser, server, bulkRows.length);
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    const reloads: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = Date.now();
      await page.reload();
      await page.getByText('Access Control').first().waitFor();
      reloads.push(Date.now() - start);
    }
    record('Offline reload to home rendered (median of 5)', `${percentile(reloads, 50)} ms`, '<= 1000 ms');
    await context.setOffline(false);

    await localWriteFigures(context, page, bare, compare);
    await context.close();
  } finally {
    await bare.close();
  }
}
