import assert from 'node:assert/strict';
import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';
import { pdfBytes } from '../tests/helpers/test-files';
import { newContext, screenshot, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { test, useProduct } from './fixtures';

const product = useProduct();

const EVENT_TITLE = 'Carols by the dam';
const NEWSLETTER_TITLE = 'December newsletter';
const PASTED = '<p>Carols at seven.</p><img src=x onerror=alert(1)><script>alert(2)</script>';

/** Pastes `html` into a rich-text editor as a browser does (a paste event carrying text/html). */
async function pasteHtml(editor: Locator, html: string): Promise<void> {
  await editor.evaluate((el, markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', markup.replace(/<[^>]*>/g, ''));
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

/** A small striped PNG (pngjs), so the header image is visibly a picture. */
function headerPng(): Buffer {
  const png = new PNG({ width: 96, height: 48 });
  for (let y = 0; y < 48; y++) {
    for (let x = 0; x < 96; x++) {
      const i = (y * 96 + x) * 4;
      const stripe = Math.floor(x / 12) % 2 === 0;
      png.data[i] = stripe ? 0x1e : 0xf2;
      png.data[i + 1] = stripe ? 0x88 : 0xb3;
      png.data[i + 2] = stripe ? 0xe5 : 0x3b;
      png.data[i + 3] = 0xff;
    }
  }
  return PNG.sync.write(png);
}

/** A two-page newsletter (pdfkit), large dark text on each page. */
function newsletterPdf(): Promise<Buffer> {
  return pdfBytes((doc) => {
    doc.fontSize(36).text('Willow Creek News', 60, 80).fontSize(18).text('Page one: the carols, the dam walk and the new gate hours.');
    doc.addPage().fontSize(36).text('Page two', 60, 80).rect(60, 200, 300, 120).fill('#c62828');
  });
}

/** A date ten days from now (YYYY-MM-DD), so the event is upcoming. */
function inTenDays(): string {
  return new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
}

/** The event page shows the sanitised body: 'Bring' in bold, nothing that runs. */
async function assertEventPage(page: Page): Promise<void> {
  await page.getByRole('heading', { name: EVENT_TITLE }).waitFor();
  await page.locator('.event-body strong', { hasText: 'Bring' }).waitFor();
  await page.locator('.event-header-image').first().waitFor();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('img.event-header-image');
    return img !== null && img.complete && img.naturalWidth > 0;
  });
  const dangerous = await page.evaluate(() => ({
    inlineScripts: [...document.querySelectorAll('script')].filter((s) => !s.src).length,
    handlers: [...document.querySelectorAll('*')].filter((el) => [...el.attributes].some((a) => a.name.startsWith('on'))).length,
    bodyHtml: document.querySelector('.event-body')?.innerHTML ?? '',
  }));
  assert.equal(dangerous.inlineScripts, 0);
  assert.equal(dangerous.handlers, 0);
  assert.ok(!/alert|onerror|script/i.test(dangerous.bodyHtml), dangerous.bodyHtml);
}

/** The viewer drew both pages: canvases with pixels that are not all white. */
async function assertPdfPagesDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('.pdf-page[data-drawn="true"] canvas').length >= 2, undefined, { timeout: 20_000 });
  const inked = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLCanvasElement>('.pdf-page[data-drawn="true"] canvas')].map((canvas) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 16) if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) dark++;
      return dark;
    }),
  );
  assert.ok(inked.length >= 2 && inked.every((n) => n > 50), `pages drawn: ${JSON.stringify(inked)}`);
}

