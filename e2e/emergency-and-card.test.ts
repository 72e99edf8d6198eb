import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './accessibility';
import { readPayload, typePin } from './gate-helpers';
import { screenshot, signInThroughUi, waitForServiceWorkerControl, watchContentSecurityPolicy } from './harness';
import { test, useProduct } from './fixtures';

/**
 * Issue 31, goals 5 and 6 on a 390 px phone: the resident's QR card (the unit and estate, the
 * connection as it is from the first frame, the wrong-PIN message with the attempts left, FORGOT
 * PIN? offline with the reset screen saying it needs the network), and the emergency numbers (the
 * estate's control room first, then police 10111, the estate's ambulance provider, its fire
 * service), the same on the red button's screen and on Emergency Contacts, offline from the device.
 */
const product = useProduct();

async function phone(): Promise<BrowserContext> {
  const context = await product.browser.newContext({ baseURL: product.server.url, serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
  watchContentSecurityPolicy(context);
  return context;
}

/** The card's connection line in the same frame as the first code it draws (no waiting for it to change). */
async function modeWithFirstCode(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () => {
      const payload = document.querySelector('[data-testid="gate-qr"]')?.getAttribute('data-payload') ?? '';
      return payload === '' ? null : (document.querySelector('.access-mode')?.textContent ?? '');
    },
    undefined,
    { timeout: 30_000 },
  );
  return String(await handle.jsonValue());
}

/** The emergency numbers' links on the page, in order: [name, href]. */
async function links(page: Page, selector: string): Promise<[string, string][]> {
  return page
    .locator(selector)
    .evaluateAll((nodes) =>
      nodes.map((node) => [node.querySelector('.tile-title, strong')?.textContent ?? '', node.getAttribute('href') ?? ''] as [string, string]),
    );
}

test.describe('the QR card and the emergency numbers', () => {
  test('the card shows the unit and estate and the true connection; wrong PIN says the attempts left; FORGOT PIN? offline says it needs the network', async () => {
    test.setTimeout(180_000);
    const context = await phone();
    try {
      const page = await context.newPage();
      await signInThroughUi(page, 'resident@example.com', 'Resident#2026');
      await page.goto('/access');
      await page.getByText('Create your PIN').waitFor();
      await typePin(page, '1357');
      await page.getByText("You're Almost Set").waitFor();
      await typePin(page, '1357');
      // Online from the start: the first code is drawn beside 'Online', never 'Offline' first.
      assert.equal(await modeWithFirstCode(page), 'Online');
      const first = await readPayload(page);
      await page.getByText('Owner - Willow Creek Estate').waitFor();
      assert.equal(await page.getByTestId('access-unit').textContent(), 'Unit 12');
      await screenshot(page, 'card-online-390');
      await expectNoSeriousA11yViolations(page, 'card-online-390');

      await waitForServiceWorkerControl(page);
      await context.setOffline(true);
      await page.reload();
      await page.getByText('Enter your PIN').waitFor();
      // FORGOT PIN? stays on the pad offline, a 44 px target.
      const forgot = page.getByRole('link', { name: 'FORGOT PIN?' });
      await forgot.waitFor();
      assert.ok(((await forgot.boundingBox())?.height ?? 0) >= 44, 'FORGOT PIN? is a 44 px target');
      await typePin(page, '9999');
      await page.getByText('Incorrect PIN. 9 attempts left before this device forgets your access key.').waitFor();
      await screenshot(page, 'card-wrong-pin-390');
      await expectNoSeriousA11yViolations(page, 'card-wrong-pin-390');
      await typePin(page, '2468');
      await page.getByText('Incorrect PIN. 8 attempts left before this device forgets your access key.').waitFor();
      await typePin(page, '1357');
      assert.equal(await modeWithFirstCode(page), 'Offline');
      await readPayload(page, first);
      // The unit and estate from the device's database, offline.
      assert.equal(await page.getByTestId('access-unit').textContent(), 'Unit 12');
      await page.getByText('Owner - Willow Creek Estate').waitFor();
      await screenshot(page, 'card-offline-390');
      await expectNoSeriousA11yViolations(page, 'card-offline-390');

      // Offline, FORGOT PIN? opens the reset screen, which says resetting needs the network.
      await page.reload();
      await page.getByText('Enter your PIN').waitFor();
      await page.getByRole('link', { name: 'FORGOT PIN?' }).click();
      await page.waitForURL('**/reset-pin');
      await page.getByText('Resetting your PIN needs an internet connection. Connect, then enter your account password here.').waitFor();
      await page.getByLabel('Password').fill('Resident#2026');
      assert.equal(await page.getByRole('button', { name: 'Reset PIN' }).isDisabled(), true, 'no reset offline');
      await screenshot(page, 'reset-pin-offline-390');
      await expectNoSeriousA11yViolations(page, 'reset-pin-offline-390');
      // Back online the same screen resets (as e2e/gate-access.test.ts's reset test does).
      await context.setOffline(false);
      await page.getByText('Resetting your PIN needs an internet connection.', { exact: false }).waitFor({ state: 'detached' });
      assert.equal(await page.getByRole('button', { name: 'Reset PIN' }).isDisabled(), false);
    } finally {
      await context.close();
    }
  });

  test("the emergency numbers: the estate's control room first, then 10111 and the estate's ambulance and fire, the same on both screens, offline", async () => {
    test.setTimeout(180_000);
    const context = await phone();
    try {
      const page = await context.newPage();
      await signInThroughUi(page, 'resident@example.com', 'Resident#2026');
      await waitForServiceWorkerControl(page);
      await context.setOffline(true);
      await page.reload();
      await page.locator('main a.emergency-btn').click();
      await page.waitForURL('**/homeEmergencyScreen');
      const numbers = page.getByRole('navigation', { name: 'Emergency numbers' }).getByRole('link');
      await numbers.first().waitFor();
      const expected: [string, string][] = [
        ['Control room', 'tel:0114650199'],
        ['Police', 'tel:10111'],
        ['Ambulance', 'tel:084124'],
        ['Fire', 'tel:0113755911'],
      ];
      assert.deepEqual(await links(page, '.emergency-numbers a'), expected);
      assert.equal(await page.getByRole('link', { name: 'Call Ambulance, 084 124', exact: true }).getAttribute('href'), 'tel:084124');
      // The spec's other tiles stay: Follow Me (the armed response) and Emergency Contacts; no second Ambulance or Fire tile.
      assert.deepEqual(await page.locator('main .tiles:not(.emergency-numbers) .tile-title').allTextContents(), ['Follow Me', 'Emergency Contacts']);
      for (const box of await page.locator('main a.tile').evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().height))) {
        assert.ok(box >= 44, `a 44 px target (${box})`);
      }
      await screenshot(page, 'emergency-home-390');
      await expectNoSeriousA11yViolations(page, 'emergency-home-390');

      await page.getByRole('link', { name: /Emergency Contacts/ }).click();
      await page.waitForURL('**/emergency');
      await page.getByRole('heading', { name: 'Emergency Contacts' }).waitFor();
      await page.locator('a.directory-contact-link').first().waitFor();
      const rows = await links(page, 'a.directory-contact-link');
      // The same four first, then the estate's other contacts (its control room and ER24 not repeated).
      assert.deepEqual(rows.slice(0, 4), expected);
      assert.deepEqual(
        rows.slice(4).map(([name]) => name),
        ['Armed Response', 'SAPS Douglasdale'],
      );
      for (const box of await page.locator('a.directory-contact-link').evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().height))) {
        assert.ok(box >= 44, `a 44 px target (${box})`);
      }
      await screenshot(page, 'emergency-contacts-390');
      await expectNoSeriousA11yViolations(page, 'emergency-contacts-390');
    } finally {
      await context.close();
    }
  });
});
