import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './accessibility';
import { launchBrowser, newContext, screenshot, signInThroughUi, type RunningServer } from './harness';
import { addResidents, setUnitLimits } from './residents';
import { test } from './fixtures';

/**
 * The invite in few taps (issue 31, goal 2), counted from Home: every click or tap is counted
 * (a field's focus click included; typing is not a tap). A new visitor, then the same visitor
 * again from 'Invite again', each until the pass is ready and WhatsApp opens to the visitor's
 * number. And the time picker: a preselected range and one tap give the tapped hour only; a
 * second, later tap ends the range; the hours past today are disabled.
 */
const NALEDI = { email: 'naledi@example.com', password: 'Naledi#2026', firstName: 'Naledi', lastName: 'Dube', mobile: '0825550606' };
const UNIT = '34';
const ESTATE_TZ = 'Africa/Johannesburg';

let server: RunningServer;
let browser: Browser;

test.beforeAll(async ({ productServers }, testInfo) => {
  server = await productServers.forFile(testInfo.file, {});
  browser = await launchBrowser();
  // A resident of Willow Creek holding unit 34; the manager saves the demo people configuration (Main Gate the first estate zone) and the unit's allowance.
  await addResidents(server.dataDir, [{ ...NALEDI, unitNo: UNIT }]);
  await setUnitLimits(server.url, UNIT, { allowedVisitors: 5 });
});

test.afterAll(async () => {
  await browser?.close();
});

/** Counts every tap made through it. */
function tapCounter() {
  const counted = { taps: 0 };
  return {
    counted,
    tap: async (target: Locator) => {
      await target.click();
      counted.taps += 1;
    },
  };
}

