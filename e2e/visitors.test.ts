import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { API } from '../src/contract/api-paths';
import { spouseArgs } from '../tests/server/people-helpers';
import { launchBrowser, newContext, screenshot, signInThroughUi, waitForServiceWorkerControl, type RunningServer } from './harness';
import { addResidents, setUnitLimits } from './residents';
import { test } from './fixtures';

/**
 * Visitor invites in Chromium: a new resident opens the visitor picker from home, invites a
 * visitor while offline on the one invite screen (the phone holds pass tickets, so the share step shows the
 * pass bound from a ticket at once), reconnects and gets 'Ready to share' with the visitor's link; the link opens in a fresh browser context with no account and
 * shows the QR code. STATIC_DIR serves a build of this checkout (default ./dist).
 */
const ZANELE = { email: 'zanele@example.com', password: 'Zanele#2026', firstName: 'Zanele', lastName: 'Khoza', mobile: '0825550202' };
const UNIT = '33';

let server: RunningServer;
let browser: Browser;

test.beforeAll(async ({ productServers }, testInfo) => {
  server = await productServers.forFile(testInfo.file, {});
  browser = await launchBrowser();
  // A new resident of Willow Creek holding unit 33; the estate manager saves the people configuration (the demo set: one estate zone, day options) and the unit's allowance.
  await addResidents(server.dataDir, [{ ...ZANELE, unitNo: UNIT }]);
  await setUnitLimits(server.url, UNIT, { allowedVisitors: 3 });
});

test.afterAll(async () => {
  await browser?.close();
});

