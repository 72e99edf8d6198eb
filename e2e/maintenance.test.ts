import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { newContext, screenshot, useProduct } from './harness';

const product = useProduct({ MAINTENANCE: 'true' });

describe('maintenance', () => {
  test('MAINTENANCE=true shows the Under maintenance screen instead of the app', async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Under maintenance' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Login' }).count(), 0);
    await screenshot(page, 'maintenance');
    await context.close();
  });
});
