import assert from 'node:assert/strict';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { API } from '../src/contract/api-paths';
import type { BookingRequestArgs } from '../src/contract/bookings';
import { BOOKING_MESSAGES } from '../src/i18n/en/bookings';
import { format } from '../src/i18n/format';
import { addDays, estateDate } from '../src/domain/estate-time';
import { formatDate } from '../src/domain/locale-format';
import { DEMO_BOOKINGS } from '../server/seed/demo-bookings';
import { demoAccount } from '../server/seed/demo-accounts';
import { newContext, screenshot, SHOTS, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { test, expect, afterThisTest, useProduct } from './fixtures';

/**
 * Facility bookings in Chromium: the demo resident goes Facilities -> Make new booking!
 * -> Tennis Court and, OFFLINE, books a slot in the Schedule Booking dialog (date, start, end,
 * Book), is told it is saved on the device and returns home, and requests a second slot the same
 * way; both show on the Requested tab as waiting to send. Meanwhile the neighbour takes the second
 * slot from their phone; back online, the first shows as requested by the server and the second
 * as failed with the server's message (never as a booking) until dismissed. The demo estate manager
 * approves the first in the manager console; the resident sees it on the Upcoming tab as Booked,
 * opens the notification of the decision, and cancels her other requested booking (the demo's)
 * with the spec's reason; offline, after a reload, the tabs still render from the device.
 * STATIC_DIR serves a build of this checkout (default ./dist); screenshots land in e2e-output/.
 */
const RESIDENT = demoAccount('owner');
const MANAGER = demoAccount('estateManager');
const DAY = addDays(estateDate(), 2);

const product = useProduct();

const shot = screenshot;

/** The neighbour's phone, online: signs in and pushes one `bookings.request` (the server's answer must be ok). */
async function pushAsNeighbour(args: BookingRequestArgs): Promise<void> {
  const who = demoAccount('resident');
  const signedIn = await fetch(`${product.server.url}${API.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userEmail: who.email, userPassword: who.password }),
  });
  assert.equal(signedIn.status, 200);
  const token = ((await signedIn.json()) as { details: { accessToken: string }[] }).details[0]?.accessToken ?? '';
  const pushed = await fetch(`${product.server.url}${API.syncPush}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ clientId: crypto.randomUUID(), mutations: [{ id: 1, name: 'bookings.request', args }] }),
  });
  assert.deepEqual(((await pushed.json()) as { results: unknown }).results, [{ id: 1, ok: true }]);
}

/** The card of a booking on the open /bookings tab, by its date and times. */
const card = (page: Page, date: string, start: string, end: string) =>
  page.getByTestId('booking-card').filter({ hasText: `${formatDate(date)} · ${start} - ${end}` });

