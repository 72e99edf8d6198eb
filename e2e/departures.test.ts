import assert from 'node:assert/strict';
import { newContext, signInThroughUi } from './harness';
import { test, useProduct } from './fixtures';

/**
 * Where the product departs from the spec for people (README, deliberate departures): home search
 * finds tiles by the words people use, directory search finds every level, and document rows say
 * their type in words. Screens at 390 px.
 */
const product = useProduct();
const SHOTS = process.env.DEPARTURE_SHOTS;

test('home search by the words people use, directory search over every level, readable document types (390 px)', async () => {
  const context = await newContext(product.browser, product.server.url);
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const shot = async (name: string) => (SHOTS ? page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }) : undefined);
    await signInThroughUi(page, 'resident@example.com', 'Resident#2026');
    // One icon per tile: the resident's home (Events, Lagoon and Training, Associates, Visitors and Lifestyle each their own).
    await page
      .locator('main')
      .getByRole('link', { name: /^Lagoon/ })
      .waitFor();
    const icons = await page.locator('main .tile svg path').evaluateAll((paths) => paths.map((p) => p.getAttribute('d')));
    assert.equal(new Set(icons).size, icons.length, 'every home tile draws its own icon');
    await shot('home-tiles');

    // "levy" finds the Levies tile (its words: levy, statement, pay); "gate" the gate screens; "plumb" the directory.
    await page.getByRole('button', { name: 'SEARCH' }).click();
    const search = page.getByLabel('Search tiles');
    await search.fill('levy');
    await page
      .locator('main')
      .getByRole('link', { name: /^Levies/ })
      .waitFor();
    await shot('home-search-levy');
    await search.fill('pay');
    await page
      .locator('main')
      .getByRole('link', { name: /^Levies/ })
      .waitFor();
    await search.fill('gate');
    await page
      .locator('main')
      .getByRole('link', { name: /^Visitors/ })
      .waitFor();
    await page
      .locator('main')
      .getByRole('link', { name: /^Access Control/ })
      .waitFor();
    await search.fill('plumb');
    await page
      .locator('main')
      .getByRole('link', { name: /^Directory/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/directory');

    // Directory search: "plumb" finds the Plumbers service type and the plumbing contacts below the top level.
    // The services first (the screen reads them from the device), then the query.
    await page.getByRole('link', { name: /^Home maintenance/ }).waitFor();
    await page.getByLabel('Search').fill('plumb');
    await page
      .getByRole('list', { name: 'Service types found' })
      .getByRole('link', { name: /Plumbers/ })
      .waitFor();
    await page.getByRole('list', { name: 'Contacts found' }).getByText('Drip Drop Plumbing').waitFor();
    await shot('directory-search-plumb');
    await page
      .getByRole('list', { name: 'Service types found' })
      .getByRole('link', { name: /Plumbers/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/TelephoneDirectory');
    await page.getByText('Drip Drop Plumbing').waitFor();

    // Documents: the rows say PDF, not application/pdf.
    await page.goto('/documents');
    await page.getByTestId('document-unit').filter({ hasText: 'Unit: 12' }).click();
    await page.getByTestId('document-category').filter({ hasText: 'Minutes' }).click();
    await page.getByTestId('document-upload').first().waitFor();
    const types = await page.locator('.document-meta').allTextContents();
    assert.ok(types.length > 0 && types.every((type) => !type.includes('/')), `document types in words: ${types.join(', ')}`);
    assert.ok(types.includes('PDF'), types.join(', '));
    await shot('documents-list');
  } finally {
    await context.close();
  }
});
