import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { newContext, screenshot, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { test, useProduct } from './fixtures';

const product = useProduct();

/** A CSS variable of the root element as the page computes it (the estate theme sets them there). */
const rootVariable = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim().toLowerCase(), name);
/** The estate theme with this primary colour is applied (set on the root element, not the stylesheet's default). */
const waitForTheme = (page: Page, primary: string) => page.waitForFunction((p) => document.documentElement.style.getPropertyValue('--primary') === p, primary);
const activeTabColour = (page: Page) => page.locator('.tabbar .tab-active').evaluate((el) => getComputedStyle(el).color);

/** The site plan is drawn (its picture decoded) with `count` markers on it. */
async function sitePlanWithMarkers(page: Page, count: number): Promise<void> {
  const plan = page.locator('.poi-plan img');
  await plan.waitFor();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('.poi-plan img');
    return img !== null && img.complete && img.naturalWidth > 0;
  });
  await page.waitForFunction((n) => document.querySelectorAll('.poi-plan .poi-marker').length === n, count);
}

test.describe('places: directory, points of interest, estate theme', () => {
  test('the directory three levels deep, the POI site plan online and offline, and the theme following the estate', async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await signInThroughUi(page, 'resident@example.com', 'Resident#2026');

    // Willow Creek (91): the red theme, its green active tab.
    await waitForTheme(page, '#c62828');
    assert.equal(await activeTabColour(page), 'rgb(46, 125, 50)');

    // Directory: home tile -> services (level 1) -> service types (level 2) -> contacts (level 3), by rank.
    await page.getByRole('link', { name: /Directory/ }).click();
    await page.waitForURL('**/directory');
    await page.getByRole('heading', { name: 'Directory' }).waitFor();
    const cards = page.locator('.directory-card');
    await cards.first().waitFor();
    assert.deepEqual(await cards.allTextContents(), ['General2 service(s)', 'Home maintenance3 service(s)', 'Medical2 service(s)', 'Emergency2 service(s)']);
    await page.getByLabel('Search').fill('MED');
    assert.deepEqual(await cards.locator('strong').allTextContents(), ['Medical']);
    await screenshot(page, 'places-directory');
    await cards.filter({ hasText: 'Medical' }).click();
    await page.waitForURL('**/SecondaryDirectory?**');
    await page.getByRole('heading', { name: 'Medical' }).waitFor();
    // The heading comes from the route, the cards from a live query a moment later.
    await cards.filter({ hasText: 'Pharmacies' }).waitFor();
    assert.deepEqual(await cards.locator('strong').allTextContents(), ['Doctors', 'Pharmacies']);
    await cards.filter({ hasText: 'Doctors' }).click();
    await page.waitForURL('**/TelephoneDirectory?**');
    await page.getByRole('heading', { name: 'Doctors' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Call Fourways Family Clinic' }).getAttribute('href'), 'tel:0114672200');
    await page.getByLabel('Search by name').fill('naidoo');
    assert.deepEqual(await page.locator('.directory-contact strong').allTextContents(), ['Dr Naledi Naidoo']);
    await screenshot(page, 'places-telephone-directory');

    // The red Emergency button's tiles lead to the estate's emergency contacts (no back button; DELETED hidden).
    await page.goto('/home');
    await page.locator('main a.emergency-btn').click();
    await page.waitForURL('**/homeEmergencyScreen');
    await page.getByRole('link', { name: /Emergency Contacts/ }).click();
    await page.waitForURL('**/emergency');
    await page.getByRole('heading', { name: 'Emergency Contacts' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Back' }).count(), 0);
    assert.equal(await page.getByRole('link', { name: 'Call Control Room' }).getAttribute('href'), 'tel:0114650199');
    assert.equal(await page.getByText('Old Control Room Line').count(), 0);
    // The estate's fire service is the list's Fire entry (its contact of the same number is not repeated).
    await page.getByLabel('Search').fill('fire');
    assert.deepEqual(await page.locator('.directory-contact strong').allTextContents(), ['Fire']);

    // Points of interest: six points on the estate's site plan; a marker selects its card and offers Directions.
    await page.goto('/poi');
    await page.getByRole('heading', { name: 'POI' }).waitFor();
    await sitePlanWithMarkers(page, 6);
    assert.deepEqual((await page.locator('.poi-card .poi-card-title').allTextContents()).map((title) => title.replace(/^\d+/, '')).sort(), [
      'Clubhouse',
      'Estate Office',
      'Main Gate',
      'Tennis Courts',
      'The Lagoon',
      'Willow Park',
    ]);
    const clubhouse = page.getByRole('button', { name: 'Clubhouse on the map' });
    await clubhouse.click();
    assert.equal(await clubhouse.getAttribute('aria-pressed'), 'true');
    assert.equal(await page.locator(`.poi-card[data-point-id="${await clubhouse.getAttribute('data-point-id')}"]`).getAttribute('aria-pressed'), 'true');
    assert.match(
      (await page.getByRole('link', { name: 'Directions' }).getAttribute('href')) ?? '',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-26\.\d+,28\.\d+&travelmode=driving$/,
    );
    assert.equal(await page.getByRole('link', { name: 'Open in Maps' }).getAttribute('href'), 'https://www.google.com/maps/search/?api=1&query=Clubhouse');
    await screenshot(page, 'places-poi');
    await page.getByLabel('Search here...').fill('LAGOON');
    await sitePlanWithMarkers(page, 1);
    await page.getByLabel('Search here...').fill('zzz');
    await page.getByText('No points of interests found for this estate.').waitFor();
    await page.getByLabel('Search here...').fill('');
    await sitePlanWithMarkers(page, 6);

    // Offline after a reload: the site plan and its points come from the device.
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByText('No internet. Functionality limited and some data outdated.').waitFor();
    await sitePlanWithMarkers(page, 6);
    await screenshot(page, 'places-poi-offline');
    await context.setOffline(false);

    // Baobab Ridge (92): the blue theme, the tab bar's active colour with it.
    await page.goto('/SwitchEstate');
    await page.getByText('Baobab Ridge Estate').first().click();
    const owner = page.getByRole('dialog').getByRole('button').filter({ hasText: 'Owner' }).first();
    if (await owner.count()) await owner.click();
    await page.waitForURL('**/home');
    await waitForTheme(page, '#1565c0');
    assert.equal(await activeTabColour(page), 'rgb(21, 101, 192)');
    assert.equal(await rootVariable(page, '--tabbar-active'), '#1565c0');
    assert.equal(await page.locator('meta[name="theme-color"]').getAttribute('content'), '#1565c0');
    assert.equal(
      await page
        .locator('.topbar, .home-header')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
      'rgb(21, 101, 192)',
    );
    await screenshot(page, 'places-theme-92');

    // Signing out releases the theme: the default look again.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    assert.equal(await page.evaluate(() => document.documentElement.style.getPropertyValue('--primary')), '');
    assert.equal(await rootVariable(page, '--primary'), '#c62828');
    assert.equal(await page.locator('meta[name="theme-color"]').getAttribute('content'), '#c62828');
    await context.close();
  });
});