test.describe('estate content published by the manager', () => {
  test('the manager publishes an event and a newsletter; the resident is notified, reads both, and reads both offline after a reload', async () => {
    test.setTimeout(180_000);
    const managerCtx = await newContext(product.browser, product.server.url);
    const residentCtx = await newContext(product.browser, product.server.url);
    try {
      // The resident's device signs in meanwhile: its service worker precaches the app while the manager publishes.
      const resident = await residentCtx.newPage();
      const residentReady = (async () => {
        await signInThroughUi(resident, 'resident@example.com', 'Resident#2026');
        await waitForServiceWorkerControl(resident);
      })();
      residentReady.catch(() => undefined); // awaited below; a failure here must not go unhandled if the manager's part fails first

      // --- the manager: console -> Content -> Events
      const manager = await managerCtx.newPage();
      await signInThroughUi(manager, 'manager@example.com', 'Manager#2026');
      await manager.goto('/manager');
      await manager.getByTestId('console-nav-content').click();
      await manager.waitForURL('**/manager/content');
      await manager.getByRole('tab', { name: 'Events' }).waitFor();

      const form = manager.getByTestId('content-event-form');
      // The contract's message before anything is sent.
      await form.getByLabel('Title', { exact: true }).fill(' ');
      await form.getByTestId('content-event-save').click();
      await form.getByText('Please enter a title.').waitFor();

      await form.getByLabel('Title', { exact: true }).fill(EVENT_TITLE);
      await form.getByLabel('Category').fill('Community');
      await form.getByLabel('Start date').fill(inTenDays());
      await form.getByLabel('Start time').fill('18:30');
      await form.getByLabel('Location', { exact: true }).fill('The dam lawn');
      await form.getByLabel('Header image').setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: headerPng() });
      await form.locator('[data-testid="content-event-header-image"] img').waitFor();
      // The body in the rich-text editor: 'Bring' in bold from the toolbar, then a paste of HTML with a script and a handler (neither gets in).
      const body = form.getByRole('textbox', { name: 'Body' });
      await body.click();
      await form.getByRole('button', { name: 'Bold' }).click();
      await body.pressSequentially('Bring');
      await form.getByRole('button', { name: 'Bold' }).click();
      await body.pressSequentially(' a chair');
      await body.press('Enter');
      await pasteHtml(body, PASTED);
      await form.locator('[data-testid="rich-text-content"] strong', { hasText: 'Bring' }).waitFor();
      assert.equal(await form.locator('[data-testid="rich-text-content"] script, [data-testid="rich-text-content"] [onerror]').count(), 0);
      await screenshot(manager, 'content-manager-event-form');
      await form.getByTestId('content-event-save').click();
      await form.getByText('Saved. Residents receive it with their next sync.').waitFor();
      await manager.locator(`[data-testid="content-event-list"] [data-title="${EVENT_TITLE}"]`).waitFor();

      // --- Newsletters: the PDF is required
      await manager.getByRole('tab', { name: 'Newsletters' }).click();
      const newsletter = manager.getByTestId('content-newsletter-form');
      await newsletter.getByLabel('Title', { exact: true }).fill(NEWSLETTER_TITLE);
      await newsletter.getByLabel('Message').fill('Carols, the dam walk and the new gate hours.');
      await newsletter.getByTestId('content-newsletter-save').click();
      await newsletter.getByText('Please upload the file again.').waitFor();
      await newsletter.getByLabel('Newsletter PDF').setInputFiles({ name: 'december.pdf', mimeType: 'application/pdf', buffer: await newsletterPdf() });
      await newsletter.getByText('PDF uploaded').waitFor();
      await newsletter.getByTestId('content-newsletter-save').click();
      await newsletter.getByText('Saved. Residents receive it with their next sync.').waitFor();
      await manager.locator(`[data-testid="content-newsletter-list"] [data-title="${NEWSLETTER_TITLE}"]`).waitFor();
      await screenshot(manager, 'content-manager-newsletters');

      // --- the resident: both notifications in the inbox (live, by sync)
      await residentReady;
      await resident.goto('/notifications/all');
      await resident.locator('.notification-title', { hasText: EVENT_TITLE }).waitFor({ timeout: 20_000 });
      await resident.locator('.notification-title', { hasText: NEWSLETTER_TITLE }).waitFor();
      await screenshot(resident, 'content-resident-notifications');

      // The event page.
      await resident.locator('.notification-title', { hasText: EVENT_TITLE }).click();
      await resident.waitForURL('**/notification?id=*');
      await assertEventPage(resident);
      const eventUrl = resident.url();
      await screenshot(resident, 'content-resident-event');

      // The newsletter: detail, View PDF, pages drawn.
      await resident.goto('/notifications/all');
      await resident.locator('.notification-title', { hasText: NEWSLETTER_TITLE }).click();
      await resident
        .getByRole('button', { name: 'View PDF' })
        .or(resident.getByRole('link', { name: 'View PDF' }))
        .click();
      await resident.waitForURL('**/pdfViewer?*');
      await assertPdfPagesDrawn(resident);
      const pdfUrl = resident.url();
      await screenshot(resident, 'content-resident-newsletter-pdf');

      // --- offline, reloaded: both still read from the device
      await residentCtx.setOffline(true);
      await resident.reload();
      await assertPdfPagesDrawn(resident);
      await resident.goto(eventUrl);
      await assertEventPage(resident);
      await screenshot(resident, 'content-resident-event-offline');
      await resident.goto(pdfUrl);
      await assertPdfPagesDrawn(resident);
      await screenshot(resident, 'content-resident-newsletter-offline');
    } finally {
      await managerCtx.close();
      await residentCtx.close();
    }
  });
});
