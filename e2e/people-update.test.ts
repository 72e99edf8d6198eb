import { API } from '../src/contract/api-paths';
import { addDays, estateDate } from '../src/domain/estate-time';
import { openConsoleSection } from './console';
import { screenshot, watchContentSecurityPolicy } from './harness';
import { afterThisTest, expect, queryServer, test } from './fixtures';
import { apiSignIn } from './gate-helpers';

/**
 * Issue 32 on a 390 px phone: UPDATE ASSOCIATE (the demo resident changes their domestic worker's
 * access term online, then offline, and the offline change reaches the server once reconnected),
 * and a resident's own invite block (the estate manager disables Thandi's invites in the console;
 * her Visitor Access screen explains it, and the server refuses her invite).
 */
test.use({ viewport: { width: 390, height: 844 } });

const LIMIT_0 =
  'You have reached your limit of 0 visitor invites for the day. Please contact your property manager or administrator should you believe this is incorrect or require additional invites.';

test("UPDATE ASSOCIATE changes an associate's access term, online and offline", async ({ page, server, signedInAs, network, flushOutbox, outboxSize }) => {
  test.setTimeout(120_000);
  await signedInAs('resident');
  const [grace] = queryServer<{ id: string; valid_to: string }>(server, "select id, valid_to from associates where first_name = 'Grace'");
  expect(grace).toBeDefined();
  const id = grace?.id ?? '';

  await page.goto(`/associates/details?unitNo=12&id=${id}`);
  await page.getByRole('button', { name: 'Edit access times' }).click();
  await page.waitForURL('**/associates/access-term?**');
  await page.getByRole('button', { name: 'UPDATE ASSOCIATE' }).waitFor();
  // Her days as they are: Monday, Wednesday, Friday.
  await expect(page.getByRole('switch', { name: 'Specific days and times' })).toBeChecked();
  await screenshot(page, 'people-update-01-access-term');

  const online = addDays(estateDate(), 60);
  await page.getByLabel('Access end date').fill(online);
  await page.getByRole('button', { name: 'UPDATE ASSOCIATE' }).click();
  await page.getByText('Associate successfully updated').waitFor();
  await screenshot(page, 'people-update-02-updated');
  await expect.poll(() => queryServer<{ valid_to: string }>(server, 'select valid_to from associates where id = ?', [id])[0]?.valid_to).toBe(online);
  await page.waitForURL('**/associates/details?**', { timeout: 10_000 });

  // Offline: saved on the device, sent once back online.
  await network.offline();
  await page.getByRole('button', { name: 'Edit access times' }).click();
  const offline = addDays(estateDate(), 90);
  await page.getByLabel('Access end date').fill(offline);
  await page.getByRole('button', { name: 'UPDATE ASSOCIATE' }).click();
  await page.getByText('The new access times are saved on this device and will be sent when you are back online.').waitFor();
  await screenshot(page, 'people-update-03-offline');
  expect(await outboxSize()).toBe(1);
  await network.online();
  await flushOutbox();
  await expect.poll(() => queryServer<{ valid_to: string }>(server, 'select valid_to from associates where id = ?', [id])[0]?.valid_to).toBe(offline);
  expect(await outboxSize()).toBe(0);
});

test("the manager disables a resident's invites: the resident sees why and the server refuses", async ({ page, browser, server, signedInAs }) => {
  test.setTimeout(120_000);
  // The manager's console on a desktop.
  const managerCtx = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow', viewport: { width: 1366, height: 800 } });
  watchContentSecurityPolicy(managerCtx);
  afterThisTest(() => managerCtx.close());
  const manager = await managerCtx.newPage();
  await signedInAs('manager', manager);
  await openConsoleSection(manager, 'people', 'resident-invites');
  await manager.getByRole('button', { name: 'Change: Thandi Mokoena' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Visitor invites of Thandi Mokoena' });
  await dialog.getByRole('switch', { name: 'Invites disabled' }).check();
  await screenshot(manager, 'people-invites-01-console-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await manager.getByText('Saved', { exact: true }).waitFor();
  await manager.getByTestId('resident-invites').getByText('Disabled').waitFor();
  await screenshot(manager, 'people-invites-02-console');

  // The resident's Visitor Access explains it from the synced row, and Add Visitor shows the spec's message.
  await signedInAs('resident');
  await page.goto('/visitorAccessLagoon/list?unitNo=12');
  await page.getByTestId('resident-invite-block').getByText(LIMIT_0).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add Visitor' }).click();
  await page.getByRole('dialog').getByText(LIMIT_0).waitFor();
  await screenshot(page, 'people-invites-03-resident');

  // The server refuses her invite.
  const token = await apiSignIn(server.url, 'resident@example.com', 'Resident#2026');
  const tomorrow = addDays(estateDate(), 1);
  const res = await fetch(`${server.url}${API.visitorInvite}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      estateId: 91,
      unitNo: '12',
      pkivisitorInviteTypeID: 1,
      visitorName: 'Ayanda Zulu',
      visitorPhoneNumber: '0831119999',
      invitedDateStart: `${tomorrow} 00:01`,
      invitedDateEnd: `${tomorrow} 23:59`,
      dayCount: 1,
      multiEntry: false,
      accessZoneIDList: [1],
    }),
  });
  expect(res.status).toBe(400);
  expect(((await res.json()) as { errorDetails: { detail: string } }).errorDetails.detail).toBe(LIMIT_0);
});

test("the add-associate form chooses the document type in the spec's 'Select Document Type:' modal", async ({ page, signedInAs }) => {
  test.setTimeout(90_000);
  await signedInAs('resident');
  await page.goto('/associates/type?unitNo=12');
  await page.getByRole('button', { name: /Family Member/ }).click();
  await page.getByLabel('Relationship').selectOption({ label: 'Spouse' });
  const field = page.getByRole('button', { name: /^Document type/ });
  await field.click();
  const modal = page.getByRole('dialog', { name: 'Select Document Type:' });
  await modal.getByRole('radio', { name: 'Passport', exact: true }).check();
  await screenshot(page, 'people-doc-01-modal');
  // Escape leaves the type as it was; Confirm takes the choice.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(field).not.toHaveText(/^Passport$/);
  await field.click();
  await modal.getByRole('radio', { name: 'Passport', exact: true }).check();
  // Tab stays inside the modal.
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
  expect(await modal.evaluate((box) => box.contains(document.activeElement))).toBe(true);
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(field).toHaveText(/^Passport/);
  await expect(page.getByText('Front of the Passport')).toBeVisible();
});
