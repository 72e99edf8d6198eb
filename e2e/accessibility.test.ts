import type { Page } from '@playwright/test';
import { a11yFindings, describeFindings, seriousOnly, type A11yFinding } from './accessibility';
import { test, expect, type Role } from './fixtures';
import { apiSignIn, GUARD_CONSOLE_PIN, inviteToUnit12, typePin, verifyOnGuard, waitForGuardKeys } from './gate-helpers';
import fs from 'node:fs';
import path from 'node:path';
import { SHOTS } from './harness';
import { loadScreens } from './screens';

/**
 * Accessibility: axe over every screen of the app, signed out and as the
 * seeded resident, guard and estate manager, and over a few states (dialogs open, forms showing
 * their errors, the offline bar). No violation of impact serious or critical is allowed
 * (WCAG 2.0/2.1 A and AA rules; e2e/accessibility.ts), and every screen has a level-one heading.
 *
 * Each role starts from the screens the features declare (with the seeded demo's ids: unit 12 of
 * Willow Creek Estate, its associates, visitors, providers...); signed out, the resident and the guard
 * also visit every in-app link those screens show that opens a route not yet seen, so a screen
 * reached only through a link of another is covered too. Helpers for other specs:
 * e2e/accessibility.ts (expectNoSeriousA11yViolations).
 */

const q = (path: string, search: Record<string, string>) => `${path}?${new URLSearchParams(search).toString()}`;

/**
 * The screens each role starts from, as the features declare them (`src/features/<area>/<area>.screens.ts`,
 * collected by e2e/screens.ts): signed out; the resident, every screen of the signed-in app with the
 * demo data a resident of unit 12 sees; the guard, the console, the tabs and its profile (the
 * estate's other screens need a unit or a resident's role); the manager, the console, each content
 * section, and what the manager, who holds no unit, sees on the shared ones (the home with the
 * console tile, the unit pickers' empty states).
 */
const SCREENS = await loadScreens();

/**
 * Opens a screen. Inside the app the router follows the address itself (no reload: the app,
 * its database and the signed-in session stay up, as when a user taps a link); the first screen
 * and any other page are loaded.
 */
