import assert from 'node:assert/strict';
import { newContext, screenshot } from './harness';
import { test, useProduct } from './fixtures';

const product = useProduct();

test.describe('sign-up form', () => {
  test('field messages, the disabled button, the draft kept across the terms and a reload, and a taken e-mail', async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await page.goto('/Signup');
    const submit = page.getByRole('button', { name: 'Sign Up' });

    await page.getByLabel('First Name').fill('Th4ndo');
    await page.getByLabel('Last Name').fill('nkosi');
    // A landline is no mobile (libphonenumber-js's metadata; 060-068 and 071 are mobiles, refused by the spec's prefix list).
    await page.getByLabel('Mobile').fill('011 555 0111');
    await page.getByLabel('E-mail').fill('resident@example.com');
    await page.getByLabel('E-mail').blur();
    await page.getByText('Please enter a valid name.').waitFor();
    await page.getByText('Please enter a valid phone number.').waitFor();
    await page.getByLabel('Estate').selectOption({ label: 'Willow Creek Estate' });
    await page.getByLabel('User Type').selectOption({ label: 'Owner' });
    await page.getByLabel('Password', { exact: true }).fill('Thando#2026');
    await page.getByLabel('Re-type Password').fill('Thando#2025');
    await page.getByText('Passwords do not match').waitFor();
    assert.equal(await submit.isDisabled(), true, 'disabled while passwords differ and terms are not accepted');
    await screenshot(page, 'signup-errors');

    // The terms: the form is kept on the device (never the passwords), even across a reload.
    await page.getByLabel('First Name').fill('thando');
    await page.getByLabel('Mobile').fill('071 555 0111');
    await page.getByRole('button', { name: 'View terms' }).click();
    await page.getByText('Terms and Privacy Policy').first().waitFor();
    await page.reload();
    await page.getByLabel('First Name').waitFor();
    await page.waitForFunction(() => (document.querySelector('input[autocomplete="given-name"]') as HTMLInputElement | null)?.value === 'thando');
    assert.equal(await page.getByLabel('Mobile').inputValue(), '071 555 0111');
    assert.equal(await page.getByLabel('E-mail').inputValue(), 'resident@example.com');
    assert.equal(await page.getByLabel('Password', { exact: true }).inputValue(), '');

    await page.getByLabel('Password', { exact: true }).fill('Thando#2026');
    await page.getByLabel('Re-type Password').fill('Thando#2026');
    await page.getByRole('checkbox').check();
    assert.equal(await submit.isDisabled(), false);
    await submit.click();
    await page.getByText('You already have an account, please reset password if you forgot it.').waitFor();
    await screenshot(page, 'signup-taken');
    await context.close();
  });
});
