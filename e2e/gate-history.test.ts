import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { API } from '../src/contract/api-paths';
import type { Pass } from '../src/contract/invites';
import { estateDate } from '../src/domain/estate-time';
import { createConsolePin, waitForGuardKeys } from './gate-helpers';
import { newContext, SHOTS, signInThroughUi, waitForServiceWorkerControl } from './harness';
import { test, useProduct } from './fixtures';

/**
 * Older gate records (issue 28): the devices hold the last days of the gate; the guard console's
 * recent scans and the manager console's Visitor log find older decisions and passes through
 * 'Search older records', online, and say it needs a connection offline. Screenshots at a phone's
 * 390 px and a desktop's 1366 px go to e2e-output/.
 */
const product = useProduct();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };
const DAY_MS = 24 * 3600_000;

async function call<T>(url: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${product.server.url}${url}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function apiSignIn(email: string, password: string): Promise<string> {
  const { body } = await call<{ details: { accessToken: string }[] }>('/sdk/system/user/auth', {
    method: 'POST',
    body: { userEmail: email, userPassword: password },
  });
  const token = body.details[0]?.accessToken;
  assert.ok(token);
  return token;
}

/**
 * A visitor's pass for unit 12 today (any number of entries: its uses are not counted), and two
 * uses of it a guard's console logged weeks ago (it was offline since).
 */
async function oldVisits(): Promise<Pass> {
  const resident = await apiSignIn('resident@example.com', 'Resident#2026');
  const today = estateDate();
  const invited = await call<{ details: { pass: Pass }[] }>(API.visitorInvite, {
    method: 'POST',
    token: resident,
    body: {
      estateId: 91,
      unitNo: '12',
      pkivisitorInviteTypeID: 1,
      visitorName: 'Ayanda Oldvisit',
      visitorPhoneNumber: '0831119999',
      invitedDateStart: `${today} 00:01`,
      invitedDateEnd: `${today} 23:59`,
      dayCount: 1,
      multiEntry: true,
      accessZoneIDList: [1],
    },
  });
  assert.equal(invited.status, 200, JSON.stringify(invited.body));
  const pass = invited.body.details[0]?.pass;
  assert.ok(pass);
  const guard = await apiSignIn('guard@example.com', 'Guard#2026');
  const use = (daysAgo: number, decision: 'ALLOW' | 'DENY') => ({
    id: crypto.randomUUID(),
    estateId: 91,
    passId: pass.id,
    method: 'qr',
    decision,
    reason: decision === 'ALLOW' ? 'ok' : 'outside-hours',
    scannedAt: Date.now() - daysAgo * DAY_MS,
  });
  const pushed = await call<{ results: { ok: boolean }[] }>(API.syncPush, {
    method: 'POST',
    token: guard,
    body: {
      clientId: crypto.randomUUID(),
      mutations: [
        { id: 1, name: 'passes.recordUse', args: use(20, 'ALLOW') },
        { id: 2, name: 'passes.recordUse', args: use(30, 'DENY') },
      ],
    },
  });
  assert.ok(
    pushed.body.results.every((r) => r.ok),
    JSON.stringify(pushed.body),
  );
  return pass;
}

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.getByTestId('gate-history').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** Opens the search, searches `text` in `kind`, waits for `count` rows. */
async function searchOlder(page: Page, text: string, kind: 'Gate decisions' | 'Passes', rows: string, count: number): Promise<void> {
  if ((await page.getByTestId('gate-history').count()) === 0) await page.getByTestId('gate-history-open').click();
  const panel = page.getByTestId('gate-history');
  await panel.getByLabel('Name, unit or delivery PIN').fill(text);
  await panel.getByLabel('Search in').selectOption({ label: kind });
  await panel.getByTestId('gate-history-search').click();
  await page.waitForFunction(
    ([selector, n]) => document.querySelectorAll(selector).length === n,
    [`[data-testid="gate-history-results"] ${rows}`, count] as const,
    { timeout: 30_000 },
  );
}

test.describe('searching older gate records', () => {
  test('the guard and the manager find decisions older than their devices hold, online; offline the search says it needs a connection', async () => {
    test.setTimeout(240_000);
    await oldVisits();

    const guardCtx = await newContext(product.browser, product.server.url);
    const managerCtx = await newContext(product.browser, product.server.url);
    try {
      const guard = await guardCtx.newPage();
      await guard.setViewportSize(PHONE);
      await signInThroughUi(guard, 'guard@example.com', 'Guard#2026');
      await createConsolePin(guard);
      await waitForGuardKeys(guard);
      // The weeks-old uses are not on the device.
      assert.ok(!((await guard.locator('.guard-console').textContent()) ?? '').includes('Ayanda Oldvisit'));
      await searchOlder(guard, 'oldvisit', 'Gate decisions', 'li', 2);
      const found = ((await guard.getByTestId('gate-history-decisions').textContent()) ?? '').replace(/\s+/g, ' ');
      for (const text of ['ALLOW', 'DENY', 'Ayanda Oldvisit', 'Unit 12']) assert.ok(found.includes(text), `${text} in ${found}`);
      await shoot(guard, 'gate-history-guard-390');
      await guard.setViewportSize(DESKTOP);
      await shoot(guard, 'gate-history-guard-1366');
      await guard.setViewportSize(PHONE);

      // Offline: the search says so and sends nothing.
      await guardCtx.setOffline(true);
      await guard.getByTestId('gate-history-offline').waitFor();
      assert.match((await guard.getByTestId('gate-history-offline').textContent()) ?? '', /needs a connection/);
      assert.equal(await guard.getByTestId('gate-history-search').isDisabled(), true);
      await shoot(guard, 'gate-history-guard-offline-390');
      await guardCtx.setOffline(false);

      const manager = await managerCtx.newPage();
      await manager.setViewportSize(DESKTOP);
      await signInThroughUi(manager, 'manager@example.com', 'Manager#2026');
      await waitForServiceWorkerControl(manager);
      await manager.goto('/manager/gate');
      await manager.getByTestId('visitor-log').waitFor();
      await searchOlder(manager, 'Ayanda Oldvisit', 'Gate decisions', 'tbody tr', 2);
      const rows = ((await manager.getByTestId('gate-history-decisions').textContent()) ?? '').replace(/\s+/g, ' ');
      for (const text of ['Visitor pass', 'Ayanda Oldvisit', 'Sipho Dlamini', 'DENY']) assert.ok(rows.includes(text), `${text} in ${rows}`);
      await shoot(manager, 'gate-history-manager-1366');
      await searchOlder(manager, 'Ayanda Oldvisit', 'Passes', 'tbody tr', 1);
      const pass = ((await manager.getByTestId('gate-history-passes').textContent()) ?? '').replace(/\s+/g, ' ');
      for (const text of ['Visitor', 'Ayanda Oldvisit', '12', 'Active']) assert.ok(pass.includes(text), `${text} in ${pass}`);
      await shoot(manager, 'gate-history-manager-passes-1366');
      await manager.setViewportSize(PHONE);
      await shoot(manager, 'gate-history-manager-passes-390');
      await managerCtx.setOffline(true);
      await manager.getByTestId('gate-history-offline').waitFor();
      await shoot(manager, 'gate-history-manager-offline-390');
      await managerCtx.setOffline(false);
    } finally {
      await guardCtx.close();
      await managerCtx.close();
    }
  });
});
