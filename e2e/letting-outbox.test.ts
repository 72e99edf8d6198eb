import assert from 'node:assert/strict';
import { chromium, type Browser, type Page } from 'playwright-core';
import { API } from '../src/contract/api-paths';
import type { LettingGuest, RegularVisitor } from '../src/contract/invites';
import { hashPassword } from '../server/auth/passwords';
import { openDb } from '../server/db/database';
import { insertUserWithRoles } from '../server/seed/demo-users';
import { assembleHooks, modules } from '../server/modules';
import { insertRegularVisitor, NOT_ONBOARDED } from '../server/modules/letting/letting.repository';
import { publishVisitor } from '../server/modules/letting/regular-visitors.service';
import { DEMO_PEOPLE_CONFIG } from '../server/seed/demo-people-config';
import { writeTransaction } from '../server/sync/change-log';
import { CHROMIUM, CHROMIUM_ARGS, newContext, screenshot, signInThroughUi, waitForServiceWorkerControl, type RunningServer } from './harness';
import { test } from './fixtures';

/**
 * The gate with no signal (issue 32): a resident whose unit 35 at Willow Creek lets out adds a
 * letting guest with the phone offline; the guest shows at once as waiting, survives a reload
 * offline, and lands on the server exactly once when the signal returns (as does a letter
 * invited offline, shown in the list's upcoming mode meanwhile). Then they approve a
 * regular visitor who onboarded, offline: the visitor shows as registered and waiting, and the
 * approval lands once back online.
 */
const MBALI = { email: 'mbali@example.com', password: 'Mbali#2026', firstName: 'Mbali', lastName: 'Ndlovu', mobile: '0825550177' };
const UNIT = '35';
const MANAGER = { email: 'manager@example.com', password: 'Manager#2026' };
const VISITOR_ID = 'rvoutboxe2e0000000000001';

let server: RunningServer;
let browser: Browser;
let residentToken = '';
let residentId = '';

