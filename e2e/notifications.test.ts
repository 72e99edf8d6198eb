import { formatCents } from '../src/domain/cards';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { newContext, screenshot, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { test, useProduct } from './fixtures';

const product = useProduct();

type Api = { token: string; userId: string };

async function apiSignIn(email: string, password: string): Promise<Api> {
  const res = await fetch(`${product.server.url}/sdk/system/user/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userEmail: email, userPassword: password }),
  });
  const body = (await res.json()) as { details: Array<{ accessToken: string; user: { uid: string } }> };
  const d = body.details[0]!;
  return { token: d.accessToken, userId: d.user.uid };
}

/** The server's copy of the caller's notifications (through the real pull endpoint). */
async function serverNotifications(who: Api): Promise<Array<{ notificationId: string; title: string; status: string }>> {
  const res = await fetch(`${product.server.url}/sdk/sync/pull?cursor=0&limit=5000`, { headers: { authorization: `Bearer ${who.token}` } });
  const body = (await res.json()) as { changes: Array<{ table: string; op: string; data?: { notificationId: string; title: string; status: string } }> };
  return body.changes.filter((c) => c.table === 'notifications' && c.op === 'put' && c.data).map((c) => c.data!);
}

async function badge(page: Page): Promise<string | null> {
  const b = page.locator('.tabbar .badge');
  return (await b.count()) === 0 ? null : b.textContent();
}

async function waitForBadge(page: Page, text: string): Promise<void> {
  await page.waitForFunction((want) => document.querySelector('.tabbar .badge')?.textContent === want, text, { timeout: 15000 });
}

test.describe('notifications inbox', () => {
  test('categories with unread counts, the All list, mark read online and offline, routing by type, and the badge', async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await signInThroughUi(page, 'resident@example.com', 'Resident#2026');
    await waitForServiceWorkerControl(page);
    const resident = await apiSignIn('resident@example.com', 'Resident#2026');

    // Seed: 15 visible, 3 hidden; 9 visible ones unread.
    await waitForBadge(page, '9');
    await page.getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL('**/notifications');
    const allRow = page.getByRole('link', { name: /^All/ });
    await allRow.getByLabel('9 unread').waitFor();
    await page
      .getByRole('link', { name: /Estate Manager/ })
      .getByLabel('2 unread')
      .waitFor();
    await page
      .getByRole('link', { name: /Visitor Access/ })
      .getByLabel('2 unread')
      .waitFor();
    assert.equal(
      await page
        .getByRole('link', { name: /Developer/ })
        .locator('.count-badge')
        .count(),
      0,
    );
    await screenshot(page, 'notifications-categories');

    await allRow.click();
    await page.waitForURL('**/notifications/all');
    await page.getByRole('heading', { name: 'All Notification' }).waitFor();
    // The list renders from a live query after the heading: wait for it before reading it.
    await page.waitForFunction(() => document.querySelectorAll('.notification-title').length >= 15, undefined, { timeout: 15000 });
    const titles = await page.locator('.notification-title').allTextContents();
    assert.equal(titles.length, 15);
    // Newest first: the demo visitor at the gate (asked as the seed ran), then the water outage (20 minutes ago).
    assert.equal(titles[0], 'Visitor at the gate');
    assert.equal(titles[1], 'Water outage on Tuesday');
    assert.equal(titles.at(-1), 'Welcome to the estate app');
    for (const hidden of ['Old notice', 'Expired event', 'Deleted notice']) assert.ok(!titles.includes(hidden), hidden);
    await page.getByText('20 minutes ago').waitFor();
    await page.getByText('3 hours ago').first().waitFor();
    await page.getByText('yesterday').waitFor();
    await page.getByText('12 days ago').waitFor();
    await page
      .locator('.notification-time')
      .first()
      .getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
      .waitFor();
    const gate = page.getByRole('button', { name: 'Unread: Gate motor fault' });
    assert.equal(await gate.evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(236, 236, 236)');
    await screenshot(page, 'notifications-all');

    // Online: an alert has no page of its own; opening marks it READ here and on the server.
    await gate.click();
    await page.getByRole('button', { name: 'Gate motor fault', exact: true }).waitFor();
    assert.equal(
      await page.getByRole('button', { name: 'Gate motor fault', exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor),
      'rgb(255, 255, 255)',
    );
    await waitForBadge(page, '8');
    await assertEventually(async () => (await serverNotifications(resident)).find((n) => n.title === 'Gate motor fault')?.status === 'READ');

    // Offline: marked READ at once, pending, and reaches the server when back online.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Unread: Spring market' }).click();
    await page.getByRole('button', { name: 'Spring market', exact: true }).waitFor();
    const pending = page.locator('.notification-sync', { hasText: 'waiting to sync' });
    await pending.waitFor();
    await waitForBadge(page, '7');
    await screenshot(page, 'notifications-offline-read');
    assert.equal((await serverNotifications(resident)).find((n) => n.title === 'Spring market')?.status, 'SENT');
    // A reload while offline renders the inbox from the device, the change still pending.
    await page.reload();
    await page.getByText('No internet. Functionality limited and some data outdated.').waitFor();
    await pending.waitFor();
    assert.equal(await page.locator('.notification-title').count(), 15);
    await waitForBadge(page, '7');
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await pending.waitFor({ state: 'detached', timeout: 15000 });
    await assertEventually(async () => (await serverNotifications(resident)).find((n) => n.title === 'Spring market')?.status === 'READ');

    // Routing by type.
    await page.getByRole('button', { name: 'Unread: Levy payment received' }).click();
    await page.waitForURL(/\/notifications\/detail\/paymentdetail\?id=/);
    await page.getByText(formatCents(245_000)).waitFor();
    await page.getByText('LEV-000123').waitFor();
    await screenshot(page, 'notifications-payment-detail');
    await page.goBack();
    await page.getByRole('button', { name: /Welcome to the estate app/ }).click();
    await page.waitForURL(/\/notification\?id=/);
    await page.getByRole('heading', { name: 'Messages' }).waitFor();
    await page.getByRole('link', { name: 'Open link' }).waitFor();
    await page.goBack();
    await page.getByRole('button', { name: /Water outage on Tuesday/ }).click();
    await page.waitForURL(/\/DynamicIFrame\?/);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('url'), 'https://example.com/notices/water-outage');
    assert.equal(url.searchParams.get('heading'), 'Notifications');
    await page.goBack();
    await page.getByRole('button', { name: 'Water outage on Tuesday', exact: true }).waitFor();
    await waitForBadge(page, '4');

    await page.getByRole('button', { name: /Snag 1042 updated/ }).click();
    await page.waitForURL(/\/notifications\/detail\/snagDetail\?/);
    assert.equal(new URL(page.url()).searchParams.get('caseNumber'), '1042');
    await page.getByText('Case number').waitFor();
    await page.goBack();
    await page.getByRole('button', { name: /Visitor arrived/ }).click();
    await page.waitForURL(/\/notifications\/detail\/visitorDetail\?id=/);
    await page.getByText('Your visitor John Smith entered at the main gate.').waitFor();
    await page.goBack();
    // The demo visitor at the gate is a real request: its page answers it (Approve, Deny), no raw action text.
    await page.getByRole('button', { name: /Visitor at the gate/ }).click();
    await page.waitForURL(/\/notifications\/detail\/accessAlert\?/);
    const alert = new URL(page.url()).searchParams;
    assert.equal(alert.get('approvalUID'), 'demoAccessRequest1');
    await page.getByTestId('access-request-answer').getByText('Lerato Dlamini').waitFor();
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    await page.getByRole('button', { name: 'Deny' }).waitFor();
    assert.equal(await page.getByText('Action', { exact: true }).count(), 0);
    await page.goBack();
    await waitForBadge(page, '2');
    // /notificationsScreen is the estate's newsletters (spec 3), not the inbox.
    await page.goto('/notificationsScreen');
    await page.getByRole('heading', { name: 'Newsletters' }).waitFor();
    await page.getByText('Willow Creek News: Summer Edition').waitFor();

    // A category list and an empty category.
    await page.goto('/notifications/developer');
    await page.getByRole('heading', { name: 'From "Developer"' }).waitFor();
    await page.getByText('Phase 3 show house open', { exact: true }).waitFor();
    await page.goto('/notifications/made-up');
    await page.getByText('No Notifications found.').waitFor();
    await screenshot(page, 'notifications-empty');
    await context.close();
  });

  test("a manager's notification appears live in the resident's open inbox and on the badge", async () => {
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await signInThroughUi(page, 'neighbour@example.com', 'Neighbour#2026');
    const neighbour = await apiSignIn('neighbour@example.com', 'Neighbour#2026');
    await waitForBadge(page, '1');
    await page.goto('/notifications/estate%20manager');
    await page.getByRole('heading', { name: 'From "Estate Manager"' }).waitFor();
    await page.getByText('Welcome, neighbour').waitFor();
    await waitForBadge(page, '1');

    const manager = await apiSignIn('manager@example.com', 'Manager#2026');
    const sent = await fetch(`${product.server.url}/sdk/notifications/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${manager.token}` },
      body: JSON.stringify({ estateId: 91, userId: neighbour.userId, title: 'Pool closed today', description: 'The pool is closed for cleaning until 16:00.' }),
    });
    assert.equal(sent.status, 201);
    // No reload: the SSE poke makes the app pull, and the live queries render it.
    await page.getByRole('button', { name: 'Unread: Pool closed today' }).waitFor({ timeout: 10000 });
    await waitForBadge(page, '2');
    assert.equal(await page.locator('.notification-title').first().textContent(), 'Pool closed today');
    await screenshot(page, 'notifications-live');
    assert.equal(await badge(page), '2');
    await context.close();
  });
});

async function assertEventually(check: () => Promise<boolean>, timeoutMs = 10000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  assert.fail('condition not met in time');
}
