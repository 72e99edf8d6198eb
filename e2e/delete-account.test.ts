import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, readMailbox, screenshot, signInThroughUi, startServer, type RunningServer } from './harness';
import { test } from './fixtures';

let server: RunningServer;
let expiring: RunningServer;
let browser: Browser;

test.beforeAll(async ({ productServers }, testInfo) => {
  // A second server whose delete codes live 3 seconds (DELETE_CODE_TTL_S, tests only).
  [server, expiring] = await Promise.all([productServers.forFile(testInfo.file, {}), startServer({ DELETE_CODE_TTL_S: '3' })]);
  browser = await launchBrowser();
});

test.afterAll(async () => {
  await browser?.close();
  await expiring?.stop();
});

let n = 0;
async function signUp(on: RunningServer): Promise<{ email: string; password: string }> {
  n += 1;
  const email = `leaver${n}.${Date.now()}@example.com`;
  const password = 'Leaver#2026';
  const res = await fetch(`${on.url}/sdk/system/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstname: 'Lebo',
      lastname: 'Ver',
      mobile: '0831234567',
      estateName: 'Willow Creek Estate',
      estateId: 91,
      email,
      password,
      userType: 'resident',
      acceptedPrivacyPolicy: true,
    }),
  });
  assert.equal(res.status, 201);
  return { email, password };
}

async function latestCode(on: RunningServer, email: string, previous?: string): Promise<string> {
  const deadline = Date.now() + 10000;
  while (Date.now() < deadline) {
    const [mail] = await readMailbox(on, email);
    const code = mail?.subject === 'Your account deletion code' ? mail.text.match(/\b(\d{6})\b/)?.[1] : undefined;
    if (code && code !== previous) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no code in the mailbox');
}

async function openDeleteFlow(page: Page, password: string, tryWrongPassword = false): Promise<void> {
  await page.goto('/PersonalInformation');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const warning = page.getByRole('dialog', { name: 'Delete Account' });
  await warning.getByText('This cannot be undone.', { exact: false }).waitFor();
  assert.equal(await warning.getByRole('button', { name: 'Confirm' }).isDisabled(), true);
  if (tryWrongPassword) {
    await warning.getByLabel('Password').fill('not-my-password');
    await warning.getByRole('button', { name: 'Confirm' }).click();
    await warning.getByText('Password does not match email provided.').waitFor();
    await screenshot(page, 'delete-account-wrong-password');
  }
  await warning.getByLabel('Password').fill(password);
  await screenshot(page, 'delete-account-warning');
  await warning.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('dialog', { name: 'Enter OTP' }).waitFor();
}

/** Rows left in the device's database (raw IndexedDB, as the app stores them). */
async function localRows(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('estate');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const idb = open.result;
          const names = ['session', 'users', 'contacts'].filter((name) => idb.objectStoreNames.contains(name));
          const out: Record<string, number> = { session: 0, users: 0, contacts: 0 };
          if (names.length === 0) return resolve(out);
          const tx = idb.transaction(names, 'readonly');
          for (const name of names) {
            const req = tx.objectStore(name).count();
            req.onsuccess = () => {
              out[name] = req.result;
            };
          }
          tx.oncomplete = () => {
            idb.close();
            resolve(out);
          };
        };
      }),
  );
}

const box = (page: Page, i: number) => page.getByLabel(`Digit ${i} of 6`);

test.describe('delete account', () => {
  test('a wrong code keeps the entry; the right code from the mailbox deletes the account on every device', async () => {
    const user = await signUp(server);
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signInThroughUi(page, user.email, user.password);
    // A second device signed in as the same user.
    const other = await newContext(browser, server.url);
    const otherPage = await other.newPage();
    await signInThroughUi(otherPage, user.email, user.password);

    await openDeleteFlow(page, user.password, true);
    await screenshot(page, 'delete-account-code');
    const code = await latestCode(server, user.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    // Digits only, auto-advance, backspace on an empty box moves back.
    await box(page, 1).focus();
    await page.keyboard.type('1a2');
    assert.equal(await box(page, 1).inputValue(), '1');
    assert.equal(await box(page, 2).inputValue(), '2');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Digit 3 of 6');
    await page.keyboard.press('Backspace');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Digit 2 of 6');
    await page.keyboard.press('Backspace');
    assert.equal(await box(page, 2).inputValue(), '');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    assert.equal(await box(page, 1).inputValue(), '');

    await box(page, 1).focus();
    await page.keyboard.type(wrong);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('OTP is incorrect, please try again.').waitFor();
    await page.getByRole('dialog', { name: 'Enter OTP' }).waitFor();
    for (let i = 1; i <= 6; i++) assert.equal(await box(page, i).inputValue(), '');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Digit 1 of 6');
    await screenshot(page, 'delete-account-incorrect');

    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL('**/login', { timeout: 15000 });
    assert.deepEqual(await localRows(page), { session: 0, users: 0, contacts: 0 });

    // The other device is signed out without a reload (poke, refused session, local sign-out).
    await otherPage.waitForURL('**/login', { timeout: 20000 });
    assert.deepEqual(await localRows(otherPage), { session: 0, users: 0, contacts: 0 });

    // The deleted user can no longer sign in.
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog').getByText('The e-mail address or password is incorrect.').waitFor();
    await screenshot(page, 'delete-account-signin-refused');
    await context.close();
    await other.close();
  });

  test('an expired code says so, closes the entry and keeps the account', async () => {
    const user = await signUp(expiring);
    const context = await newContext(browser, expiring.url);
    const page = await context.newPage();
    await signInThroughUi(page, user.email, user.password);
    await openDeleteFlow(page, user.password);
    const code = await latestCode(expiring, user.email);
    await new Promise((r) => setTimeout(r, 3500));
    await box(page, 1).focus();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const result = page.getByRole('dialog', { name: 'Delete Account' });
    await result.getByText('OTP has expired and is no longer valid. Request new OTP.').waitFor();
    assert.equal(await page.getByRole('dialog', { name: 'Enter OTP' }).count(), 0);
    await screenshot(page, 'delete-account-expired');
    await result.getByRole('button', { name: 'Ok' }).click();
    assert.match(page.url(), /\/PersonalInformation$/);
    // Still signed in, and the account still signs in.
    const res = await fetch(`${expiring.url}/sdk/system/user/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userEmail: user.email, userPassword: user.password }),
    });
    assert.equal(res.status, 200);
    await context.close();
  });
});