test.describe('facility bookings', () => {
  test('a booking requested offline is synced, approved in the manager console and shown as booked; another is cancelled', async () => {
    test.setTimeout(120_000);
    const residentCtx = await newContext(product.browser, product.server.url);
    const managerCtx = await newContext(product.browser, product.server.url);
    afterThisTest(() => Promise.all([residentCtx.close(), managerCtx.close()]));
    const resident = await residentCtx.newPage();
    const manager = await managerCtx.newPage();
    await Promise.all([signInThroughUi(resident, RESIDENT.email, RESIDENT.password), signInThroughUi(manager, MANAGER.email, MANAGER.password)]);
    await waitForServiceWorkerControl(resident);

    // Home -> Facilities: the demo's requested booking is there; Make new booking! -> the facilities.
    await resident.getByRole('link', { name: /^Facilities/ }).click();
    await resident.waitForURL('**/bookings**');
    await resident.getByRole('heading', { name: 'Bookings' }).waitFor();
    const demoRequested = card(resident, addDays(estateDate(), 3), '17:00', '18:00');
    await demoRequested.waitFor();
    await shot(resident, 'bookings-01-requested-tab');

    // Offline from here: the facilities, the dialog's availability and the request come from the device.
    await residentCtx.setOffline(true);
    await resident.getByRole('button', { name: 'Make new booking!' }).click();
    await resident.waitForURL('**/MakeBooking');
    await resident.getByRole('heading', { name: 'Facilities' }).waitFor();
    // The heading shows before the cards (read from the device): wait for the list, not its first frame.
    await expect(resident.getByTestId('facility-card').locator('strong')).toHaveText(['Function Hall', 'Tennis Court']);
    await shot(resident, 'bookings-02-make-booking');
    await resident.getByTestId('facility-card').filter({ hasText: 'Tennis Court' }).click();
    await resident.waitForURL(`**/BookingFacility?serviceId=${DEMO_BOOKINGS.tennis.service}`);
    await resident.getByTestId('booking-resource').getByText('Opening hours: 06:00 - 20:00').waitFor();
    await shot(resident, 'bookings-03-facility');

    await resident.getByRole('button', { name: 'Schedule Booking: Tennis Court 1' }).click();
    const dialog = resident.getByRole('dialog', { name: 'Schedule Booking' });
    await dialog.getByLabel('Date').fill(DAY);
    // The end appears once a start is chosen; Book once an end is chosen.
    assert.equal(await dialog.getByLabel('End Time').count(), 0);
    assert.equal(await dialog.getByRole('button', { name: 'Book' }).count(), 0);
    await dialog.getByLabel('Start Time').selectOption('10:00');
    assert.deepEqual((await dialog.getByLabel('End Time').locator('option:not([disabled])').allTextContents()).slice(0, 2), ['10:30', '11:00']);
    await dialog.getByLabel('End Time').selectOption('11:00');
    await shot(resident, 'bookings-04-schedule-dialog');
    await dialog.getByRole('button', { name: 'Book' }).click();
    await resident
      .getByRole('status')
      .getByText(`${BOOKING_MESSAGES.requested}. It is saved on this device and will be sent when you are back online.`)
      .waitFor();
    await shot(resident, 'bookings-05-requested-offline');
    await resident.waitForURL('**/home', { timeout: 10_000 });

    // Still offline: a second request, 12:00-13:00 the same day.
    await resident.getByRole('link', { name: /^Facilities/ }).click();
    await resident.getByRole('button', { name: 'Make new booking!' }).click();
    await resident.getByTestId('facility-card').filter({ hasText: 'Tennis Court' }).click();
    await resident.getByRole('button', { name: 'Schedule Booking: Tennis Court 1' }).click();
    await dialog.getByLabel('Date').fill(DAY);
    // Her own waiting 10:00-11:00 is taken on this device already, from the moment the starts show (never the last date's slots meanwhile).
    const halfPastTen = dialog.getByLabel('Start Time').locator('option', { hasText: '10:30' });
    assert.equal(await halfPastTen.count(), 0);
    await dialog.getByLabel('Start Time').locator('option', { hasText: '12:00' }).waitFor({ state: 'attached' });
    assert.equal(await halfPastTen.count(), 0);
    await dialog.getByLabel('Start Time').selectOption('12:00');
    await dialog.getByLabel('End Time').selectOption('13:00');
    await dialog.getByRole('button', { name: 'Book' }).click();
    await resident.waitForURL('**/home', { timeout: 10_000 });

    // On the Requested tab, both waiting to send.
    await resident.getByRole('link', { name: /^Facilities/ }).click();
    const mine = card(resident, DAY, '10:00', '11:00');
    const lost = card(resident, DAY, '12:00', '13:00');
    await mine.getByText('Requested (waiting to send)').waitFor();
    await lost.getByText('Requested (waiting to send)').waitFor();
    assert.equal(await mine.getAttribute('data-waiting'), 'yes');
    await shot(resident, 'bookings-06-waiting-offline');

    // Meanwhile the neighbour, online, books 12:30-13:30 that day from their phone.
    await pushAsNeighbour({
      id: `nb${Date.now().toString(36)}xxxxxxxx`,
      estateId: 91,
      serviceId: DEMO_BOOKINGS.tennis.service,
      resourceId: DEMO_BOOKINGS.tennis.resource,
      date: DAY,
      start: '12:30',
      end: '13:30',
      unitNo: '14',
    });

    // Online: the first is sent and confirmed as requested; the second is refused with the server's message, shown failed, never as a booking.
    await residentCtx.setOffline(false);
    await resident
      .locator(`[data-testid="booking-card"][data-waiting="no"][data-status="REQUESTED"]`)
      .filter({ hasText: `${formatDate(DAY)} · 10:00 - 11:00` })
      .waitFor({ timeout: 20_000 });
    await mine.getByText('Requested', { exact: true }).waitFor();
    const failed = resident.getByTestId('booking-failed');
    await failed
      .getByText(format(BOOKING_MESSAGES.slotTaken, { facility: 'Tennis Court 1', date: DAY, start: '12:00', end: '13:00' }))
      .waitFor({ timeout: 20_000 });
    await failed.getByText('Failed: Booking failed').waitFor();
    await lost.waitFor({ state: 'detached' });
    await shot(resident, 'bookings-07-requested-online-and-refused');
    await failed.getByRole('button', { name: 'Dismiss' }).click();
    await failed.waitFor({ state: 'detached' });

    // The estate manager approves it in the console.
    await manager.goto('/manager/bookings');
    const request = manager.getByTestId('manager-booking').filter({ hasText: `${formatDate(DAY)} · 10:00 - 11:00` });
    await request.waitFor({ timeout: 20_000 });
    await request.getByText('Customer: Thandi Mokoena · Unit 12').waitFor();
    await manager.getByTestId('manager-booking-requests').screenshot({ path: path.join(SHOTS, 'bookings-08-manager-requests.png') });
    await request.getByRole('button', { name: /^Approve/ }).click();
    const approve = manager.getByRole('dialog', { name: 'Approve booking' });
    await approve.getByText('The resident is notified of the decision.').waitFor();
    await approve.getByRole('button', { name: 'Approve' }).click();
    await manager.getByText('The booking is approved.').waitFor();
    await request.waitFor({ state: 'detached', timeout: 20_000 });
    await manager.getByTestId('manager-booking-requests').screenshot({ path: path.join(SHOTS, 'bookings-09-manager-approved.png') });

    // The resident's device follows: Upcoming, Booked (green).
    await resident.getByRole('tab', { name: 'Upcoming' }).click();
    const booked = resident.locator('[data-testid="booking-card"][data-status="BOOKED"]').filter({ hasText: `${formatDate(DAY)} · 10:00 - 11:00` });
    await booked.waitFor({ timeout: 30_000 });
    await booked.getByText('Booked', { exact: true }).waitFor();
    await shot(resident, 'bookings-10-upcoming-booked');

    // The decision's notification opens its page with the booking's state.
    await resident.goto('/notifications/all');
    await resident
      .getByRole('button', { name: /Booking confirmed/ })
      .first()
      .click();
    await resident.waitForURL(/\/notifications\/detail\/bookingDetail\?id=/);
    const note = resident.getByTestId('booking-notification');
    await note.waitFor();
    assert.equal(await note.getAttribute('data-status'), 'BOOKED');
    await note.getByText(formatDate(DAY)).waitFor();
    await shot(resident, 'bookings-11-notification');

    // She cancels her other (requested) booking: confirmed, CANCELED with the spec's reason.
    await resident.goto('/bookings?tab=requested');
    await demoRequested.click();
    await resident.waitForURL(`**/RequestedBookingDetails?id=${DEMO_BOOKINGS.requestedBooking}`);
    const detail = resident.getByTestId('booking-detail');
    await detail.getByText('Tennis Court 1').waitFor();
    // A facility booking: the first variant (no visitors, a lagoon's).
    assert.equal(await detail.getAttribute('data-variant'), '1');
    assert.equal(await detail.getByText('Visitors').count(), 0);
    await shot(resident, 'bookings-12-detail');
    // Reschedule offers the same pickers, starting from the booking's date; closed unchanged here.
    await resident.getByRole('button', { name: 'Reschedule' }).click();
    const moving = resident.getByRole('dialog', { name: 'Reschedule Booking' });
    assert.equal(await moving.getByLabel('Date').inputValue(), addDays(estateDate(), 3));
    await moving.getByLabel('Start Time').waitFor();
    await shot(resident, 'bookings-12b-reschedule-dialog');
    await moving.getByRole('button', { name: 'Cancel' }).click();
    await moving.waitFor({ state: 'detached' });
    await resident.getByRole('button', { name: 'Cancel Booking' }).click();
    const confirm = resident.getByRole('dialog', { name: 'Cancel Booking' });
    await confirm.getByText('Are you sure you want to cancel this booking?').waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await resident.getByRole('dialog', { name: BOOKING_MESSAGES.cancelledTitle }).getByText(BOOKING_MESSAGES.cancelled).waitFor();
    await shot(resident, 'bookings-13-cancelled');
    await resident.waitForURL('**/home', { timeout: 10_000 });
    await resident.goto('/bookings?tab=upcoming');
    const cancelled = resident.locator('[data-testid="booking-card"][data-status="CANCELED"]').filter({ hasText: BOOKING_MESSAGES.cancelReason });
    await cancelled.waitFor();
    assert.equal(await cancelled.getAttribute('data-waiting'), 'no');
    await resident.getByRole('tab', { name: 'Requested' }).click();
    await resident.getByText('No requested bookings!').waitFor();
    await shot(resident, 'bookings-14-after-cancel');

    // Offline, after a reload: the tabs render from the device.
    await residentCtx.setOffline(true);
    await resident.goto('/bookings?tab=upcoming');
    await booked.waitFor();
    await cancelled.waitFor();
    await resident.getByRole('tab', { name: 'Past' }).click();
    await resident
      .locator('[data-testid="booking-card"][data-status="BOOKED"]')
      .filter({ hasText: `${formatDate(addDays(estateDate(), -7))} · 09:00 - 10:00` })
      .waitFor();
    await shot(resident, 'bookings-15-past-offline');
  });
});
