import assert from 'node:assert/strict';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { AUTH_MESSAGES } from '../src/i18n/en/auth';
import { deleteAccountEntries } from '../src/i18n/en/delete-account';
import {
  clearFirebaseUsers,
  createFirebaseUser,
  FIREBASE_EMULATOR_HOST,
  FIREBASE_PROJECT_ID,
  listFirebaseUsers,
  startFirebaseEmulator,
  type FirebaseEmulator,
} from './firebase-emulator';
import { readPayload, typePin } from './gate-helpers';
import { launchBrowser, newContext, readMailbox, screenshot, signInThroughUi } from './harness';
import { test, type Product } from './fixtures';

/**
 * Firebase Auth as the identity provider, end to end: the real server with a `demo-`
 * project pointed at the Auth emulator of firebase-tools, the built app in Chromium signing in
 * and up through the Firebase JS SDK. The emulator is started once for the file (beside the
 * server, to save its ~10 s) and stopped by its process id; users are seeded over its admin REST API.
 */
let emulator: FirebaseEmulator | undefined;
const product = {} as Product;
const FIREBASE_ENV = { FIREBASE_PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST: FIREBASE_EMULATOR_HOST };
test.use({ serverEnv: FIREBASE_ENV });

// The hooks get their own time limits: a stuck start or stop fails the file instead of holding `npm test`.
test.beforeAll(async ({ productServers }, testInfo) => {
  test.setTimeout(240_000);
  const [started, server] = await Promise.allSettled([startFirebaseEmulator(), productServers.forFile(testInfo.file, FIREBASE_ENV)]);
  if (started.status === 'fulfilled') emulator = started.value;
  if (server.status === 'fulfilled') product.server = server.value;
  if (started.status === 'rejected') throw started.reason;
  if (server.status === 'rejected') throw server.reason;
  await clearFirebaseUsers();
  product.browser = await launchBrowser();
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  try {
    await product.browser?.close();
  } finally {
    await emulator?.stop();
  }
});

/** A read-only look at the server's SQLite file. */
function readDatabase<T>(read: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(product.server.dataDir, 'estate.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

const localUserId = (email: string) => readDatabase((db) => (db.prepare('select id from users where email = ?').get(email) as { id: string } | undefined)?.id);

type Link = { project_id: string; uid: string; user_id: string };
const linksOf = (column: 'uid' | 'user_id', value: string) =>
  readDatabase((db) => db.prepare(`select project_id, uid, user_id from firebase_links where ${column} = ?`).all(value) as Link[]);

/** Whether the Firebase JS SDK keeps a signed-in user on this page's origin (its IndexedDB persistence, or web storage). */
function firebaseUserStored(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    // No named helper functions in here: tsx wraps them in a __name() call the page does not have.
    if ([...Object.keys(localStorage), ...Object.keys(sessionStorage)].some((key) => key.startsWith('firebase:authUser:'))) return true;
    // Opening a database that does not exist would create it: look first.
    if (!(await indexedDB.databases()).some((d) => d.name === 'firebaseLocalStorageDb')) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open('firebaseLocalStorageDb');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('firebaseLocalStorage')) {
          db.close();
          resolve(false);
          return;
        }
        const keys = db.transaction('firebaseLocalStorage', 'readonly').objectStore('firebaseLocalStorage').getAllKeys();
        keys.onsuccess = () => {
          db.close();
          resolve(keys.result.some((key) => String(key).startsWith('firebase:authUser:')));
        };
        keys.onerror = () => {
          db.close();
          resolve(false);
        };
      };
    });
  });
}