test.describe('visitor invites', () => {
  test('a resident invites a visitor offline; back online the share overlay has the link, which opens a QR in a fresh browser with no account', async () => {
    test.setTimeout(240_000);
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signInThroughUi(page, ZANELE.email, ZANELE.password);
    await waitForServiceWorkerControl(page);

    // Home -> Visitors: the visitor unit picker, then the unit's (empty) list.
    await page.getByRole('link', { name: /^Visitors/ }).click();
    await page.waitForURL('**/visitorUnits');
    await page.getByRole('heading', { name: 'Select Stand/Unit Number' }).waitFor();
    const tile = page.getByTestId('stand-tile');
    await tile.getByText(`Stand: ${UNIT}`).waitFor();
    await tile.getByText('Available invites: 3').waitFor();
    await tile.click();
    await page.waitForURL('**/visitorAccessLagoon/list?**');
    await page.getByRole('heading', { name: 'Visitor Access' }).waitFor();
    await page.getByText('NO UPCOMING VISITORS').waitFor();

    // Offline from here: the one invite screen (who, when, zones), then Share.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add Visitor' }).click();
    await page.waitForURL('**/VisitorInformationScreen?**');
    // Share with nothing typed: each field says what it needs.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByText("Enter the visitor's name").waitFor();
    await page.getByText("Enter the visitor's phone number").waitFor();
    await page.getByLabel('Visitor Name').fill('thabo Nkosi');
    await page.getByLabel('Phone Number').fill('083 555 0303');
    assert.equal(await page.getByLabel('Visitor Name').inputValue(), 'Thabo Nkosi');
    assert.equal(await page.getByLabel('Phone Number').inputValue(), '0835550303');
    // The default time: the next full hour to the hour after.
    assert.match(await page.getByRole('textbox', { name: 'Time', exact: true }).inputValue(), /^\d{2}:0[01] - \d{2}:(00|59)$/);
    // The estate's validity choices, the first active; the visitor type and the main zone chosen already.
    assert.equal(await page.getByRole('radio', { name: 'Single Day' }).getAttribute('aria-checked'), 'true');
    assert.equal(await page.getByRole('radio', { name: 'Visitor', exact: true }).getAttribute('aria-checked'), 'true');
    assert.equal(await page.getByRole('button', { name: 'Main Gate' }).getAttribute('aria-pressed'), 'true');
    // Without a zone the zone says so.
    await page.getByRole('button', { name: 'Main Gate' }).click();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByText('Please select an access zone to proceed.').waitFor();
    await page.getByRole('button', { name: 'Main Gate' }).click();
    await screenshot(page, 'visitors-form-offline');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.waitForURL('**/visitorPreview?inviteId=**');
    await page.getByTestId('visitor-summary').getByText('Thabo Nkosi').waitFor();
    // The phone holds pass tickets (issue 31): the pass is bound here and its QR shows at once.
    await page.getByRole('dialog', { name: 'Ready to share' }).waitFor();
    await page.getByTestId('invite-share').getByText('Made on this phone with no signal', { exact: false }).waitFor();
    assert.match((await page.getByTestId('pass-qr').getAttribute('data-payload')) ?? '', /^EVT/);
    await screenshot(page, 'visitors-share-offline');

    // Back online: the server issues the pass and the share overlay shows the link.
    await context.setOffline(false);
    const overlay = page.getByRole('dialog', { name: 'Ready to share' });
    await overlay.waitFor({ timeout: 60_000 });
    const link = await overlay.getByTestId('invite-link').getAttribute('href');
    if (!link?.startsWith(`${server.url}/visit/`)) throw new Error(`visitor link: ${link}`);
    assert.match((await overlay.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')) ?? '', /^https:\/\/wa\.me\/27835550303\?text=/);
    await overlay.getByRole('button', { name: 'Copy to clipboard' }).waitFor();
    await screenshot(page, 'visitors-share-overlay');
    await overlay.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/home');

    // /Visitor (spec 1) is the /visitor tabs: the invite is upcoming.
    await page.goto('/Visitor');
    await page.getByRole('tab', { name: 'Upcoming' }).waitFor();
    await page.getByTestId('invite-card').filter({ hasText: 'Thabo Nkosi' }).waitFor();
    await page.getByRole('tab', { name: 'Registered' }).click();
    await page.getByText('No Registered Visitors').waitFor();

    // The link in a fresh browser context: no account, no service worker; the QR and the window.
    const fresh = await newContext(browser, server.url);
    const visitor = await fresh.newPage();
    await visitor.goto(link);
    await visitor.getByRole('heading', { name: 'Thabo Nkosi' }).waitFor();
    await visitor.getByText('Willow Creek Estate', { exact: false }).first().waitFor();
    const qr = visitor.getByTestId('pass-qr');
    await qr.locator('svg').waitFor();
    // The pass bound offline (every screen shows the same QR).
    assert.match((await qr.getAttribute('data-payload')) ?? '', /^EVT/);
    await visitor.getByText('Single entry').waitFor();
    await visitor.getByText('Show this code to the guard at the gate.').waitFor();
    await screenshot(visitor, 'visitors-pass-page');
    assert.equal(await visitor.evaluate(() => document.cookie), '');

    // An unknown link says so.
    await visitor.goto('/visit/unknown-token-0000000000000000');
    await visitor.getByTestId('visit-error').getByText('This pass could not be found or is no longer valid.').waitFor();
    await fresh.close();
    await context.close();
  });

  test("an associate's gate pass: created on /associates/details, its QR and the link to the pass page", async () => {
    test.setTimeout(180_000);
    // The associate, added through sync as the app does (Zanele's own session).
    const signIn = await fetch(`${server.url}${API.signIn}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userEmail: ZANELE.email, userPassword: ZANELE.password }),
    });
    const token = ((await signIn.json()) as { details: { accessToken: string }[] }).details[0]?.accessToken ?? '';
    const args = spouseArgs(91, UNIT, { firstName: 'Nomvula', lastName: 'Khoza', phoneNumber: '0825559999', email: 'nomvula@example.com' });
    const push = await fetch(`${server.url}${API.syncPush}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ clientId: `e2e${Date.now().toString(36)}pass`, mutations: [{ id: 1, name: 'associates.create', args }] }),
    });
    assert.deepEqual(((await push.json()) as { results: unknown[] }).results, [{ id: 1, ok: true }]);

    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signInThroughUi(page, ZANELE.email, ZANELE.password);
    await page.goto(`/associates/details?unitNo=${UNIT}&id=${args.associateId}`);
    await page.getByRole('heading', { name: 'Nomvula Khoza' }).first().waitFor();
    await page.getByRole('heading', { name: 'Gate pass' }).waitFor();
    await page.getByRole('button', { name: 'Create gate pass' }).click();
    const qr = page.getByTestId('pass-qr');
    await qr.locator('svg').waitFor({ timeout: 30_000 });
    assert.match((await qr.getAttribute('data-payload')) ?? '', /^EVP/);
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await page.getByText('Any time').waitFor();
    const href = await page.getByTestId('associate-pass-link').getAttribute('href');
    assert.match(href ?? '', /^\/visit\/[A-Za-z0-9_-]+$/);
    await screenshot(page, 'visitors-associate-pass');

    // Printing shows the card only (the print stylesheet), and the pass page opens without an account.
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.getByRole('heading', { name: 'Gate pass' }).isVisible(), false);
    assert.equal(await qr.isVisible(), true);
    await page.emulateMedia({ media: 'screen' });
    const fresh = await newContext(browser, server.url);
    const holder = await fresh.newPage();
    await holder.goto(href ?? '');
    await holder.getByRole('heading', { name: 'Nomvula Khoza' }).waitFor();
    await holder.getByTestId('pass-qr').locator('svg').waitFor();
    await holder.getByText('Multiple entries').waitFor();
    await fresh.close();
    await context.close();
  });
});
