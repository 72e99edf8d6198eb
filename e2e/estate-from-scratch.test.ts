import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { BOOKING_MESSAGES } from '../src/i18n/en/bookings';
import { addDays, estateDate } from '../src/domain/estate-time';
import { formatDate } from '../src/domain/locale-format';
import { chooseUnitsCsv, openConsoleSection } from './console';
import { createConsolePin, qrScreenshot, readPayload, typePin, unlockConsole, verifyOnGuard, waitForGuardKeys } from './gate-helpers';
import { screenshot, signInThroughUi, waitForServiceWorkerControl, watchContentSecurityPolicy } from './harness';
import { afterThisTest, expect, type Mailbox, queryServer, test, useProduct } from './fixtures';

/**
 * From an empty database to a running estate (issue 25 item 8), through the screens in Chromium:
 * the server starts without the demo seed and prints the first operator's one-time set-up link;
 * the operator makes their account from it, creates an estate, imports 20 units from a CSV (the
 * preview first) and invites an estate manager; the manager (from the e-mail's link, in a fresh
 * browser) makes an account, creates a facility, invites a guard and the owner of unit 7; the
 * guard makes an account and enrols the guard console; the owner makes an account, signs in on
 * their phone, sees the owner's tiles, books the new facility, sets a PIN and shows a QR that the
 * guard's console, offline, allows. Screenshots of each step land in e2e-output/path-*.png.
 */
const product = useProduct({ SEED_DEMO: 'false', LOG_LEVEL: 'info' });

const ESTATE = 'Marula Gardens';
const OPERATOR = { email: 'olwethu.operator@example.com', password: 'Operator#2026' };
const MANAGER = { email: 'lindiwe.manager@example.com', password: 'Manager#2026', first: 'Lindiwe', last: 'Khumalo' };
const GUARD = { email: 'bongani.guard@example.com', password: 'Guard#2026', first: 'Bongani', last: 'Mthembu' };
const OWNER = { email: 'ayanda.owner@example.com', password: 'Owner#2026', first: 'Ayanda', last: 'Nkosi' };
const FACILITY = 'Marula Pool';
const DAY = addDays(estateDate(), 2);

/** 20 units 1..20 in blocks A and B, no owner e-mails (the owner of unit 7 is invited by the manager). */
const UNITS_CSV = [
  'Unit number,Block,Type,Owner e-mail',
  ...Array.from({ length: 20 }, (_, i) => `${i + 1},${i < 10 ? 'A' : 'B'},${i % 2 ? 'apartment' : 'house'},`),
].join('\n');

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

async function freshContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await product.browser.newContext({ baseURL: product.server.url, serviceWorkers: 'allow', viewport });
  watchContentSecurityPolicy(context);
  afterThisTest(() => context.close());
  return context;
}

