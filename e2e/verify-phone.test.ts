import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { newContext, screenshot, signInThroughUi, type RunningServer } from './harness';
import { test, useProduct } from './fixtures';

const product = useProduct();

/** A new resident signed up with a mobile number the spec's prefix list refused (071). */
async function signUp(server: RunningServer, mobile: string): Promise<{ email: string; password: string }> {
  const email = `phone.${Date.now()}@example.com`;
  const password = 'Phone#2026';
  const res = await fetch(`${server.url}/sdk/system/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstname: 'Ayanda',
      lastname: 'Zulu',
      mobile,
      estateName: 'Willow Creek Estate',
      estateId: 91,
      email,
      password,
      userType: 'resident',
      acceptedPrivacyPolicy: true,
    }),
  });
  assert.equal(res.status, 201, await res.text());
  return { email, password };
}

/** Reads the newest code to `e164` from the stored SMS outbox's page (/dev/sms), as a developer would. */
async function codeFromSmsPage(page: Page, server: RunningServer, e164: string, previous?: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    await page.goto(`${server.url}/dev/sms?to=${encodeURIComponent(e164)}`);
    const text =
      (await page
        .locator('article p.sms')
        .first()
        .textContent()
        .catch(() => null)) ?? '';
    const code = text.match(/\b(\d{6})\b/)?.[1];
    if (code && code !== previous) return code;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no SMS to ${e164} on /dev/sms`);
}

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

test.describe('phone verification', () => {
  test('a new user verifies their phone with the code from the stored SMS outbox, and the profile shows it offline', async () => {
    const suffix = String(Date.now() % 10_000).padStart(4, '0');
    const local = `071555${suffix}`;
    const e164 = `+2771555${suffix}`;
    const account = await signUp(product.server, `071 555 ${suffix}`);
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const smsPage = await context.newPage();
    await signInThroughUi(page, account.email, account.password);

    await page.goto('/profile');
    const row = page.getByTestId('profile-verify-phone');
    await row.getByText('Not verified').waitFor();
    await row.click();
    await page.waitForURL('**/VerifyPhone');
    assert.equal(await page.getByRole('textbox', { name: 'Mobile number' }).inputValue(), local);
    await page.getByTestId('mobile-verified').getByText('Not verified').waitFor();

    // Junk is refused with the spec's message, before anything is sent.
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('12345');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Please enter a valid phone number', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(`071 555 ${suffix}`);
    await screenshot(page, 'verify-phone-390');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText(`OTP sent to ${local}.`, { exact: false }).waitFor();

    const code = await codeFromSmsPage(smsPage, product.server, e164);
    await screenshot(smsPage, 'verify-phone-sms-outbox');
    // A wrong code: the spec's message, the boxes emptied.
    await typeCode(page, String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('OTP you have entered does not match the one we have in our records. Please retry.').waitFor();
    await screenshot(page, 'verify-phone-code-390');
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Your phone number is verified.').waitFor();
    await page.getByTestId('mobile-verified').getByText('Verified', { exact: true }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'verify-phone-done-390');

    // Offline, the profile still says so (the user row is in Dexie).
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByTestId('profile-verify-phone').getByText('Verified', { exact: false }).waitFor();
    assert.equal(await page.getByTestId('profile-verify-phone').getByText('Not verified').count(), 0);
    await context.setOffline(false);
    await context.close();
  });
});
