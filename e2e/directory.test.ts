import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { newContext, screenshot, signInThroughUi, useProduct, waitForServiceWorkerControl } from './harness';

const product = useProduct();

describe('directory', () => {
  test("lists the estate's useful numbers from the Directory tile, and again offline after a reload", async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await signInThroughUi(page, 'resident@example.com', 'Resident#2026');

    await page.getByRole('link', { name: /Directory/ }).click();
    await page.waitForURL('**/directory');
    await page.getByRole('heading', { name: 'Directory' }).waitFor();
    await page.getByText('Willow Creek Estate Office').waitFor();
    const call = page.getByRole('link', { name: 'Call Willow Creek Security Control Room' });
    assert.equal(await call.getAttribute('href'), 'tel:0114650199');
    // Only the resident's estate: Baobab Ridge's office is not listed.
    assert.equal(await page.getByText('Baobab Ridge Estate Office').count(), 0);
    const sections = await page.locator('main h2').allTextContents();
    assert.deepEqual(sections, ['General', 'Emergency', 'Medical', 'Managing agents', 'Home maintenance']);
    await screenshot(page, 'directory');

    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.goto('/directory');
    await page.getByText('No internet. Functionality limited and some data outdated.').waitFor();
    await page.getByText('Willow Creek Estate Office').waitFor();
    assert.deepEqual(await page.locator('main h2').allTextContents(), sections);
    await screenshot(page, 'directory-offline');
    await context.close();
  });
});
