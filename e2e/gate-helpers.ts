import type { Page } from 'playwright-core';
import { waitForServiceWorkerControl } from './harness';

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

/** Gives the console a code (pasted text, or a PNG of the QR for its image reader) and returns the logged verdict. */
export async function verifyOnGuard(page: Page, code: string | Buffer): Promise<{ decision: string; reason: string }> {
  const before = await page.locator('.guard-events li').count();
  const verdict = page.getByTestId('gate-decision');
  const scanBefore = Number((await verdict.count()) > 0 ? await verdict.getAttribute('data-scan') : 0);
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
      Number(document.querySelector('[data-testid="gate-decision"]')?.getAttribute('data-scan')) > scan,
    [before, scanBefore] as const,
  );
  return { decision: (await verdict.getAttribute('data-decision')) ?? '', reason: (await verdict.getAttribute('data-reason')) ?? '' };
}

export const GUARD_CONSOLE_PIN = '2580';

/** The signed-in guard opens /guard for the first time on this device and chooses the console PIN. */
export async function createConsolePin(page: Page): Promise<void> {
  await page.goto('/guard');
  await page.getByText('Create your console PIN').waitFor();
  await typePin(page, GUARD_CONSOLE_PIN);
  await typePin(page, GUARD_CONSOLE_PIN);
  await page.getByLabel('Code text').waitFor();
}

/** Waits until the console holds the estate's verified keys and revocation list (its first sync). */
export async function waitForGuardKeys(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.body.textContent?.includes("has not synced the estate's keys"), undefined, { timeout: 30_000 });
}

/** Unlocks a locked console (after a reload or the idle lock) with the console PIN. */
export async function unlockConsole(page: Page): Promise<void> {
  await page.getByText('Enter your console PIN').waitFor();
  await typePin(page, GUARD_CONSOLE_PIN);
  await page.getByLabel('Code text').waitFor();
}

/**
 * The unlocked console, readied for offline use: both precache stages on the device and the page
 * controlled by the worker. Control sometimes needs a reload, and a reload locks the console (as a
 * guard's reload would), so it is unlocked again.
 */
export async function readyConsoleOffline(page: Page): Promise<void> {
  if (await waitForServiceWorkerControl(page)) await unlockConsole(page);
}
