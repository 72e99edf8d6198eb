import assert from 'node:assert/strict';
import { cspViolations, newContext, readMailbox, screenshot, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { test, useProduct } from './fixtures';

const product = useProduct();

test.describe('sign-in, sign-up and the signed-out guard', () => {
  test('a new user signs up, verifies the e-mail address from the Home banner, signs in again and sees the home tiles', async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await page.goto('/Signup');
    await page.getByLabel('First Name').fill('  nomvula  ');
    await page.getByLabel('Last Name').fill('dube');
    await page.getByLabel('Mobile').fill('0831234567');
    await page.getByLabel('E-mail').fill('nomvula@example.com');
    await page.getByLabel('Estate').selectOption({ label: 'Willow Creek Estate' });
    await page.getByLabel('Password', { exact: true }).fill('Nomvula#2026');
    await page.getByLabel('Re-type Password').fill('Nomvula#2026');
    await page.getByLabel('User Type').selectOption({ label: 'Resident' });
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('User Registered').waitFor();
    await page.waitForURL('**/home');
    await page.getByText('Nomvula Dube').first().waitFor();
    // Issue 26: no role yet, and the banner to verify the address with the mailed code.
    const banner = page.getByTestId('verify-email-banner');
    await banner.getByRole('heading', { name: 'Verify your e-mail address' }).waitFor();
    await screenshot(page, 'signup-home');
    const mail = (await readMailbox(product.server, 'nomvula@example.com')).find((m) => m.subject === 'Verify your e-mail address');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    assert.ok(code, 'the verification mail carries a 6-digit code');
    await banner.getByLabel('6-digit code').fill(code);
    await banner.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Your e-mail address is verified.', { exact: true }).waitFor();
    await screenshot(page, 'signup-verified');

    // Sign out, then sign in with the new account.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await signInThroughUi(page, 'nomvula@example.com', 'Nomvula#2026');
    await page.getByText('Events').first().waitFor();
    await screenshot(page, 'signin-home');
    await context.close();
  });

  test('a wrong password shows the Login Failed dialog', async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('resident@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Login Failed').waitFor();
    await dialog.getByText('The e-mail address or password is incorrect.').waitFor();
    await screenshot(page, 'login-failed');
    await context.close();
  });

  test('a signed-out deep link redirects to /login', async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await page.goto('/Contacts');
    await page.waitForURL('**/login');
    assert.match(page.url(), /\/login$/);
    await context.close();
  });
});

test.describe('offline', () => {
  test('after sign-in, with the network and service-worker traffic cut, a reload renders home from Dexie with the red bar', async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await signInThroughUi(page, 'resident@example.com', 'Resident#2026');
    await page.getByText('Access Control').first().waitFor();
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByText('No internet. Functionality limited and some data outdated.').waitFor();
    await page.getByText('Thandi Mokoena').first().waitFor();
    await page.getByText('Access Control').first().waitFor();
    await screenshot(page, 'offline-home');
    await context.close();
  });

  test('signing in offline says so, then signs in by itself once back online', async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').waitFor();
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await page.getByLabel('E-mail').fill('neighbour@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Neighbour#2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('You will be logged in as soon as you are back online').waitFor();
    await screenshot(page, 'login-offline');
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForURL('**/home', { timeout: 20_000 });
    await page.getByText('Pieter van Wyk').first().waitFor();
    await context.close();
  });

  test('contacts saved offline show as pending, reach the server once online, and appear in a second browser', async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await signInThroughUi(page, 'neighbour@example.com', 'Neighbour#2026');
    await waitForServiceWorkerControl(page);
    await page.goto('/Contacts');
    await page.getByLabel('Cell Number').waitFor();
    await context.setOffline(true);
    await page.getByLabel('Cell Number').fill('0829998877');
    await page.getByLabel('Emergency Contact Name').fill('Anna van Wyk');
    await page.getByLabel('Emergency Contact Number').fill('0825556666');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved on this device, waiting to sync').waitFor();
    await screenshot(page, 'contacts-pending');

    // Survives a reload while offline.
    await page.reload();
    await page.getByText('Saved on this device, waiting to sync').waitFor();
    assert.equal(await page.getByLabel('Cell Number').inputValue(), '0829998877');

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByText('Saved on this device, waiting to sync').waitFor({ state: 'detached', timeout: 15000 });

    const second = await newContext(product.browser, product.server.url);
    const other = await second.newPage();
    await signInThroughUi(other, 'neighbour@example.com', 'Neighbour#2026');
    await other.goto('/Contacts');
    await other.getByLabel('Cell Number').waitFor();
    await other.waitForFunction(() => (document.querySelector('input[name="cellNumber"]') as HTMLInputElement | null)?.value === '0829998877');
    assert.equal(await other.getByLabel('Emergency Contact Name').inputValue(), 'Anna van Wyk');
    await screenshot(other, 'contacts-second-browser');
    await second.close();
    await context.close();
  });
});

test.describe('security headers', () => {
  test('the app runs under its Content Security Policy: Help embeds /help.html, an injected inline script is refused and reported', async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    const response = await page.goto('/login');
    const policy = response?.headers()['content-security-policy'] ?? '';
    assert.match(policy, /script-src 'self' 'wasm-unsafe-eval';/);
    assert.match(policy, /frame-ancestors 'none'/);
    assert.equal(response?.headers()['referrer-policy'], 'no-referrer');
    await signInThroughUi(page, 'resident@example.com', 'Resident#2026');
    await waitForServiceWorkerControl(page);

    // The product's own embedded page may be framed by the app (EMBEDDED_PAGES), styled from help.css.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Help' }).click();
    await page.waitForURL(/\/DynamicIFrame\?/);
    const help = page.frameLocator('iframe[title="Help"]');
    await help.getByRole('heading', { name: 'Working offline' }).waitFor();
    const headingColour = await help.locator('h1').evaluate((h) => getComputedStyle(h).color);
    assert.equal(headingColour, 'rgb(198, 40, 40)');
    await screenshot(page, 'help-embedded');

    // Positive control: the policy is enforced and the harness sees violations (then forgets this one).
    const before = cspViolations.length;
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "yes"';
      document.body.append(script);
      return document.body.dataset.injected ?? 'no';
    });
    assert.equal(ran, 'no');
    const deadline = Date.now() + 10_000;
    while (cspViolations.length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const reported = cspViolations.splice(before);
    assert.ok(
      reported.some((v) => v.includes('script-src')),
      `expected a script-src report, got ${JSON.stringify(reported)}`,
    );
    await context.close();
  });
});
