import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { addDays, estateDate } from '../src/domain/estate-time';
import { BOOKING_MESSAGES, LAGOON_MESSAGES, TOKEN_MESSAGES } from '../src/i18n/en/bookings';
import { demoAccount } from '../server/seed/demo-accounts';
import { newContext, screenshot, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { test, afterThisTest, useProduct } from './fixtures';

/**
 * Lagoon cancel and reschedule, and the sports tokens, in Chromium. The demo owner books the
 * lagoon for tomorrow without visitors, opens it from Upcoming, reschedules it to 15:00-16:00
 * ('Booking date and time has been updated.'), then cancels it after confirming ('Cancellation
 * Successful'); it reads CANCELED with 'Cancellation requested by user'. A second booking is
 * cancelled offline: it shows the change waiting, and lands once back online. The estate manager
 * grants the resident three Sports Tokens and turns the new bookings flow on with a promo in the
 * console; the resident sees 'Sports Tokens: 3' on /bookings, the promo modal and the token modal
 * ('1 Sports Token = 1 Session (55 mins)'), offline too.
 */
const OWNER = demoAccount('owner');
const MANAGER = demoAccount('estateManager');
const product = useProduct();

/** Books the lagoon without visitors from /lagoon's Book tab and answers on Upcoming. */
async function bookLagoon(page: Page, date: string, start: string, end: string): Promise<void> {
  await page.goto('/lagoon?tab=book');
  await page.getByRole('button', { name: /^Lagoon Access/ }).click();
  await page.waitForURL(/\/LagoonAccess\/list\?unitNo=/);
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Start Time').selectOption(start);
  await page.getByLabel('End Time').selectOption(end);
  await page.getByTestId('lagoon-access-left').waitFor();
  await page.getByRole('button', { name: 'Create Booking' }).click();
  await page.waitForURL('**/LagoonPreview');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('dialog', { name: LAGOON_MESSAGES.requestedTitle }).getByRole('button', { name: 'OK' }).click();
  await page.waitForURL('**/lagoon?tab=upcoming');
}

async function openBooking(page: Page, times: string): Promise<void> {
  await page.goto('/lagoon?tab=upcoming');
  await page.getByTestId('lagoon-booking').filter({ hasText: times }).first().click();
  await page.waitForURL(/\/RequestedLagoonDetails\?id=/);
  await page.getByTestId('lagoon-details').waitFor();
}

test.describe('lagoon cancel and reschedule, sports tokens', () => {
  test('a lagoon booking rescheduled and cancelled, one cancelled offline landing once', async () => {
    test.setTimeout(150_000);
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    afterThisTest(() => context.close());
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughUi(page, OWNER.email, OWNER.password);
    await waitForServiceWorkerControl(page);
    const tomorrow = addDays(estateDate(), 1);

    await bookLagoon(page, tomorrow, '08:00', '09:00');
    await openBooking(page, '08:00 - 09:00');
    await screenshot(page, 'lagoon-changes-01-details');

    // Reschedule: the new date and the lagoon's hourly times.
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule Booking' });
    await dialog.getByLabel('Start Time').selectOption('15:00');
    await dialog.getByLabel('End Time').selectOption('16:00');
    await screenshot(page, 'lagoon-changes-02-reschedule');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText(BOOKING_MESSAGES.rescheduled).waitFor();
    await page.waitForURL('**/home');
    await openBooking(page, '15:00 - 16:00');

    // Cancel after confirming.
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel Booking' });
    await confirm.getByText('Are you sure you want to cancel this lagoon booking?').waitFor();
    await screenshot(page, 'lagoon-changes-03-confirm');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(BOOKING_MESSAGES.cancelled).waitFor();
    await page.getByText(BOOKING_MESSAGES.cancelledTitle).waitFor();
    await page.waitForURL('**/home');
    await page.goto('/lagoon?tab=upcoming');
    const cancelled = page.getByTestId('lagoon-booking').filter({ hasText: '15:00 - 16:00' });
    await cancelled.click();
    const details = page.getByTestId('lagoon-details');
    await details.getByText(BOOKING_MESSAGES.cancelReason).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Cancel Booking' }).count(), 0);
    await screenshot(page, 'lagoon-changes-04-cancelled');

    // Offline: cancelled on the device at once, the change waiting; online it lands.
    await bookLagoon(page, tomorrow, '11:00', '12:00');
    await openBooking(page, '11:00 - 12:00');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    await page.getByRole('dialog', { name: 'Cancel Booking' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText('It is saved on this device and will be sent when you are back online.').waitFor();
    await page.waitForURL('**/home');
    await page.goto('/lagoon?tab=upcoming');
    await page.getByTestId('lagoon-booking').filter({ hasText: '11:00 - 12:00' }).click();
    await page.getByTestId('lagoon-waiting').waitFor();
    await page.getByTestId('lagoon-details').getByText(BOOKING_MESSAGES.cancelReason).waitFor();
    await screenshot(page, 'lagoon-changes-05-offline-waiting');
    await context.setOffline(false);
    await page.getByTestId('lagoon-waiting').waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByTestId('lagoon-details').getByText(BOOKING_MESSAGES.cancelReason).waitFor();
  });

  test('the manager grants tokens and turns the flow on; the resident sees the balance, the promo and the token modal, offline too', async () => {
    test.setTimeout(150_000);
    const managerCtx = await newContext(product.browser, product.server.url);
    const ownerCtx = await newContext(product.browser, product.server.url);
    afterThisTest(async () => {
      await managerCtx.close();
      await ownerCtx.close();
    });
    const manager = await managerCtx.newPage();
    await signInThroughUi(manager, MANAGER.email, MANAGER.password);
    await manager.waitForURL('**/manager');
    await manager.goto('/manager/bookings');
    const section = manager.getByTestId('manager-sports-tokens');
    await section.waitFor();
    const resident = section.getByLabel('Resident');
    await resident
      .locator('option', { hasText: OWNER.email.split('@')[0] ?? '' })
      .first()
      .waitFor({ state: 'attached' })
      .catch(() => undefined);
    const options = await resident.locator('option').allTextContents();
    const mine = options.find((o) => o.includes('(12)'));
    assert.ok(mine, `no unit 12 resident among ${options.join(', ')}`);
    await resident.selectOption({ label: mine });
    await section.getByLabel('Tokens to add (negative to take back)').fill('3');
    await section.getByLabel('Reason').fill('Welcome tokens');
    await section.getByRole('button', { name: 'Apply' }).click();
    await section.getByText(/now has 3 tokens\./).waitFor();
    await section.getByRole('button', { name: 'Bookings content' }).click();
    await section.getByLabel('New bookings flow (priced facilities are paid in Sports Tokens)').check();
    await section.getByLabel('New lagoon flow (the lagoon shows Sports Tokens)').check();
    await section.getByLabel('Promo modal title').fill('Winter special');
    await section.getByLabel('Promo text (empty shows no promo)').fill('Two sessions for the price of one in July.');
    await section.getByRole('button', { name: 'Save' }).click();
    await section.getByText('Bookings content saved.').waitFor();
    await manager.setViewportSize({ width: 1366, height: 900 });
    await screenshot(manager, 'tokens-01-console');

    const page = await ownerCtx.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughUi(page, OWNER.email, OWNER.password);
    await waitForServiceWorkerControl(page);
    await page.goto('/bookings');
    await page.getByTestId('bookings-tokens').getByText('Sports Tokens: 3').waitFor();
    await page.getByTestId('bookings-tokens').click();
    await page.waitForURL('**/SportsTokens');
    const promo = page.getByRole('dialog', { name: 'Winter special' });
    await promo.getByText('Two sessions for the price of one in July.').waitFor();
    await screenshot(page, 'tokens-02-promo');
    await promo.getByRole('button', { name: 'CLOSE' }).click();
    await page.getByTestId('token-balance').getByText('3 tokens').waitFor();
    await page.getByRole('button', { name: 'What is a Sports Token?' }).click();
    await page.getByTestId('token-explanation').getByText(TOKEN_MESSAGES.explanation).waitFor();
    await screenshot(page, 'tokens-03-modal');
    await page.getByRole('dialog', { name: 'Sports Tokens' }).getByRole('button', { name: 'CLOSE' }).click();
    await page.getByTestId('token-moves').getByText('Welcome tokens').waitFor();
    await screenshot(page, 'tokens-04-screen');

    await ownerCtx.setOffline(true);
    await page.reload();
    await page.getByTestId('token-balance').getByText('3 tokens').waitFor();
    await page.getByTestId('token-moves').getByText('Welcome tokens').waitFor();
    // newLagoonFlow: the lagoon's Book tab shows the balance too, from the device.
    await page.goto('/lagoon');
    await page.getByTestId('lagoon-tokens').getByText('Sports Tokens: 3').waitFor();
  });
});
