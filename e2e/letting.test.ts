import assert from 'node:assert/strict';
import { chromium, type Browser, type Page } from 'playwright-core';
import { API } from '../src/contract/api-paths';
import { LETTING_MESSAGES, REGULAR_VISITOR_MESSAGES } from '../src/i18n/en/invites';
import { hashPassword } from '../server/auth/passwords';
import { openDb } from '../server/db/database';
import { insertUserWithRoles } from '../server/seed/demo-users';
import { assembleHooks, modules } from '../server/modules';
import { DEMO_PEOPLE_CONFIG } from '../server/seed/demo-people-config';
import { writeTransaction } from '../server/sync/change-log';
import { formatDate } from '../src/domain/locale-format';
import { CHROMIUM, CHROMIUM_ARGS, newContext, readMailbox, screenshot, signInThroughUi, waitForServiceWorkerControl, type RunningServer } from './harness';
import { test } from './fixtures';
import { chooseDocumentType } from './residents';

/**
 * Short-term letting and regular visitors in Chromium with a fake camera. A new resident whose
 * unit 33 at Willow Creek lets out (one guest allowed) adds a letting guest (a minor: the
 * checks' first dialog, the owner-is-guardian switch, the terms), reaches the maximum, asks for
 * more; the estate manager approves it in the manager console and the resident adds one more.
 * Then the resident invites a regular visitor, who opens the e-mailed join link in a fresh
 * browser, signs up (the link kept through it), onboards (document and face from the camera),
 * and the resident approves them.
 */
const AYANDA = { email: 'ayanda@example.com', password: 'Ayanda#2026', firstName: 'Ayanda', lastName: 'Zulu', mobile: '0825550133' };
const UNIT = '33';
const MANAGER = { email: 'manager@example.com', password: 'Manager#2026' };

let server: RunningServer;
let browser: Browser;

async function apiToken(email: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}${API.signIn}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userEmail: email, userPassword: password }),
  });
  return ((await res.json()) as { details: { accessToken: string }[] }).details[0]?.accessToken ?? '';
}

test.beforeAll(async ({ productServers }, testInfo) => {
  server = await productServers.forFile(testInfo.file, {});
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    timeout: 60_000,
  });
  // A new resident of Willow Creek holding unit 33, made through the seed's own code (every row published).
  const { db } = openDb({ dataDir: server.dataDir });
  try {
    await writeTransaction(db, async (trx) =>
      insertUserWithRoles(trx, assembleHooks(modules), {
        ...AYANDA,
        passwordHash: await hashPassword(AYANDA.password),
        defaultEstateId: 91,
        userType: 'resident',
        roles: [{ estateId: 91, role: 'resident', unitNo: UNIT, accessControl: true }],
      }),
    );
  } finally {
    await db.destroy();
  }
  // The estate manager keeps the demo people configuration and makes unit 33 a letting unit with one guest place.
  const token = await apiToken(MANAGER.email, MANAGER.password);
  const put = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  const config = await put(`${API.peopleConfig}?estateID=91`, DEMO_PEOPLE_CONFIG[91]);
  assert.equal(config.status, 200, await config.text());
  const limits = await put(`${API.unitLimits}?estateID=91`, {
    unitNo: UNIT,
    standNo: UNIT,
    isLettingUnit: true,
    noOfAssociatesPerUnit: 5,
    allowedVisitors: 10,
    maxGuests: 1,
  });
  assert.equal(limits.status, 200, await limits.text());
});

test.afterAll(async () => {
  await browser?.close();
});

let resident: Page;

