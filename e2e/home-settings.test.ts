import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { newContext, SHOTS, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { test, useProduct } from './fixtures';

const product = useProduct();

async function shots(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 420, height: 860 });
}

/** The resident's Home shows its Directory tile (the ordinary home tiles) or not. */
const directoryTile = (page: Page) => page.locator('main').getByRole('link', { name: /Directory/ });

test.describe('home-category settings from the manager console', () => {
  test("the manager turns home categories on: the owner's Home follows (offline too), then the owner role is excepted", async () => {
    const managerContext = await newContext(product.browser, product.server.url);
    const manager = await managerContext.newPage();
    await signInThroughUi(manager, 'manager@example.com', 'Manager#2026');
    const residentContext = await newContext(product.browser, product.server.url);
    const resident = await residentContext.newPage();
    await signInThroughUi(resident, 'resident@example.com', 'Resident#2026');
    await directoryTile(resident).waitFor();

    await manager.goto('/manager/settings');
    const section = manager.getByTestId('manager-home-settings');
    await section.getByRole('heading', { name: 'Home screen' }).waitFor();
    const enabled = section.getByLabel('Show home-category tiles on Home');
    assert.equal(await enabled.isChecked(), false);
    await enabled.check();
    // The demo estate has no home-category tiles: the manager is told what that means.
    await section.getByTestId('manager-home-settings-no-tiles').waitFor();
    await section.getByTestId('manager-home-settings-save').click();
    await section.getByText('Saved. Residents see it after their next sync, offline too.').waitFor();
    await shots(manager, 'home-settings-console');

    // The owner's Home: the home-category tiles (none at this estate) instead of the ordinary ones, after a sync.
    await resident.reload();
    await resident.getByRole('heading', { name: 'Home' }).waitFor({ state: 'attached' });
    await resident.waitForFunction(() => ![...document.querySelectorAll('main a')].some((a) => /Directory/.test(a.textContent ?? '')), undefined, {
      timeout: 20_000,
    });
    await waitForServiceWorkerControl(resident);
    await residentContext.setOffline(true);
    await resident.reload();
    await resident.getByText('No internet. Functionality limited and some data outdated.').waitFor();
    assert.equal(await directoryTile(resident).count(), 0);
    await residentContext.setOffline(false);

    // Owners excepted: they keep the ordinary home tiles.
    await section.getByLabel('Owner', { exact: true }).check();
    await section.getByTestId('manager-home-settings-save').click();
    await section.getByText('Saved. Residents see it after their next sync, offline too.').waitFor();
    await manager.reload();
    await manager.getByTestId('manager-home-settings').getByLabel('Owner', { exact: true }).waitFor();
    assert.equal(await manager.getByTestId('manager-home-settings').getByLabel('Owner', { exact: true }).isChecked(), true);
    await resident.reload();
    await directoryTile(resident).waitFor({ timeout: 20_000 });

    // Off again for the other files' Home.
    await manager.getByTestId('manager-home-settings').getByLabel('Show home-category tiles on Home').uncheck();
    await manager.getByTestId('manager-home-settings-save').click();
    await manager.getByText('Saved. Residents see it after their next sync, offline too.').waitFor();
    await managerContext.close();
    await residentContext.close();
  });

  test('the three routes that were placeholders: the capture preview carries the e-mail into the invite; the partner pages say what the estate offers', async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await signInThroughUi(page, 'resident@example.com', 'Resident#2026');

    await page.goto('/visitorCapturePreview?unitNo=12&email=guest%40example.com');
    await page.getByTestId('capture-email').getByText('guest@example.com', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText("Enter the visitor's name").waitFor();
    await page.getByText("Enter the visitor's phone number").waitFor();
    await page.getByLabel('Visitor Name').fill('zanele dube');
    await page.getByLabel('Phone Number').fill('0825550123');
    await shots(page, 'visitor-capture-preview');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/VisitorInformationScreen\?unitNo=/);
    assert.equal(await page.getByLabel('Visitor Name').inputValue(), 'Zanele dube');
    assert.equal(await page.getByLabel('Phone Number').inputValue(), '0825550123');

    for (const [route, title] of [
      ['/olivesandplates', 'Olives & Plates'],
      ['/samsungCode', 'Samsung'],
    ] as const) {
      await page.goto(route);
      await page.getByRole('heading', { name: title }).waitFor();
      await page.getByText('This feature is not currently available for your estate.').waitFor();
    }
    await shots(page, 'partner-samsung');
    await context.close();
  });
});
