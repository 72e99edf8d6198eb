import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './browser';
import type { RunningServer } from './server';

export { CHROMIUM, CHROMIUM_ARGS } from './browser';
export { freePort, startServer, type RunningServer } from './server';
export const SHOTS = path.resolve('e2e-output');

/** Debian Chromium. A launch on a busy machine occasionally never finishes: a minute, then one retry. */
export async function launchBrowser(): Promise<Browser> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true, timeout: 60_000 });
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

export async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow', viewport: { width: 420, height: 860 } });
  watchContentSecurityPolicy(context);
  return context;
}

/** Every Content Security Policy violation seen in this file's browser contexts; none may occur (checked after each file by useProduct in e2e/fixtures.ts). */
export const cspViolations: string[] = [];

/** Collects the browser's CSP reports: Chromium logs each refusal ('... violates the following Content Security Policy directive ...') to the console of the page or frame. */
export function watchContentSecurityPolicy(context: BrowserContext): void {
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(`${message.location().url}: ${message.text()}`);
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Signs in through the Login screen and waits for the page it lands on. */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  // Each lands where the app's landingFor() sends them: managers on their console, guards on the gate console, the others Home.
  // The app decides once the first pull has brought the roles (up to 10 s, more on a busy machine).
  await page.waitForFunction((landings) => landings.includes(window.location.pathname), LANDINGS, { timeout: 60_000 });
}

/** The pages sign-in lands on (src/app/landing.ts). */
const LANDINGS = ['/home', '/manager', '/guard', '/operator'];

/**
 * Waits until a service worker controls the page and holds both precache stages (first load takes
 * a moment): then every screen that works offline does. The second stage (sw/precache-later.ts) is
 * asked for as the app asks for it, and joined if the app's own request is still running. A page
 * still uncontrolled then (its navigation began while the worker was activating, so it missed the
 * activate's claim) is reloaded, as a person's next visit would be: the answer says whether it was.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<boolean> {
  // No named function inside the page function: tsx (the bench and scripts run under it) keeps
  // function names through an `__name` helper that does not exist in the page.
  const controlled = await page.evaluate(async () => {
    const ready = (async () => {
      const worker = (await navigator.serviceWorker.ready).active;
      const control = navigator.serviceWorker.controller
        ? Promise.resolve()
        : new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
      const channel = new MessageChannel();
      const answer = new Promise<unknown>((resolve) => {
        channel.port1.onmessage = (event: MessageEvent<unknown>) => resolve(event.data);
      });
      worker?.postMessage({ type: 'CACHE_LATER' }, [channel.port2]);
      const reply = (await answer) as { type?: unknown } | null;
      if (reply?.type !== 'OFFLINE_READY') throw new Error("The service worker could not cache the precache's second stage");
      // A page whose navigation began while the worker was activating misses the activate's claim and stays
      // uncontrolled until its next load: the caller reloads it.
      await Promise.race([control, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      return navigator.serviceWorker.controller !== null;
    })();
    // Fails with the registration's state rather than at the test's timeout, so a run that misses control says where it stopped.
    const stuck = new Promise<never>((_, reject) =>
      setTimeout(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        const states = `installing ${r?.installing?.state ?? '-'}, waiting ${r?.waiting?.state ?? '-'}, active ${r?.active?.state ?? '-'}`;
        reject(
          new Error(
            `No service worker with both precache stages after 60 s (${r ? states : 'no registration'}, controller ${Boolean(navigator.serviceWorker.controller)})`,
          ),
        );
      }, 60_000),
    );
    return await Promise.race([ready, stuck]);
  });
  if (controlled) return false;
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return true;
}

export async function readMailbox(server: RunningServer, to: string): Promise<Array<{ subject: string; text: string }>> {
  const res = await fetch(`${server.url}/sdk/dev/mailbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { details: Array<{ subject: string; text: string }> };
  return body.details;
}

/**
 * Runs `fn` in the page until it answers something other than null, false or undefined, and
 * returns that answer. Use it for checks that read IndexedDB: `page.waitForFunction` does not
 * await a promise its predicate returns (a pending promise is truthy), so such a wait ends at once.
 */
export async function untilInPage<A, T>(page: Page, fn: (arg: A) => Promise<T | null | false | undefined>, arg: A, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Playwright types the page function's argument as its serialised form; `arg` is plain data.
    const value = await page.evaluate(fn as (arg: unknown) => Promise<T | null | false | undefined>, arg as unknown);
    if (value !== null && value !== false && value !== undefined) return value as T;
    if (Date.now() > deadline) throw new Error(`untilInPage: no answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