/** The invitation link of the newest mail to `email` (read from the stored mailbox), as a path for a page of this product. */
async function invitationPath(mailbox: Mailbox, email: string): Promise<string> {
  const mail = await mailbox.waitFor(email, 'You are invited');
  const link = /https?:\/\/\S+\/invitation\?token=[^\s"<>]+/.exec(mail.text)?.[0];
  assert.ok(link, `the e-mail to ${email} carries the invitation link`);
  const target = new URL(link);
  return target.pathname + target.search;
}

/** Opens the invitation in `page` and creates the invited person's account there (which signs them in). */
async function acceptWithNewAccount(
  page: Page,
  path: string,
  who: { email: string; password: string; first: string; last: string },
  role: string,
  landing: '/manager' | '/guard' | '/home',
) {
  await page.goto(path);
  const invitation = page.getByTestId('invitation-page');
  await invitation.getByText(`You are invited to ${ESTATE}.`).waitFor({ timeout: 30_000 });
  await invitation.getByText(who.email).first().waitFor();
  await invitation.getByText(role, { exact: true }).waitFor();
  await invitation.getByLabel('First name').fill(who.first);
  await invitation.getByLabel('Last name').fill(who.last);
  await invitation.getByLabel('Password', { exact: true }).fill(who.password);
  await invitation.getByLabel('Confirm password').fill(who.password);
  await invitation.getByRole('button', { name: 'Create account and accept' }).click();
  // Signed in, where sign-in lands them: the manager's console, the gate console, Home.
  await page.waitForURL((url) => url.pathname === landing, { timeout: 60_000 });
  await invitation.waitFor({ state: 'detached' });
}

/** Sends an invitation from the console's Staff section (or the operator's Estate managers panel). */
async function invite(section: ReturnType<Page['getByTestId']>, email: string, role?: string, unitNo?: string): Promise<void> {
  const form = section.getByTestId('staff-invite-form');
  await form.getByLabel('E-mail address').fill(email);
  if (role) await form.getByLabel('Role').selectOption(role);
  if (unitNo) await form.getByLabel('Unit number').fill(unitNo);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await section.getByText(`An invitation was sent to ${email}.`).waitFor({ timeout: 30_000 });
  await section
    .getByTestId(`${await section.getAttribute('data-testid')}-invitations`)
    .getByText(email)
    .waitFor({ timeout: 30_000 });
}

test('from an empty database: operator, estate, 20 units, manager, facility, guard, owner of unit 7, a booking and a QR the offline guard allows', async ({
  mailbox,
}) => {
  test.setTimeout(900_000);
  const { server } = product;

  // 1. An empty database: no estate, no account; the log holds the one-time set-up link.
  assert.deepEqual(queryServer(server, 'select count(*) as n from estates'), [{ n: 0 }]);
  assert.deepEqual(queryServer(server, 'select count(*) as n from users'), [{ n: 0 }]);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = /(https?:\/\/\S+\/setup\?token=[^\s"\\]+)/.exec(server.output())?.[1];
        return link !== undefined;
      },
      { message: 'the set-up link in the server log', timeout: 60_000 },
    )
    .toBe(true);
  const setup = new URL(link ?? '');

  // 2. The operator: the account from the link, the console, a new estate.
  const operatorCtx = await freshContext(DESKTOP);
  const operator = await operatorCtx.newPage();
  await operator.goto(setup.pathname + setup.search);
  const setupForm = operator.getByRole('form', { name: 'Set up the operator account' });
  await setupForm.getByLabel('E-mail').fill(OPERATOR.email);
  await setupForm.getByLabel('First name').fill('Olwethu');
  await setupForm.getByLabel('Last name').fill('Ndlovu');
  await setupForm.getByLabel('Password').fill(OPERATOR.password);
  await screenshot(operator, 'path-01-operator-setup');
  await setupForm.getByRole('button', { name: 'Create the operator account' }).click();
  await operator.waitForURL('**/operator', { timeout: 60_000 });
  await operator.getByRole('button', { name: 'Create estate' }).waitFor();
  await screenshot(operator, 'path-02-operator-console-empty');

  await operator.getByRole('button', { name: 'Create estate' }).click();
  await operator.waitForURL('**/operator/new');
  await operator.getByLabel('Estate name').fill(ESTATE);
  await operator.getByLabel('Time zone').fill('Africa/Johannesburg');
  await operator.getByLabel('Street').fill('1 Marula Drive');
  await operator.getByLabel('Suburb').fill('Hazyview');
  await operator.getByLabel('City').fill('Mbombela');
  await operator.getByLabel('Postal code').fill('1242');
  await operator.getByLabel('Contact numbers').fill('013 737 0000');
  await operator.getByLabel('Contact e-mail').fill('office@marula.example');
  await operator.getByLabel('Support e-mail').fill('help@marula.example');
  await operator.getByRole('button', { name: 'Create estate' }).click();
  await operator.waitForURL(/\/operator\/\d+$/, { timeout: 60_000 });
  await operator.getByRole('heading', { name: ESTATE, level: 2 }).waitFor();
  const estateId = Number(new URL(operator.url()).pathname.split('/').pop());
  await screenshot(operator, 'path-03-operator-estate-created');

  // The Units panel: the CSV's preview first, then Import.
  const units = operator.getByTestId('units-admin');
  await units.waitFor({ timeout: 30_000 });
  await units.getByTestId('units-import').click();
  const importer = operator.getByTestId('unit-import');
  await chooseUnitsCsv(operator, UNITS_CSV);
  await importer.getByTestId('unit-import-check').click();
  await importer.getByText('All 20 rows are ready.', { exact: false }).waitFor({ timeout: 30_000 });
  assert.deepEqual(queryServer(server, 'select count(*) as n from units where estate_id = ?', [estateId]), [{ n: 0 }]);
  await importer.scrollIntoViewIfNeeded();
  await screenshot(operator, 'path-04-operator-units-preview');
  await importer.getByRole('button', { name: 'Import 20 units' }).click();
  await units.getByText('20 units imported.', { exact: false }).waitFor({ timeout: 30_000 });
  assert.deepEqual(queryServer(server, 'select count(*) as n from units where estate_id = ?', [estateId]), [{ n: 20 }]);
  await units.getByRole('searchbox').fill('7');
  await units
    .getByTestId('units-table')
    .getByRole('row')
    .filter({ has: operator.getByRole('cell', { name: '7', exact: true }) })
    .waitFor({ timeout: 30_000 });

  // The Estate managers panel: invite the manager.
  const managers = operator.getByTestId('operator-managers');
  await managers.scrollIntoViewIfNeeded();
  await invite(managers, MANAGER.email);
  await screenshot(operator, 'path-05-operator-manager-invited');

  // 3. The manager: the e-mail's link in a fresh browser, an account, the console.
  const managerCtx = await freshContext(DESKTOP);
  const manager = await managerCtx.newPage();
  await acceptWithNewAccount(manager, await invitationPath(mailbox, MANAGER.email), MANAGER, 'Estate manager', '/manager');
  await manager.getByRole('navigation', { name: 'Console' }).getByText('People and units').waitFor({ timeout: 30_000 });
  await screenshot(manager, 'path-06-manager-signed-in');

  // A facility (automatic approval, so the owner's booking is booked at once).
  await openConsoleSection(manager, 'bookings', 'manager-facilities');
  await manager.getByTestId('facility-add').click();
  const facility = manager.getByTestId('facility-form');
  await facility.getByRole('heading', { name: 'New facility' }).waitFor();
  await facility.getByLabel('Name', { exact: true }).fill(FACILITY);
  await facility.getByLabel('Location (optional)').fill('Clubhouse');
  await facility.getByLabel('Description').fill('A heated 25 m pool by the clubhouse.');
  await facility.getByLabel('Rules').fill('Children under 12 with an adult.');
  await facility.getByLabel('Opens', { exact: true }).fill('06:00');
  await facility.getByLabel('Closes', { exact: true }).fill('20:00');
  await facility.getByLabel('Saturday').check();
  await facility.getByLabel('Sunday').check();
  await facility.getByLabel('Slot length').selectOption('60');
  await facility.getByLabel('Bookings at the same time (per resource)').fill('1');
  await facility.getByLabel('Approval').selectOption('auto');
  await facility.getByLabel('Price per booking (R, 0 = free)').fill('0');
  await facility.getByLabel('Resource 1').fill('Lane 1');
  await facility.scrollIntoViewIfNeeded();
  await screenshot(manager, 'path-07-manager-facility-form');
  await facility.getByRole('button', { name: 'Save facility' }).click();
  await manager.getByTestId('facility-result').getByText(`${FACILITY} is created.`, { exact: false }).waitFor({ timeout: 30_000 });
  await manager.getByTestId('facility-table').locator('tr').filter({ hasText: FACILITY }).waitFor({ timeout: 30_000 });

  // Staff: a guard, and the owner of unit 7.
  await openConsoleSection(manager, 'people', 'manager-staff');
  const staff = manager.getByTestId('manager-staff');
  await invite(staff, GUARD.email, 'guard');
  await invite(staff, OWNER.email, 'owner', '7');
  await staff.getByTestId('staff-invite-form').scrollIntoViewIfNeeded();
  await screenshot(manager, 'path-08-manager-staff-invited');

  // 4. The guard: an account from the e-mail, then the guard console enrolled on this device.
  const guardCtx = await freshContext(PHONE);
  const guard = await guardCtx.newPage();
  await acceptWithNewAccount(guard, await invitationPath(mailbox, GUARD.email), GUARD, 'Guard', '/guard');
  await guard.getByText('Create your console PIN').waitFor({ timeout: 30_000 });
  await screenshot(guard, 'path-09-guard-signed-in');
  await waitForServiceWorkerControl(guard);
  await createConsolePin(guard);
  await waitForGuardKeys(guard);
  await screenshot(guard, 'path-10-guard-console');
  assert.deepEqual(
    queryServer<{ role_name: string; estate_id: number }>(
      server,
      'select r.role_name, r.estate_id from user_roles r join users u on u.id = r.user_id where u.email = ?',
      [GUARD.email],
    ),
    [{ role_name: 'guard', estate_id: estateId }],
  );

  // 5. The owner: an account from the e-mail, then signs in on their phone.
  const acceptCtx = await freshContext(PHONE);
  const accepting = await acceptCtx.newPage();
  await acceptWithNewAccount(accepting, await invitationPath(mailbox, OWNER.email), OWNER, 'Owner', '/home');
  await acceptCtx.close();

  const ownerCtx = await freshContext(PHONE);
  const owner = await ownerCtx.newPage();
  await signInThroughUi(owner, OWNER.email, OWNER.password);
  assert.equal(new URL(owner.url()).pathname, '/home');
  await waitForServiceWorkerControl(owner);
  // The owner's tiles of the new estate.
  for (const tile of ['Access Control', 'Facilities', 'Visitors', 'Maintenance'])
    await owner.getByRole('link', { name: new RegExp(`^${tile}`) }).waitFor({ timeout: 30_000 });
  await screenshot(owner, 'path-11-owner-home');

  // Books the new facility.
  await owner.getByRole('link', { name: /^Facilities/ }).click();
  await owner.waitForURL('**/bookings**');
  await owner.getByRole('button', { name: 'Make new booking!' }).click();
  await owner.waitForURL('**/MakeBooking');
  const card = owner.getByTestId('facility-card').filter({ hasText: FACILITY });
  await card.waitFor({ timeout: 30_000 });
  await card.click();
  await owner.waitForURL('**/BookingFacility?serviceId=*');
  await owner.getByRole('button', { name: 'Schedule Booking: Lane 1' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Schedule Booking' });
  await dialog.getByLabel('Date').fill(DAY);
  await dialog.getByLabel('Start Time').selectOption('10:00');
  await dialog.getByLabel('End Time').selectOption('11:00');
  await screenshot(owner, 'path-12-owner-booking-dialog');
  await dialog.getByRole('button', { name: 'Book' }).click();
  await owner.getByRole('status').getByText(BOOKING_MESSAGES.requested).first().waitFor();
  await owner.waitForURL('**/home', { timeout: 30_000 });
  await owner.getByRole('link', { name: /^Facilities/ }).click();
  await owner.waitForURL('**/bookings**');
  // Booked at once (automatic approval): on the Upcoming tab.
  await owner.getByRole('tab', { name: 'Upcoming' }).click();
  await owner
    .locator('[data-testid="booking-card"][data-waiting="no"][data-status="BOOKED"]')
    .filter({ hasText: `${formatDate(DAY)} · 10:00 - 11:00` })
    .waitFor({ timeout: 60_000 });
  await screenshot(owner, 'path-13-owner-booked');
  const booked = queryServer(server, 'select b.status, b.booking_date from bookings b join users u on u.id = b.user_id where u.email = ?', [OWNER.email]);
  assert.deepEqual(booked, [{ status: 'BOOKED', booking_date: DAY }]);

  // A PIN, then the QR.
  await owner.goto('/access');
  await owner.getByText('Create your PIN').waitFor({ timeout: 30_000 });
  await typePin(owner, '1357');
  await owner.getByText("You're Almost Set").waitFor();
  await typePin(owner, '1357');
  await readPayload(owner);
  await owner.getByText(`${OWNER.first} ${OWNER.last}`).waitFor();
  await owner.getByText(`Owner - ${ESTATE}`).waitFor();
  await owner.locator('[data-testid="gate-qr"][data-mode="online"]').waitFor({ timeout: 30_000 });
  await screenshot(owner, 'path-14-owner-qr');

  // The guard's console, offline, allows it.
  await guard.reload();
  await unlockConsole(guard);
  await waitForGuardKeys(guard);
  await guardCtx.setOffline(true);
  await guard.reload();
  await unlockConsole(guard);
  const verdict = await verifyOnGuard(guard, await qrScreenshot(owner));
  assert.deepEqual(verdict, { decision: 'ALLOW', reason: 'ok' });
  await guard.getByTestId('gate-decision').getByText(`${OWNER.first} ${OWNER.last}`).waitFor();
  await screenshot(guard, 'path-15-guard-offline-allow');

  // Back online, the decision reaches the server's gate log once.
  await guardCtx.setOffline(false);
  await expect
    .poll(() => queryServer(server, 'select decision, reason from gate_events where estate_id = ?', [estateId]), { timeout: 60_000 })
    .toEqual([{ decision: 'ALLOW', reason: 'ok' }]);
});
