// The bare browser side of `npm run bench`: Dexie (the app's version, its UMD build) alone on a
// blank page of the app's origin in the same Chromium, without the app, its service worker or
// React. Measures a raw bulkPut of rows and a raw write observed by a live query, each timed in
// the page with performance.now().
import { createRequire } from 'node:module';
import type { Dexie as DexieType, DexieConstructor } from 'dexie';
import type { Browser, BrowserContext, Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const DEXIE_UMD = require.resolve('dexie/dist/dexie.min.js');
const BARE_PATH = '/__bench-bare';

type BareWindow = { Dexie: DexieConstructor; __bareDb?: DexieType };

export type BarePage = { page: Page; close(): Promise<void> };

/** A blank page at `${origin}/__bench-bare` (answered by the driver, never by the server) with Dexie loaded. */
export async function openBarePage(browser: Browser, origin: string): Promise<BarePage> {
  const context: BrowserContext = await browser.newContext({ baseURL: origin, serviceWorkers: 'block' });
  await context.route(`${origin}${BARE_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><head><title>bare</title></head><body><p id="out"></p></body></html>' }),
  );
  const page = await context.newPage();
  await page.goto(BARE_PATH);
  await page.addScriptTag({ path: DEXIE_UMD });
  return { page, close: () => context.close() };
}

/**
 * Raw `bulkPut` of `rows` into a fresh database with the app's schema for the directory table
 * ('id, estateID'): one bulkPut of all rows (`pageSize` 0), or one per `pageSize` rows (Dexie
 * gives each its own transaction). Answers the ms it took (in the page).
 */
export async function bareBulkPut(bare: BarePage, rows: readonly object[], pageSize = 0): Promise<number> {
  return bare.page.evaluate(
    async ({ input, size }) => {
      const w = window as unknown as BareWindow;
      await w.Dexie.delete('bench-bare-bulk');
      const db = new w.Dexie('bench-bare-bulk');
      db.version(1).stores({ directory: 'id, estateID' });
      await db.open();
      const t0 = performance.now();
      const step = size > 0 ? size : input.length;
      for (let start = 0; start < input.length; start += step) await db.table('directory').bulkPut(input.slice(start, start + step));
      const took = performance.now() - t0;
      db.close();
      return took;
    },
    { input: rows as object[], size: pageSize },
  );
}

/** Opens the bare write database: one table keyed like the app's contacts ('userId'), a live query on one row writing it into the page. */
export async function prepareBareLiveWrite(bare: BarePage): Promise<void> {
  await bare.page.evaluate(async () => {
    const w = window as unknown as BareWindow;
    await w.Dexie.delete('bench-bare-write');
    const db = new w.Dexie('bench-bare-write');
    db.version(1).stores({ contacts: 'userId' });
    await db.open();
    await db.table('contacts').put({ userId: 'u1', cellNumber: '0820000000' });
    w.__bareDb = db;
  });
}

/**
 * A raw write observed by a live query, shown in the page: put() of a new value, to the live
 * query's subscriber having written it into the DOM. Answers the ms it took (in the page).
 */
export async function bareLiveWrite(bare: BarePage, value: string): Promise<number> {
  return bare.page.evaluate(async (cellNumber) => {
    const w = window as unknown as BareWindow;
    const db = w.__bareDb;
    const out = document.getElementById('out');
    if (!db || !out) throw new Error('prepareBareLiveWrite first');
    let t0 = 0;
    const took = await new Promise<number>((resolve) => {
      const subscription = w.Dexie.liveQuery(() => db.table('contacts').get('u1')).subscribe((row: { cellNumber?: string } | undefined) => {
        out.textContent = row?.cellNumber ?? '';
        if (t0 > 0 && row?.cellNumber === cellNumber) {
          resolve(performance.now() - t0);
          subscription.unsubscribe();
        }
      });
      // The live query's first answer (the old value) comes first; then the write.
      setTimeout(() => {
        t0 = performance.now();
        void db.table('contacts').put({ userId: 'u1', cellNumber });
      }, 50);
    });
    return took;
  }, value);
}
