import assert from 'node:assert/strict';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, newContext, screenshot, signInThroughUi } from './harness';
import { addResidents, chooseDocumentType, setUnitLimits } from './residents';
import { test } from './fixtures';

/**
 * The passport's machine-readable lines read from a photo, not typed: a resident adding an
 * associate picks a picture of a passport photo page (ICAO Doc 9303's specimen, rendered by
 * scripts/make-passport-fixture.ts) through the photo input; the in-browser OCR (tesseract.js,
 * its worker, core and model served by the app under /ocr/) reads both lines, every check digit
 * passes, and Continue fills the form's passport number and names for the person to confirm.
 */
const LERATO = { email: 'lerato@example.com', password: 'Lerato#2026', firstName: 'Lerato', lastName: 'Mokoena', mobile: '0825550177' };
const UNIT = '32';
const FIXTURE = path.join(import.meta.dirname, 'fixtures/passport-specimen.png');
const MRZ = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10';

let browser: Browser;
let baseUrl: string;

test.beforeAll(async ({ productServers }, testInfo) => {
  const server = await productServers.forFile(testInfo.file, {});
  baseUrl = server.url;
  // No fake camera: the capture offers the photo input, as on a device without one.
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: 60_000 });
  await addResidents(server.dataDir, [{ ...LERATO, unitNo: UNIT }]);
  await setUnitLimits(server.url, UNIT, { allowedVisitors: 10, noOfAssociatesPerUnit: 2 });
});

test.afterAll(async () => {
  await browser?.close();
});

async function narrowPage(): Promise<Page> {
  const context = await newContext(browser, baseUrl);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

test.describe('passport MRZ', () => {
  test('a passport photo page picked as a photo fills the passport number and names from its MRZ', async () => {
    test.setTimeout(240_000);
    const page = await narrowPage();
    await signInThroughUi(page, LERATO.email, LERATO.password);
    await page.goto(`/associates/type?unitNo=${UNIT}`);
    await page.getByRole('button', { name: /Family Member/ }).click();
    await page.waitForURL('**/associates/create?**');
    await page.getByLabel('Relationship').selectOption({ label: 'Spouse' });
    await chooseDocumentType(page, 'Passport');

    // The photo page: the capture step, then the picture through the photo input.
    await page.getByRole('button', { name: 'Capture', exact: true }).click();
    await page.getByRole('dialog', { name: 'Consent to collect personal information' }).waitFor();
    await page.getByRole('button', { name: 'I Accept' }).click();
    await page.getByText('Front of your Passport').waitFor();
    await screenshot(page, 'passport-mrz-scan-step');
    const ocrFiles: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/tesseract|traineddata/.test(url.pathname)) ocrFiles.push(url.origin === baseUrl ? url.pathname : url.href);
    });
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a photo' }).click();
    await (await chooser).setFiles(FIXTURE);
    await page.getByText('Read from the picture: please check the lines').waitFor({ timeout: 180_000 });
    assert.equal(await page.getByLabel(/Machine-readable lines/).inputValue(), MRZ);
    assert.equal(await page.getByRole('alert').count(), 0, 'every check digit passes');
    // Everything the OCR needed came from the app itself, under /ocr/.
    assert.ok(ocrFiles.length >= 2, `the OCR's files were fetched: ${ocrFiles.join(', ')}`);
    for (const file of ocrFiles) assert.match(file, /^\/ocr\//);
    await screenshot(page, 'passport-mrz-read');

    // Continue: the form holds what was read, for the person to check.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('img', { name: 'Front of the Passport' }).waitFor();
    assert.equal(await page.getByLabel('ID / Passport Number').inputValue(), 'L898902C3');
    assert.equal(await page.getByLabel('First Name', { exact: true }).inputValue(), 'Anna Maria');
    assert.equal(await page.getByLabel('Last Name', { exact: true }).inputValue(), 'Eriksson');
    await screenshot(page, 'passport-mrz-form-filled');
  });
});
