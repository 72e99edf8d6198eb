import { test, expect, queryServer } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * The testers' kit used the way e2e/README.md shows it: each fixture in a scenario a tester
 * would write (these are also the kit's own tests).
 */

async function addVehicle(page: Page, make: string, model: string, registration: string): Promise<void> {
  await page.goto('/Vehicles');
  await page.getByRole('button', { name: 'add vehicle' }).click();
  await page.getByLabel('Vehicle Make', { exact: true }).fill(make);
  await page.getByLabel('Model', { exact: true }).fill(model);
  await page.getByLabel('Registration Number', { exact: true }).fill(registration);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/Vehicles');
}

const vehiclesOnServer = (server: Parameters<typeof queryServer>[0], registration: string) =>
  queryServer<{ n: number }>(server, 'select count(*) as n from vehicles where registration_number = ?', [registration])[0]?.n;

test('a vehicle saved offline survives a reload and failed pushes, and reaches the server once', async ({
  page,
  server,
  signedInAs,
  network,
  serverControl,
  flushOutbox,
  outboxSize,
}) => {
  await signedInAs('neighbour');
  await network.offline();
  await addVehicle(page, 'Toyota', 'Corolla', 'CA 100-001');
  await expect(page.getByText('Toyota Corolla')).toBeVisible();
  expect(await outboxSize()).toBe(1);
  await page.reload();
  await expect(page.getByText('Toyota Corolla')).toBeVisible();

  await serverControl.failNextPushes(2, 503);
  await network.online();
  await flushOutbox();
  expect(vehiclesOnServer(server, 'CA 100-001')).toBe(1);
});

test('a write made while the server is down is sent once after it restarts', async ({ page, server, signedInAs, serverControl, flushOutbox, outboxSize }) => {
  await signedInAs('resident');
  await serverControl.stop();
  await addVehicle(page, 'Ford', 'Ranger', 'CA 200-002');
  await expect(page.getByText('Ford Ranger')).toBeVisible();
  expect(await outboxSize()).toBe(1);
  await serverControl.restart();
  await flushOutbox();
  expect(vehiclesOnServer(server, 'CA 200-002')).toBe(1);
});

test('a token that fails mid-flush is refreshed and the write still lands once', async ({ page, server, signedInAs, network, serverControl, flushOutbox }) => {
  await signedInAs('resident');
  await network.offline();
  await addVehicle(page, 'Mazda', 'CX-5', 'CA 300-003');
  await serverControl.failNextPushes(1, 401);
  await network.online();
  await flushOutbox();
  expect(vehiclesOnServer(server, 'CA 300-003')).toBe(1);
  await expect(page.getByText('Mazda CX-5')).toBeVisible();
});

test('a fresh user gets the reset mail from the stored mailbox', async ({ browser, server, signedInAs, mailbox }) => {
  const me = await signedInAs('fresh');
  const elsewhere = await browser.newContext({ baseURL: server.url });
  const page = await elsewhere.newPage();
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(me.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  const mail = await mailbox.waitFor(me.email, /password/i);
  expect(mail.text).toContain('/reset-password?token=');
  await elsewhere.close();
});

test("the device clock jumps past a gate code's window and the screen draws a new code", async ({ page, signedInAs, clock }) => {
  await signedInAs('resident');
  await page.goto('/access');
  for (const digit of '2468') await page.locator('.numpad-keys').getByRole('button', { name: digit, exact: true }).click();
  for (const digit of '2468') await page.locator('.numpad-keys').getByRole('button', { name: digit, exact: true }).click();
  const qr = page.getByTestId('gate-qr');
  await expect(qr).toHaveAttribute('data-payload', /^EG[PS]/);
  const first = await qr.getAttribute('data-payload');
  const before = await page.evaluate(() => Date.now());
  await clock.pastCodeWindow();
  expect((await page.evaluate(() => Date.now())) - before).toBeGreaterThanOrEqual(31_000);
  await expect(qr).not.toHaveAttribute('data-payload', first ?? '');
});
