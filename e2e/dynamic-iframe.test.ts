import assert from 'node:assert/strict';
import { newContext, screenshot, signInThroughUi } from './harness';
import { test, useProduct } from './fixtures';

const product = useProduct();

/**
 * /DynamicIFrame shows a page under the app's own header, so it frames only what the estate's own
 * content names (src/app/frame-sources.ts): a link someone sends with a page of theirs and a heading
 * of theirs gets a message, no frame and not their heading; the estate's help page still opens.
 */
test.describe('the embedded page viewer', () => {
  test("refuses an address the estate's content does not name, and still frames the estate's help page", async () => {
    const context = await newContext(product.browser, product.server.url);
    try {
      const page = await context.newPage();
      await signInThroughUi(page, 'resident@example.com', 'Resident#2026');
      const phishing = new URLSearchParams({ url: 'https://evil.example/card', heading: 'Estate security: confirm your card' });
      await page.goto(`/DynamicIFrame?${phishing.toString()}`);
      await page.getByText("This page is not one of your estate's pages, so it is not shown here.", { exact: false }).waitFor();
      assert.equal(await page.locator('iframe').count(), 0);
      assert.equal(await page.getByText('Estate security: confirm your card').count(), 0);
      assert.equal(await page.getByRole('button', { name: 'Share' }).count(), 0);
      await screenshot(page, 'dynamic-iframe-refused');

      // The estate's own help page (the Help menu's) is framed.
      await page.goto(`/DynamicIFrame?${new URLSearchParams({ url: '/help.html', heading: 'Help' }).toString()}`);
      await page.frameLocator('iframe[title="Help"]').getByRole('heading', { name: 'Working offline' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
