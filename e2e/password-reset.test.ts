import assert from 'node:assert/strict';
import { newContext, readMailbox, screenshot, signInThroughUi } from './harness';
import { test, useProduct } from './fixtures';

const product = useProduct();

test.describe('forgot password', () => {
  test('confirm prompt, link by e-mail, new password on the reset page, then sign in with it', async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');

    const send = page.getByRole('button', { name: 'Send reset link' });
    await page.getByLabel('E-mail').fill('neighbour@');
    assert.equal(await send.isDisabled(), true, 'a malformed e-mail keeps the button disabled');
    await page.getByLabel('E-mail').fill('neighbour@example.com');
    await send.click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('You are about to reset password for neighbour@example.com. Are you sure you wish to continue?').waitFor();
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Reset link sent successfully, please follow the instructions sent to your email').waitFor();
    await screenshot(page, 'forgot-sent');

    const mail = (await readMailbox(product.server, 'neighbour@example.com')).at(-1);
    const link = /https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/.exec(mail?.text ?? '')?.[0];
    assert.ok(link, 'the e-mail carries a reset link');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel('New Password').fill('Pieter#2027');
    await page.getByLabel('Re-type Password').fill('Pieter#2027');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Your password has been reset. You can now log in with your new password.').waitFor();
    await screenshot(page, 'reset-done');

    // The link is single use.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel('New Password').fill('Another#2027');
    await page.getByLabel('Re-type Password').fill('Another#2027');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('alert').first().waitFor();
    assert.equal(await page.getByText('Your password has been reset.').count(), 0);

    await signInThroughUi(page, 'neighbour@example.com', 'Pieter#2027');
    await page.getByText('Pieter van Wyk').first().waitFor();
    await context.close();
  });
});