/** Adds a minor guest on /addLetterGuest: names, the owner as guardian, the terms, the Main Gate zone. */
async function addMinorGuest(page: Page, firstName: string): Promise<void> {
  await page.waitForURL('**/addLetterGuest**');
  await page.getByLabel('Relationship').selectOption({ label: 'Owner - Minor Child (Under 16)' });
  await page.getByLabel('First Name', { exact: true }).fill(firstName);
  await page.getByLabel('Surname', { exact: true }).fill('Zulu');
  await page.getByRole('switch', { name: 'Property owner is the parent or guardian' }).check();
  assert.equal(await page.getByLabel('Parent / Guardian Mobile Number').inputValue(), AYANDA.mobile);
  await page.getByRole('checkbox', { name: /I accept the Terms & Conditions/ }).check();
  await page.getByRole('button', { name: 'Main Gate' }).click();
  await page.getByRole('button', { name: 'Add Guest' }).click();
  await page.getByRole('dialog', { name: 'Thank you' }).waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'View Guests' }).click();
  await page.waitForURL('**/letterAllVisitors**');
  await page.locator('[data-testid="guest-card"]', { hasText: `${firstName} Zulu` }).waitFor({ timeout: 20_000 });
}

test.describe('short-term letting and regular visitors', () => {
  test('a letting guest added, the maximum reached, more guests requested and approved in the manager console, one more added', async () => {
    test.setTimeout(90_000);
    const context = await newContext(browser, server.url);
    resident = await context.newPage();
    await signInThroughUi(resident, AYANDA.email, AYANDA.password);

    // Home -> Short Term Letting: the letting unit picker, then the unit's guests.
    await resident.getByRole('link', { name: /Short Term Letting/ }).click();
    await resident.waitForURL('**/letterSelectUnitVisitorAccess');
    await resident.locator('[data-testid="stand-tile"]').first().click();
    await resident.waitForURL('**/letterAllVisitors**');
    await resident.getByText('Guests: 0/1').waitFor({ timeout: 20_000 });
    await resident.getByText('A total of 1 guests are allowed to be linked to your stand.').waitFor();

    // The form: relationship first; Add Guest with nothing else chosen names the first check (a zone).
    await resident.getByTestId('add-guest').click();
    await resident.waitForURL('**/addLetterGuest**');
    assert.equal(await resident.getByLabel('First Name', { exact: true }).count(), 0, 'the fields appear once a relationship is chosen');
    await resident.getByLabel('Relationship').selectOption({ label: 'Owner - Minor Child (Under 16)' });
    await resident.getByRole('button', { name: 'Add Guest' }).click();
    const zoneDialog = resident.getByRole('dialog', { name: 'Access Zone Required' });
    await zoneDialog.getByText(LETTING_MESSAGES.zoneRequired).waitFor();
    await zoneDialog.getByRole('button', { name: 'OK' }).click();
    await addMinorGuest(resident, 'Lindiwe');
    await resident.getByText('Guests: 1/1').waitFor({ timeout: 20_000 });
    await screenshot(resident, 'letting-guests-full');

    // At the maximum Add New Profile asks for more instead.
    await resident.getByTestId('add-guest').click();
    await resident.getByRole('dialog', { name: 'Guest limit reached' }).getByRole('button', { name: 'Request more guests' }).click();
    await resident.getByText(LETTING_MESSAGES.requestSent).waitFor({ timeout: 20_000 });

    // The estate manager approves it in the console's requests.
    const managerContext = await newContext(browser, server.url);
    const manager = await managerContext.newPage();
    await signInThroughUi(manager, MANAGER.email, MANAGER.password);
    await manager.goto('/manager/requests');
    const request = manager.locator(`[data-testid="manager-request"][data-kind="moreGuests"][data-status="PENDING"]`, { hasText: `Unit ${UNIT}` });
    await request.waitFor({ timeout: 20_000 });
    await request.getByRole('button', { name: /^Approve/ }).click();
    await manager.getByRole('dialog', { name: 'Approve request' }).getByRole('button', { name: 'Approve' }).click();
    await manager.locator(`[data-testid="manager-request"][data-kind="moreGuests"][data-status="APPROVED"]`).waitFor({ timeout: 20_000 });
    await managerContext.close();

    // The resident's list follows live: one more place, and the form opens for one more guest.
    await resident.getByText('Guests: 1/2').waitFor({ timeout: 20_000 });
    await resident.getByTestId('add-guest').click();
    await addMinorGuest(resident, 'Sizwe');
    await resident.getByText('Guests: 2/2').waitFor({ timeout: 20_000 });
    await screenshot(resident, 'letting-guests-after-approval');

    // A short-term letter invited from the Guests screen, pending in the letters list; their dates changed.
    await resident.getByRole('button', { name: 'Invite a Short Term Letter' }).click();
    await resident.waitForURL('**/inviteLettingUser**');
    await resident.getByLabel('Name').fill('Nandi Mthembu');
    await resident.getByLabel('Phone Number').fill('0835550456');
    await resident.getByLabel('Email').fill('nandi@example.com');
    await resident.getByRole('button', { name: 'Main Gate' }).click();
    await resident.getByRole('button', { name: 'Confirm Details' }).click();
    await resident.waitForURL('**/previewLettingUser');
    await resident.getByRole('button', { name: 'Invite' }).click();
    await resident.getByRole('dialog', { name: 'Success' }).getByRole('button', { name: 'DONE' }).click();
    await resident.waitForURL('**/visitorOnboard**');
    await resident.goto(`/manageLettingUsers?unitNo=${UNIT}&tab=pending`);
    await resident.locator('[data-testid="letter-card"]', { hasText: 'Nandi Mthembu' }).click();
    await resident.waitForURL('**/pendingLetterDetails**');
    await resident.getByRole('button', { name: 'Change Dates' }).click();
    const dates = resident.getByRole('dialog', { name: 'Change Dates' });
    const start = await dates.getByLabel('Start Date').inputValue();
    const later = new Date(Date.parse(`${start}T12:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    await dates.getByLabel('End Date').fill(later);
    await dates.getByRole('button', { name: 'Confirm' }).click();
    await resident.getByText('Your visitor has been successfully updated!').waitFor({ timeout: 20_000 });
    await resident.waitForURL('**/visitorOnboard**', { timeout: 20_000 });
    await resident.goto(`/manageLettingUsers?unitNo=${UNIT}&tab=pending`);
    await resident.locator('[data-testid="letter-card"]', { hasText: formatDate(later) }).waitFor({ timeout: 20_000 });

    // Offline, after a reload: the guests, a guest's details and the letters render from the device.
    await waitForServiceWorkerControl(resident);
    await context.setOffline(true);
    await resident.goto(`/letterAllVisitors?unitNo=${UNIT}`);
    await resident.getByText('Guests: 2/2').waitFor({ timeout: 20_000 });
    await resident.locator('[data-testid="guest-card"]', { hasText: 'Sizwe Zulu' }).click();
    await resident.waitForURL('**/guestDetails**');
    await resident.getByText('Sizwe', { exact: false }).first().waitFor({ timeout: 20_000 });
    await resident.goto(`/manageLettingUsers?unitNo=${UNIT}&tab=pending`);
    await resident.locator('[data-testid="letter-card"]', { hasText: 'Nandi Mthembu' }).waitFor({ timeout: 20_000 });
    await screenshot(resident, 'letting-letters-offline');
    await context.setOffline(false);
  });

  test('a regular visitor joins through the e-mailed link, onboards, and the resident approves', async () => {
    test.setTimeout(90_000);
    const visitorEmail = `bongani.${Date.now()}@example.com`;
    // Home -> Regular Visitors: the unit's (only) list, then the add form and its confirm screen.
    await resident.goto('/home');
    await resident.getByRole('link', { name: /Regular Visitors/ }).click();
    await resident.waitForURL('**/visitorOnboard**');
    await resident.getByRole('button', { name: 'Add Regular Visitor' }).click();
    await resident.getByLabel('Name').fill('Bongani Khumalo');
    await resident.getByLabel('Phone Number').fill('(083) 555-0123');
    await resident.getByLabel('Email').fill(visitorEmail);
    await resident.getByRole('button', { name: 'Main Gate' }).click();
    await resident.getByRole('button', { name: 'Confirm Details' }).click();
    await resident.waitForURL('**/regularVisitorConfirm');
    await resident.getByText('0835550123').waitFor();
    await resident.getByRole('button', { name: 'Invite' }).click();
    const sent = resident.getByRole('dialog', { name: 'Success' });
    await sent.getByText('Visitor code successfully sent.').waitFor({ timeout: 20_000 });
    await sent.getByRole('button', { name: 'Close' }).click();
    await resident.waitForURL('**/visitorOnboard**');

    // The join link from the stored mailbox, opened in a fresh browser.
    const mail = (await readMailbox(server, visitorEmail)).find((m) => /\/join\//.test(m.text));
    const link = /\/join\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    assert.ok(link, 'the invitation e-mail carries a join link');
    const visitorContext = await newContext(browser, server.url);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/join/${link}`);
    await visitor.getByText('Ayanda Zulu invited Bongani Khumalo to Willow Creek Estate as a regular visitor.').waitFor({ timeout: 20_000 });
    await visitor.getByRole('button', { name: 'Sign Up' }).click();

    // Sign-up starts from the invitation (name, e-mail, estate); the link waits meanwhile.
    await visitor.waitForURL('**/Signup');
    await visitor.waitForFunction((email) => (document.querySelector('input[type="email"]') as HTMLInputElement | null)?.value === email, visitorEmail);
    assert.equal(await visitor.getByLabel('First Name').inputValue(), 'Bongani');
    await visitor.getByLabel('Mobile').fill('0835550123');
    // The least-privileged user type comes from the link, so the Regular Visitor role outranks it.
    assert.equal(await visitor.getByLabel('User Type').inputValue(), 'visitor');
    await visitor.getByLabel('Password', { exact: true }).fill('Bongani#2026');
    await visitor.getByLabel('Re-type Password').fill('Bongani#2026');
    await visitor.getByRole('checkbox').check();
    await visitor.getByRole('button', { name: 'Sign Up' }).click();

    // Signed in, back at the link: Accept, then the access onboarding form.
    await visitor.waitForURL(`**/join/${link}`, { timeout: 20_000 });
    await visitor.getByRole('button', { name: 'Accept Invitation' }).click();
    await visitor.waitForURL('**/visitorenrolment**');
    await visitor.getByRole('heading', { name: 'Access onboarding' }).waitFor();
    await visitor.getByRole('button', { name: 'Complete Onboarding' }).click();
    await visitor.getByRole('dialog', { name: 'Access onboarding' }).getByText(REGULAR_VISITOR_MESSAGES.saId).waitFor();
    await visitor.getByRole('dialog', { name: 'Access onboarding' }).getByRole('button', { name: 'OK' }).click();
    await visitor.getByLabel('SA ID Number').fill('8001015009087');
    await chooseDocumentType(visitor, 'Green Bar-coded ID Book');
    // The document from the fake camera (no barcode in it: kept as it is), then the face.
    await visitor.getByRole('button', { name: 'Capture', exact: true }).click();
    await visitor.getByRole('button', { name: 'Capture', exact: true }).click();
    await visitor.getByRole('button', { name: 'Continue' }).click({ timeout: 20_000 });
    // The face through the onboarding screens (spec 2: regularVisitorFlow), then back to the form as it was.
    await visitor.getByRole('button', { name: 'Take a picture of your face' }).click();
    await visitor.waitForURL('**/accessonboarding?**flow=regularVisitor**');
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await visitor.waitForURL('**/onboardingwizardinfo**');
    await visitor.getByRole('button', { name: 'Next' }).click();
    await visitor.waitForURL('**/onboardingwizard?**');
    while (!visitor.url().includes('onboardingwizardcomplete')) {
      await visitor.getByRole('button', { name: /^(Continue|Next|Done)$/ }).click();
      await visitor.waitForTimeout(150);
    }
    await visitor.getByRole('button', { name: 'Next' }).click();
    await visitor.waitForURL('**/facialRecognition?**');
    await visitor.getByRole('button', { name: 'Capture', exact: true }).click();
    await visitor.waitForURL('**/visitorenrolment?**');
    await visitor.getByText('Face captured').waitFor();
    assert.equal(await visitor.getByLabel('SA ID Number').inputValue(), '8001015009087');
    await visitor.getByRole('button', { name: 'Complete Onboarding' }).click();
    await visitor.getByText(REGULAR_VISITOR_MESSAGES.onboardingDone).waitFor({ timeout: 20_000 });
    await visitor.waitForURL('**/home', { timeout: 20_000 });
    // Their current role is the Regular Visitor role the link gave (it outranks the sign-up's Visitor).
    await visitor.getByText('Regular Visitor - Willow Creek Estate').waitFor({ timeout: 20_000 });
    await screenshot(visitor, 'regular-visitor-onboarded');
    // Their own access screen lists upcoming invites (none yet).
    await visitor.goto('/regularVisitorAccess');
    await visitor.getByText('No Upcoming Invites').waitFor({ timeout: 20_000 });

    // The resident sees them pending (live) and approves them.
    await resident.goto(`/visitorOnboard?unitNo=${UNIT}&tab=pending`);
    const pending = resident.locator('[data-testid="regular-visitor-card"][data-status="PENDING"]', { hasText: 'Bongani Khumalo' });
    await pending.waitFor({ timeout: 20_000 });
    await pending.click();
    await resident.waitForURL('**/pendingVisitor**');
    await resident.getByRole('button', { name: 'Approve' }).click();
    await resident.getByRole('dialog', { name: 'Visitor at the gate' }).getByRole('button', { name: 'Approve' }).click();
    await resident.getByText('The visitor has been approved.').waitFor({ timeout: 20_000 });
    await resident.waitForURL('**/visitorOnboard**', { timeout: 20_000 });
    const registered = resident.locator('[data-testid="regular-visitor-card"][data-status="APPROVED"]', { hasText: 'Bongani Khumalo' });
    await registered.waitFor({ timeout: 20_000 });
    await screenshot(resident, 'regular-visitor-approved');

    // An invite for the registered visitor (invites.create with their id): the share options once the pass is issued.
    await registered.click();
    await resident.waitForURL('**/verifiedVisitor**');
    await resident.getByRole('button', { name: 'Invite' }).click();
    await resident.waitForURL('**/sendVisitorInvite**');
    await resident.getByRole('button', { name: 'Confirm Details' }).click();
    await resident.waitForURL('**/visitorOnboardPreview');
    await resident.getByRole('button', { name: 'Invite' }).click();
    await resident.getByTestId('share-options').getByRole('link', { name: 'Share on WhatsApp' }).waitFor({ timeout: 20_000 });
    await screenshot(resident, 'regular-visitor-invite-shared');

    // Offline, after a reload: the registered visitor and their details render from the device.
    await resident.context().setOffline(true);
    await resident.goto(`/visitorOnboard?unitNo=${UNIT}`);
    await registered.click({ timeout: 20_000 });
    await resident.waitForURL('**/verifiedVisitor**');
    await resident.getByText('Bongani Khumalo').first().waitFor({ timeout: 20_000 });
    await screenshot(resident, 'regular-visitor-offline');
    await resident.context().setOffline(false);

    // The visitor's upcoming invites list it, with an Access button to its pass page.
    await visitor.reload();
    const upcoming = visitor.getByTestId('upcoming-invite');
    await upcoming.waitFor({ timeout: 20_000 });
    await upcoming.getByText('Active').waitFor();
    await upcoming.getByRole('button', { name: 'Access' }).click();
    await visitor.waitForURL('**/visit/**');
    await visitorContext.close();
  });
});
