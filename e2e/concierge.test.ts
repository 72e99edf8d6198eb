import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { addDays, estateDate } from '../src/domain/estate-time';
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
 * manager's console lists it under 'Done by concierges'. STATIC_DIR serves a build of this checkout.
 */
const MANAGER = demoAccount('estateManager');
const GUARD = demoAccount('guard');
const RESIDENT = demoAccount('owner');

const product = useProduct();

const memberRow = (page: Page, email: string) => page.locator(`[data-testid="manager-member"][data-email="${email}"]`);

test.describe('concierge mode', () => {
  test('the manager grants the role, the concierge books the lagoon for a resident, the resident sees it', async () => {
    test.setTimeout(120_000);
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
    await requested.getByText(`Your lagoon booking for ${tomorrow} from 09:00 to 10:00 has been requested.`).waitFor();
    await screenshot(guard, 'concierge-04-requested');

    // The resident: the booking in Upcoming, its details say who booked it.
    const residentCtx = await newContext(product.browser, product.server.url);
    afterThisTest(() => residentCtx.close());
    const resident = await residentCtx.newPage();
    await signInThroughUi(resident, RESIDENT.email, RESIDENT.password);
    await waitForServiceWorkerControl(resident);
    await resident.goto('/lagoon?tab=upcoming');
    const row = resident.getByText(`${tomorrow}`).first();
    await row.waitFor();
    await row.click();
    await resident.waitForURL('**/RequestedLagoonDetails?id=*');
    await resident.getByTestId('concierge-acted-by').getByText('Booked by Sipho Dlamini (concierge)').waitFor();
    await resident.getByTestId('lagoon-details').getByText('09:00 - 10:00').waitFor();
    await screenshot(resident, 'concierge-05-resident-details');

    // The manager's console lists what the concierge did.
    await manager.getByTestId('concierge-actions').getByText('Sipho Dlamini for Thandi Mokoena, unit 12').waitFor();
    await screenshot(manager, 'concierge-06-console-actions');
  });
});
