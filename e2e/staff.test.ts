import path from 'node:path';
import { openConsoleSection } from './console';
import { SHOTS, screenshot, watchContentSecurityPolicy } from './harness';
import { afterThisTest, expect, queryServer, test } from './fixtures';

/**
 * Staff: the demo estate manager invites a guard from the console; the invitation e-mail's link
 * opens the invitation page in a fresh browser, where the guard makes an account and is signed in;
 * then the manager removes them, and the guard's device is signed out.
 */
test('the manager invites a guard by e-mail, the guard accepts with a new account, and removal signs the guard out', async ({
  browser,
  server,
  signedInAs,
  mailbox,
  network,
}) => {
  test.setTimeout(240_000);
  const email = 'nomsa.guard@example.com';

  // The manager's console on a desktop.
  const managerCtx = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow', viewport: { width: 1366, height: 800 } });
  watchContentSecurityPolicy(managerCtx);
  afterThisTest(() => managerCtx.close());
  const manager = await managerCtx.newPage();
  await signedInAs('manager', manager);
  await openConsoleSection(manager, 'people', 'manager-staff');
  const section = manager.getByTestId('manager-staff');
  // The seeded staff: the demo manager and guard.
  await section.getByTestId('manager-staff-staff').getByText('guard@example.com').waitFor();

  const form = section.getByTestId('staff-invite-form');
  await form.getByLabel('E-mail address').fill('not-an-email');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await form.getByText('Please enter a valid e-mail address.').waitFor();
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Role').selectOption('guard');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await section.getByText(`An invitation was sent to ${email}.`).waitFor();
  await section.getByTestId('manager-staff-invitations').getByText(email).waitFor();
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: path.join(SHOTS, 'staff-01-console-invited-1366.png') });

  // The e-mail, read from the stored mailbox.
  const mail = await mailbox.waitFor(email, 'You are invited');
  const link = /https?:\/\/\S+\/invitation\?token=[^\s"<>]+/.exec(mail.text)?.[0];
  expect(link, 'the e-mail carries the invitation link').toBeTruthy();
  const target = new URL(link ?? '');

  // The guard, on a phone, in a fresh browser.
  const guardCtx = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
  watchContentSecurityPolicy(guardCtx);
  afterThisTest(() => guardCtx.close());
  const guard = await guardCtx.newPage();
  await guard.goto(target.pathname + target.search);
  const page = guard.getByTestId('invitation-page');
  await page.getByText('You are invited to Willow Creek Estate.').waitFor();
  await page.getByText(email).first().waitFor();
  await page.getByText('Guard', { exact: true }).waitFor();
  await screenshot(guard, 'staff-02-invitation-390');
  await page.getByLabel('First name').fill('Nomsa');
  await page.getByLabel('Last name').fill('Zulu');
  await page.getByLabel('Password', { exact: true }).fill('Nomsa#2026');
  await page.getByLabel('Confirm password').fill('Nomsa#2027');
  await page.getByText('The passwords do not match.').waitFor();
  await page.getByLabel('Confirm password').fill('Nomsa#2026');
  await page.getByRole('button', { name: 'Create account and accept' }).click();
  // Signed in, on the gate console (where a guard's sign-in lands).
  await guard.waitForURL('**/guard', { timeout: 60_000 });
  await guard.getByText('Welcome to Willow Creek Estate.', { exact: false }).waitFor({ state: 'detached' });
  expect(new URL(guard.url()).pathname).not.toBe('/login');
  expect(
    queryServer(server, 'select count(*) as n from refresh_tokens t join users u on u.id = t.user_id where u.email = ? and t.revoked_at is null', [email]),
  ).not.toEqual([{ n: 0 }]);
  await screenshot(guard, 'staff-03-guard-signed-in-390');
  expect(
    queryServer<{ role_name: string }>(server, 'select r.role_name from user_roles r join users u on u.id = r.user_id where u.email = ?', [email]),
  ).toEqual([{ role_name: 'guard' }]);

  // The manager sees the new guard (through sync) and removes them.
  const staffTable = section.getByTestId('manager-staff-staff');
  await staffTable.getByText('Nomsa Zulu').waitFor({ timeout: 60_000 });
  await section.getByTestId('manager-staff-invitations').getByText(email).waitFor({ state: 'detached' });
  await manager.getByRole('button', { name: 'Remove: Nomsa Zulu' }).click();
  const dialog = manager.getByRole('dialog');
  await dialog.getByText('Nomsa Zulu loses the guard role at this estate.', { exact: false }).waitFor();
  await dialog.screenshot({ path: path.join(SHOTS, 'staff-04-remove-dialog-1366.png') });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await section.getByText('Nomsa Zulu was removed.', { exact: false }).waitFor();
  await staffTable.getByText('Nomsa Zulu').waitFor({ state: 'detached', timeout: 60_000 });
  await screenshot(manager, 'staff-05-console-removed-1366');

  // Offline, the console's lists still read from the device; inviting waits for a connection.
  await network.offline(managerCtx);
  await manager.reload();
  await manager.getByTestId('manager-staff-staff').getByText('Sipho Dlamini').waitFor();
  await manager.getByTestId('staff-invite-form').getByRole('button', { name: 'You are offline. This needs a connection.' }).waitFor();
  await network.online(managerCtx);

  // The guard's device signs out: the next call answers that the session ended.
  await guard.reload();
  await guard.waitForURL('**/login', { timeout: 60_000 });
  await guard.getByText('Your session has ended. Please sign in again.').waitFor();
  await screenshot(guard, 'staff-06-guard-signed-out-390');
  expect(queryServer(server, 'select count(*) as n from user_roles r join users u on u.id = r.user_id where u.email = ?', [email])).toEqual([{ n: 0 }]);
});
