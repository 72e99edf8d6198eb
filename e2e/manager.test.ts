import assert from 'node:assert/strict';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SHOTS, newContext, screenshot, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { test, useProduct } from './fixtures';

const product = useProduct();

const memberRow = (page: Page, email: string) => page.locator(`[data-testid="manager-member"][data-email="${email}"]`);

async function badgeText(page: Page): Promise<string> {
  const b = page.locator('.tabbar .badge');
  return (await b.count()) === 0 ? '' : ((await b.textContent()) ?? '');
}

test.describe('estate manager console', () => {
  test('manager notifies the neighbour live, takes the estate out of their access list, and the console works from Dexie offline', async () => {
    test.setTimeout(180_000);
    const managerCtx = await newContext(product.browser, product.server.url);
    const neighbourCtx = await newContext(product.browser, product.server.url);
    try {
      const manager = await managerCtx.newPage();
      const neighbour = await neighbourCtx.newPage();
      await signInThroughUi(manager, 'manager@example.com', 'Manager#2026');
      await waitForServiceWorkerControl(manager);
      await signInThroughUi(neighbour, 'neighbour@example.com', 'Neighbour#2026');

      // A manager lands on the console's Today; the member table (People and units) comes from the manager scope.
      await manager.waitForURL('**/manager');
      await manager.getByRole('heading', { name: 'Send a notification' }).waitFor();
      await screenshot(manager, 'manager-console-today');
      await manager.getByTestId('console-nav-people').click();
      await manager.waitForURL('**/manager/people');
      await memberRow(manager, 'neighbour@example.com').waitFor();
      for (const email of ['resident@example.com', 'guard@example.com', 'manager@example.com']) await memberRow(manager, email).waitFor();
      const row = memberRow(manager, 'neighbour@example.com');
      await row.getByText('Pieter van Wyk').waitFor();
      await row.getByRole('cell', { name: 'Resident', exact: true }).waitFor();
      await row.getByRole('cell', { name: '14', exact: true }).waitFor();
      assert.equal(await row.getAttribute('data-access'), 'on');
      await screenshot(manager, 'manager-console');

      // The resident app is a link away, and its Estate Manager tile leads back to the console.
      await manager.getByTestId('console-resident-app').click();
      await manager.waitForURL('**/home');
      await manager
        .getByRole('link', { name: /Estate Manager/ })
        .first()
        .click();
      await manager.waitForURL('**/manager');
      await screenshot(manager, 'manager-home-tile');

      // The neighbour may not open the console.
      await neighbour.goto('/manager');
      await neighbour.getByText('This feature is not currently available for your estate.').waitFor();
      await screenshot(neighbour, 'manager-not-available');
      await neighbour.goto('/home');
      await neighbour.locator('.tabbar').waitFor();
      await neighbour.waitForTimeout(1000);
      const before = Number((await badgeText(neighbour)) || '0');

      // Refused by the contract before it is sent (Today's form): the spec message, nothing sent.
      await manager.getByRole('button', { name: 'Send notification' }).click();
      await manager.getByText('Please enter a title').waitFor();

      // Send to the neighbour only (Notify on the member's row opens the form addressed to them).
      await manager.getByTestId('console-nav-people').click();
      await manager.waitForURL('**/manager/people');
      await row.getByRole('button', { name: /^Notify/ }).click();
      const notify = manager.getByRole('dialog', { name: 'Notify Pieter van Wyk' });
      await notify.getByLabel('Title').fill('Parcel at the gate');
      await notify.getByLabel('Message').fill('A parcel is waiting for you at the gatehouse.');
      await notify.getByLabel('Link (optional)').fill('not a link');
      await notify.getByLabel('Type').selectOption('HOA');
      await notify.getByRole('button', { name: 'Send notification' }).click();
      await notify.getByText('Please enter a valid url').waitFor();
      await notify.getByLabel('Link (optional)').fill('');
      await notify.getByRole('button', { name: 'Send notification' }).click();
      await notify.getByText('Notification sent to 1 member(s).').waitFor();
      await screenshot(manager, 'manager-sent');
      await notify.getByRole('button', { name: 'Close' }).click();

      // Live on the neighbour's device: the badge goes up without a reload.
      await neighbour.waitForFunction((want) => document.querySelector('.tabbar .badge')?.textContent === want, String(before + 1), { timeout: 20_000 });

      // Take the estate out of the neighbour's access list (confirm dialog), the row follows through sync.
      await neighbour.goto('/access');
      await neighbour.getByText('Create your PIN').waitFor();
      await row.getByRole('button', { name: /^Remove access/ }).click();
      const dialog = manager.getByRole('dialog');
      await dialog.getByText('Pieter van Wyk will no longer be able to use access control at Willow Creek Estate').waitFor();
      await screenshot(manager, 'manager-confirm');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await manager.waitForSelector('[data-testid="manager-member"][data-email="neighbour@example.com"][data-access="off"]', { timeout: 20_000 });
      await row.getByText('Not in access list').waitFor();
      await neighbour
        .getByText('You are not permitted to use access control for Willow Creek Estate. Please contact us at support@willowcreek.example for help.')
        .waitFor({ timeout: 20_000 });
      await screenshot(neighbour, 'manager-neighbour-not-permitted');

      // Revoke the resident at the gate.
      const residentRow = memberRow(manager, 'resident@example.com');
      await residentRow.getByRole('button', { name: /^Revoke/ }).click();
      await manager.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await manager.waitForSelector('[data-testid="manager-member"][data-email="resident@example.com"][data-banned="yes"]', { timeout: 20_000 });
      await residentRow.getByText('Revoked at gate').waitFor();
      assert.equal(await residentRow.getByRole('button', { name: /^Revoke/ }).count(), 0);

      // Offline: the console renders from Dexie after a reload; its actions and sending say they need a connection.
      await managerCtx.setOffline(true);
      await manager.reload();
      await memberRow(manager, 'neighbour@example.com').waitFor();
      assert.equal(await memberRow(manager, 'neighbour@example.com').getAttribute('data-access'), 'off');
      await manager.getByTestId('manager-offline').waitFor();
      assert.equal(
        await memberRow(manager, 'neighbour@example.com')
          .getByRole('button', { name: /^Add access/ })
          .isDisabled(),
        true,
      );
      await screenshot(manager, 'manager-offline');
      await manager.getByTestId('console-nav-today').click();
      await manager.waitForURL('**/manager');
      const send = manager.getByTestId('manager-send');
      assert.equal((await send.textContent())?.trim(), 'You are offline');
      assert.equal(await send.isDisabled(), true);
      await send.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await manager.screenshot({ path: path.join(SHOTS, 'manager-offline-send.png') });
      await managerCtx.setOffline(false);
    } finally {
      await managerCtx.close();
      await neighbourCtx.close();
    }
  });
});
