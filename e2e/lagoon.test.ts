import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEFAULT_VISITOR_PRICE_CENTS } from '../src/domain/bookings';
import { formatCents } from '../src/domain/cards';
import { addDays, estateDate } from '../src/domain/estate-time';
import { formatDate } from '../src/domain/locale-format';
import { LAGOON_MESSAGES } from '../src/i18n/en/bookings';
import { demoAccount } from '../server/seed/demo-accounts';
import { APPROVED_CARD, DECLINED_CARD, fillCard, gateway } from './card-page';
import { newContext, screenshot, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { test, afterThisTest, useProduct } from './fixtures';

/**
 * The lagoon in Chromium (spec 3 sections 2, 4 and 5): the demo resident books tomorrow's lagoon
 * for her unit with one extra visitor and a kayak (Lagoon tile, Book, Lagoon Access, Create
 * Booking, Booking Preview, Confirm), sees the payment summary ('1 x Visitor @ R 100.00' and the
 * total), pays on the built-in sandbox's card page inside the app's frame with the declined card
 * (the 3 s 'Payment Declined' alert; the server cancels the booking as unsuccessful and the summary
 * says so), books again and pays with the approved card (Payment successful); the booking is in
 * Upcoming, its details read Paid with the visitor's invite and PIN, the payment history lists
 * both attempts; a booking without visitors is requested at once ('YOUR BOOKING HAS BEEN
 * REQUESTED'); offline after a reload the lists and the details render from the device.
 * STATIC_DIR serves a build of this checkout (default ./dist).
 */
const RESIDENT = demoAccount('owner');
const PRICE = formatCents(DEFAULT_VISITOR_PRICE_CENTS);

const product = useProduct();

type Visit = { visitors: number; name?: string; phone?: string; kayaks?: number; start: string; end: string };

/** From /lagoon's Book tab: Lagoon Access (her one unit at the estate skips the picker), the form filled for tomorrow, Create Booking; answers on /LagoonPreview. */
async function fillLagoonForm(page: Page, date: string, visit: Visit, shot?: string): Promise<void> {
  await page.getByRole('tab', { name: 'Book' }).click();
  await page.getByRole('button', { name: /^Lagoon Access/ }).click();
  await page.waitForURL(/\/LagoonAccess\/list\?unitNo=/);
  await page.getByRole('heading', { name: 'Lagoon Access' }).waitFor();
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Start Time').selectOption(visit.start);
  await page.getByLabel('End Time').selectOption(visit.end);
  // The day's availability is the server's: the access line and the amenities show once it answered.
  await page.getByTestId('lagoon-access-left').waitFor();
  for (let n = 0; n < visit.visitors; n++) await page.getByRole('button', { name: 'More Visitor Invites' }).click();
  if (visit.visitors > 0) {
    await page
      .getByTestId('lagoon-cost')
      .getByText(`Cost: ${formatCents(DEFAULT_VISITOR_PRICE_CENTS * visit.visitors)}`)
      .waitFor();
    await page.getByLabel('Visitor Name').fill(visit.name ?? '');
    await page.getByLabel('Visitor Phone Number').fill(visit.phone ?? '');
  }
  for (let n = 0; n < (visit.kayaks ?? 0); n++) await page.getByRole('button', { name: 'More Kayak' }).click();
  if (shot) await screenshot(page, shot);
  await page.getByRole('button', { name: 'Create Booking' }).click();
  await page.waitForURL('**/LagoonPreview');
  await page.getByTestId('lagoon-preview').getByText(formatDate(date)).waitFor();
}

/** On /LagoonBookingSummary: Pay, then the card on the sandbox's page in the frame. */
async function payWith(page: Page, card: string, shot?: string): Promise<void> {
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const frame = gateway(page);
  await frame.getByText('Sandbox payment page').waitFor();
  await frame.getByTestId('sandbox-amount').getByText(PRICE).waitFor();
  await fillCard(frame, card);
  if (shot) await screenshot(page, shot);
  await frame.getByRole('button', { name: 'Pay', exact: true }).click();
}

test.describe('the lagoon', () => {
  test('a booking with a paid extra visitor (declined, then approved), its invite and history, a booking without visitors, offline lists and details', async () => {
    test.setTimeout(120_000);
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    afterThisTest(() => context.close());
    await signInThroughUi(page, RESIDENT.email, RESIDENT.password);
    await waitForServiceWorkerControl(page);
    const tomorrow = addDays(estateDate(), 1);

    // Home -> the Lagoon tile -> /lagoon (Book, Upcoming, Past).
    await page.getByRole('link', { name: /^Lagoon/ }).click();
    await page.waitForURL('**/lagoon?tab=book');
    await page.getByRole('heading', { name: 'Lagoon' }).waitFor();
    await screenshot(page, 'lagoon-01-book');

    // One extra visitor and a kayak, tomorrow 10:00-12:00.
    const visit: Visit = { visitors: 1, name: 'Ayanda Zulu', phone: '083 111 2222', kayaks: 1, start: '10:00', end: '12:00' };
    await fillLagoonForm(page, tomorrow, visit, 'lagoon-02-access');
    const preview = page.getByTestId('lagoon-preview');
    await preview.getByText('Ayanda Zulu (083 111 2222)').waitFor();
    await preview.getByText(`Cost: ${PRICE}`).waitFor();
    await preview.getByText('Kayak: 1').waitFor();
    await screenshot(page, 'lagoon-03-preview');

    // Confirm: the booking waits for the visitors' payment on the summary.
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/LagoonBookingSummary?id=*');
    const summary = page.getByTestId('lagoon-payment-summary');
    await summary.getByText(`1 x Visitor @ ${PRICE}`).waitFor();
    await summary.getByText(PRICE, { exact: true }).waitFor();
    await screenshot(page, 'lagoon-04-summary');

    // The declined card: the 3 s 'Payment Declined' alert, then the summary again; the server has cancelled the unpaid booking.
    await payWith(page, DECLINED_CARD, 'lagoon-05-card-declined');
    const declined = page.getByRole('dialog', { name: 'Payment Declined' });
    await declined.getByText('Declined', { exact: true }).waitFor();
    await screenshot(page, 'lagoon-06-declined');
    await declined.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByText(LAGOON_MESSAGES.paymentUnsuccessful).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Pay', exact: true }).count(), 0);
    await screenshot(page, 'lagoon-07-summary-after-decline');

    // Book again (the form comes back filled), Confirm, and pay with the approved card: Payment successful, then Upcoming.
    await page.getByRole('button', { name: 'Book again' }).click();
    await page.waitForURL(/\/LagoonAccess\/list\?unitNo=/);
    await page.getByTestId('lagoon-access-left').waitFor();
    assert.equal(await page.getByLabel('Visitor Name').inputValue(), 'Ayanda Zulu');
    assert.equal(await page.getByRole('group', { name: 'Kayak' }).locator('output').textContent(), '1');
    await screenshot(page, 'lagoon-07b-book-again');
    await page.getByRole('button', { name: 'Create Booking' }).click();
    await page.waitForURL('**/LagoonPreview');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/LagoonBookingSummary?id=*');
    const paidId = new URL(page.url()).searchParams.get('id') ?? '';
    await summary.getByText(`1 x Visitor @ ${PRICE}`).waitFor();
    await payWith(page, APPROVED_CARD);
    const paid = page.getByRole('dialog', { name: 'Payment successful' });
    await paid.getByText(`Your lagoon booking for ${formatDate(tomorrow)} is confirmed and your visitor invite has been sent.`).waitFor();
    await screenshot(page, 'lagoon-08-paid');
    await paid.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/lagoon?tab=upcoming');
    const rows = page.getByTestId('lagoon-booking');
    await rows.first().waitFor();
    // The cancelled one stays listed (upcoming by its date) with its status; the paid one is booked.
    assert.deepEqual((await rows.locator('.lagoon-status').allTextContents()).sort(), ['Booked', 'Canceled']);
    await screenshot(page, 'lagoon-09-upcoming');

    // Its details: Paid, and the visitor invite the payment sent, for the booking's window; it is among her visitors' upcoming invites.
    await rows.filter({ hasText: 'Booked' }).click();
    await page.waitForURL(`**/RequestedLagoonDetails?id=${paidId}`);
    const details = page.getByTestId('lagoon-details');
    const invite = `Ayanda Zulu · ${formatDate(tomorrow)}, 10:00 – 12:00`;
    await details.getByText('Paid', { exact: true }).waitFor();
    await details.getByText(invite).waitFor();
    await screenshot(page, 'lagoon-10-details');
    await page.getByRole('button', { name: 'Visitor invite' }).click();
    await page.waitForURL(/\/visitor\?/);
    await page.getByTestId('invite-card').filter({ hasText: 'Ayanda Zulu' }).waitFor();
    await screenshot(page, 'lagoon-10b-visitor-invites');

    // The payment history: both attempts, newest first; the approved one's page.
    await page.goto('/BookingHistory');
    const payments = page.getByTestId('lagoon-payment');
    await payments.nth(1).waitFor();
    assert.deepEqual(await payments.locator('.lagoon-amount').allTextContents(), [PRICE, PRICE]);
    assert.match((await payments.nth(0).textContent()) ?? '', /^LAGOON-.*Approved · \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(UTC\+02:00\)/);
    assert.match((await payments.nth(1).textContent()) ?? '', /Declined/);
    await screenshot(page, 'lagoon-11-history');
    await payments.nth(0).click();
    await page.waitForURL('**/PaymentsDetailScreen?id=*');
    const payment = page.getByTestId('lagoon-payment-detail');
    await payment.getByText('Ayanda Zulu', { exact: true }).waitFor();
    assert.match(
      (await payment.textContent()) ?? '',
      new RegExp(`Booking Date${formatDate(tomorrow)} 10:00 - 12:00Additional Visitors1.*Invited NameAyanda ZuluInvite${formatDate(tomorrow)}, 10:00 – 12:00`),
    );
    await screenshot(page, 'lagoon-12-payment');

    // Without visitors: requested at once, no payment.
    await page.goto('/lagoon?tab=book');
    await fillLagoonForm(page, tomorrow, { visitors: 0, start: '14:00', end: '15:00' });
    await page.getByRole('button', { name: 'Confirm' }).click();
    const requested = page.getByRole('dialog', { name: LAGOON_MESSAGES.requestedTitle });
    await requested.getByText(`Your lagoon booking for ${formatDate(tomorrow)} from 14:00 to 15:00 has been requested.`).waitFor();
    await screenshot(page, 'lagoon-13-requested');
    await requested.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/lagoon?tab=upcoming');
    await rows.nth(2).waitFor();
    const upcoming = await rows.allTextContents();

    // Offline after a reload: Upcoming, the paid booking's details and the history render from the device.
    await context.setOffline(true);
    await page.reload();
    await rows.nth(2).waitFor();
    assert.deepEqual(await rows.allTextContents(), upcoming);
    await screenshot(page, 'lagoon-14-upcoming-offline');
    await rows.filter({ hasText: 'Booked' }).filter({ hasText: '10:00 - 12:00' }).click();
    await details.getByText('Paid', { exact: true }).waitFor();
    await details.getByText(invite).waitFor();
    await screenshot(page, 'lagoon-15-details-offline');
    await page.goto('/BookingHistory');
    await payments.nth(1).waitFor();
    await screenshot(page, 'lagoon-16-history-offline');
  });
});
