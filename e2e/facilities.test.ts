import { formatCents } from '../src/domain/cards';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BOOKING_MESSAGES } from '../src/i18n/en/bookings';
import { addDays, estateDate } from '../src/domain/estate-time';
import { formatDate } from '../src/domain/locale-format';
import { demoAccount } from '../server/seed/demo-accounts';
import { openConsoleSection } from './console';
import { newContext, screenshot, SHOTS, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { test, afterThisTest, useProduct } from './fixtures';

/**
 * Facilities the estate manager creates (issue 25 item 4) and the bookings calendar (item 6), in
 * Chromium: the demo estate manager adds 'Padel Court' in the console's Facilities (a photo, the
 * same hours every day, 60-minute slots, R75 a booking, the manager approves); the demo resident
 * finds it under Facilities -> Make new booking!, sees its price and rules and books a slot; the
 * manager's Calendar shows the booking in its week with the unit and status (offline too), and the
 * Lagoon settings show the seeded lagoon. Screenshots of the form and the calendar at 1366x800 and
 * 390x844 land in e2e-output/.
 */
const RESIDENT = demoAccount('owner');
const MANAGER = demoAccount('estateManager');
const DAY = addDays(estateDate(), 2);

const product = useProduct();

/** A 32x32 PNG (red), a real picture the console redraws before it uploads it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAKklEQVR4nGM4YaNBU8QwasGoBaMWjFowasGoBaMWjFowasGoBaMWDBULADahsD3faps9AAAAAElFTkSuQmCC',
  'base64',
);

const openBookingsConsole = (page: Page) => openConsoleSection(page, 'bookings', 'manager-facilities');

async function shotsAt(page: Page, name: string, target: () => ReturnType<Page['getByTestId']>): Promise<void> {
  for (const [width, height] of [
    [1366, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await target().scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}x${height}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}

test.describe('facilities', () => {
  test('the manager creates a facility; the resident finds and books it; the manager’s calendar shows the booking', async () => {
    test.setTimeout(420_000);
    fs.mkdirSync(SHOTS, { recursive: true });
    const managerCtx = await newContext(product.browser, product.server.url);
    const residentCtx = await newContext(product.browser, product.server.url);
    afterThisTest(() => Promise.all([managerCtx.close(), residentCtx.close()]));
    const manager = await managerCtx.newPage();
    const resident = await residentCtx.newPage();
    await manager.setViewportSize({ width: 1366, height: 800 });
    await Promise.all([signInThroughUi(manager, MANAGER.email, MANAGER.password), signInThroughUi(resident, RESIDENT.email, RESIDENT.password)]);

    // The manager: Facilities lists the seeded ones; Add facility opens the form.
    await openBookingsConsole(manager);
    const table = manager.getByTestId('facility-table');
    await table.getByText('Tennis Court', { exact: true }).waitFor();
    await manager.getByTestId('facility-add').click();
    const form = manager.getByTestId('facility-form');
    await form.getByRole('heading', { name: 'New facility' }).waitFor();

    // A bad input first: the contract's message, nothing sent.
    await form.getByRole('button', { name: 'Save facility' }).click();
    await form.getByTestId('facility-form-error').getByText('Please enter the facility name.').waitFor();

    await form.getByLabel('Name', { exact: true }).fill('Padel Court');
    await form.getByLabel('Location (optional)').fill('Sports Centre');
    await form.getByLabel('Description').fill('Two glass-walled padel courts with floodlights.');
    await form.getByLabel('Rules').fill('Non-marking shoes only. Two to four players.');
    await form.getByTestId('facility-photo-upload').locator('input[type=file]').setInputFiles({ name: 'padel.png', mimeType: 'image/png', buffer: PNG });
    await form.locator('.facility-photo-list li').first().waitFor({ timeout: 20_000 });
    // The same hours every open day: 07:00-21:00, every day of the week.
    await form.getByLabel('Opens', { exact: true }).fill('07:00');
    await form.getByLabel('Closes', { exact: true }).fill('21:00');
    await form.getByLabel('Saturday').check();
    await form.getByLabel('Sunday').check();
    await form.getByLabel('Slot length').selectOption('60');
    await form.getByLabel('Bookings at the same time (per resource)').fill('1');
    await form.getByLabel('Approval').selectOption('manager');
    await form.getByLabel('Price per booking (R, 0 = free)').fill('75');
    await form.getByLabel('Resource 1').fill('Court 1');
    await shotsAt(manager, 'facilities-01-form', () => form);
    await form.getByRole('button', { name: 'Save facility' }).click();
    await manager.getByTestId('facility-result').getByText('Padel Court is created. Residents see it on their next sync.').waitFor();
    const row = table.locator('tr').filter({ hasText: 'Padel Court' });
    await row.waitFor({ timeout: 20_000 });
    await row.getByText(formatCents(7_500)).waitFor();
    await row.getByText('Manager approves').waitFor();
    await manager.getByTestId('manager-facilities').screenshot({ path: path.join(SHOTS, 'facilities-02-table.png') });

    // The resident finds it under Facilities and books a slot.
    await waitForServiceWorkerControl(resident);
    await resident.getByRole('link', { name: /^Facilities/ }).click();
    await resident.waitForURL('**/bookings**');
    await resident.getByRole('button', { name: 'Make new booking!' }).click();
    await resident.waitForURL('**/MakeBooking');
    const card = resident.getByTestId('facility-card').filter({ hasText: 'Padel Court' });
    await card.waitFor({ timeout: 30_000 });
    await card.click();
    await resident.waitForURL('**/BookingFacility?serviceId=*');
    const head = resident.getByTestId('facility-head');
    await head.getByText(`Price per booking: ${formatCents(7_500)}`).waitFor();
    await head.getByText('Non-marking shoes only. Two to four players.').waitFor();
    await resident.getByTestId('booking-resource').getByText('Opening hours: 07:00 - 21:00').waitFor();
    await screenshot(resident, 'facilities-03-resident-facility');
    await resident.getByRole('button', { name: 'Schedule Booking: Court 1' }).click();
    const dialog = resident.getByRole('dialog', { name: 'Schedule Booking' });
    await dialog.getByLabel('Date').fill(DAY);
    await dialog.getByLabel('Start Time').selectOption('10:00');
    assert.deepEqual((await dialog.getByLabel('End Time').locator('option:not([disabled])').allTextContents()).slice(0, 2), ['11:00', '12:00']);
    await dialog.getByLabel('End Time').selectOption('11:00');
    await dialog.getByRole('button', { name: 'Book' }).click();
    await resident.getByRole('status').getByText(BOOKING_MESSAGES.requested).first().waitFor();
    await resident.waitForURL('**/home', { timeout: 10_000 });
    await resident.getByRole('link', { name: /^Facilities/ }).click();
    const booked = resident
      .locator('[data-testid="booking-card"][data-waiting="no"][data-status="REQUESTED"]')
      .filter({ hasText: `${formatDate(DAY)} · 10:00 - 11:00` });
    await booked.waitFor({ timeout: 30_000 });

    // The manager's calendar: Padel Court's week with the booking (unit 12, Requested), today marked.
    const calendar = manager.getByTestId('facility-calendar');
    await calendar.getByLabel('Facility').selectOption({ label: 'Padel Court' });
    const grid = calendar.locator('table.facility-calendar-grid');
    // This week first: today's column is marked.
    await grid.locator(`th[aria-current="date"][data-date="${estateDate()}"]`).waitFor();
    if ((await grid.locator(`th[data-date="${DAY}"]`).count()) === 0) await calendar.getByTestId('calendar-next').click();
    const booking = calendar.locator(`td[data-date="${DAY}"][data-time="10:00"]`).getByTestId('calendar-booking');
    await booking.waitFor({ timeout: 30_000 });
    await booking.getByText('12', { exact: true }).waitFor();
    await booking.getByText('Requested').waitFor();
    // Exactly one booking of the facility reached the server (the manager's device holds it once).
    assert.equal(await calendar.getByTestId('calendar-booking').count(), 1);
    await shotsAt(manager, 'facilities-04-calendar', () => calendar);

    // Offline, the calendar still moves between weeks from the device.
    await managerCtx.setOffline(true);
    await calendar.getByTestId('calendar-previous').click();
    await calendar.getByTestId('calendar-next').click();
    await booking.waitFor();
    await managerCtx.setOffline(false);

    // The lagoon's settings read from the device (the seeded lagoon: access, kayaks, paddle boards).
    const lagoon = manager.getByTestId('lagoon-form');
    await lagoon.getByLabel('Service 2', { exact: true }).waitFor();
    assert.equal(await lagoon.getByLabel('Service 2', { exact: true }).inputValue(), 'Kayak');
    await lagoon.scrollIntoViewIfNeeded();
    await lagoon.screenshot({ path: path.join(SHOTS, 'facilities-05-lagoon-settings.png') });
  });
});
