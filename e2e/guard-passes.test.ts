import assert from 'node:assert/strict';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { API } from '../src/contract/api-paths';
import { apiSignIn as signInByApi, createConsolePin, inviteToUnit12, nextScan, readyConsoleOffline, verifyOnGuard, waitForGuardKeys } from './gate-helpers';
import { newContext, screenshot, signInThroughUi, untilInPage } from './harness';
import { test, useProduct } from './fixtures';

/**
 * Passes at the guard console end to end: the resident invites a visitor and a
 * delivery (the spec's REST calls, answered with the pass), the guard's console syncs the
 * estate's passes once and goes offline: the visitor's signed code is let in once and refused on
 * replay, the delivery's PIN names the unit, a removed invite is refused after the next sync, and
 * every decision reaches the server exactly once.
 */
const product = useProduct();

const apiSignIn = (email: string, password: string) => signInByApi(product.server.url, email, password);
const invite = (token: string, visitorName: string, phone: string, typeId: number) => inviteToUnit12(product.server.url, token, visitorName, phone, typeId);

/** Waits until the console's mirror holds the pass's gate row (with `status` when given). */
async function waitForGatePass(page: Page, passId: string, status = 'ACTIVE'): Promise<void> {
  await untilInPage(
    page,
    ([id, want]: readonly [string, string]) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('estate');
        open.onsuccess = () => {
          const req = open.result.transaction('gatePasses', 'readonly').objectStore('gatePasses').get(id);
          req.onsuccess = () => {
            resolve((req.result as { status?: string } | undefined)?.status === want);
            open.result.close();
          };
          req.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      }),
    [passId, status] as const,
  );
}

test.describe('passes at the guard console, offline', () => {
  test('a visitor pass once, its replay refused, a delivery PIN, a removed invite refused after sync; each use reaches the server once', async () => {
    test.setTimeout(150_000);
    const residentToken = await apiSignIn('resident@example.com', 'Resident#2026');
    const visitor = await invite(residentToken, 'Ayanda Khumalo', '0831112222', 1);
    const delivery = await invite(residentToken, 'Parcel Courier', '0833334444', 2);
    const removed = await invite(residentToken, 'Chris Naidoo', '0835556666', 1);
    assert.match(visitor.pass.code, /^EVP/);
    assert.match(delivery.pass.pin, /^[0-9]{10}$/);

    const guardCtx = await newContext(product.browser, product.server.url);
    try {
      const guard = await guardCtx.newPage();
      await signInThroughUi(guard, 'guard@example.com', 'Guard#2026');
      await createConsolePin(guard);
      await waitForGuardKeys(guard);
      for (const p of [visitor.pass, delivery.pass, removed.pass]) await waitForGatePass(guard, p.id);
      await readyConsoleOffline(guard);
      await guardCtx.setOffline(true);

      // The visitor's code, pasted as a scan would give it: ALLOW once, with the name and unit.
      assert.deepEqual(await verifyOnGuard(guard, visitor.pass.code), { decision: 'ALLOW', reason: 'ok' });
      const verdict = guard.getByTestId('gate-decision');
      await verdict.getByText('Ayanda Khumalo').waitFor();
      await verdict.getByText('Visitor · Unit 12').waitFor();
      // 'Call host': the resident who invited, from the synced gate row, as a tel: link of 44 px or more.
      const callHost = verdict.getByRole('link', { name: /^Call host/ });
      assert.equal(await callHost.getAttribute('href'), 'tel:0821234567');
      await verdict.getByText('Thandi Mokoena').waitFor();
      assert.ok(((await callHost.boundingBox())?.height ?? 0) >= 44);
      await screenshot(guard, 'guard-pass-allow');
      assert.deepEqual(await verifyOnGuard(guard, visitor.pass.code), { decision: 'DENY', reason: 'used-up' });
      await verdict.getByText('Pass has already been used').waitFor();
      // The visitor let in seconds ago: amber 'Already admitted at HH:mm', still refused (logged as used-up).
      assert.equal(await verdict.getAttribute('data-admitted'), 'true');
      await verdict.getByText(/^Already admitted at \d\d:\d\d$/).waitFor();
      await screenshot(guard, 'guard-pass-already-admitted');

      // The delivery's PIN: typed at the console, it names the unit.
      const scanBefore = Number(await verdict.getAttribute('data-scan'));
      await nextScan(guard);
      await guard.getByLabel('Delivery PIN').fill(delivery.pass.pin);
      await guard.getByRole('button', { name: 'Check PIN' }).click();
      await guard.waitForFunction((scan) => Number(document.querySelector('[data-testid="gate-decision"]')?.getAttribute('data-scan') ?? 0) > scan, scanBefore);
      assert.equal(await verdict.getAttribute('data-decision'), 'ALLOW');
      await verdict.getByText('Delivery · Unit 12').waitFor();
      await screenshot(guard, 'guard-pass-pin');

      // The resident removes an invite; after the guard's next sync its pass is refused offline.
      const revoke = await fetch(`${product.server.url}${API.visitorRevoke}?inviteID=${removed.inviteId}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${residentToken}` },
      });
      assert.equal(revoke.status, 200);
      await guardCtx.setOffline(false);
      await waitForGatePass(guard, removed.pass.id, 'REVOKED');
      await guardCtx.setOffline(true);
      assert.deepEqual(await verifyOnGuard(guard, removed.pass.code), { decision: 'DENY', reason: 'revoked' });

      // Back online, each decision reaches the server exactly once.
      await guardCtx.setOffline(false);
      const file = new SQLite(path.join(product.server.dataDir, 'estate.sqlite'), { readonly: true, fileMustExist: true });
      try {
        const deadline = Date.now() + 30_000;
        let rows: { pass_id: string; decision: string; reason: string; method: string }[] = [];
        while (Date.now() < deadline) {
          rows = file.prepare('select pass_id, decision, reason, method from pass_uses order by scanned_at').all() as typeof rows;
          if (rows.length >= 4) break;
          await new Promise((r) => setTimeout(r, 250));
        }
        assert.deepEqual(
          rows.map((r) => `${r.method}:${r.decision}:${r.reason}:${r.pass_id}`),
          [`qr:ALLOW:ok:${visitor.pass.id}`, `qr:DENY:used-up:${visitor.pass.id}`, `pin:ALLOW:ok:${delivery.pass.id}`, `qr:DENY:revoked:${removed.pass.id}`],
        );
        await guard.waitForFunction(() => !document.body.textContent?.includes('waiting to sync'), undefined, { timeout: 30_000 });
        await new Promise((r) => setTimeout(r, 1000));
        assert.equal((file.prepare('select count(*) as n from pass_uses').get() as { n: number }).n, 4);
        assert.equal((file.prepare('select entries_used as n from passes where id = ?').get(visitor.pass.id) as { n: number }).n, 1);
      } finally {
        file.close();
      }
    } finally {
      await guardCtx.close();
    }
  });
});