/** Taps WhatsApp in the 'Ready to share' dialog and returns the address it opened. */
async function openWhatsapp(page: Page, tap: (target: Locator) => Promise<void>): Promise<string> {
  const ready = page.getByRole('dialog', { name: 'Ready to share' });
  await ready.waitFor({ timeout: 60_000 });
  const popup = page.waitForEvent('popup');
  await tap(ready.getByRole('link', { name: 'WhatsApp' }));
  const opened = await popup;
  await opened.waitForURL(/^https:\/\/wa\.me\//);
  const url = opened.url();
  await opened.close();
  return url;
}

/** 'HH:00' of an hour of the day (24 as 24:00, as the slot labels write it). */
const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
/** The slot button of the hour starting at `hour`. */
const slot = (page: Page, hour: number) =>
  page.getByRole('dialog', { name: 'Times' }).getByRole('button', { name: `${hh(hour)} - ${hh(hour + 1)}`, exact: true });

test.describe('the invite in few taps', () => {
  test('a new visitor in at most 8 taps from Home, the same visitor again in at most 6', async () => {
    test.setTimeout(240_000);
    const context = await newContext(browser, server.url);
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>WhatsApp</p>' }));
    const page = await context.newPage();
    await signInThroughUi(page, NALEDI.email, NALEDI.password);
    assert.equal(new URL(page.url()).pathname, '/home');

    // A new visitor: Visitors, the unit, Add Visitor, name, phone, Share, WhatsApp.
    const first = tapCounter();
    await first.tap(page.getByRole('link', { name: /^Visitors/ }));
    await first.tap(page.getByTestId('stand-tile').filter({ hasText: `Stand: ${UNIT}` }));
    await first.tap(page.getByRole('button', { name: 'Add Visitor' }));
    await page.waitForURL('**/VisitorInformationScreen?**');
    // One screen: the first visitor type, today, the next hour and the estate's main zone are chosen already.
    await page.getByRole('button', { name: 'Main Gate' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Main Gate' }).getAttribute('aria-pressed'), 'true');
    assert.equal(await page.getByRole('button', { name: 'Clubhouse' }).getAttribute('aria-pressed'), 'false');
    assert.equal(
      await page
        .getByRole('radio', { name: /^Visitor/ })
        .first()
        .getAttribute('aria-checked'),
      'true',
    );
    assert.match(await page.getByLabel('Time').inputValue(), /^\d{2}:0[01] - \d{2}:(00|59)$/);
    await first.tap(page.getByLabel('Visitor Name'));
    await page.keyboard.type('Thabo Nkosi');
    await first.tap(page.getByLabel('Phone Number'));
    await page.keyboard.type('083 555 0303');
    await screenshot(page, 'invite-one-screen');
    await first.tap(page.getByRole('button', { name: 'Share', exact: true }));
    await page.waitForURL('**/visitorPreview?inviteId=**');
    const firstUrl = await openWhatsapp(page, first.tap);
    assert.match(firstUrl, /^https:\/\/wa\.me\/27835550303\?text=/, 'WhatsApp opens to the visitor, in international form');
    assert.ok(first.counted.taps <= 8, `a new visitor took ${first.counted.taps} taps`);
    assert.equal(first.counted.taps, 7);
    await screenshot(page, 'invite-ready-to-share');
    await expectNoSeriousA11yViolations(page, 'the share step, ready to share');
    await page.getByRole('dialog', { name: 'Ready to share' }).getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/home');

    // The same visitor again: Visitors, the unit, Add Visitor, the visitor under 'Invite again', Share, WhatsApp.
    const again = tapCounter();
    await again.tap(page.getByRole('link', { name: /^Visitors/ }));
    await again.tap(page.getByTestId('stand-tile').filter({ hasText: `Stand: ${UNIT}` }));
    await again.tap(page.getByRole('button', { name: 'Add Visitor' }));
    await page.waitForURL('**/VisitorInformationScreen?**');
    await again.tap(page.getByRole('group', { name: 'Invite again' }).getByRole('button', { name: /Thabo Nkosi/ }));
    assert.equal(await page.getByLabel('Visitor Name').inputValue(), 'Thabo Nkosi');
    assert.equal(await page.getByLabel('Phone Number').inputValue(), '0835550303');
    await expectNoSeriousA11yViolations(page, 'the invite screen with a returning visitor');
    await again.tap(page.getByRole('button', { name: 'Share', exact: true }));
    await page.waitForURL('**/visitorPreview?inviteId=**');
    const againUrl = await openWhatsapp(page, again.tap);
    assert.match(againUrl, /^https:\/\/wa\.me\/27835550303\?text=/);
    assert.ok(again.counted.taps <= 6, `a returning visitor took ${again.counted.taps} taps`);
    assert.equal(again.counted.taps, 6);
    await context.close();
  });

  test('the time picker: a preselected range and one tap give the tapped hour only; a later tap ends the range; past hours disabled; errors name the field', async () => {
    test.setTimeout(180_000);
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signInThroughUi(page, NALEDI.email, NALEDI.password);
    await page.goto(`/VisitorInformationScreen?unitNo=${UNIT}`);
    const time = page.getByRole('textbox', { name: 'Time', exact: true });
    const date = page.getByRole('textbox', { name: 'Date', exact: true });
    await time.waitFor();

    // Today: every hour that has ended is disabled, the hour now running is open.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ESTATE_TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    if ((await date.inputValue()) === today) {
      await time.click();
      const hourNow = Number(new Intl.DateTimeFormat('en-GB', { timeZone: ESTATE_TZ, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
      for (let hour = 0; hour < hourNow; hour += 1) assert.equal(await slot(page, hour).isDisabled(), true, `${hh(hour)} has passed`);
      assert.equal(await slot(page, hourNow).isDisabled(), false, 'the hour now running stays open');
      await page.getByRole('dialog', { name: 'Times' }).getByRole('button', { name: 'Close' }).click();
    }

    // Another day (tomorrow, or the day after when the default is already tomorrow), the preselected hour kept.
    const shown = await date.inputValue();
    const next = new Date(`${shown}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    await date.click();
    await page.getByRole('dialog', { name: 'Select Date:' }).getByLabel('Date').fill(next.toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const preselected = await time.inputValue();
    const startHour = Number(preselected.slice(0, 2));
    assert.match(preselected, /^\d{2}:0[01] - \d{2}:(00|59)$/);

    // One tap on 17:00 (05:00 when the preselected hour is in the afternoon): that hour only.
    const tapped = startHour >= 12 ? 5 : 17;
    await time.click();
    await slot(page, tapped).click();
    assert.equal(await time.inputValue(), `${hh(tapped)} - ${hh(tapped + 1)}`);
    assert.equal(await page.getByRole('dialog', { name: 'Times' }).getByRole('button', { pressed: true }).count(), 1);
    // A second, later tap ends the range there (inclusive) and closes the picker.
    await slot(page, tapped + 3).click();
    await page.getByRole('dialog', { name: 'Times' }).waitFor({ state: 'detached' });
    assert.equal(await time.inputValue(), `${hh(tapped)} - ${hh(tapped + 4)}`);
    // That range, shown again, is replaced by one tap too, never stretched.
    await time.click();
    await slot(page, 9).click();
    assert.equal(await time.inputValue(), '09:00 - 10:00');
    await page.getByRole('dialog', { name: 'Times' }).getByRole('button', { name: 'Close' }).click();

    // Share with no name or phone: each field says what it needs, under the spec's summary.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByText("Enter the visitor's name").waitFor();
    await page.getByText("Enter the visitor's phone number").waitFor();
    await page.getByTestId('invite-problems').getByText('Please ensure all required fields are completed.').waitFor();
    assert.equal(new URL(page.url()).pathname, '/VisitorInformationScreen');
    await screenshot(page, 'invite-field-errors');
    await expectNoSeriousA11yViolations(page, 'the invite screen naming its missing fields');

    // The spec's separate details route leads to this one screen, the draft kept.
    await page.goto('/visitorInviteDetails');
    await page.waitForURL('**/VisitorInformationScreen?**');
    assert.equal(await time.inputValue(), '09:00 - 10:00');
    await context.close();
  });
});
