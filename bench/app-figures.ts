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
  "The bare cost is storing rows already in the page. The bootstrap also has the server read the changes from SQLite and write each page's JSON, carries them over HTTP (the demo estate's rows too), parses them, and stores each page in its own transaction with its cursor, so that an interrupted bootstrap resumes; the next page is asked for while one is stored (src/sync/pull.ts), and a page cannot be asked for before the one before it has answered (its cursor). Issue 30 took out: the shadow deletes of a fresh device (about half the client's JavaScript per page), pages of 1,000 (now a first page of 1,000, then 5,000, the server's maximum), the server parsing each stored row and stringifying the answer again (it now writes the answer around each row's stored JSON text: 30-36 ms to 9-12 ms for a 5,000-row page in-process), and Home's code asked for only once the bootstrap was stored (it loads while the first pull runs). Since the third pass the figure is timed as its name says, from the first pull request to the rows stored; it used to wait for Home to be drawn first. A timeline of a bootstrap (load 11): the first page back in 84 ms, then the stores (165, 467 and 405 ms for the three pages, the bulkPuts' cost) with the next page's request in flight during each; a CPU profile of the page (load 8-10): 0.66 s of Dexie's bulkPut (the bare cost itself), 0.32 s of the browser's own work around each commit and answer, 0.3 s of other JavaScript (JSON.parse of each answer, about 60 ms per 5,000 rows; Dexie's transactions) and idle time waiting on the server's answers and on IndexedDB's commits.";
const LOCAL_WRITE_NOTE =
  "The bare write is one put seen by one live query that sets one text node: the put, its commit and the live query's get, each an IndexedDB round trip, and nothing to draw; it starts from a script call, not a click. The save starts from a click: the browser draws a frame after the pointer input (1-3 ms, its own drawing, not a React render), and the transaction's first answers arrive after it. Issue 30's third pass took out a round trip and the live queries' re-reads from the path: each tab guesses the next mutation id (its last + 1) and issues the counter, the optimistic row and the outbox entry right behind the reads in the same transaction (a wrong guess aborts that transaction and the write runs again the old way: ids stay gapless and unique, the entry still holds the row it replaces), and the entry reaches the outbox store from the transaction's first complete listener (src/db/commit-hook.ts), before Dexie re-runs the live queries the write touched. In a request log of one save (load 20) the three reads and three writes go out 0.9-1.2 ms after the click; what is left: the frame, the answers' task (Dexie's own work in it, about 1.8 ms), the entry written again with the replaced row once the read answers, the commit's round trip and React's render of the notice (about 1.3 ms). Guessing the replaced row too would need the screen's copy of it, which no general path has.";

type SignedIn = { context: BrowserContext; page: Page; signInMs: number; bootstrapMs: number };

/**
 * A fresh device (new context: empty IndexedDB, no service worker yet) signs in as the resident:
 * the Login press to the home tiles, and the first pull request to all `rows` seeded directory rows
 * (ids 'bench-*', the newest changes, so the last pages) in IndexedDB, counted every 20 ms in the
 * page from the first pull request on, beside the wait for Home. (Reading each pull answer's body through the driver to spot the last page instead
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
    // Polled in the page every 20 ms, in one evaluate (it awaits the page's promise; a
    // waitForFunction would take the pending promise for a truthy answer and end at once).
    // No function is named inside it: tsx would name it through a helper the page does not have.
    await page.evaluate(async (n) => {
      for (;;) {
        const count = await new Promise<number>((resolve) => {
          const open = indexedDB.open('estate');
          open.onerror = () => resolve(0);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('directory')) {
              db.close();
              resolve(0);
              return;
            }
            const req = db.transaction('directory', 'readonly').objectStore('directory').count(IDBKeyRange.bound('bench-', 'bench-\uffff'));
            req.onsuccess = () => {
              db.close();
              resolve(req.result);
            };
            req.onerror = () => {
              db.close();
              resolve(0);
            };
          };
        });
        if (count >= n) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }, rows);
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
