import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import PDFDocument from 'pdfkit';
import { API } from '../src/contract/api-paths';
import { newContext, screenshot, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { test, useProduct } from './fixtures';

const product = useProduct();

/** A two-page PDF, as a manager would upload one. */
function twoPagePdf(title: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica-Bold').fontSize(28).text(title);
  doc.addPage().font('Helvetica').fontSize(14).text('Stalls, coffee and music on the clubhouse lawn.');
  doc.end();
  return done;
}

/** The estate manager publishes a newsletter through the content API (the server notifies the estate's members). */
async function publishNewsletter(title: string): Promise<void> {
  const base = product.server.url;
  const signIn = await fetch(`${base}${API.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userEmail: 'manager@example.com', userPassword: 'Manager#2026' }),
  });
  const auth = { authorization: `Bearer ${((await signIn.json()) as { details: Array<{ accessToken: string }> }).details[0]!.accessToken}` };
  const upload = await fetch(`${base}${API.files}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/pdf' },
    body: new Uint8Array(await twoPagePdf(title)),
  });
  const fileUrl = ((await upload.json()) as { details: Array<{ url: string }> }).details[0]!.url;
  const body = { title, description: 'Stalls, coffee and music on the green.', icon: '', fileUrl, created: Date.now() };
  const saved = await fetch(`${base}${API.content(91, 'newsletters', 'e2e-spring-market')}`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  assert.equal(saved.status, 200);
}

/** Goes home through the tab bar and opens a home tile by its title. */
async function openTile(page: Page, title: string, path: string): Promise<void> {
  await page.locator('.tabbar').getByRole('link', { name: 'Home' }).click();
  await page.waitForURL((url) => url.pathname === '/home');
  await page
    .getByRole('link', { name: new RegExp(`^${title}`) })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === path);
}

/** Waits until the viewer has drawn a page, and answers how many of its pixels are not white (pdf.js drew on the canvas). */
async function drawnPixels(page: Page): Promise<number> {
  const canvas = page.locator('.pdf-page[data-drawn="true"] canvas').first();
  await canvas.waitFor({ timeout: 30_000 });
  return canvas.evaluate((element) => {
    const c = element as HTMLCanvasElement;
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 200 || (data[i + 1] ?? 255) < 200 || (data[i + 2] ?? 255) < 200) ink++;
    return ink;
  });
}

/** The rows of one of the device's Dexie tables, counted through IndexedDB in the page. */
function countRows(page: Page, table: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('estate');
        open.onsuccess = () => {
          const request = open.result.transaction(name).objectStore(name).count();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
    table,
  );
}

const names = (page: Page, testId: string) => page.getByTestId(testId).locator('.document-name').allTextContents();