async function apiToken(email: string, password: string): Promise<{ token: string; userId: string }> {
  const res = await fetch(`${server.url}${API.signIn}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userEmail: email, userPassword: password }),
  });
  const details = ((await res.json()) as { details: { accessToken: string; user: { uid: string } }[] }).details[0];
  return { token: details?.accessToken ?? '', userId: details?.user.uid ?? '' };
}

/** The unit's rows as the server has them (the spec's GET calls, as the resident). */
async function serverList<T>(path: string): Promise<T[]> {
  const query = new URLSearchParams({ uid: residentId, estateID: '91', unitNo: UNIT }).toString();
  const res = await fetch(`${server.url}${path}?${query}`, { headers: { Authorization: `Bearer ${residentToken}` } });
  assert.equal(res.status, 200, await res.clone().text());
  return ((await res.json()) as { details: T[] }).details;
}

test.beforeAll(async ({ productServers }, testInfo) => {
  server = await productServers.forFile(testInfo.file, {});
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: 60_000 });
  // A new resident holding unit 35, and a regular visitor of it who onboarded and waits for them.
  const { db } = openDb({ dataDir: server.dataDir });
  try {
    await writeTransaction(db, async (trx) => {
      await insertUserWithRoles(trx, assembleHooks(modules), {
        ...MBALI,
        passwordHash: await hashPassword(MBALI.password),
        defaultEstateId: 91,
        userType: 'resident',
        roles: [{ estateId: 91, role: 'resident', unitNo: UNIT, accessControl: true }],
      });
    });
  } finally {
    await db.destroy();
  }
  const signedIn = await apiToken(MBALI.email, MBALI.password);
  residentToken = signedIn.token;
  residentId = signedIn.userId;
  const { db: db2 } = openDb({ dataDir: server.dataDir });
  try {
    await writeTransaction(db2, async (trx) => {
      const row = await insertRegularVisitor(trx, {
        id: VISITOR_ID,
        estate_id: 91,
        unit_no: UNIT,
        owner_id: residentId,
        display_name: 'Kagiso Molefe',
        first_name: 'Kagiso',
        last_name: 'Molefe',
        phone: '0835550991',
        email: 'kagiso@example.com',
        ...NOT_ONBOARDED,
        zone_ids: '5',
        status: 'PENDING',
        created_at: Date.now(),
        onboarded_at: Date.now(),
        ended_at: null,
        purged_at: null,
        visitor_user_id: '',
        decided_at: null,
      });
      await publishVisitor(trx, row);
    });
  } finally {
    await db2.destroy();
  }
  // The estate manager keeps the demo people configuration and makes unit 35 a letting unit with two guest places.
  const { token } = await apiToken(MANAGER.email, MANAGER.password);
  const put = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  assert.equal((await put(`${API.peopleConfig}?estateID=91`, DEMO_PEOPLE_CONFIG[91])).status, 200);
  const limits = await put(`${API.unitLimits}?estateID=91`, {
    unitNo: UNIT,
    standNo: UNIT,
    isLettingUnit: true,
    noOfAssociatesPerUnit: 5,
    allowedVisitors: 10,
    maxGuests: 2,
  });
  assert.equal(limits.status, 200, await limits.text());
});

test.afterAll(async () => {
  await browser?.close();
});

let resident: Page;

test.describe('letting and regular visitors at the gate with no signal', () => {
  test('a letting guest added offline shows waiting, survives a reload, and lands exactly once', async () => {
    test.setTimeout(90_000);
    const context = await newContext(browser, server.url);
    resident = await context.newPage();
    await signInThroughUi(resident, MBALI.email, MBALI.password);
    await resident.goto(`/letterAllVisitors?unitNo=${UNIT}`);
    await resident.getByText('Guests: 0/2').waitFor({ timeout: 20_000 });
    await waitForServiceWorkerControl(resident);

    // One bar at the gate: no signal at all.
    await context.setOffline(true);
    await resident.getByTestId('add-guest').click();
    await resident.waitForURL('**/addLetterGuest**');
    await resident.getByLabel('Relationship').selectOption({ label: 'Owner - Minor Child (Under 16)' });
    await resident.getByLabel('First Name', { exact: true }).fill('Thabo');
    await resident.getByLabel('Surname', { exact: true }).fill('Ndlovu');
    await resident.getByRole('switch', { name: 'Property owner is the parent or guardian' }).check();
    await resident.getByRole('checkbox', { name: /I accept the Terms & Conditions/ }).check();
    await resident.getByRole('button', { name: 'Main Gate' }).click();
    await resident.getByRole('button', { name: 'Add Guest' }).click();
    const thanks = resident.getByRole('dialog', { name: 'Thank you' });
    await thanks.getByText('You have no signal right now.', { exact: false }).waitFor({ timeout: 20_000 });
    await screenshot(resident, 'letting-guest-queued-offline');
    await thanks.getByRole('button', { name: 'View Guests' }).click();
    await resident.waitForURL('**/letterAllVisitors**');
    const card = resident.locator('[data-testid="guest-card"]', { hasText: 'Thabo Ndlovu' });
    await card.getByTestId('guest-waiting').waitFor({ timeout: 20_000 });
    await resident.getByText('Guests: 1/2').waitFor();
    await screenshot(resident, 'letting-guest-waiting');

    // A reload with no signal: the guest is still there, still waiting; the server has none.
    await resident.reload();
    await card.getByTestId('guest-waiting').waitFor({ timeout: 20_000 });
    assert.deepEqual(await serverList<LettingGuest>(API.lettingGuests), []);

    // Still offline: a short-term letter invited for later today waits too, in the upcoming mode of the letting list.
    await resident.goto(`/inviteLettingUser?unitNo=${UNIT}`);
    await resident.getByLabel('Name').fill('Nomsa Khumalo');
    await resident.getByLabel('Phone Number').fill('0835550457');
    await resident.getByLabel('Email').fill('nomsa@example.com');
    await resident.getByRole('button', { name: 'Main Gate' }).click();
    await resident.getByRole('button', { name: 'Confirm Details' }).click();
    await resident.waitForURL('**/previewLettingUser');
    await resident.getByRole('button', { name: 'Invite' }).click();
    await resident.getByRole('dialog', { name: 'Saved on this device' }).getByRole('button', { name: 'DONE' }).click();
    await resident.waitForURL('**/visitorOnboard**');
    await resident.goto(`/manageLettingUsers?unitNo=${UNIT}&tab=upcoming`);
    const letter = resident.locator('[data-testid="letter-card"]', { hasText: 'Nomsa Khumalo' });
    await letter.getByTestId('letter-waiting').waitFor({ timeout: 20_000 });
    await screenshot(resident, 'letting-upcoming-offline');
    await resident.goto(`/letterAllVisitors?unitNo=${UNIT}`);

    // The signal returns: the guest lands, once, and the badge goes.
    await context.setOffline(false);
    await card.waitFor({ timeout: 20_000 });
    await card.getByTestId('guest-waiting').waitFor({ state: 'detached', timeout: 30_000 });
    const landed = await serverList<LettingGuest>(API.lettingGuests);
    assert.deepEqual(
      landed.map((g) => `${g.firstName} ${g.lastName}`),
      ['Thabo Ndlovu'],
    );
    // Another sync later sends nothing more.
    await resident.reload();
    await card.waitFor({ timeout: 20_000 });
    assert.equal((await serverList<LettingGuest>(API.lettingGuests)).length, 1);

    // The letter landed once too, and shows in the upcoming mode without the badge.
    await resident.goto(`/manageLettingUsers?unitNo=${UNIT}&tab=upcoming`);
    await letter.waitFor({ timeout: 20_000 });
    await letter.getByTestId('letter-waiting').waitFor({ state: 'detached', timeout: 30_000 });
    assert.deepEqual(
      (await serverList<{ displayName: string }>(API.letters)).map((l) => l.displayName),
      ['Nomsa Khumalo'],
    );
  });

  test('a regular visitor approved offline shows registered and waiting, and the approval lands once back online', async () => {
    test.setTimeout(90_000);
    const context = resident.context();
    await resident.goto(`/visitorOnboard?unitNo=${UNIT}&tab=pending`);
    const pending = resident.locator('[data-testid="regular-visitor-card"][data-status="PENDING"]', { hasText: 'Kagiso Molefe' });
    await pending.waitFor({ timeout: 20_000 });
    await context.setOffline(true);
    await pending.click();
    await resident.waitForURL('**/pendingVisitor**');
    await resident.getByRole('button', { name: 'Approve' }).click();
    await resident.getByRole('dialog', { name: 'Visitor at the gate' }).getByRole('button', { name: 'Approve' }).click();
    await resident.getByText('The visitor has been approved.').waitFor({ timeout: 20_000 });
    await resident.waitForURL('**/visitorOnboard**', { timeout: 20_000 });
    await resident.goto(`/visitorOnboard?unitNo=${UNIT}&tab=registered`);
    const registered = resident.locator('[data-testid="regular-visitor-card"][data-status="APPROVED"]', { hasText: 'Kagiso Molefe' });
    await registered.getByTestId('visitor-waiting').waitFor({ timeout: 20_000 });
    await screenshot(resident, 'regular-visitor-approved-offline');
    const before = await serverList<RegularVisitor>(API.regularVisitors);
    assert.equal(before.find((v) => v.id === VISITOR_ID)?.status, 'PENDING');

    await context.setOffline(false);
    await registered.getByTestId('visitor-waiting').waitFor({ state: 'detached', timeout: 30_000 });
    const after = await serverList<RegularVisitor>(API.regularVisitors);
    assert.deepEqual(
      after.map((v) => [v.id, v.status]),
      [[VISITOR_ID, 'APPROVED']],
    );
    await context.close();
  });
});
