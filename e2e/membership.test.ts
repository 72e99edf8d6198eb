import assert from 'node:assert/strict';
import { API } from '../src/contract/api-paths';
import { addDays, estateDate } from '../src/domain/estate-time';
import { DEMO_BOOKINGS } from '../server/seed/demo-bookings';
import { demoAccount } from '../server/seed/demo-accounts';
import { openConsoleSection } from './console';
import { createConsolePin, readyConsoleOffline, qrScreenshot, readPayload, typePin, verifyOnGuard, waitForGuardKeys } from './gate-helpers';
import { newContext, readMailbox, screenshot, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { afterThisTest, test, useProduct } from './fixtures';

/**
 * Membership you can trust (issue 26), as the people at Willow Creek would meet it: a stranger
 * signs up claiming unit 12 as its owner and gets no owner tiles, and a booking of theirs is
 * refused; after verifying the address their request waits in the estate manager's console. The
 * manager approves them as the tenant of unit 15 and their tiles appear; the tenant's code opens
 * the gate at an offline guard console. The manager moves them out; once the console has synced
 * and is offline again, the code the tenant's (offline) phone still draws is DENY.
 */
const product = useProduct();
const MANAGER = demoAccount('estateManager');
const GUARD = demoAccount('guard');
const STRANGER = { first: 'Sipho', last: 'Ndlovu', email: 'sipho.ndlovu@example.com', password: 'Sipho#2026' };

async function apiToken(email: string, password: string): Promise<string> {
  const res = await fetch(`${product.server.url}${API.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userEmail: email, userPassword: password }),
  });
  assert.equal(res.status, 200);
  return ((await res.json()) as { details: { accessToken: string }[] }).details[0]?.accessToken ?? '';
}

/** Pushes one mutation as `token` and answers the server's result for it. */
async function pushOne(token: string, name: string, args: unknown): Promise<{ ok: boolean; error?: string }> {
  const res = await fetch(`${product.server.url}${API.syncPush}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ clientId: crypto.randomUUID(), mutations: [{ id: 1, name, args }] }),
  });
  const result = ((await res.json()) as { results: { ok: boolean; error?: string }[] }).results[0];
  assert.ok(result);
  return result;
}

