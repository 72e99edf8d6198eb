import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';
import { API } from '../src/contract/api-paths';
import type { WizardBlock, WizardConfig } from '../src/contract/people';
import { DEMO_PEOPLE_CONFIG } from '../server/seed/demo-people-config';
import { CHROMIUM, CHROMIUM_ARGS, newContext, screenshot, signInThroughUi, waitForServiceWorkerControl, type RunningServer } from './harness';
import { test } from './fixtures';

/*
 * Identity onboarding in Chromium with a fake camera (a generated test pattern, permission
 * granted without a prompt): /accessonboarding -> the estate's wizard -> consent -> face capture,
 * online and offline, and the associate variant. The server's record is read back through
 * 'Download my data'.
 */

let server: RunningServer;
let browser: Browser;

const block = (style: WizardBlock['style'], text: string, rank: number): WizardBlock => ({ style, text, url: '', rank });

/** The estate's wizard for these tests, as its manager sets it: one slide disabled, blocks out of rank order. */
const WIZARD: WizardConfig = {
  wizardInfoScreen: [block('text', 'It takes about two minutes.', 3), block('heading', 'Before you start', 1), block('break', '', 2)],
  wizardSlides: [
    { key: 'stepOne', enabled: true, blocks: [block('captionHeading', 'Find good light', 1), block('caption', 'Face a window or a lamp.', 2)] },
    { key: 'stepTwo', enabled: false, blocks: [block('captionHeading', 'A slide the estate switched off', 1)] },
    { key: 'stepThree', enabled: true, blocks: [block('captionHeading', 'Show your whole face', 1)] },
    { key: 'stepFour', enabled: true, blocks: [block('captionHeading', 'Hold still', 1)] },
  ],
  wizardCompletedScreen: [block('heading', 'You are ready', 1), block('text', 'Next, the camera opens.', 2)],
  regularVisitExistsMsg: '',
};

test.beforeAll(async ({ productServers }, testInfo) => {
  server = await productServers.forFile(testInfo.file, {});
  const manager = await apiSignIn('manager@example.com', 'Manager#2026');
  const res = await fetch(`${server.url}${API.peopleConfig}?estateID=91`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${manager.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_PEOPLE_CONFIG[91], wizard: WIZARD }),
  });
  assert.equal(res.status, 200, await res.text());
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    timeout: 60_000,
  });
});
test.afterAll(async () => {
  await browser?.close();
});

type Api = { token: string; userId: string };

async function apiSignIn(email: string, password: string): Promise<Api> {
  const res = await fetch(`${server.url}${API.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userEmail: email, userPassword: password }),
  });
  const d = ((await res.json()) as { details: Array<{ accessToken: string; user: { uid: string } }> }).details[0];
  assert.ok(d);
  return { token: d.accessToken, userId: d.user.uid };
}

type OwnOnboardingRow = { user_id: string; face_file_id: string; consent_id: string; completed_at: number };
type ConsentRow = { id: string; subject_kind: string; subject_id: string; version: string };

/** What the server holds about the user (the 'Download my data' file). */
async function myData(who: Api): Promise<{ onboarding: OwnOnboardingRow[]; consents: ConsentRow[] }> {
  const res = await fetch(`${server.url}${API.myData}`, { headers: { authorization: `Bearer ${who.token}` } });
  assert.equal(res.status, 200);
  const file = (await res.json()) as { tables: Record<string, unknown[]> };
  return { onboarding: (file.tables.own_onboarding ?? []) as OwnOnboardingRow[], consents: (file.tables.consents ?? []) as ConsentRow[] };
}

/** From the entry screen through the estate's info screen and its three enabled slides to the completed screen. */
async function walkThroughWizard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/onboardingwizardinfo?flow=*');
  await page.getByRole('heading', { name: 'Before you start' }).waitFor();
  // Blocks in rank order: heading, break, text.
  assert.deepEqual(await page.locator('.wizard-blocks > *').evaluateAll((nodes) => nodes.map((n) => n.tagName)), ['H2', 'HR', 'P']);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/onboardingwizard?*');
  await page.getByText('Find good light').waitFor();
  await page.getByText('Step 1 of 3').waitFor();
  // The first slide says Continue and has no Back; the next ones Next and Back; the last Done.
  assert.equal(await page.locator('main').getByRole('button', { name: 'Back', exact: true }).count(), 0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Show your whole face').waitFor();
  await page.locator('main').getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByText('Find good light').waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 2 of 3').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Hold still').waitFor();
  await page.getByText('Step 3 of 3').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Next' }).count(), 0);
  assert.equal(await page.getByText('A slide the estate switched off').count(), 0);
  await page.getByRole('button', { name: 'Done' }).click();
  await page.waitForURL('**/onboardingwizardcomplete?*');
  await page.getByRole('heading', { name: 'You are ready' }).waitFor();
}

/** The POPIA notice names the person, says what, why, how long (the estate's retention) and who; Accept records it. */
async function acceptConsent(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Consent to collect personal information' });
  await dialog.waitFor();
  const text = (await dialog.textContent()) ?? '';
  assert.match(text, new RegExp(`A photo of ${name}'s face`));
  assert.match(text, /plus 30 days/);
  assert.match(text, /is logged/);
  await dialog.getByRole('button', { name: 'I Accept' }).click();
}

/** A PNG of `text` as a PDF417 symbol with its quiet zone, drawn by ZXing's writer (its .wasm read from node_modules). */
async function pdf417Png(text: string): Promise<string> {
  const wasm = fs.readFileSync(path.resolve('node_modules/zxing-wasm/dist/writer/zxing_writer.wasm'));
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer } });
  const written = await writeBarcode(text, { format: 'PDF417', scale: 4, addQuietZones: true });
  assert.ok(written.image, written.error);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdf417-')), 'smart-id-back.png');
  fs.writeFileSync(file, Buffer.from(await written.image.arrayBuffer()));
  return file;
}

