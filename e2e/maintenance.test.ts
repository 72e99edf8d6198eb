import assert from 'node:assert/strict';
import { newContext, screenshot } from './harness';
import { test, useProduct } from './fixtures';

const product = useProduct({ MAINTENANCE: 'true' });

test.describe('maintenance', () => {
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
