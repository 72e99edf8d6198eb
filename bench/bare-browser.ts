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

/**
 * The bare QR: React, react-dom and qrcode.react (the app's versions), built here by vite into one
 * script and put on the bare page; a button whose click renders `QRCodeSVG` with the app's props
 * (`size`, level M, margin 2) for a payload set beforehand. Built once per run.
 */
const BARE_QR_SOURCE = `
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QRCodeSVG } from 'qrcode.react';
function Bare() {
  const [shown, setShown] = useState(null);
  return h('div', null,
    h('button', { type: 'button', id: 'draw', onClick: () => setShown(window.__barePayload) }, 'Draw'),
    h('div', { id: 'qr', 'data-payload': shown ?? '' }, shown ? h(QRCodeSVG, { value: shown, size: window.__bareSize, level: 'M', marginSize: 2, title: 'Gate code' }) : null));
}
window.__bareQrMount = () => { window.__bareRoot?.unmount(); document.body.replaceChildren(); const el = document.createElement('div'); document.body.append(el); window.__bareRoot = createRoot(el); window.__bareRoot.render(h(Bare)); };
`;
let bareQrScript: string | undefined;

async function buildBareQrScript(): Promise<string> {
  if (bareQrScript) return bareQrScript;
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  try {
    const output = await build({
      configFile: false,
      logLevel: 'warn',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [
        {
          name: 'bare-qr-entry',
          resolveId: (id) => (id.endsWith('bare-qr-entry') ? '\0bare-qr-entry.js' : null),
          load: (id) => (id === '\0bare-qr-entry.js' ? BARE_QR_SOURCE : null),
        },
      ],
      build: { target: 'es2022', write: false, minify: true, lib: { entry: 'bare-qr-entry', formats: ['iife'], name: 'BareQr', fileName: 'bare-qr' } },
    });
    const result = Array.isArray(output) ? output[0] : output;
    const chunk = result && 'output' in result ? result.output.find((o) => o.type === 'chunk') : undefined;
    if (chunk?.type !== 'chunk') throw new Error('bare QR build gave no script');
    bareQrScript = chunk.code;
    return chunk.code;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** Puts React and qrcode.react on the bare page and mounts the button that draws a QR of `size` pixels. */
export async function prepareBareQr(bare: BarePage, size: number): Promise<void> {
  await bare.page.addScriptTag({ content: await buildBareQrScript() });
  await bare.page.evaluate((px) => {
    const w = window as unknown as { __bareSize: number; __bareQrMount: () => void };
    w.__bareSize = px;
    w.__bareQrMount();
  }, size);
  await bare.page.locator('#draw').waitFor();
}

/**
 * The same payload drawn on the bare page: the press on the button to the QR's SVG in the
 * document (a MutationObserver, like the app's figure), timed in the page, on a fresh mount.
 */
export async function bareQr(bare: BarePage, payload: string): Promise<number> {
  await bare.page.evaluate((value) => {
    const w = window as unknown as { __barePayload: string; __bareQrMount: () => void; __bareMarks: { down: number; drawn: number } };
    w.__bareQrMount();
    w.__barePayload = value;
    const marks = { down: 0, drawn: 0 };
    w.__bareMarks = marks;
    document.addEventListener('pointerdown', () => (marks.down = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const el = document.getElementById('qr');
      if (el?.getAttribute('data-payload') === value && el.querySelector('svg')) {
        marks.drawn = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  }, payload);
  await bare.page.locator('#draw').click();
  await bare.page.waitForFunction(() => (window as unknown as { __bareMarks: { drawn: number } }).__bareMarks.drawn > 0);
  return bare.page.evaluate(() => {
    const marks = (window as unknown as { __bareMarks: { down: number; drawn: number } }).__bareMarks;
    return marks.drawn - marks.down;
  });
}
