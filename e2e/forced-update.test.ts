import assert from 'node:assert/strict';
import { newContext, screenshot } from './harness';
import { test, useProduct } from './fixtures';

// The server asks for a version above this build's (4.0.7): every /sdk answer says X-Min-App-Version: 99.0.0.
const product = useProduct({ MIN_APP_VERSION: '99.0.0' });

test.describe('forced update', () => {
  test("a build below the server's minimum shows only the spec's blocking prompt, kept across a reload and offline", async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    const prompt = page.getByRole('alertdialog', { name: 'Update Available' });
    await prompt.waitFor({ timeout: 30_000 });
    await prompt.getByText('A new version is available for download. Please update app in order to proceed.').waitFor();
    // Blocking: the sign-in form is not there behind it.
    assert.equal(await page.getByRole('button', { name: 'Login' }).count(), 0);
    await screenshot(page, 'forced-update-390');

    // Update: the service worker is asked for a new version and the page reloads; the server still wants 99.0.0.
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await prompt.getByRole('button', { name: 'Update' }).click();
    await reloaded;
    await page.getByRole('alertdialog', { name: 'Update Available' }).waitFor({ timeout: 30_000 });

    // The minimum is remembered: with no answer from the server the prompt still stands.
    assert.equal(await page.evaluate(() => localStorage.getItem('minAppVersion')), '99.0.0');
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await page.getByRole('alertdialog', { name: 'Update Available' }).waitFor();
    await context.setOffline(false);
    await context.close();
  });
});
