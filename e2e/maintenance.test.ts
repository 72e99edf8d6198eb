import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, screenshot, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer({ MAINTENANCE: 'true' });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('maintenance', () => {
  test('MAINTENANCE=true shows the Under maintenance screen instead of the app', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Under maintenance' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Login' }).count(), 0);
    await screenshot(page, 'maintenance');
    await context.close();
  });
});
