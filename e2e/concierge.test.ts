import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { addDays, estateDate } from '../src/domain/estate-time';
import { formatDate } from '../src/domain/locale-format';
import { LAGOON_MESSAGES } from '../src/i18n/en/bookings';
import { demoAccount } from '../server/seed/demo-accounts';
import { newContext, screenshot, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { afterThisTest, expect, queryServer, test, useProduct } from './fixtures';

/**
 * Concierge mode in Chromium (issue 32; spec 3's lagoon unit selection: isConcierge, userID): the
 * estate manager makes the demo guard a concierge on the console's People page; the guard opens
 * the lagoon, the unit selection lists the estate's residents, she searches 'Thandi', books
 * tomorrow's lagoon for Thandi's unit 12 ('Acting for Thandi Mokoena, unit 12 (concierge)'), and
 * Thandi sees the booking in her Upcoming list with 'Booked by Sipho Dlamini (concierge)'; the
 * manager's console lists it under 'Done by concierges'. Then, in the visitor unit picker (spec 2),
 * she picks Thandi again and, with no signal, invites a visitor for unit 12 on the one-screen
 * invite; once online it lands as Thandi's invite and Thandi sees it with 'Invited by Sipho Dlamini
 * (concierge)'. STATIC_DIR serves a build of this checkout.
 */
const MANAGER = demoAccount('estateManager');
const GUARD = demoAccount('guard');
const RESIDENT = demoAccount('owner');

const product = useProduct();

const memberRow = (page: Page, email: string) => page.locator(`[data-testid="manager-member"][data-email="${email}"]`);

test.describe('concierge mode', () => {
  test('the manager grants the role, the concierge books the lagoon and invites a visitor for a resident, the resident sees both', async () => {
    test.setTimeout(180_000);
    const tomorrow = addDays(estateDate(), 1);

    // The manager: People, the guard's row, Make concierge, Confirm.
    const managerCtx = await newContext(product.browser, product.server.url);
    afterThisTest(() => managerCtx.close());
    const manager = await managerCtx.newPage();
    await signInThroughUi(manager, MANAGER.email, MANAGER.password);
    await waitForServiceWorkerControl(manager);
    await manager.waitForURL('**/manager');
    await manager.getByTestId('console-nav-people').click();
    await manager.waitForURL('**/manager/people');
    const guardRow = memberRow(manager, GUARD.email);
    await guardRow.getByRole('button', { name: 'Make concierge: Sipho Dlamini' }).click();
    await manager.getByRole('dialog', { name: 'Make concierge' }).getByRole('button', { name: 'Confirm' }).click();
    await manager.locator(`[data-testid="manager-member"][data-email="${GUARD.email}"][data-concierge="yes"]`).waitFor();
    await guardRow.getByText('Concierge', { exact: true }).waitFor();
    await screenshot(manager, 'concierge-01-console');
    await guardRow.getByRole('button', { name: 'Remove concierge: Sipho Dlamini' }).waitFor();
    // Sent through the outbox: the server holds the role before the guard signs in.
    await expect
      .poll(() => queryServer<{ n: number }>(product.server, "select count(*) as n from user_roles where role_name = 'concierge'")[0]?.n, { timeout: 30_000 })
      .toBe(1);

    // The guard (now concierge): the lagoon, the unit selection lists the estate's residents.
    const guardCtx = await newContext(product.browser, product.server.url);
    afterThisTest(() => guardCtx.close());
    const guard = await guardCtx.newPage();
    await signInThroughUi(guard, GUARD.email, GUARD.password);
    await waitForServiceWorkerControl(guard);
    await guard.goto('/lagoon?tab=book');
    await guard.getByRole('button', { name: /^Lagoon Access/ }).click();
    await guard.waitForURL(/\/LagoonAccess\?unitNo=/);
    await guard.getByRole('heading', { name: 'Act for a resident' }).waitFor();
    await guard.getByTestId('concierge-resident').nth(1).waitFor();
    await guard.getByLabel('Search residents by name or unit').fill('Thandi');
    await screenshot(guard, 'concierge-02-picker');
    const residents = guard.getByTestId('concierge-resident');
    assert.equal(await residents.count(), 1);
    await residents.first().click();
    await guard.waitForURL(/\/LagoonAccess\/list\?.*userID=/);
    await guard.getByTestId('concierge-acting-for').getByText('Acting for Thandi Mokoena, unit 12 (concierge)').waitFor();
    await guard.getByLabel('Date').fill(tomorrow);
    await guard.getByLabel('Start Time').selectOption('09:00');
    await guard.getByLabel('End Time').selectOption('10:00');
    await guard.getByTestId('lagoon-access-left').waitFor();
    await screenshot(guard, 'concierge-03-form');
    await guard.getByRole('button', { name: 'Create Booking' }).click();
    await guard.waitForURL('**/LagoonPreview');
    await guard.getByTestId('concierge-acting-for').waitFor();
    await guard.getByRole('button', { name: 'Confirm' }).click();
    const requested = guard.getByRole('dialog', { name: LAGOON_MESSAGES.requestedTitle });
    await requested.getByText(`Your lagoon booking for ${formatDate(tomorrow)} from 09:00 to 10:00 has been requested.`).waitFor();
    await screenshot(guard, 'concierge-04-requested');

    // The resident: the booking in Upcoming, its details say who booked it.
    const residentCtx = await newContext(product.browser, product.server.url);
    afterThisTest(() => residentCtx.close());
    const resident = await residentCtx.newPage();
    await signInThroughUi(resident, RESIDENT.email, RESIDENT.password);
    await waitForServiceWorkerControl(resident);
    await resident.goto('/lagoon?tab=upcoming');
    const row = resident.getByText(formatDate(tomorrow)).first();
    await row.waitFor();
    await row.click();
    await resident.waitForURL('**/RequestedLagoonDetails?id=*');
    await resident.getByTestId('concierge-acted-by').getByText('Booked by Sipho Dlamini (concierge)').waitFor();
    await resident.getByTestId('lagoon-details').getByText('09:00 - 10:00').waitFor();
    await screenshot(resident, 'concierge-05-resident-details');

    // The manager's console lists what the concierge did (a fold, closed at first on a phone's width).
    await manager.getByTestId('concierge-actions-fold').locator('summary').click();
    await manager.getByTestId('concierge-actions').getByText('Sipho Dlamini for Thandi Mokoena, unit 12').waitFor();
    await screenshot(manager, 'concierge-06-console-actions');

    // The concierge's visitor unit picker (spec 2: isConcierge, userID): the residents, then the
    // one-screen invite for Thandi's unit 12, filled and shared with no signal.
    await guard.setViewportSize({ width: 390, height: 844 });
    await guard.goto('/visitorUnits');
    await guard.getByRole('heading', { name: 'Select Stand/Unit Number' }).waitFor();
    await guard.getByRole('heading', { name: 'Act for a resident' }).waitFor();
    await guard.getByTestId('concierge-resident').nth(1).waitFor();
    await guard.getByLabel('Search residents by name or unit').fill('Thandi');
    await screenshot(guard, 'concierge-07-visitor-picker');
    await guard.context().setOffline(true);
    await guard.evaluate(() => window.dispatchEvent(new Event('offline')));
    await guard.getByTestId('concierge-resident').first().click();
    await guard.waitForURL(/\/VisitorInformationScreen\?.*userID=/);
    await guard.getByTestId('concierge-acting-for').getByText('Acting for Thandi Mokoena, unit 12 (concierge)').waitFor();
    await guard.getByLabel('Visitor Name').fill('Lerato Khumalo');
    await guard.getByLabel('Phone Number').fill('083 555 0404');
    await guard.getByLabel('Email (optional)').fill('lerato@example.com');
    assert.equal(await guard.getByRole('button', { name: 'Main Gate' }).getAttribute('aria-pressed'), 'true');
    await screenshot(guard, 'concierge-08-visitor-invite');
    await guard.getByRole('button', { name: 'Share', exact: true }).click();
    await guard.getByTestId('concierge-invite-sent').waitFor();
    await screenshot(guard, 'concierge-09-visitor-sent');
    // Back online: the outbox sends it, as Thandi's invite (her unit's allowance), recorded as the concierge's.
    await guard.context().setOffline(false);
    await guard.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(
        () =>
          queryServer<{ owner_id: string; unit_no: string }>(product.server, "select owner_id, unit_no from invites where visitor_name = 'Lerato Khumalo'")[0]
            ?.unit_no,
        { timeout: 60_000 },
      )
      .toBe('12');
    const [invited] = queryServer<{ n: number }>(
      product.server,
      "select count(*) as n from concierge_actions a join invites i on i.id = a.subject_id where a.kind = 'invite' and i.visitor_name = 'Lerato Khumalo'",
    );
    assert.equal(Number(invited?.n), 1);

    // Thandi sees the invite in her unit's list, with who made it.
    await resident.goto('/visitorAccessLagoon/list?unitNo=12');
    const card = resident.getByTestId('invite-card').filter({ hasText: 'Lerato Khumalo' });
    await card.waitFor({ timeout: 30_000 });
    await card.getByTestId('concierge-acted-by').getByText('Invited by Sipho Dlamini (concierge)').waitFor();
    await screenshot(resident, 'concierge-10-resident-invite');
  });
});