test.describe('identity onboarding', () => {
  test('a resident goes from /accessonboarding through the wizard to a face capture the server keeps', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signInThroughUi(page, 'resident@example.com', 'Resident#2026');
    const resident = await apiSignIn('resident@example.com', 'Resident#2026');
    assert.deepEqual((await myData(resident)).onboarding, []);

    await page.goto('/accessonboarding');
    await page.getByRole('heading', { name: "Let's get you into the estate quickly" }).waitFor();
    await page.getByText('allow access to the camera').waitFor();
    await screenshot(page, 'onboarding-entry');
    await walkThroughWizard(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/facialRecognition?flow=self');

    await acceptConsent(page, 'Thandi Mokoena');
    const capture = page.getByRole('button', { name: 'Capture' });
    await capture.waitFor();
    await page.getByRole('button', { name: 'Switch camera' }).waitFor();
    await screenshot(page, 'onboarding-camera');
    await capture.click();
    await page.getByText('Onboarding completed successfully').waitFor();
    await page.waitForURL('**/home');

    const held = await myData(resident);
    assert.equal(held.onboarding.length, 1);
    const row = held.onboarding[0];
    assert.ok(row && row.face_file_id.length > 0);
    const consent = held.consents.find((c) => c.id === row.consent_id);
    assert.ok(consent, 'the consent given on the device is stored with the onboarding');
    assert.equal(consent.subject_kind, 'self');
    assert.equal(consent.version, '2026-11');
    await context.close();
  });

  test('offline: the wizard renders from the device, the face waits on it and is completed once online', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signInThroughUi(page, 'neighbour@example.com', 'Neighbour#2026');
    const neighbour = await apiSignIn('neighbour@example.com', 'Neighbour#2026');
    await waitForServiceWorkerControl(page);
    await page.goto('/accessonboarding');
    await page.getByRole('heading', { name: "Let's get you into the estate quickly" }).waitFor();

    await context.setOffline(true);
    await walkThroughWizard(page);
    await page.reload();
    await page.getByRole('heading', { name: 'You are ready' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/facialRecognition?flow=self');
    await acceptConsent(page, 'Pieter van Wyk');
    await page.getByRole('button', { name: 'Capture' }).click();
    await page.getByText('You are offline. Your photo is saved on this device').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Try again' }).isDisabled(), true);
    await screenshot(page, 'onboarding-offline');
    assert.deepEqual((await myData(neighbour)).onboarding, []);

    await context.setOffline(false);
    await page.getByText('Onboarding completed successfully').waitFor();
    await page.waitForURL('**/home');
    const held = await myData(neighbour);
    assert.equal(held.onboarding.length, 1);
    assert.ok((held.onboarding[0]?.face_file_id ?? '').length > 0);
    await context.close();
  });

  test('declining consent captures nothing', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signInThroughUi(page, 'resident@example.com', 'Resident#2026');
    await page.goto('/facialRecognition?flow=self');
    await page.getByRole('dialog', { name: 'Consent to collect personal information' }).getByRole('button', { name: 'Decline' }).click();
    await page.getByText('Nothing was captured.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Capture' }).count(), 0);
    await context.close();
  });

  test('the associate variant: its own heading, and the face goes to the add-associate form', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signInThroughUi(page, 'resident@example.com', 'Resident#2026');
    await page.goto('/associates/accessonboarding');
    await page.getByRole('heading', { name: "Let's get your associate loaded!" }).waitFor();
    await walkThroughWizard(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/facialRecognition?flow=associate');
    // An associate's consent is taken on the add-associate form; here only the camera.
    await page.getByRole('button', { name: 'Capture' }).click();
    await page.waitForURL('**/associates/create');
    await context.close();
  });

  test('the back of a Smart ID card: its PDF417 is read in the browser, the ID number checked and given to the form', async () => {
    const picture = await pdf417Png('DLAMINI|THANDO SIPHO|M|RSA|8001015009087|01 JAN 1980|RSA|CITIZEN|12 MAR 2019|6543|12345678901|');
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signInThroughUi(page, 'resident@example.com', 'Resident#2026');
    await page.goto('/associates/type?unitNo=12');
    await page.getByRole('button', { name: /Family Member/ }).click();
    await page.getByLabel('Relationship').selectOption({ label: 'Spouse' });
    await page.getByRole('button', { name: /^Document type/ }).click();
    await page.getByRole('dialog', { name: 'Select Document Type:' }).getByRole('radio', { name: 'Smart ID Card', exact: true }).check();
    await page.getByRole('dialog', { name: 'Select Document Type:' }).getByRole('button', { name: 'Confirm' }).click();
    await page.locator('.associate-capture').nth(1).getByRole('button').click();
    const consent = page.getByRole('dialog', { name: 'Consent to collect personal information' });
    const picker = page.getByRole('button', { name: 'Choose a photo' });
    await consent.or(picker).first().waitFor();
    if (await consent.isVisible()) await consent.getByRole('button', { name: 'I Accept' }).click();
    await picker.waitFor();
    await page.locator('input[type=file]').setInputFiles(picture);
    await page.getByLabel('ID / Passport Number').waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('input')].some((input) => input.value === '8001015009087'));
    assert.equal(await page.getByLabel('ID / Passport Number').inputValue(), '8001015009087');
    assert.equal(await page.getByLabel('First Name', { exact: true }).inputValue(), 'Thando Sipho');
    assert.equal(await page.getByLabel('Last Name', { exact: true }).inputValue(), 'Dlamini');
    await screenshot(page, 'onboarding-smart-id-read');

    // A card whose ID number fails the SA ID check: the spec's kind of message, the picture still kept.
    const forged = await pdf417Png('DLAMINI|THANDO SIPHO|M|RSA|8001015009086|01 JAN 1980|RSA|CITIZEN|12 MAR 2019|6543|12345678901|');
    await page.locator('.associate-capture').nth(1).getByRole('button').click();
    await picker.waitFor();
    await page.locator('input[type=file]').setInputFiles(forged);
    await page.getByText('The ID number on this document is not a valid SA ID number.').waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('ID / Passport Number').waitFor();
    assert.equal(await page.getByLabel('ID / Passport Number').inputValue(), '8001015009087');
    await context.close();
  });

  test('the barcode reader (ZXing WebAssembly) is served by the app and may be compiled under its content policy', async () => {
    const assets = path.join(process.env.STATIC_DIR ?? 'dist', 'assets');
    const wasm = fs.readdirSync(assets).find((name) => name.endsWith('.wasm'));
    assert.ok(wasm, 'the build carries the ZXing reader');
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/login');
    const exports = await page.evaluate(async (url) => {
      const response = await fetch(url);
      const module = await WebAssembly.compile(await response.arrayBuffer());
      return WebAssembly.Module.exports(module).length;
    }, `/assets/${wasm}`);
    assert.ok(exports > 0);
    await context.close();
  });
});