test.describe('documents and newsletters', () => {
  test("the resident reads the vault of unit 12 and the estate's newsletters (one just published, from its notification), keeps one offline, and reads them again offline after a reload", async () => {
    const context = await newContext(product.browser, product.server.url);
    try {
      await publishNewsletter('Spring market special');
      const page = await context.newPage();
      await signInThroughUi(page, 'resident@example.com', 'Resident#2026');

      // Documents tile: the unit picker, unit 12's categories by rank, the folder filter.
      await openTile(page, 'Documents', '/documents');
      await page.getByRole('heading', { name: 'Select Stand/Unit Number' }).waitFor();
      await screenshot(page, 'documents-units');
      await page.getByTestId('document-unit').filter({ hasText: 'Unit: 12' }).click();
      await page.waitForURL((url) => url.pathname === '/documentcategories');
      await page.getByTestId('document-category').first().waitFor();
      assert.deepEqual(await names(page, 'document-category'), ['Rules', 'Minutes']);
      await screenshot(page, 'documents-categories');

      await page.getByTestId('document-category').filter({ hasText: 'Minutes' }).click();
      await page.getByTestId('document-upload').first().waitFor();
      // The unit's own minutes are listed for unit 12 (folder vault_Minutes_unit12: its second segment is Minutes).
      assert.deepEqual(await names(page, 'document-upload'), ['AGM Minutes 2025', 'Unit 12 Boundary Wall Meeting Minutes']);
      // 'Keep offline' on the AGM minutes, never opened: fetched now and kept.
      const keep = page.getByRole('button', { name: 'Keep offline: AGM Minutes 2025' });
      await keep.click();
      await page.waitForFunction(() => document.querySelector('[aria-label="Keep offline: AGM Minutes 2025"]')?.getAttribute('aria-pressed') === 'true');
      await screenshot(page, 'documents-minutes');

      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByTestId('document-category').filter({ hasText: 'Rules' }).click();
      await page.getByTestId('document-upload').first().waitFor();
      assert.deepEqual(await names(page, 'document-upload'), ['Architectural Guidelines', 'Estate Conduct Rules']);
      await page.getByRole('link', { name: 'Open Estate Conduct Rules' }).click();
      await page.waitForURL((url) => url.pathname === '/pdfViewer');
      assert.ok((await drawnPixels(page)) > 1000, 'the first page of the conduct rules is drawn');
      assert.equal(new URL(page.url()).searchParams.get('title'), 'Estate Conduct Rules');
      assert.doesNotMatch(page.url(), /token|Bearer/i);
      // Zoom in: the page is drawn wider than the screen's width.
      const fitted = await page
        .locator('.pdf-page')
        .first()
        .evaluate((e) => e.getBoundingClientRect().width);
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.getByRole('button', { name: 'Fit to width' }).filter({ hasText: '125%' }).waitFor();
      await page.waitForFunction((w) => (document.querySelector('.pdf-page')?.getBoundingClientRect().width ?? 0) > w * 1.2, fitted);
      await page.getByRole('button', { name: 'Fit to width' }).click();
      // The share dialog: two share options and CLOSE; no token in the link.
      await page.getByRole('button', { name: 'Share' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share' });
      await dialog.getByRole('button', { name: 'Copy link' }).waitFor();
      assert.equal(await dialog.getByRole('button').count(), 3);
      await screenshot(page, 'documents-viewer-share');
      await dialog.getByRole('button', { name: 'CLOSE' }).click();
      await screenshot(page, 'documents-viewer');

      // The manager's newsletter notification: its page (title, 'DD-MM-YYYY HH:mm:ss', message; the
      // url is no plain link), and View PDF opens the newsletter in the viewer.
      await page.locator('.tabbar').getByRole('link', { name: 'Notifications' }).click();
      await page.getByRole('link', { name: /^Newsletter/ }).click();
      await page.getByRole('button', { name: /Spring market special/ }).click();
      const detail = page.getByTestId('newsletter-notification');
      await detail.getByRole('heading', { name: 'Spring market special' }).waitFor();
      assert.match((await detail.locator('time').textContent()) ?? '', /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
      await detail.getByText('Stalls, coffee and music on the green.').waitFor();
      assert.equal(await detail.locator('a[href*="/sdk/"]').count(), 0);
      await screenshot(page, 'documents-newsletter-notification');
      await detail.getByRole('button', { name: 'View PDF' }).click();
      await page.waitForURL((url) => url.pathname === '/pdfViewer');
      assert.ok((await drawnPixels(page)) > 1000, "the manager's newsletter is drawn");
      assert.equal(await page.locator('.pdf-page').count(), 2);

      // Newsletters tile: newest first; the summer edition's pages are drawn as they scroll into view.
      await openTile(page, 'Newsletters', '/notificationsScreen');
      await page.getByTestId('newsletter').first().waitFor();
      const newsletters = await names(page, 'newsletter');
      assert.deepEqual(newsletters.slice(0, 3), ['Spring market special', 'Willow Creek News: Summer Edition', 'Willow Creek News: Winter Edition']);
      await screenshot(page, 'documents-newsletters');
      await page.getByRole('link', { name: 'Open Willow Creek News: Summer Edition' }).click();
      await page.waitForURL((url) => url.pathname === '/pdfViewer');
      assert.ok((await drawnPixels(page)) > 1000, "the newsletter's first page is drawn");
      const pages = await page.locator('.pdf-page').count();
      assert.ok(pages > 1, `the newsletter has several pages (${pages})`);
      await page.locator('.pdf-page').last().scrollIntoViewIfNeeded();
      await page.locator('.pdf-page').last().and(page.locator('[data-drawn="true"]')).waitFor();
      await screenshot(page, 'documents-newsletter');
      // /pdf-viewer is the same screen.
      await page.goto(page.url().replace('/pdfViewer?', '/pdf-viewer?'));
      await page.waitForURL((url) => url.pathname === '/pdfViewer');
      assert.ok((await drawnPixels(page)) > 1000, 'the newsletter is drawn through /pdf-viewer');

      // Offline after a reload: the newsletter opens from the device, and so do the vault's lists, the
      // rules opened before and the minutes kept offline; a document neither opened nor kept says it opens once back online.
      await waitForServiceWorkerControl(page);
      await context.setOffline(true);
      await page.reload();
      await page.getByText('No internet. Functionality limited and some data outdated.').waitFor();
      assert.ok((await drawnPixels(page)) > 1000, 'the newsletter is drawn offline');
      await screenshot(page, 'documents-newsletter-offline');
      await openTile(page, 'Documents', '/documents');
      await page.getByTestId('document-unit').filter({ hasText: 'Unit: 12' }).click();
      await page.getByTestId('document-category').filter({ hasText: 'Rules' }).click();
      await page.getByRole('link', { name: 'Open Estate Conduct Rules' }).click();
      assert.ok((await drawnPixels(page)) > 1000, 'the conduct rules are drawn offline');
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('link', { name: 'Open Architectural Guidelines' }).click();
      // Neither opened nor kept: it says it opens once back online (README, deliberate departures), not a download that cannot work.
      await page.getByText('This document is not saved on this device yet. It will open when you are back online.').waitFor();
      await screenshot(page, 'documents-not-saved-offline');
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByTestId('document-category').filter({ hasText: 'Minutes' }).click();
      await page.getByRole('link', { name: 'Open AGM Minutes 2025' }).click();
      assert.ok((await drawnPixels(page)) > 1000, 'the minutes kept offline are drawn offline');
      await screenshot(page, 'documents-kept-offline');
      await context.setOffline(false);
    } finally {
      await context.close();
    }
  });

  test('the embedded page viewer says Loading until the page has loaded, and shares it through the dialog where the browser has no share sheet', async () => {
    const context = await newContext(product.browser, product.server.url);
    try {
      const page = await context.newPage();
      // The embedded page answers slowly, so the Loading state is seen.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/help.html', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/DynamicIFrame?${new URLSearchParams({ url: '/help.html', heading: 'Help' }).toString()}`);
      await page.getByRole('status').getByText('Loading').waitFor();
      await screenshot(page, 'documents-iframe-loading');
      release();
      await page.getByRole('status').getByText('Loading').waitFor({ state: 'detached' });
      assert.equal(await page.locator('iframe[title="Help"]').getAttribute('src'), `${product.server.url}/help.html`);
      assert.equal(await page.evaluate(() => typeof navigator.share), 'undefined');
      await page.getByRole('button', { name: 'Share' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share' });
      assert.deepEqual(await dialog.getByRole('button').allTextContents(), ['Open in browser', 'Copy link', 'CLOSE']);
      await screenshot(page, 'documents-iframe-share');
      await dialog.getByRole('button', { name: 'CLOSE' }).click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  test('a user without a unit at the estate sees no documents', async () => {
    const context = await newContext(product.browser, product.server.url);
    try {
      const page = await context.newPage();
      await signInThroughUi(page, 'guard@example.com', 'Guard#2026');
      await page.goto('/documents');
      await page.getByText('No properties found. Please add an address in your profile to proceed.').waitFor();
      await page.goto('/documentuploads?unitNo=12&category=doccat-91-rules');
      await page.getByText('There are no documents available.').waitFor();
      await screenshot(page, 'documents-no-unit');
      // Nor does the device hold any once the estate's content has synced: the vault reaches only users with a unit at the estate.
      for (const deadline = Date.now() + 20_000; (await countRows(page, 'documentCategories')) === 0; ) {
        assert.ok(Date.now() < deadline, "the estate's document categories reach the guard's device");
        await page.waitForTimeout(250);
      }
      assert.equal(await countRows(page, 'documents'), 0);
    } finally {
      await context.close();
    }
  });
});
