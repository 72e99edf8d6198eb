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
  "The bare cost is storing rows already in the page. The bootstrap also has the server read and serialize each page of 1,000 changes from SQLite, carries them over HTTP (the demo estate's rows too), parses them, and stores each page in its own transaction with its cursor, so that an interrupted bootstrap resumes; the next page is asked for while one is stored (src/sync/pull.ts). Until issue 30 each page also deleted its 1,000 row keys from the shadows table (none there on a fresh device), which with Dexie's per-key tracking of deletes for live queries was about half the client's JavaScript time per page in a CPU profile.";
const LOCAL_WRITE_NOTE =
  "The bare write is one put seen by one live query that sets one text node: the put's commit and the live query's get, each an IndexedDB round trip. The app's save has as many round trips (its reads before the writes, then the commit; the outbox's re-read is no longer waited for), plus JavaScript and React's render. A main-thread trace of saves on /Contacts (issue 30): the click reaches the transaction's first reads in about 1.5-2.5 ms (React's event dispatch, the contract's schema, Dexie opening a transaction); the writes wait for those reads' answer, since the outbox entry holds the mutation counter and the row it replaces (when the browser draws the pressed button in between, they wait for that frame too); the row, the entry and the counter then commit in a second round trip. In the commit's event Dexie re-runs the page's two live queries that the write touched (the shared outbox query and the contact row) and the entry is handed to the outbox store (src/sync/outbox-signal.ts), so the notice renders without waiting for the outbox's re-read; what is left after the commit is those queriers' start and React rendering the form.";

type SignedIn = { context: BrowserContext; page: Page; signInMs: number; bootstrapMs: number };

/**
 * A fresh device (new context: empty IndexedDB, no service worker yet) signs in as the resident:
 * the Login press to the home tiles, and the first pull request to all `rows` seeded directory rows
 * (ids 'bench-*', the newest changes, so the last pages) in IndexedDB, polled every 20 ms from the
 * driver. (Reading each pull answer's body through the driver to spot the last page instead
 * slowed the bootstrap several times over.)
 */
async function signInAndBootstrap(browser: Browser, server: RunningServer, rows: number): Promise<SignedIn> {
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  let firstPullAt = 0;
  page.on('request', (request) => {
    if (!firstPullAt && request.url().includes('/sdk/sync/pull')) firstPullAt = Date.now();
  });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('resident@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Resident#2026');
  const signInStart = Date.now();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Access Control').first().waitFor({ timeout: 60000 });
  const signInMs = Date.now() - signInStart;
  await page.waitForFunction(
    (n) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('estate');
        open.onsuccess = () => {
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
  return { context, page, signInMs, bootstrapMs: Date.now() - firstPullAt };
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
  await page.evaluate(() => {
    const marks = { clicked: 0, shown: 0 };
    (window as unknown as { __write: typeof marks }).__write = marks;
    document.addEventListener('click', () => (marks.clicked = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (marks.clicked > 0 && document.querySelector('.notice-pending')) {
        marks.shown = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true });
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForFunction(() => (window as unknown as { __write: { shown: number } }).__write.shown > 0);
  return page.evaluate(() => {
    const marks = (window as unknown as { __write: { clicked: number; shown: number } }).__write;
    return marks.shown - marks.clicked;
  });
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
