import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { newContext, screenshot, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { test, useProduct } from './fixtures';

// The product is served from a copy of the build, so the test can ship a "new version" of
// the service worker while the app is open. The copy is made when a test worker loads this file
// (the file's server starts with the first test's fixtures, before beforeAll hooks), not when the
// runner only lists the tests.
const staticDir = path.join(os.tmpdir(), `estate-update-${process.pid}`);
if (process.env.TEST_WORKER_INDEX !== undefined) fs.cpSync(path.resolve(process.env.STATIC_DIR ?? 'dist'), staticDir, { recursive: true });
const product = useProduct({ STATIC_DIR: staticDir });
test.afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

test.describe('app update', () => {
  test('a new version waits for the user: prompt, Yes, Updating..., reload under the new worker', async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await signInThroughUi(page, 'neighbour@example.com', 'Neighbour#2026');
    await waitForServiceWorkerControl(page);
    const prompt = page.getByText('Application Updated! There is an update available, would you like to download the update?');
    assert.equal(await prompt.count(), 0, 'no prompt while the worker is current');

    // Deploy: the service worker changes by a byte, and so do the Brotli and gzip copies the build writes beside it (the server sends those).
    const sw = path.join(staticDir, 'sw.js');
    fs.appendFileSync(sw, '\n// next release\n');
    fs.writeFileSync(`${sw}.br`, zlib.brotliCompressSync(fs.readFileSync(sw)));
    fs.writeFileSync(`${sw}.gz`, zlib.gzipSync(fs.readFileSync(sw)));
    // What the 30-second check does, now.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await prompt.waitFor({ timeout: 30_000 });
    await screenshot(page, 'update-prompt');

    const reloaded = page.waitForEvent('framenavigated', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Yes' }).click();
    await reloaded;
    await page.getByText('Pieter van Wyk').first().waitFor();
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
    });
    assert.deepEqual(state, { waiting: false, controlled: true });
    assert.equal(await prompt.count(), 0, 'the prompt is gone after the update');
    await context.close();
  });
});
