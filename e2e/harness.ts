import { spawn, type ChildProcess } from 'node:child_process';
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
export const SHOTS = path.resolve('e2e-output');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
  start(): Promise<void>;
};

/** Runs the real product (`server/main.ts` serving the built `dist/`) on a fresh data dir. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-e2e-'));
  let child: ChildProcess | undefined;
  const url = `http://localhost:${port}`;
  const server: RunningServer = {
    url,
    port,
    dataDir,
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: url, ...env },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        try {
          const res = await fetch(`${url}/sdk/health`);
          if (res.ok) return;
        } catch {
          // not up yet
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error('server did not start within 60 s');
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
        setTimeout(() => running.kill('SIGKILL'), 5000).unref();
      });
    },
  };
  await server.start();
  return server;
}

/** Debian Chromium. A launch on a busy machine occasionally never finishes: a minute, then one retry. */
export async function launchBrowser(): Promise<Browser> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: 60_000 });
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

export type Product = { server: RunningServer; browser: Browser };

/**
 * The real product (server on a fresh data dir, serving the build) and a browser for one test
 * file: started in `before`, stopped in `after`. Read `.server` and `.browser` inside tests.
 */
export function useProduct(env: Record<string, string> = {}): Product {
  const product = {} as Product;
  before(async () => {
    product.server = await startServer(env);
    product.browser = await launchBrowser();
  });
  after(async () => {
    await product.browser?.close();
    await product.server?.stop();
  });
  return product;
}

export async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow', viewport: { width: 420, height: 860 } });
  watchContentSecurityPolicy(context);
  return context;
}

/** Every Content Security Policy violation seen in this file's browser contexts; none may occur. */
export const cspViolations: string[] = [];
after(() => assert.deepEqual(cspViolations, [], 'Content Security Policy violations in the browser console'));

/** Collects the browser's CSP reports: Chromium logs each refusal ('... violates the following Content Security Policy directive ...') to the console of the page or frame. */
function watchContentSecurityPolicy(context: BrowserContext): void {
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(`${message.location().url}: ${message.text()}`);
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Signs in through the Login screen and waits for the home tiles. */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/home');
}

/** Waits until a service worker controls the page (first load takes a moment). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
}

export async function readMailbox(server: RunningServer, to: string): Promise<Array<{ subject: string; text: string }>> {
  const res = await fetch(`${server.url}/sdk/dev/mailbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { details: Array<{ subject: string; text: string }> };
  return body.details;
}
