import assert from 'node:assert/strict';
import { API } from '../src/contract/api-paths';
import { openDb } from '../server/db/database';
import { newContext, screenshot, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { test, useProduct } from './fixtures';

const product = useProduct();

const DEFAULT_TILES = ['Access Control', 'My Info', 'Facilities', 'Events', 'Directory', 'Maintenance', 'Buy & Rent', 'Associates'];

/** Signs a new user up at Willow Creek (91) through the API: since issue 26 the account holds no role (joining is a request). */
async function userWithoutRoles(email: string, password: string): Promise<void> {
  const res = await fetch(`${product.server.url}${API.signUp}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstname: 'Zanele',
      lastname: 'Nkosi',
      mobile: '0831112233',
      estateName: 'Willow Creek Estate',
      estateId: 91,
      email,
      password,
      userType: 'resident',
      acceptedPrivacyPolicy: true,
    }),
  });
  assert.equal(res.status, 201);
  const { db } = openDb({ dataDir: product.server.dataDir });
  try {
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    assert.deepEqual(await db.selectFrom('user_roles').select('id').where('user_id', '=', user.id).execute(), []);
  } finally {
    await db.destroy();
  }
}

test.describe('home for a user who holds no role', () => {
  test('shows the default tiles of the default estate and what to do next instead of Loading for ever', async () => {
    await userWithoutRoles('zanele@example.com', 'Zanele#2026');
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await signInThroughUi(page, 'zanele@example.com', 'Zanele#2026');

    // Sign-up asked to join Willow Creek: the notice says where that request stands (issue 26).
    const waiting = 'Your request to join Willow Creek Estate reaches the estate manager once your e-mail address is verified.';
    await page.getByRole('heading', { name: waiting }).waitFor();
    await page.getByText('Visitor - Willow Creek Estate').waitFor();
    const tiles = page.locator('.tiles .tile-title');
    await tiles.nth(DEFAULT_TILES.length - 1).waitFor();
    assert.deepEqual(await tiles.allTextContents(), DEFAULT_TILES);
    assert.equal(await page.locator('.loading-overlay').count(), 0);
    const contact = page.getByRole('link', { name: 'Contact Willow Creek Estate by e-mail' });
    assert.equal(await contact.getAttribute('href'), 'mailto:support@willowcreek.example');
    await page.getByText('support@willowcreek.example').waitFor();
    await screenshot(page, 'no-role-home');

    // The next steps lead somewhere: /SwitchEstate says there is no role to switch to yet,
    // and Access Control names the estate and its e-mail.
    await page.getByRole('link', { name: 'Switch Estate' }).click();
    await page.waitForURL('**/SwitchEstate');
    await page.getByText('You do not hold a role at any estate yet.').waitFor();
    await page.goBack();
    await page.getByRole('link', { name: /Access Control/ }).click();
    await page.waitForURL('**/access');
    await page
      .getByText('You are not permitted to use access control for Willow Creek Estate. Please contact us at support@willowcreek.example for help.')
      .waitFor();
    await screenshot(page, 'no-role-access');

    // With the network off, a reload renders the same defaults from Dexie.
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.goto('/home');
    await page.getByText('No internet. Functionality limited and some data outdated.').waitFor();
    await page.getByRole('heading', { name: waiting }).waitFor();
    await tiles.nth(DEFAULT_TILES.length - 1).waitFor();
    assert.deepEqual(await tiles.allTextContents(), DEFAULT_TILES);
    // The banner to verify the address shows from Dexie; verifying needs the network, and says so.
    const banner = page.getByTestId('verify-email-banner');
    await banner.getByLabel('6-digit code').fill('123456');
    await banner.getByRole('button', { name: 'Verify' }).click();
    await banner.getByText('You are offline. Verifying your e-mail address needs the network: try again when you are back online.').waitFor();
    await screenshot(page, 'no-role-home-offline');
    await context.close();
  });
});