async function open(page: Page, target: string): Promise<void> {
  const inApp = await page.evaluate(() => document.querySelector('#root > *') !== null).catch(() => false);
  if (!inApp) {
    await page.goto(target);
    return;
  }
  // The previous screen's heading goes when another screen is drawn (the same screen with another search keeps it).
  const samePath = new URL(page.url()).pathname.toLowerCase() === (target.split('?')[0] ?? '').toLowerCase();
  const before = samePath
    ? null
    : await page
        .locator('h1')
        .first()
        .elementHandle({ timeout: 1_000 })
        .catch(() => null);
  await page.evaluate((href) => {
    window.history.pushState(window.history.state, '', href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, target);
  if (before) await before.waitForElementState('hidden', { timeout: 3_000 }).catch(() => undefined);
  await before?.dispose();
}

/** Waits until the screen is drawn: a heading there, no 'Loading' overlay left, the live queries given a moment. */
async function settle(page: Page): Promise<boolean> {
  const heading = await page
    .locator('h1')
    .first()
    .waitFor({ state: 'attached', timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  await page.waitForFunction(() => !document.querySelector('.loading-overlay'), undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(250);
  return heading;
}

type Scan = { screens: string[]; findings: A11yFinding[]; withoutHeading: string[] };

/** The in-app links a screen shows (files and the server's own paths left out). */
async function inAppLinks(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]', (links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/sdk/') && !/\.(html|pdf|png|jpe?g)(\?|$)/i.test(href));
}

/** The route a link opens: its path, with the notification lists' section left out (one screen, filtered). */
const routeOf = (target: string) => (target.split('?')[0] ?? '').toLowerCase().replace(/^\/notifications\/(?!detail\/)[^/]+$/, '/notifications/$section');

/** Checks the page as it is now and notes it under `screen`. */
async function check(page: Page, scan: Scan, screen: string, hasHeading: boolean): Promise<void> {
  scan.screens.push(screen);
  if (!hasHeading) scan.withoutHeading.push(screen);
  scan.findings.push(...(await a11yFindings(page, screen)));
}

/**
 * Visits the listed screens and, with `followLinks`, the in-app links they show (a link only when
 * it opens a route not seen yet), running axe on each screen reached.
 */
async function scanScreens(page: Page, start: readonly string[], label: string, followLinks: boolean): Promise<Scan> {
  const scan: Scan = { screens: [], findings: [], withoutHeading: [] };
  const queued = [...start];
  const routes = new Set(start.map(routeOf));
  const visited = new Set<string>();
  const reached = new Set<string>();
  while (queued.length > 0) {
    const target = queued.shift() ?? '';
    if (visited.has(target)) continue;
    visited.add(target);
    await open(page, target);
    const hasHeading = await settle(page);
    const url = new URL(page.url());
    const screen = `${url.pathname}${url.search}`;
    for (const link of followLinks ? await inAppLinks(page) : []) {
      if (routes.has(routeOf(link))) continue;
      routes.add(routeOf(link));
      queued.push(link);
    }
    if (reached.has(screen)) continue; // sent on to a screen already checked
    reached.add(screen);
    await check(page, scan, `${label} ${screen}`, hasHeading);
  }
  return scan;
}

function expectClean(scan: Scan, label: string): void {
  console.log(`${label}: ${scan.screens.length} screens checked\n  ${scan.screens.join('\n  ')}`);
  const serious = seriousOnly(scan.findings);
  const lesser = scan.findings.filter((finding) => !serious.includes(finding));
  if (lesser.length > 0) console.log(`${label}: moderate or minor findings (not failing)\n${describeFindings(lesser)}`);
  expect(describeFindings(serious), 'serious or critical accessibility violations').toBe('');
  expect(scan.withoutHeading, 'screens without a level-one heading').toEqual([]);
}

test('the signed-out screens', async ({ page }) => {
  expectClean(await scanScreens(page, SCREENS.signedOut, 'signed out', true), 'signed out');
});

/**
 * The resident goes everywhere, links included. The guard and the manager get their listed
 * screens and the guard its links too (a few); the manager's links lead to the screens the resident
 * has been checked on with the same content, which would double the run's time.
 */
for (const [role, screens, followLinks] of [
  ['resident', SCREENS.resident, true],
  ['guard', SCREENS.guard, true],
  ['manager', SCREENS.manager, false],
] as const satisfies ReadonlyArray<readonly [Role, readonly string[], boolean]>) {
  test(`every screen as the ${role}`, async ({ page, signedInAs }) => {
    test.setTimeout(300_000);
    await signedInAs(role);
    expectClean(await scanScreens(page, screens, role, followLinks), role);
  });
}

test('states: forms showing their errors, dialogs open, the offline bar', async ({ page, signedInAs, network }) => {
  test.setTimeout(180_000);
  const scan: Scan = { screens: [], findings: [], withoutHeading: [] };
  const checkNow = async (screen: string) => check(page, scan, `state: ${screen}`, (await page.locator('h1').count()) > 0);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter your email and password')).toBeVisible();
  await checkNow('login, nothing entered');
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await checkNow('login, e-mail refused');
  await page.getByLabel('E-mail').fill('resident@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('The e-mail address or password is incorrect.')).toBeVisible();
  await checkNow('login, wrong password');

  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill('resident@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkNow('forgot password, confirm dialog');

  await signedInAs('resident');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkNow('home, menu open');
  await page.goto(q('/PersonalInformation', { deleteAccount: '1' }));
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkNow('personal information, delete account dialog');

  await page.goto('/home');
  await settle(page);
  await network.offline();
  await expect(page.getByText('No internet. Functionality limited and some data outdated.')).toBeVisible();
  await checkNow('home, offline');
  await open(page, '/access');
  await settle(page);
  await checkNow('access, offline');
  await network.online();

  expectClean(scan, 'states');
});

/**
 * The guard console on a 390 px phone: idle (camera box, Scan and Lock in the dock, Details open),
 * and its full-screen verdicts: ALLOW (a visitor's pass), DENY (not a code) and, for the pass
 * just let in, ALREADY ADMITTED.
 */
test('states: the guard console at 390 px, idle and its verdicts', async ({ page, signedInAs, server }) => {
  test.setTimeout(120_000);
  const scan: Scan = { screens: [], findings: [], withoutHeading: [] };
  const checkNow = async (screen: string) => {
    // What the phone shows (the verdict card is fixed over the screen), not the whole page.
    await page.screenshot({ path: path.join(SHOTS, `a11y-guard-console-${screen.replace(/[^a-z]+/gi, '-')}.png`) });
    await check(page, scan, `guard console: ${screen}`, (await page.locator('h1').count()) > 0);
  };
  await page.setViewportSize({ width: 390, height: 844 });
  fs.mkdirSync(SHOTS, { recursive: true });
  const token = await apiSignIn(server.url, 'resident@example.com', 'Resident#2026');
  const { pass } = await inviteToUnit12(server.url, token, 'Ayanda Khumalo', '0831112222', 1);

  await signedInAs('guard');
  // The guard lands on the console, with the console's tabs and none of a resident's.
  expect(new URL(page.url()).pathname).toBe('/guard');
  const tabs = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(tabs.getByRole('link', { name: 'Console' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Access' })).toHaveCount(0);
  // The device's set-up: the console PIN, then once the gate it stands at.
  await page.getByText('Create your console PIN').waitFor();
  await typePin(page, GUARD_CONSOLE_PIN);
  await typePin(page, GUARD_CONSOLE_PIN);
  await page.getByText('Which gate is this device at?').waitFor();
  await checkNow('zone set-up');
  await page.getByRole('button', { name: 'Every gate (zones are not checked)' }).click();
  await waitForGuardKeys(page);
  await checkNow('idle');
  await page.getByTestId('guard-details').locator('summary').click();
  await checkNow('idle, details open');
  expect(await verifyOnGuard(page, pass.code)).toEqual({ decision: 'ALLOW', reason: 'ok' });
  await checkNow('verdict ALLOW');
  expect(await verifyOnGuard(page, 'not a gate code')).toEqual({ decision: 'DENY', reason: 'malformed' });
  await checkNow('verdict DENY');
  expect(await verifyOnGuard(page, pass.code)).toEqual({ decision: 'DENY', reason: 'used-up' });
  await expect(page.getByTestId('gate-decision')).toHaveAttribute('data-admitted', 'true');
  await checkNow('verdict already admitted');

  expectClean(scan, 'guard console');
});
