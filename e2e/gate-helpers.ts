import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { API } from '../src/contract/api-paths';
import type { Pass } from '../src/contract/invites';
import { estateDate } from '../src/domain/estate-time';
import { untilInPage, waitForServiceWorkerControl } from './harness';

/** Page steps shared by the gate e2e files (resident PIN pad, drawn QR payload, guard verdicts). */

export async function typePin(page: Page, pin: string): Promise<void> {
  for (const digit of pin) await page.locator('.numpad-keys').getByRole('button', { name: digit, exact: true }).click();
}

/** The payload the resident's screen draws, once it differs from `previous` (Base45, format 2). */
export async function readPayload(page: Page, previous = ''): Promise<string> {
  await page.waitForFunction(
    (prev) => {
      const p = document.querySelector('[data-testid="gate-qr"]')?.getAttribute('data-payload') ?? '';
      return /^EG[PS]/.test(p) && p !== prev;
    },
    previous,
    { timeout: 30_000 },
  );
  return (await page.getByTestId('gate-qr').getAttribute('data-payload')) ?? '';
}

/** A screenshot (PNG) of the QR the resident's screen shows right now (for the console's image reader). */
export async function qrScreenshot(page: Page): Promise<Buffer> {
  return page.getByTestId('gate-qr').locator('svg').screenshot();
}

/** Opens the console's Details fold (the zone, the revocation list, the picture and text readers) when it is closed. */
export async function openConsoleDetails(page: Page): Promise<void> {
  const details = page.getByTestId('guard-details');
  if (!(await details.evaluate((el) => (el as HTMLDetailsElement).open))) await details.locator('summary').click();
}

/** Closes the verdict card on screen (Next scan), if one is. */
export async function nextScan(page: Page): Promise<void> {
  const verdict = page.getByTestId('gate-decision');
  if ((await verdict.count()) > 0) {
    await verdict.getByRole('button', { name: 'Next scan' }).click();
    await verdict.waitFor({ state: 'detached' });
  }
}

/**
 * Gives the console a code (pasted text, or a PNG of the QR for its image reader, both under
 * Details) and returns the logged verdict; the verdict card stays on screen until the next call.
 */
export async function verifyOnGuard(page: Page, code: string | Buffer): Promise<{ decision: string; reason: string }> {
  const before = await page.locator('.guard-events li').count();
  const verdict = page.getByTestId('gate-decision');
  const scanBefore = Number((await verdict.count()) > 0 ? await verdict.getAttribute('data-scan') : 0);
  await nextScan(page);
  await openConsoleDetails(page);
  if (typeof code === 'string') {
    await page.getByLabel('Code text').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
  } else {
    await page.getByLabel('Code image').setInputFiles({ name: 'gate-code.png', mimeType: 'image/png', buffer: code });
  }
  // The decision is logged (the list grows) and shown (the panel's scan number moves) in separate renders.
  await page.waitForFunction(
    ([n, scan]) =>
      document.querySelectorAll('.guard-events li').length > n &&
      Number(document.querySelector('[data-testid="gate-decision"]')?.getAttribute('data-scan') ?? 0) > scan,
    [before, scanBefore] as const,
  );
  return { decision: (await verdict.getAttribute('data-decision')) ?? '', reason: (await verdict.getAttribute('data-reason')) ?? '' };
}

export const GUARD_CONSOLE_PIN = '2580';

/**
 * The signed-in guard opens /guard for the first time on this device, chooses the console PIN and
 * then, when the estate has zones, the device's gate (`zone`; by default every gate: zones not checked).
 */
export async function createConsolePin(page: Page, zone = 'Every gate (zones are not checked)'): Promise<void> {
  await page.goto('/guard');
  await page.getByText('Create your console PIN').waitFor();
  await typePin(page, GUARD_CONSOLE_PIN);
  await typePin(page, GUARD_CONSOLE_PIN);
  const setup = page.getByText('Which gate is this device at?');
  await Promise.race([setup.waitFor(), page.getByTestId('guard-console').waitFor()]);
  if (await setup.isVisible()) await page.getByRole('button', { name: zone, exact: true }).click();
  await page.getByTestId('guard-console').waitFor();
}

/** Waits until the console holds the estate's verified keys and revocation list (its first sync). */
export async function waitForGuardKeys(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.body.textContent?.includes("has not synced the estate's keys"), undefined, { timeout: 30_000 });
}

/** Unlocks a locked console (after a reload or the idle lock) with the console PIN. */
export async function unlockConsole(page: Page): Promise<void> {
  await page.getByText('Enter your console PIN').waitFor();
  await typePin(page, GUARD_CONSOLE_PIN);
  await page.getByTestId('guard-console').waitFor();
}

/**
 * The unlocked console, readied for offline use: both precache stages on the device and the page
 * controlled by the worker. Control sometimes needs a reload, and a reload locks the console (as a
 * guard's reload would), so it is unlocked again.
 */
export async function readyConsoleOffline(page: Page): Promise<void> {
  if (await waitForServiceWorkerControl(page)) await unlockConsole(page);
}

/** A session token for the seeded account, through the spec's sign-in call. */
export async function apiSignIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/sdk/system/user/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userEmail: email, userPassword: password }),
  });
  const token = ((await res.json()) as { details: { accessToken: string }[] }).details[0]?.accessToken;
  assert.ok(token);
  return token;
}

/** A one-day ('One Day (Full)') invite for unit 12 at Willow Creek; the server answers the invite and its pass. */
export async function inviteToUnit12(
  baseUrl: string,
  token: string,
  visitorName: string,
  phone: string,
  typeId: number,
): Promise<{ inviteId: string; pass: Pass }> {
  const today = estateDate();
  const res = await fetch(`${baseUrl}${API.visitorInvite}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      estateId: 91,
      unitNo: '12',
      pkivisitorInviteTypeID: typeId,
      visitorName,
      visitorPhoneNumber: phone,
      invitedDateStart: `${today} 00:01`,
      invitedDateEnd: `${today} 23:59`,
      dayCount: 1,
      multiEntry: false,
      accessZoneIDList: [1],
    }),
  });
  const body = (await res.json()) as { status: string; details: { id: string; pass: Pass; Message: string }[] };
  assert.equal(res.status, 200, JSON.stringify(body));
  const detail = body.details[0];
  assert.ok(detail);
  return { inviteId: detail.id, pass: detail.pass };
}

/**
 * Waits until the console's mirror holds the pass's gate row (`gatePasses`), with `status` when
 * given (e.g. 'REVOKED' after a move-out).
 */
export async function gatePassOnDevice(page: Page, passId: string, status = '', timeoutMs = 30_000): Promise<void> {
  await untilInPage(
    page,
    (want: { id: string; status: string }) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('estate');
        open.onsuccess = () => {
          const req = open.result.transaction('gatePasses', 'readonly').objectStore('gatePasses').get(want.id);
          req.onsuccess = () => {
            const row = req.result as { status?: string } | undefined;
            resolve(row !== undefined && (want.status === '' || row.status === want.status));
            open.result.close();
          };
          req.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      }),
    { id: passId, status },
    timeoutMs,
  );
}
