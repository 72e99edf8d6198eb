// The app's own figures in Chromium for `npm run bench`: sign-in to home, the bootstrap of the
// seeded rows into Dexie beside a raw Dexie bulkPut of the same rows, offline reload, and a local
// write to the screen beside a raw Dexie write observed by a live query. The bare sides run on a
// blank page of the same origin in the same browser (bench/bare-browser.ts), alternating with the
// app's rounds. Called from bench/run.ts.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext, waitForServiceWorkerControl, type RunningServer } from '../e2e/harness';
import { bareBulkPut, bareLiveWrite, openBarePage, prepareBareLiveWrite } from './bare-browser';
import { alternate, median, percentile, type Compare, type Record } from './measure';

const BOOTSTRAP_ROUNDS = 3;
const WRITE_ROUNDS = 10;

type SignedIn = { context: BrowserContext; page: Page; signInMs: number; bootstrapMs: number };

/**
 * A fresh device (new context: empty IndexedDB, no service worker yet) signs in as the resident:
 * the Login press to the home tiles, and the first pull request to `rows` directory rows in
 * IndexedDB (polled every 20 ms from the driver).
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
          const req = tx.objectStore('directory').count();
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
async function productLocalWrite(context: BrowserContext, page: Page, cellNumber: string): Promise<number> {
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

export async function appFigures(browser: Browser, server: RunningServer, bulkRows: readonly object[], record: Record, compare: Compare): Promise<void> {
  const bare = await openBarePage(browser, server.url);
  try {
    // Sign-in and bootstrap on fresh devices, alternating with a raw bulkPut of the same rows.
    const signIns: number[] = [];
    const boot = await alternate(
      BOOTSTRAP_ROUNDS,
      async () => {
        const device = await signInAndBootstrap(browser, server, bulkRows.length);
        signIns.push(device.signInMs);
        await device.context.close();
        return device.bootstrapMs;
      },
      () => bareBulkPut(bare, bulkRows),
    );
    record(`Sign-in to home rendered (median of ${BOOTSTRAP_ROUNDS} fresh devices; the server's scrypt is most of it)`, `${median(signIns)} ms`, '');
    const [bootMs, bulkMs] = [median(boot.product), median(boot.bare)];
    const perSec = (ms: number) => `${Math.round((bulkRows.length / ms) * 1000).toLocaleString('en')} rows/s (${Math.round(ms)} ms)`;
    compare({
      name: `Bootstrap of ${bulkRows.length.toLocaleString('en')} rows into Dexie (Chromium, fresh device, first pull request to the rows stored; median of ${BOOTSTRAP_ROUNDS})`,
      value: perSec(bootMs),
      limit: perSec(bulkMs),
      bare: 'one Dexie bulkPut of the same rows, same browser',
      ratio: bootMs / bulkMs,
      note: '',
    });

    // The device used for the rest: offline reload and local writes.
    const device = await signInAndBootstrap(browser, server, bulkRows.length);
    const { context, page } = device;
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

    await page.goto('/Contacts');
    await page.getByLabel('Cell Number').waitFor();
    await prepareBareLiveWrite(bare);
    let n = 0;
    const writes = await alternate(
      WRITE_ROUNDS,
      () => productLocalWrite(context, page, `08200000${String(n++).padStart(2, '0')}`),
      () => bareLiveWrite(bare, `08300000${String(n).padStart(2, '0')}`),
    );
    await context.setOffline(false);
    await context.close();
    const text = (values: number[]) => `${percentile(values, 50).toFixed(1)} / ${percentile(values, 95).toFixed(1)} ms`;
    compare({
      name: `Local write to screen updated (/Contacts offline: click on Save to the 'waiting to sync' notice, timed in the page; p50 / p95 of ${WRITE_ROUNDS})`,
      value: text(writes.product),
      limit: text(writes.bare),
      bare: 'Dexie put() to a live query showing the row in the page, same browser',
      ratio: percentile(writes.product, 50) / percentile(writes.bare, 50),
      note: '',
    });
  } finally {
    await bare.close();
  }
}