test.describe('membership: a request, an approval into a unit, a move-out at the gate', () => {
  test('a stranger claiming unit 12 as owner gets nothing until the manager approves them as tenant of 15; moved out, their code is DENY offline', async () => {
    test.setTimeout(240_000);
    const strangerCtx = await newContext(product.browser, product.server.url);
    const managerCtx = await newContext(product.browser, product.server.url);
    const guardCtx = await newContext(product.browser, product.server.url);
    afterThisTest(() => Promise.all([strangerCtx.close(), managerCtx.close(), guardCtx.close()]));
    const phone = await strangerCtx.newPage();
    const manager = await managerCtx.newPage();
    const guard = await guardCtx.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await manager.setViewportSize({ width: 1366, height: 900 });

    // Sign-up at Willow Creek, claiming unit 12 as its owner.
    await phone.goto('/Signup');
    await phone.getByLabel('First Name').fill(STRANGER.first);
    await phone.getByLabel('Last Name').fill(STRANGER.last);
    await phone.getByLabel('Mobile').fill('0821234567');
    await phone.getByLabel('E-mail').fill(STRANGER.email);
    await phone.getByLabel('Estate').selectOption({ label: 'Willow Creek Estate' });
    await phone.getByLabel('User Type').selectOption({ label: 'Owner' });
    await phone.getByLabel('Unit number').fill('12');
    await phone.getByLabel('Password', { exact: true }).fill(STRANGER.password);
    await phone.getByLabel('Re-type Password').fill(STRANGER.password);
    await phone.getByRole('checkbox').check();
    await phone.getByRole('button', { name: 'Sign Up' }).click();
    await phone.waitForURL('**/home');
    await waitForServiceWorkerControl(phone);

    // No owner tiles: the no-role home, the banner to verify the address.
    const banner = phone.getByTestId('verify-email-banner');
    await banner.getByRole('heading', { name: 'Verify your e-mail address' }).waitFor();
    await phone.getByText('Your request to join Willow Creek Estate reaches the estate manager once your e-mail address is verified.').waitFor();
    await phone.getByText('Unit you named: 12').waitFor();
    assert.equal(await phone.getByText('Owner - Willow Creek Estate').count(), 0);
    await screenshot(phone, 'membership-01-signed-up-390');

    // A booking in their name is refused by the server.
    const strangerToken = await apiToken(STRANGER.email, STRANGER.password);
    const booking = await pushOne(strangerToken, 'bookings.request', {
      id: `mb${Date.now().toString(36)}xxxxxxxx`,
      estateId: 91,
      serviceId: DEMO_BOOKINGS.tennis.service,
      resourceId: DEMO_BOOKINGS.tennis.resource,
      date: addDays(estateDate(), 2),
      start: '09:00',
      end: '10:00',
      unitNo: '12',
    });
    assert.equal(booking.ok, false, 'a stranger cannot book as the owner of unit 12');

    // The mail's link: opened where nobody is signed in it only asks to sign in first (a link verifies
    // its own account only); opened on the phone, signed in, it verifies the address. The request now
    // waits for the estate manager.
    const mail = (await readMailbox(product.server, STRANGER.email)).find((m) => m.subject === 'Verify your e-mail address');
    const link = /\/verify-email\?token=[A-Za-z0-9_%-]+/.exec(mail?.text ?? '')?.[0];
    assert.ok(link, 'the verification mail carries the link');
    const elsewhere = await managerCtx.newPage();
    await elsewhere.goto(link);
    await elsewhere.getByText('Sign in with the account you signed up with, then open the link in the e-mail again.', { exact: false }).waitFor();
    await elsewhere.close();
    await phone.goto(link);
    await phone.getByText('Your e-mail address is verified.', { exact: true }).waitFor();
    await screenshot(phone, 'membership-02-link-verified-390');
    await phone.getByRole('link', { name: 'Go to Home' }).click();
    await phone.getByText('Your request to join Willow Creek Estate is waiting for the estate manager').waitFor();
    await screenshot(phone, 'membership-03-waiting-390');

    // The manager's console: the request with what the person claimed; approved as tenant of unit 15
    // (a unit the manager has just added: the demo estate starts with units 12 and 14).
    const managerToken = await apiToken(MANAGER.email, MANAGER.password);
    const added = await fetch(`${product.server.url}/sdk/units?estateId=91`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${managerToken}` },
      body: JSON.stringify({
        unitNo: '15',
        block: '',
        unitType: '',
        standNo: '',
        isLettingUnit: false,
        noOfAssociatesPerUnit: 5,
        allowedVisitors: 10,
        maxGuests: 0,
      }),
    });
    assert.equal(added.status, 200, await added.text());
    await signInThroughUi(manager, MANAGER.email, MANAGER.password);
    await openConsoleSection(manager, 'requests', 'membership-requests');
    const request = manager.getByTestId('membership-request').filter({ hasText: STRANGER.email });
    await request.getByText(`${STRANGER.first} ${STRANGER.last}`).waitFor();
    await request.getByText('12', { exact: true }).waitFor();
    await screenshot(manager, 'membership-04-console-request-1366');
    await request.getByRole('button', { name: `Approve: ${STRANGER.first} ${STRANGER.last}` }).click();
    const dialog = manager.getByRole('dialog');
    await dialog.getByLabel('Role').selectOption({ label: 'Tenant' });
    await dialog.getByLabel('Unit').selectOption('15');
    await screenshot(manager, 'membership-05-approve-1366');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await request.waitFor({ state: 'detached', timeout: 30_000 });

    // The tenant's tiles appear on the phone's next pull; they make their PIN and see their code.
    await phone.getByText('Tenant - Willow Creek Estate').waitFor({ timeout: 30_000 });
    await screenshot(phone, 'membership-05-tenant-home-390');
    await phone.goto('/access');
    await phone.getByText('Create your PIN').waitFor();
    await typePin(phone, '1357');
    await typePin(phone, '1357');
    const first = await readPayload(phone);

    // The guard's console syncs the estate, then works offline.
    await signInThroughUi(guard, GUARD.email, GUARD.password);
    await createConsolePin(guard);
    await waitForGuardKeys(guard);
    await readyConsoleOffline(guard);
    await guardCtx.setOffline(true);
    assert.deepEqual(await verifyOnGuard(guard, await qrScreenshot(phone)), { decision: 'ALLOW', reason: 'ok' });

    // The tenant's phone loses signal; the manager moves them out in the console's members table.
    await strangerCtx.setOffline(true);
    await openConsoleSection(manager, 'people', 'manager-members-table');
    const members = manager.locator('section.manager-members');
    await members.getByRole('searchbox', { name: 'Search name, e-mail or unit' }).fill(STRANGER.email);
    await members.getByRole('button', { name: `Move out: ${STRANGER.first} ${STRANGER.last}` }).click();
    const moveOut = manager.getByRole('dialog');
    await moveOut.getByText('their gate code stops working', { exact: false }).waitFor();
    await screenshot(manager, 'membership-06-move-out-1366');
    await moveOut.getByRole('button', { name: 'Confirm' }).click();
    await manager.getByText('Saved. The lists update when the change syncs.').waitFor();

    // The guard's console syncs once (the revocation list moves on), then is offline again.
    const seqBefore = Number(await guard.getByTestId('guard-list').getAttribute('data-seq'));
    await guardCtx.setOffline(false);
    await guard.waitForFunction((seq) => Number(document.querySelector('[data-testid="guard-list"]')?.getAttribute('data-seq')) > seq, seqBefore, {
      timeout: 30_000,
    });
    await guardCtx.setOffline(true);

    // The phone, still offline, draws a new code: the console refuses it.
    await readPayload(phone, first);
    const verdict = await verifyOnGuard(guard, await qrScreenshot(phone));
    assert.equal(verdict.decision, 'DENY');
    await screenshot(guard, 'membership-07-guard-deny');
  });
});
