import assert from 'node:assert/strict';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { createConsolePin, readyConsoleOffline, readPayload, typePin, unlockConsole, verifyOnGuard, waitForGuardKeys } from './gate-helpers';
import { newContext, screenshot, signInThroughUi, untilInPage } from './harness';
import { test, useProduct } from './fixtures';

/**
 * Gate clock, list age and refused gate events in Chromium. The guard's browser context runs a
 * clock 45 s behind the resident's (Playwright's context clock, installed before any page loads:
 * Date in the pages; the guard console verifies on the page, and the pull that measures the offset
 * runs there too). Codes go in through the pasted-text path (gate-access.test.ts covers images).
 */
const product = useProduct();
const BEHIND_MS = 45_000;
const HOUR = 3600_000;
const REFUSAL = "Only the estate's guards may record gate events.";

/** The clock offset this device measured against the server (Dexie meta 'clockOffset'), once there is one. */
async function storedOffsetMs(page: Page): Promise<number> {
  return untilInPage(
    page,
    () =>
      new Promise<number | null>((resolve) => {
        const open = indexedDB.open('estate');
        open.onsuccess = () => {
          const req = open.result.transaction('meta', 'readonly').objectStore('meta').get('clockOffset');
          req.onsuccess = () => {
            const value = (req.result as { value?: { offsetMs?: number } } | undefined)?.value?.offsetMs;
            resolve(typeof value === 'number' ? value : null);
            open.result.close();
          };
          req.onerror = () => resolve(null);
        };
        open.onerror = () => resolve(null);
      }),
    undefined,
  );
}

test.describe('gate clock: corrected time, absolute window, stale list, refused events', () => {
  test("a guard whose clock is 45 s behind the resident's allows a fresh code and refuses its replay", async () => {
    test.setTimeout(180_000);
    const residentCtx = await newContext(product.browser, product.server.url);
    const guardCtx = await newContext(product.browser, product.server.url);
    // The guard's clock runs 45 s behind from the first page on (time flows naturally after install).
    await guardCtx.clock.install({ time: Date.now() - BEHIND_MS });
    const file = new SQLite(path.join(product.server.dataDir, 'estate.sqlite'), { fileMustExist: true });
    file.pragma('busy_timeout = 5000');
    try {
      const resident = await residentCtx.newPage();
      const guard = await guardCtx.newPage();

      await signInThroughUi(resident, 'resident@example.com', 'Resident#2026');
      await resident.goto('/access');
      await resident.getByText('Create your PIN').waitFor();
      await typePin(resident, '1357');
      await typePin(resident, '1357');
      const first = await readPayload(resident);

      await signInThroughUi(guard, 'guard@example.com', 'Guard#2026');
      await createConsolePin(guard);
      await waitForGuardKeys(guard);

      // The two browsers' clocks really are 45 s apart...
      const [residentNow, guardNow] = await Promise.all([resident.evaluate(() => Date.now()), guard.evaluate(() => Date.now())]);
      const apart = residentNow - guardNow;
      assert.ok(apart > BEHIND_MS - 5000 && apart < BEHIND_MS + 5000, `guard clock ${apart} ms behind the resident's`);
      // ...and the guard's pull measured it: server time is ~45 s ahead of its device clock.
      const offset = await storedOffsetMs(guard);
      assert.ok(Math.abs(offset - BEHIND_MS) < 5000, `measured offset ${offset} ms`);
      assert.ok(Math.abs(await storedOffsetMs(resident)) < 5000, 'the resident clock is right');
      await guard.getByTestId('guard-clock-drift').getByText("This device's clock is 45 s off the server's", { exact: false }).waitFor();

      // A fresh code: ALLOW (on the raw clocks it is 45 s old, outside the 30 s window); then its replay.
      const code = await readPayload(resident, first);
      assert.deepEqual(await verifyOnGuard(guard, code), { decision: 'ALLOW', reason: 'ok' });
      await guard.getByTestId('gate-decision').getByText('Thandi Mokoena').waitFor();
      await screenshot(guard, 'gate-clock-guard-45s-behind-allow');
      assert.deepEqual(await verifyOnGuard(guard, code), { decision: 'DENY', reason: 'replay' });
      await guard.getByTestId('gate-decision').getByText('Code has already been used').waitFor();
      await screenshot(guard, 'gate-clock-guard-45s-behind-replay');

      // Refused gate event: the guard loses the role on the server while offline; the scan is refused.
      await readyConsoleOffline(guard);
      await guardCtx.setOffline(true);
      const guardId = (file.prepare("select id from users where email = 'guard@example.com'").get() as { id: string }).id;
      const roles = file.prepare('select * from user_roles where user_id = ?').all(guardId) as Record<string, unknown>[];
      assert.equal(roles.length, 1);
      const second = await readPayload(resident, code);
      assert.deepEqual(await verifyOnGuard(guard, second), { decision: 'ALLOW', reason: 'ok' });
      await guard.locator('.guard-events li').filter({ hasText: 'waiting to sync' }).first().waitFor();
      file.prepare('delete from user_roles where user_id = ?').run(guardId);
      try {
        await guardCtx.setOffline(false);
        await guard.getByTestId('guard-refused').getByText(REFUSAL).waitFor({ timeout: 30_000 });
      } finally {
        const row = roles[0] ?? {};
        const columns = Object.keys(row);
        file.prepare(`insert into user_roles (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`).run(...columns.map((c) => row[c]));
      }
      await guard.getByTestId('guard-refused').getByText('Valid code').waitFor();
      await screenshot(guard, 'gate-clock-guard-refused-event');
      // Back with the role (a reload pulls again): the refusal stays until the guard dismisses it.
      await guard.reload();
      await unlockConsole(guard);
      await waitForGuardKeys(guard);
      await guard.getByTestId('guard-refused').getByText(REFUSAL).waitFor();
      await guard.getByTestId('guard-refused').getByRole('button', { name: 'Dismiss' }).click();
      await guard.getByTestId('guard-refused').waitFor({ state: 'detached' });
      const failedLeft = await guard.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('estate');
            open.onsuccess = () => {
              const req = open.result.transaction('outbox', 'readonly').objectStore('outbox').getAll();
              req.onsuccess = () => {
                resolve((req.result as { status: string }[]).filter((e) => e.status === 'failed').length);
                open.result.close();
              };
            };
          }),
      );
      assert.equal(failedLeft, 0, 'dismissing deletes the failed outbox entry');

      // Offline for a day: the console asks to connect. Past three days: every code is refused.
      await guardCtx.setOffline(true);
      await guardCtx.clock.fastForward(25 * HOUR); // the console also locks itself meanwhile
      await unlockConsole(guard);
      await guard.getByTestId('guard-list-aging').getByText('The revocation list is 25 hours old', { exact: false }).waitFor();
      await screenshot(guard, 'gate-clock-guard-list-aging');
      await guardCtx.clock.fastForward(48 * HOUR);
      await unlockConsole(guard);
      await guard.getByTestId('guard-list-out-of-date').waitFor();
      const late = await readPayload(resident, second);
      assert.deepEqual(await verifyOnGuard(guard, late), { decision: 'DENY', reason: 'list-out-of-date' });
      await guard.getByTestId('gate-decision').getByText('Revocation list out of date: connect the console').waitFor();
      await screenshot(guard, 'gate-clock-guard-list-out-of-date');
    } finally {
      file.close();
      await residentCtx.close();
      await guardCtx.close();
    }
  });
});
