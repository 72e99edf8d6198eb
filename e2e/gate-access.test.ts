import assert from 'node:assert/strict';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import nacl from 'tweetnacl';
import type { Page } from 'playwright-core';
import { encodePayload, issueCredential, keyMaterialFromText, toBase64Url } from '../src/domain/qr';
import { createConsolePin, qrScreenshot, readPayload, typePin, unlockConsole, verifyOnGuard, waitForGuardKeys } from './gate-helpers';
import { newContext, screenshot, signInThroughUi, untilInPage, waitForServiceWorkerControl } from './harness';
import { test, useProduct } from './fixtures';

/**
 * Gate access end to end: a resident and a guard in two browser contexts, both offline after their
 * first sync. The resident's QR is screenshotted and the PNG is given to the guard console's image
 * input; headless Chromium on Linux has no BarcodeDetector, so the console's own QR reader
 * (jsQR, src/ui/qr-scan/qr-reader.ts) decodes it. Forgeries go in through the pasted-text path.
 */
const product = useProduct();

async function apiSignIn(email: string, password: string): Promise<{ token: string; userId: string }> {
  const res = await fetch(`${product.server.url}/sdk/system/user/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userEmail: email, userPassword: password }),
  });
  const details = ((await res.json()) as { details: { accessToken: string; user: { uid: string } }[] }).details[0];
  assert.ok(details);
  return { token: details.accessToken, userId: details.user.uid };
}

/** Waits until the guard's mirror holds a revocation list for estate 91 that names `userId`. */
async function waitForRevocationOf(page: Page, userId: string): Promise<void> {
  await untilInPage(
    page,
    (uid: string) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('estate');
        open.onsuccess = () => {
          const req = open.result.transaction('revocationLists', 'readonly').objectStore('revocationLists').get(91);
          req.onsuccess = () => {
            const list = req.result as { revokedUserIds?: string[] } | undefined;
            resolve(list?.revokedUserIds?.includes(uid) ?? false);
            open.result.close();
          };
          req.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      }),
    userId,
  );
}

test.describe('gate access: resident PIN and QR, guard console offline', () => {
  test('ALLOW once, DENY on replay, forgery and after revocation; every scan reaches the server once', async () => {
    test.setTimeout(120_000);
    const residentCtx = await newContext(product.browser, product.server.url);
    const guardCtx = await newContext(product.browser, product.server.url);
    try {
      const resident = await residentCtx.newPage();
      const guard = await guardCtx.newPage();

      // Resident: create a PIN (a mismatch first clears both entries), then the card and QR.
      await signInThroughUi(resident, 'resident@example.com', 'Resident#2026');
      await resident.goto('/access');
      await resident.getByText('Create your PIN').waitFor();
      assert.equal(await resident.locator('.topbar .icon-btn').count(), 0, 'no back button on /access');
      await typePin(resident, '1357');
      await resident.getByText("You're Almost Set").waitFor();
      await typePin(resident, '2468');
      await resident.getByText('Incorrect PIN. Please try again.').waitFor();
      await resident.getByText('Create your PIN').waitFor();
      await screenshot(resident, 'gate-pin-mismatch');
      await typePin(resident, '1357');
      await typePin(resident, '1357');
      const first = await readPayload(resident);
      await resident.getByText('Thandi Mokoena').waitFor();
      await resident.getByText('Owner - Willow Creek Estate').waitFor();
      await resident.locator('[data-mode="online"]').waitFor({ timeout: 10_000 });
      await screenshot(resident, 'gate-resident-qr-online');

      // Guard: sign in online, create the console PIN, see the console synced.
      await signInThroughUi(guard, 'guard@example.com', 'Guard#2026');
      await createConsolePin(guard);
      await waitForGuardKeys(guard);

      // Both devices go offline after their first sync.
      await waitForServiceWorkerControl(resident);
      await waitForServiceWorkerControl(guard);
      await residentCtx.setOffline(true);
      await guardCtx.setOffline(true);

      await resident.reload();
      await resident.getByText('No internet. Functionality limited and some data outdated.').waitFor();
      await resident.getByText('Enter your PIN').waitFor();
      // FORGOT PIN? stays offline (the reset screen says it needs the network: e2e/emergency-and-card.test.ts).
      await resident.getByText('FORGOT PIN?').waitFor();
      await typePin(resident, '9999');
      await resident.getByText('Incorrect PIN. 9 attempts left before this device forgets your access key.').waitFor();
      await typePin(resident, '1357');
      const code = await readPayload(resident, first);
      await screenshot(resident, 'gate-resident-qr-offline');

      await guard.reload();
      await unlockConsole(guard);

      const picture = await qrScreenshot(resident);
      const allowed = await verifyOnGuard(guard, picture);
      assert.deepEqual(allowed, { decision: 'ALLOW', reason: 'ok' });
      await guard.getByTestId('gate-decision').getByText('Thandi Mokoena').waitFor();
      await guard.getByTestId('gate-decision').getByText('Unit 12', { exact: false }).waitFor();
      await screenshot(guard, 'gate-guard-allow');

      assert.deepEqual(await verifyOnGuard(guard, picture), { decision: 'DENY', reason: 'replay' });
      // The resident this console let in a moment ago: amber, with the time, still refused.
      assert.equal(await guard.getByTestId('gate-decision').getAttribute('data-admitted'), 'true');
      await guard
        .getByTestId('gate-decision')
        .getByText(/^Already admitted at \d\d:\d\d$/)
        .waitFor();
      await screenshot(guard, 'gate-guard-replay');

      // Forgeries: a changed character, and a well-formed code from a made-up issuing key.
      // Character 60 is the first of the Base45 group holding payload bytes 40-41, inside the device
      // signature past the part that seeds the nonce: +-1 there always decodes, and fails the signature.
      const at = 60;
      const tampered = code.slice(0, at) + (code[at] === 'A' ? 'B' : 'A') + code.slice(at + 1);
      assert.equal((await verifyOnGuard(guard, tampered)).decision, 'DENY');
      const residentApi = await apiSignIn('resident@example.com', 'Resident#2026');
      const configRes = await fetch(`${product.server.url}/sdk/accesscontrol/config?estateId=91`, {
        headers: { authorization: `Bearer ${residentApi.token}` },
      });
      const config = ((await configRes.json()) as { details: { qrCodeKey: string; qrCodeKeyIv: string }[] }).details[0];
      assert.ok(config);
      const fakeIssuer = nacl.sign.keyPair();
      const fakeDevice = nacl.sign.keyPair();
      const now = Math.floor(Date.now() / 1000);
      const forgedCredential = issueCredential(
        { userId: residentApi.userId, estateId: 91, devicePub: toBase64Url(fakeDevice.publicKey), notBefore: now - 60, notAfter: now - 60 + 3600 },
        fakeIssuer.secretKey,
      );
      const forged = encodePayload({
        signed: forgedCredential,
        deviceSecretKey: fakeDevice.secretKey,
        nowSec: Date.now() / 1000,
        encryption: { qrCodeKey: keyMaterialFromText(config.qrCodeKey) ?? new Uint8Array() },
      });
      assert.deepEqual(await verifyOnGuard(guard, forged), { decision: 'DENY', reason: 'unknown-key' });
      await screenshot(guard, 'gate-guard-forged');

      // The estate manager revokes the resident; the guard syncs once, then is offline again.
      const manager = await apiSignIn('manager@example.com', 'Manager#2026');
      const revoke = await fetch(`${product.server.url}/sdk/access/revocations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${manager.token}` },
        body: JSON.stringify({ estateId: 91, userId: residentApi.userId }),
      });
      assert.equal(revoke.status, 200);
      const seqBefore = Number(await guard.getByTestId('guard-list').getAttribute('data-seq'));
      await guardCtx.setOffline(false);
      await waitForRevocationOf(guard, residentApi.userId);
      await guard.waitForFunction((seq) => Number(document.querySelector('[data-testid="guard-list"]')?.getAttribute('data-seq')) > seq, seqBefore);
      await guardCtx.setOffline(true);

      await readPayload(resident, code);
      assert.deepEqual(await verifyOnGuard(guard, await qrScreenshot(resident)), { decision: 'DENY', reason: 'revoked' });
      await screenshot(guard, 'gate-guard-revoked');

      // Back online, the guard's outbox delivers every decision exactly once.
      const scans = await guard.locator('.guard-events li').count();
      assert.equal(scans, 5);
      await guardCtx.setOffline(false);
      const file = new SQLite(path.join(product.server.dataDir, 'estate.sqlite'), { readonly: true, fileMustExist: true });
      try {
        const deadline = Date.now() + 30_000;
        let rows: { decision: string; reason: string }[] = [];
        while (Date.now() < deadline) {
          rows = file.prepare('select decision, reason from gate_events order by scanned_at').all() as typeof rows;
          if (rows.length >= scans) break;
          await new Promise((r) => setTimeout(r, 250));
        }
        assert.deepEqual(
          rows.map((r) => `${r.decision}:${r.reason}`),
          ['ALLOW:ok', 'DENY:replay', 'DENY:bad-device-signature', 'DENY:unknown-key', 'DENY:revoked'],
        );
        await guard.waitForFunction(() => !document.body.textContent?.includes('waiting to sync'), undefined, { timeout: 30_000 });
        await new Promise((r) => setTimeout(r, 1000));
        assert.equal((file.prepare('select count(*) as n from gate_events').get() as { n: number }).n, 5);
      } finally {
        file.close();
      }
      await screenshot(guard, 'gate-guard-synced');
    } finally {
      await residentCtx.close();
      await guardCtx.close();
    }
  });

  test('reset PIN asks for the password, clears the PIN and a new one can be made', async () => {
    test.setTimeout(120_000);
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await signInThroughUi(page, 'neighbour@example.com', 'Neighbour#2026');
    await page.goto('/access');
    await page.getByText('Create your PIN').waitFor();
    await typePin(page, '4826');
    await typePin(page, '4826');
    await readPayload(page);
    await page.goto('/access');
    await page.getByText('Enter your PIN').waitFor();
    await page.getByText('FORGOT PIN?').click();
    await page.waitForURL('**/reset-pin');
    const submit = page.getByRole('button', { name: 'Reset PIN' });
    assert.equal(await submit.isDisabled(), true, 'disabled until the password is typed');
    await page.getByLabel('Password').fill('wrong-password');
    await submit.click();
    await page.getByText('Failed to reset PIN code, please ensure your password is typed in correctly').waitFor();
    await page.getByLabel('Password').fill('Neighbour#2026');
    await submit.click();
    await page.getByText('PIN reset successfully, please choose your new PIN code on Access Control').waitFor();
    await screenshot(page, 'gate-reset-pin');
    await page.waitForURL('**/access');
    await page.getByText('Create your PIN').waitFor();
    await context.close();
  });

  test('the not-permitted message names the estate and its support e-mail', async () => {
    test.setTimeout(120_000);
    const context = await newContext(product.browser, product.server.url);
    const page = await context.newPage();
    await signInThroughUi(page, 'resident@example.com', 'Resident#2026');
    await page.goto('/SwitchEstate');
    await page.getByText('Baobab Ridge Estate').first().click();
    const owner = page.getByRole('dialog').getByRole('button').filter({ hasText: 'Owner' }).first();
    if (await owner.count()) await owner.click();
    await page.waitForURL('**/home');
    await page.goto('/access');
    await page
      .getByText('You are not permitted to use access control for Baobab Ridge Estate. Please contact us at support@baobabridge.example for help.')
      .waitFor();
    await screenshot(page, 'gate-not-permitted');
    await context.close();
  });

  test('the guard console locks itself after two minutes idle, and signing out wipes the shared device', async () => {
    test.setTimeout(120_000);
    const context = await newContext(product.browser, product.server.url);
    try {
      const page = await context.newPage();
      await page.clock.install();
      await signInThroughUi(page, 'guard@example.com', 'Guard#2026');
      await createConsolePin(page);
      await page.clock.fastForward(60_000);
      assert.equal(await page.getByTestId('guard-console').isVisible(), true, 'still unlocked after a minute');
      await page.clock.fastForward(61_000);
      await page.getByText('The console locked itself after a period of inactivity.').waitFor();
      await page.getByText('Enter your console PIN').waitFor();
      await screenshot(page, 'gate-guard-locked');
      await typePin(page, '1111');
      await page.getByText('Pin Incorrect. Please try again').waitFor();
      await typePin(page, '2580');
      await page.getByTestId('guard-console').waitFor();

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL('**/login');
      const left = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('estate');
            open.onsuccess = () => {
              const names = Array.from(open.result.objectStoreNames);
              if (!names.includes('guardPins')) return resolve(0);
              const tx = open.result.transaction(['guardPins', 'gateResidents', 'revocationLists'], 'readonly');
              let total = 0;
              let pending = 3;
              for (const store of ['guardPins', 'gateResidents', 'revocationLists']) {
                const req = tx.objectStore(store).count();
                req.onsuccess = () => {
                  total += req.result;
                  if (--pending === 0) resolve(total);
                };
              }
            };
            open.onerror = () => resolve(-1);
            open.onblocked = () => resolve(-2);
            setTimeout(() => resolve(-3), 5000);
          }),
      );
      assert.equal(left, 0, 'no guard PIN, resident or revocation data left on the device');
    } finally {
      await context.close();
    }
  });
});