/** Fills the Login screen and presses Login (no wait: the caller waits for home or the dialog). */
async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('Firebase Auth through the emulator', () => {
  test('a resident with a verified Firebase e-mail signs in with the Firebase password, is linked to the local account, syncs and creates a gate PIN', async () => {
    const uid = await createFirebaseUser({ email: 'resident@example.com', password: 'Firebase#2026', emailVerified: true, displayName: 'Thandi Mokoena' });
    const context = await newContext(product.browser, product.server.url);
    try {
      const page = await context.newPage();
      // The local password is Resident#2026: reaching home with this one is the Firebase path.
      await signInThroughUi(page, 'resident@example.com', 'Firebase#2026');
      // The synced user record and role (Dexie, filled by the first pull) name the local account.
      await page.locator('.home-user strong').getByText('Thandi Mokoena', { exact: true }).waitFor();
      await page.locator('.home-user').getByText('Owner - Willow Creek Estate').waitFor();
      await page.getByText('Access Control').first().waitFor();
      await screenshot(page, 'firebase-resident-home');
      assert.deepEqual(linksOf('uid', uid), [{ project_id: FIREBASE_PROJECT_ID, uid, user_id: localUserId('resident@example.com') }]);

      // Everything after sign-in is the product's own: the gate PIN enrols this device with the server.
      await page.goto('/access');
      await page.getByText('Create your PIN').waitFor();
      await typePin(page, '1357');
      await page.getByText("You're Almost Set").waitFor();
      await typePin(page, '1357');
      await readPayload(page);
      await page.getByText('Thandi Mokoena').waitFor();
      await page.getByText('Owner - Willow Creek Estate').waitFor();
      await page.locator('[data-mode="online"]').waitFor({ timeout: 10_000 });
      await screenshot(page, 'firebase-resident-gate-qr');
    } finally {
      await context.close();
    }
  });

  test("a wrong password shows sign-in's one failure message in the Login Failed dialog", async () => {
    const context = await newContext(product.browser, product.server.url);
    try {
      const page = await context.newPage();
      await submitLogin(page, 'resident@example.com', 'not-the-password');
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Login Failed').waitFor();
      await dialog.getByText('The e-mail address or password is incorrect.').waitFor();
      assert.match(page.url(), /\/login$/);
      await screenshot(page, 'firebase-wrong-password');
    } finally {
      await context.close();
    }
  });

  test('a verified Firebase user without a local account gets one on the first sign-in', async () => {
    const uid = await createFirebaseUser({ email: 'ayanda@example.com', password: 'Ayanda#2026', emailVerified: true, displayName: 'Ayanda Zulu' });
    assert.equal(localUserId('ayanda@example.com'), undefined);
    const context = await newContext(product.browser, product.server.url);
    try {
      const page = await context.newPage();
      await signInThroughUi(page, 'ayanda@example.com', 'Ayanda#2026');
      await page.locator('.home-user strong').getByText('Ayanda Zulu', { exact: true }).waitFor();
      await page.locator('.home-user').getByText('Willow Creek Estate', { exact: false }).waitFor();
      await page.locator('.tiles .tile-title').first().waitFor();
      await screenshot(page, 'firebase-new-user-home');
      const userId = localUserId('ayanda@example.com');
      assert.ok(userId, 'a local account was created');
      assert.deepEqual(linksOf('uid', uid), [{ project_id: FIREBASE_PROJECT_ID, uid, user_id: userId }]);
    } finally {
      await context.close();
    }
  });

  test('the Firebase-made account deletes itself: the warning says the Firebase sign-in stays in the project, the typed password is proved through Firebase, the mailed code deletes', async () => {
    // Ayanda's account was made from Firebase by the test before: no local password matches it.
    const userId = localUserId('ayanda@example.com');
    assert.ok(userId, 'the account made from Firebase exists');
    const context = await newContext(product.browser, product.server.url);
    try {
      const page = await context.newPage();
      await signInThroughUi(page, 'ayanda@example.com', 'Ayanda#2026');
      await page.goto('/PersonalInformation');
      await page.getByRole('button', { name: 'Delete Account' }).click();
      const warning = page.getByRole('dialog', { name: 'Delete Account' });
      await warning.getByText(deleteAccountEntries['deleteAccount.firebaseNote']).waitFor();
      await warning.getByLabel('Password').fill('Ayanda#2026');
      await screenshot(page, 'firebase-delete-warning');
      await warning.getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('dialog', { name: 'Enter OTP' }).waitFor();
      const [mail] = await readMailbox(product.server, 'ayanda@example.com');
      const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
      assert.ok(code, 'the deletion code was mailed');
      await page.getByLabel('Digit 1 of 6').focus();
      await page.keyboard.type(code);
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.waitForURL('**/login', { timeout: 15_000 });
      await screenshot(page, 'firebase-deleted');
      assert.equal(localUserId('ayanda@example.com'), undefined);
      assert.deepEqual(linksOf('user_id', userId), []);
      // The Firebase user belongs to the estate's project and stays there.
      assert.ok((await listFirebaseUsers()).some((u) => u.email === 'ayanda@example.com'));
    } finally {
      await context.close();
    }
  });

  test('an unverified Firebase e-mail that has a local account is refused and not linked', async () => {
    const uid = await createFirebaseUser({ email: 'neighbour@example.com', password: 'Neighbour#Fb26', emailVerified: false });
    const context = await newContext(product.browser, product.server.url);
    try {
      const page = await context.newPage();
      await submitLogin(page, 'neighbour@example.com', 'Neighbour#Fb26');
      await page.getByRole('dialog').getByText(AUTH_MESSAGES.emailNotVerified).waitFor();
      assert.match(page.url(), /\/login$/);
      await screenshot(page, 'firebase-unverified-refused');
      const userId = localUserId('neighbour@example.com');
      assert.ok(userId, 'the seeded local account exists');
      assert.deepEqual(linksOf('uid', uid), []);
      assert.deepEqual(linksOf('user_id', userId), []);
    } finally {
      await context.close();
    }
  });

  test('a local account that is not in Firebase still signs in with its own password', async () => {
    assert.equal(
      (await listFirebaseUsers()).some((u) => u.email === 'guard@example.com'),
      false,
    );
    const context = await newContext(product.browser, product.server.url);
    try {
      const page = await context.newPage();
      await signInThroughUi(page, 'guard@example.com', 'Guard#2026');
      // A guard lands on the gate console; their Home still greets them by name.
      await page.goto('/home');
      await page.locator('.home-user strong').getByText('Sipho Dlamini', { exact: true }).waitFor();
      await screenshot(page, 'firebase-local-fallback-home');
      assert.deepEqual(linksOf('user_id', localUserId('guard@example.com') ?? ''), []);
    } finally {
      await context.close();
    }
  });

  test('signing up creates the Firebase user and the local account; signing out returns to /login with no Firebase user kept', async () => {
    const context = await newContext(product.browser, product.server.url);
    try {
      const page = await context.newPage();
      await page.goto('/Signup');
      await page.getByLabel('First Name').fill('lerato');
      await page.getByLabel('Last Name').fill('khumalo');
      await page.getByLabel('Mobile').fill('0841234567');
      await page.getByLabel('E-mail').fill('lerato@example.com');
      await page.getByLabel('Estate').selectOption({ label: 'Willow Creek Estate' });
      await page.getByLabel('Password', { exact: true }).fill('Lerato#2026');
      await page.getByLabel('Re-type Password').fill('Lerato#2026');
      await page.getByLabel('User Type').selectOption({ label: 'Resident' });
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByText('User Registered').waitFor();
      await page.waitForURL('**/home');
      await page.locator('.home-user strong').getByText('Lerato Khumalo', { exact: true }).waitFor();
      // Issue 26: the emulator's new user is unverified: no role yet, the banner to verify the address.
      await page.getByTestId('verify-email-banner').waitFor();
      await screenshot(page, 'firebase-signup-home');

      const firebaseUser = (await listFirebaseUsers()).find((u) => u.email === 'lerato@example.com');
      assert.ok(firebaseUser, 'the Firebase user was created in the emulator');
      const userId = localUserId('lerato@example.com');
      assert.ok(userId, 'the local account was created');
      assert.deepEqual(linksOf('uid', firebaseUser.localId), [{ project_id: FIREBASE_PROJECT_ID, uid: firebaseUser.localId, user_id: userId }]);
      // Firebase proves who someone is; the session is the product's own: nothing of Firebase stays on the (maybe shared) device.
      assert.equal(await firebaseUserStored(page), false, 'no Firebase user kept on the device while signed in');

      await page.goto('/profile');
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      await page.getByRole('button', { name: 'Login' }).waitFor();
      assert.equal(await firebaseUserStored(page), false, 'no Firebase user kept on the device after signing out');
      await screenshot(page, 'firebase-signed-out');
    } finally {
      await context.close();
    }
  });
});
