import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { apiSignIn, createConsolePin, gatePassOnDevice, inviteToUnit12, nextScan, verifyOnGuard, waitForGuardKeys } from './gate-helpers';
import { newContext, SHOTS, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { test, useProduct } from './fixtures';

/**
 * The visitor log end to end: the resident invites a visitor and a delivery, the guard checks
 * the visitor's pass and the delivery's PIN at the console, and the estate manager finds both
 * decisions (person, unit, verdict, guard) in the console's Visitor log, offline too. The log is
 * found by its test id (`visitor-log`), not by the console's navigation, which is being rebuilt.
 */
const product = useProduct();
const DESKTOP = { width: 1366, height: 800 };

/** The section's own screenshot at the desktop size (the page scrolled to it). */
async function shootSection(page: Page, testId: string, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  const section = page.getByTestId(testId);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

test.describe('the visitor log', () => {
  test('the guard checks a visitor pass and a delivery PIN; the manager sees each once in the Visitor log, offline too', async () => {
    test.setTimeout(180_000);
    const residentToken = await apiSignIn(product.server.url, 'resident@example.com', 'Resident#2026');
    const visitor = (await inviteToUnit12(product.server.url, residentToken, 'Ayanda Khumalo', '0831112222', 1)).pass;
    const delivery = (await inviteToUnit12(product.server.url, residentToken, 'Parcel Courier', '0833334444', 2)).pass;

    const guardCtx = await newContext(product.browser, product.server.url);
    const managerCtx = await newContext(product.browser, product.server.url);
    try {
      const guard = await guardCtx.newPage();
      await signInThroughUi(guard, 'guard@example.com', 'Guard#2026');
      await createConsolePin(guard);
      await waitForGuardKeys(guard);
      for (const pass of [visitor, delivery]) await gatePassOnDevice(guard, pass.id);
      assert.deepEqual(await verifyOnGuard(guard, visitor.code), { decision: 'ALLOW', reason: 'ok' });
      assert.deepEqual(await verifyOnGuard(guard, visitor.code), { decision: 'DENY', reason: 'used-up' });
      const verdict = guard.getByTestId('gate-decision');
      const scanBefore = Number(await verdict.getAttribute('data-scan'));
      await nextScan(guard);
      await guard.getByLabel('Delivery PIN').fill(delivery.pin);
      await guard.getByRole('button', { name: 'Check PIN' }).click();
      await guard.waitForFunction((scan) => Number(document.querySelector('[data-testid="gate-decision"]')?.getAttribute('data-scan') ?? 0) > scan, scanBefore);
      assert.equal(await verdict.getAttribute('data-decision'), 'ALLOW');
      await guard.waitForFunction(() => !document.body.textContent?.includes('waiting to sync'), undefined, { timeout: 30_000 });

      const manager = await managerCtx.newPage();
      await manager.setViewportSize(DESKTOP);
      await signInThroughUi(manager, 'manager@example.com', 'Manager#2026');
      await waitForServiceWorkerControl(manager);
      await manager.goto('/manager/gate');
      const log = manager.getByTestId('visitor-log');
      await log.waitFor();
      const rowOf = (name: string) => log.locator('tbody tr', { hasText: name });
      await rowOf('Parcel Courier').first().waitFor({ timeout: 30_000 });
      await rowOf('Ayanda Khumalo').nth(1).waitFor();
      // Each decision once: the visitor allowed, then refused (used up); the delivery's PIN allowed.
      assert.equal(await rowOf('Parcel Courier').count(), 1);
      assert.equal(await rowOf('Ayanda Khumalo').count(), 2);
      const pinRow = ((await rowOf('Parcel Courier').textContent()) ?? '').replace(/\s+/g, ' ');
      for (const text of ['Delivery PIN', '12', 'ALLOW', 'Valid pass', 'Sipho Dlamini']) assert.ok(pinRow.includes(text), `${text} in ${pinRow}`);
      const visitorRows = (await rowOf('Ayanda Khumalo').allInnerTexts()).join(' | ');
      assert.ok(visitorRows.includes('Pass has already been used') && visitorRows.includes('DENY'), visitorRows);
      // Never the PIN.
      assert.ok(!((await log.textContent()) ?? '').includes(delivery.pin));

      // Filters: refused decisions only.
      await log.getByRole('combobox', { name: 'Verdict' }).selectOption('DENY');
      await manager.waitForFunction(() => document.querySelectorAll('[data-testid="visitor-log"] tbody tr').length >= 1);
      for (const text of await log.locator('tbody tr').allInnerTexts()) assert.ok(text.includes('DENY'), text);
      await log.getByRole('combobox', { name: 'Verdict' }).selectOption('');
      await shootSection(manager, 'visitor-log', 'gate-log-visitor-log');

      // Offline, after a reload: the log comes from the device.
      await managerCtx.setOffline(true);
      await manager.reload();
      await rowOf('Parcel Courier').first().waitFor({ timeout: 30_000 });
      await managerCtx.setOffline(false);
    } finally {
      await guardCtx.close();
      await managerCtx.close();
    }
  });

  test('the manager sees who has paid each levy run', async () => {
    test.setTimeout(120_000);
    const managerCtx = await newContext(product.browser, product.server.url);
    try {
      const manager = await managerCtx.newPage();
      await manager.setViewportSize(DESKTOP);
      await signInThroughUi(manager, 'manager@example.com', 'Manager#2026');
      await manager.goto('/manager/levies');
      const runs = manager.getByTestId('levy-runs');
      await runs.waitFor();
      // The demo seed: a run a month for unit 12, its card payments paying the oldest first.
      await runs.getByTestId('levy-runs-table').locator('tbody tr').nth(2).waitFor({ timeout: 30_000 });
      const units = runs.getByTestId('levy-run-units');
      await units.locator('tbody tr', { hasText: 'WC-0012' }).waitFor();
      await runs.getByTestId('levy-runs-table').locator('tbody tr').last().getByRole('button', { name: 'Show units' }).click();
      const oldest = ((await units.locator('tbody tr').first().textContent()) ?? '').replace(/\s+/g, ' ');
      assert.ok(/Paid|Part paid|Unpaid/.test(oldest), oldest);
      await shootSection(manager, 'levy-runs', 'gate-log-levy-runs');
    } finally {
      await managerCtx.close();
    }
  });
});
