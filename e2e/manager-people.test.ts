import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { API } from '../src/contract/api-paths';
import type { Associate, UnitRequest } from '../src/contract/people';
import { newContext, screenshot, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { test, useProduct } from './fixtures';

const product = useProduct();

type Api = { token: string; userId: string };

async function apiSignIn(email: string, password: string): Promise<Api> {
  const res = await fetch(`${product.server.url}${API.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userEmail: email, userPassword: password }),
  });
  const body = (await res.json()) as { details: Array<{ accessToken: string; user: { uid: string } }> };
  const d = body.details[0]!;
  return { token: d.accessToken, userId: d.user.uid };
}

async function call<T>(who: Api, path: string, method = 'GET'): Promise<{ status: number; details: T[] }> {
  const res = await fetch(`${product.server.url}${path}`, { method, headers: { authorization: `Bearer ${who.token}`, accept: 'application/json' } });
  const body = (await res.json()) as { details?: T[] };
  return { status: res.status, details: body.details ?? [] };
}

/** The resident's associates at Willow Creek unit 12, as the server holds them (the REST list call). */
async function unitAssociates(resident: Api): Promise<Associate[]> {
  const answer = await call<Associate>(resident, `${API.associates}?userID=${resident.userId}&estateID=91&unitNo=12`);
  assert.equal(answer.status, 200);
  return answer.details;
}

const requestRow = (page: Page, selector: string) => page.locator(`[data-testid="manager-request"]${selector}`);

async function openAllNotifications(page: Page): Promise<void> {
  await page.goto('/notifications/all');
  await page.getByRole('heading', { name: 'All Notification' }).waitFor();
}

test.describe('people requests in the estate manager console', () => {
  test('the seeded removal request is approved and reaches the resident; a request for more associates is declined with a reason', async () => {
    test.setTimeout(240_000);
    const managerCtx = await newContext(product.browser, product.server.url);
    const residentCtx = await newContext(product.browser, product.server.url);
    try {
      const manager = await managerCtx.newPage();
      const residentPage = await residentCtx.newPage();
      await signInThroughUi(residentPage, 'resident@example.com', 'Resident#2026');
      await signInThroughUi(manager, 'manager@example.com', 'Manager#2026');
      await waitForServiceWorkerControl(manager);
      const resident = await apiSignIn('resident@example.com', 'Resident#2026');

      // The demo's pending removal request, listed first with its unit, requester and date: the console's Requests.
      await manager.waitForURL('**/manager');
      await manager.getByTestId('console-nav-requests').click();
      await manager.waitForURL('**/manager/requests');
      await manager.getByRole('heading', { level: 2, name: /^Requests \d+ pending/ }).waitFor();
      const pending = requestRow(manager, '[data-kind="removal"][data-status="PENDING"]');
      await pending.first().waitFor({ timeout: 20_000 });
      assert.equal(await pending.count(), 1);
      assert.equal(await manager.locator('[data-testid="manager-request"]').first().getAttribute('data-status'), 'PENDING');
      const kindText = ((await pending.locator('.manager-member-name').textContent()) ?? '').trim();
      const name = kindText.replace(/^Removal of /, '');
      assert.ok(name.length > 0 && name !== kindText, kindText);
      await pending.getByText('Unit 12').waitFor();
      await pending.getByText(/^Requested by Thandi Mokoena on /).waitFor();
      await pending.getByText('Pending', { exact: true }).waitFor();
      const requestId = await pending.getAttribute('data-request-id');
      assert.ok(requestId);
      const before = await unitAssociates(resident);
      const removed = before.find((a) => `${a.firstName} ${a.lastName}` === name);
      assert.ok(removed, `${name} is one of the unit's associates before the decision`);
      // The resident's list shows the associate with the removal pending.
      await residentPage.goto('/associates/list?unitNo=12');
      const card = residentPage.locator('[data-testid="associate-card"]', { hasText: name });
      await card.waitFor({ timeout: 20_000 });
      await card.getByText('Pending removal').waitFor();
      assert.equal(await residentPage.locator('[data-testid="associate-card"]').count(), before.length);
      await screenshot(manager, 'manager-people-requests');

      // Approve: a confirm dialog that says what happens, then the row comes back APPROVED through sync.
      await pending.getByRole('button', { name: `Approve: Removal of ${name}` }).click();
      const dialog = manager.getByRole('dialog', { name: 'Approve request' });
      await dialog.getByText(`${name} will be removed from unit 12 and lose access to the estate.`).waitFor();
      await dialog.getByText('Thandi Mokoena is notified of your decision.').waitFor();
      await screenshot(manager, 'manager-people-approve');
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await manager.getByText('Request approved. The resident is notified.').waitFor();
      const approved = requestRow(manager, `[data-request-id="${requestId}"]`);
      await manager.waitForSelector(`[data-testid="manager-request"][data-request-id="${requestId}"][data-status="APPROVED"]`, { timeout: 20_000 });
      await approved.getByText('Approved', { exact: true }).waitFor();
      await approved.getByText(/^Decided on /).waitFor();
      assert.equal(await approved.getByRole('button', { name: /^Approve/ }).count(), 0);

      // The resident: the associate goes from the open list (live), the notification arrives, and the server no longer lists it.
      await residentPage.waitForFunction((want) => document.querySelectorAll('[data-testid="associate-card"]').length === want, before.length - 1, {
        timeout: 20_000,
      });
      assert.equal(await card.count(), 0);
      await screenshot(residentPage, 'manager-people-resident-list-after');
      await openAllNotifications(residentPage);
      await residentPage.getByText(`The Estate Management approved your request: remove ${name}.`).waitFor({ timeout: 20_000 });
      await residentPage.locator('.notification-title', { hasText: 'Request approved' }).first().waitFor();
      await screenshot(residentPage, 'manager-people-resident-approved');
      const after = await unitAssociates(resident);
      assert.equal(
        after.some((a) => a.pkiAssociateID === removed.pkiAssociateID),
        false,
      );
      assert.equal(after.length, before.length - 1);

      // Deciding again is refused by the server with its message (the console already hides the buttons).
      const again = await fetch(`${product.server.url}${API.requestDecision(requestId)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${(await apiSignIn('manager@example.com', 'Manager#2026')).token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ decision: 'approve', reason: '' }),
      });
      assert.equal(again.status, 400);
      assert.equal(((await again.json()) as { errorDescription: string }).errorDescription, 'This request has already been decided.');

      // The resident asks for more associates; the request appears live in the console.
      const asked = await call<UnitRequest>(resident, `${API.associatesRequestIncrease}?userID=${resident.userId}&estateID=91&unitNo=12`, 'PUT');
      assert.equal(asked.status, 200);
      const more = requestRow(manager, '[data-kind="moreAssociates"][data-status="PENDING"]');
      await more.waitFor({ timeout: 20_000 });
      await more.getByText('More associates for unit 12').waitFor();

      // Decline needs a reason (the contract's message), then the reason reaches the resident.
      await more.getByRole('button', { name: 'Decline: More associates for unit 12' }).click();
      const declineDialog = manager.getByRole('dialog', { name: 'Decline request' });
      await declineDialog.getByRole('button', { name: 'Decline' }).click();
      await declineDialog.getByText('Please give a reason for declining.').waitFor();
      await declineDialog.getByLabel('Reason (sent to the resident)').fill('The unit already has the most associates the estate rules allow.');
      await screenshot(manager, 'manager-people-decline');
      await declineDialog.getByRole('button', { name: 'Decline' }).click();
      await manager.getByText('Request declined. The resident is notified.').waitFor();
      const declined = requestRow(manager, `[data-request-id="${asked.details[0]!.id}"]`);
      await manager.waitForSelector(`[data-testid="manager-request"][data-request-id="${asked.details[0]!.id}"][data-status="DECLINED"]`, { timeout: 20_000 });
      await declined.getByText('Reason: The unit already has the most associates the estate rules allow.').waitFor();
      await declined.getByText('Declined', { exact: true }).waitFor();
      await openAllNotifications(residentPage);
      await residentPage
        .getByText(
          'The Estate Management declined your request: more associates for unit 12. Reason: The unit already has the most associates the estate rules allow.',
        )
        .waitFor({ timeout: 20_000 });
      await screenshot(residentPage, 'manager-people-resident-declined');

      // Offline the list renders from Dexie and the decisions say they need a connection.
      await managerCtx.setOffline(true);
      await manager.reload();
      await declined.waitFor();
      await manager.getByTestId('manager-offline').waitFor();
      await managerCtx.setOffline(false);
    } finally {
      await managerCtx.close();
      await residentCtx.close();
    }
  });

  test("units and people settings: a unit's maximum, a new unit, and a settings part saved (and refused when invalid)", async () => {
    test.setTimeout(180_000);
    const context = await newContext(product.browser, product.server.url);
    try {
      const manager = await context.newPage();
      await signInThroughUi(manager, 'manager@example.com', 'Manager#2026');
      await manager.goto('/manager/people');
      await manager.getByRole('heading', { name: 'People and units', level: 1 }).waitFor();

      // Units (src/features/units): unit 12 in the table; raise its maximum; add a unit with the estate's defaults.
      const units = manager.getByTestId('units-admin');
      await units.getByRole('searchbox').fill('12');
      const row12 = units.getByRole('row').filter({ has: manager.getByRole('cell', { name: '12', exact: true }) });
      await row12.getByRole('cell', { name: /^\d+\/\d+$/ }).waitFor({ timeout: 20_000 });
      await row12.getByRole('button', { name: 'Edit unit 12' }).click();
      const form = manager.getByTestId('unit-form');
      await form.getByLabel('Associates allowed').fill('-1');
      await form.getByRole('button', { name: 'Save unit' }).click();
      await form.getByText('Please enter the allowances as whole numbers: associates and guests 0 to 100, invites per day 0 to 500.').waitFor();
      await form.getByLabel('Associates allowed').fill('9');
      await form.getByRole('button', { name: 'Save unit' }).click();
      await manager.getByText('Unit 12 saved.').waitFor();
      await row12.getByRole('cell', { name: /^\d+\/9$/ }).waitFor({ timeout: 20_000 });

      await units.getByTestId('units-add').click();
      const addForm = manager.getByTestId('unit-form');
      await addForm.getByLabel('Unit number', { exact: true }).fill('12');
      await addForm.getByRole('button', { name: 'Save unit' }).click();
      await addForm.getByText('Unit 12 already exists.').waitFor();
      await addForm.getByLabel('Unit number', { exact: true }).fill('77');
      await addForm.getByLabel(/^Stand number/).fill('S77');
      await addForm.getByLabel('Letting unit').check();
      await addForm.getByLabel('Guests allowed at once (letting)').fill('4');
      await addForm.getByRole('button', { name: 'Save unit' }).click();
      await units.getByRole('searchbox').fill('77');
      const row77 = units.getByRole('row').filter({ has: manager.getByRole('cell', { name: '77', exact: true }) });
      await row77.getByRole('cell', { name: 'S77' }).waitFor({ timeout: 20_000 });
      await row77.getByText(/Letting/).waitFor();
      await screenshot(manager, 'manager-people-units');

      // People settings (the console's Settings): a relationship without a name is refused before sending; a renamed one is saved.
      await manager.getByTestId('console-nav-settings').click();
      await manager.waitForURL('**/manager/settings');
      await manager.getByRole('button', { name: 'Associate types' }).click();
      const types = manager.getByTestId('manager-people-associateTypes');
      const firstRelationship = types.getByLabel(/^Relationship \d+$/).first();
      const relationshipId = Number(
        (
          (await types
            .locator('label', { hasText: /^Relationship \d+$/ })
            .first()
            .textContent()) ?? ''
        ).replace('Relationship ', ''),
      );
      assert.ok(relationshipId > 0);
      await firstRelationship.fill(' ');
      await types.getByTestId('manager-people-save-associateTypes').click();
      await types.getByText('Please check the settings: some values are not valid.').waitFor();
      assert.equal(await firstRelationship.getAttribute('aria-invalid'), 'true');
      await firstRelationship.fill('Husband or Wife');
      await types.getByTestId('manager-people-save-associateTypes').click();
      await types.getByText('Settings saved').waitFor();

      await manager.getByRole('button', { name: 'Limits' }).click();
      const limits = manager.getByTestId('manager-people-limits');
      await limits.getByLabel("Days after removal before an associate's images and ID number are deleted").fill('45');
      await limits.getByTestId('manager-people-save-limits').click();
      await limits.getByText('Settings saved').waitFor();
      await screenshot(manager, 'manager-people-settings');

      // The saved configuration is what the estate's members sync (the resident's pull sees it).
      const resident = await apiSignIn('resident@example.com', 'Resident#2026');
      const types2 = await call<{ associateTypeId: number; associateRelationship: string }>(resident, `${API.associateTypes}?estateID=91&name=`);
      assert.ok(
        types2.details.some((r) => r.associateTypeId === relationshipId && r.associateRelationship === 'Husband or Wife'),
        JSON.stringify(types2.details),
      );

      // After a reload the editor opens from the synced configuration.
      await manager.reload();
      await manager.getByRole('button', { name: 'Limits' }).click();
      assert.equal(
        await manager.getByTestId('manager-people-limits').getByLabel("Days after removal before an associate's images and ID number are deleted").inputValue(),
        '45',
      );
    } finally {
      await context.close();
    }
  });
});
