import path from 'node:path';
import SQLite from 'better-sqlite3';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { API } from '../src/contract/api-paths';
import { DEFAULT_ACCEPTANCE_WINDOW_SEC } from '../src/domain/qr/verify';
import { DEMO_ACCOUNTS, demoAccount, type DemoAccount } from '../server/seed/demo-accounts';
import { cspViolations, signInThroughUi, waitForServiceWorkerControl, watchContentSecurityPolicy } from './harness';
import { startServer, type RunningServer } from './server';

/**
 * The testers' kit: Playwright Test fixtures for this product (e2e/README.md shows them in use).
 *
 *   import { test, expect } from './fixtures';
 *   test('a write made offline reaches the server once', async ({ page, signedInAs, network, flushOutbox, outboxSize }) => { ... });
 *
 * Each test file gets its own product (the `server` fixture): started from server/main.ts on a
 * free port with an empty data folder, so the seeded demo estate is fresh in every file. The
 * tests of one file share it, in order.
 */

export { expect };

export type Account = { email: string; password: string; name: string };

/** The seeded demo accounts (server/seed/demo-accounts.ts) by the kit's role names. */
export const ACCOUNTS = {
  resident: account(DEMO_ACCOUNTS[0]),
  neighbour: account(DEMO_ACCOUNTS[1]),
  guard: account(demoAccount('guard')),
  manager: account(demoAccount('estateManager')),
} as const satisfies Record<string, Account>;

export type Role = keyof typeof ACCOUNTS | 'fresh';

function account(demo: DemoAccount | undefined): Account {
  if (!demo) throw new Error('demo account missing');
  return { email: demo.email, password: demo.password, name: `${demo.firstName} ${demo.lastName}` };
}

/** The device clock of the test's browser context (Playwright's clock, installed before the first page loads). */
export type DeviceClock = {
  /** Moves the clock forward by `ms`, firing the timers that fall due (as if the device slept that long). */
  jump(ms: number): Promise<void>;
  /** Sets the device's wall clock (forward or back) without firing timers: a device whose clock is wrong. */
  setTime(at: number | Date): Promise<void>;
  /** Past a gate code's acceptance window (DEFAULT_ACCEPTANCE_WINDOW_SEC, 30 s) plus a second. */
  pastCodeWindow(): Promise<void>;
  /** Past the access token's lifetime (ACCESS_TOKEN_TTL_S, 900 s by default) plus a minute: the app must refresh before its next call. */
  pastTokenExpiry(): Promise<void>;
};

export type Network = {
  offline(target?: BrowserContext): Promise<void>;
  online(target?: BrowserContext): Promise<void>;
};

export type MailMessage = { subject: string; text: string };
export type Mailbox = {
  /** Every message the server stored for `to` (newest first), or for everyone. */
  read(to?: string): Promise<MailMessage[]>;
  /** Waits (up to 30 s) for a message to `to` whose subject matches. */
  waitFor(to: string, subject: string | RegExp): Promise<MailMessage>;
};

export type ServerControl = {
  /** Stops the server process (the data folder stays). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data (after stop(), or stops it first). */
  restart(): Promise<void>;
  /** The next `count` pushes answer `status` (default 503) before anything is applied; 0 clears. */
  failNextPushes(count: number, status?: number): Promise<void>;
};

type KitFixtures = {
  /** Extra environment for this file's server (`test.use({ serverEnv: { ... } })`); read when the file's server starts. */
  serverEnv: Record<string, string>;
  /** This file's running product. */
  server: RunningServer;
  /**
   * Signs in through the Login screen (on `page` unless another is given) as a seeded role, or as
   * a new user of the demo estate ('fresh'), and waits until the service worker controls the page
   * (from then on the app opens offline).
   */
  signedInAs: (role: Role, onPage?: Page) => Promise<Account>;
  /**
   * The device's network: `offline()` cuts the test's context (or the given one): its pages, their
   * workers and the service worker; `online()` brings it back. (Named `network` because Playwright's
   * own `offline` is a context option.)
   */
  network: Network;
  /** Wakes the app's sync loop and waits until its outbox holds no pending write (refused ones stay, marked refused). */
  flushOutbox: (onPage?: Page) => Promise<void>;
  /** Pending (not yet acknowledged) writes in the app's outbox. */
  outboxSize: (onPage?: Page) => Promise<number>;
  clock: DeviceClock;
  mailbox: Mailbox;
  serverControl: ServerControl;
  /** Checks that no page of the test logged a Content Security Policy violation. */
  contentSecurityPolicy: void;
  /** Runs what afterThisTest() registered. */
  testCleanups: void;
};

type KitWorkerFixtures = { productServers: ProductServers };

/** One product per test file: started when the file first needs it, stopped when the worker moves on to another file or ends. */
class ProductServers {
  private current: { file: string; env: string; server: RunningServer } | undefined;

  async forFile(file: string, env: Record<string, string>): Promise<RunningServer> {
    const key = JSON.stringify(env);
    if (this.current?.file === file) {
      if (this.current.env !== key)
        throw new Error(
          `This file's server already runs with ${this.current.env}, not ${key}: set the environment once, with useProduct(env) or test.use({ serverEnv })`,
        );
      return this.current.server;
    }
    await this.stopCurrent();
    const server = await startServer(env);
    this.current = { file, env: key, server };
    return server;
  }

  async stopCurrent(): Promise<void> {
    const running = this.current;
    this.current = undefined;
    await running?.server.stop();
  }
}

const cleanups: Array<() => unknown> = [];

/** Registers a step to run when the current test ends, passed or failed (closing its browser contexts, say). */
export function afterThisTest(step: () => unknown): void {
  cleanups.push(step);
}

let freshUsers = 0;

export const test = base.extend<KitFixtures, KitWorkerFixtures>({
  productServers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring, even when empty.
    async ({}, use) => {
      const servers = new ProductServers();
      await use(servers);
      await servers.stopCurrent();
    },
    { scope: 'worker' },
  ],
  serverEnv: [{}, { option: true }],
  server: async ({ productServers, serverEnv }, use, testInfo) => {
    await use(await productServers.forFile(testInfo.file, serverEnv));
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  context: async ({ context }, use) => {
    watchContentSecurityPolicy(context);
    await use(context);
  },
  contentSecurityPolicy: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring, even when empty.
    async ({}, use) => {
      cspViolations.splice(0);
      await use();
      expect(cspViolations.splice(0), 'Content Security Policy violations in the browser console').toEqual([]);
    },
    { auto: true },
  ],
  testCleanups: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring, even when empty.
    async ({}, use) => {
      await use();
      for (const step of cleanups.splice(0).reverse()) await step();
    },
    { auto: true },
  ],
  signedInAs: async ({ page, server }, use) => {
    await use(async (role, onPage = page) => {
      const account = role === 'fresh' ? await signUpFreshUser(server) : ACCOUNTS[role];
      await signInThroughUi(onPage, account.email, account.password);
      // Ready for offline: the service worker controls the page (the app shell is cached).
      await waitForServiceWorkerControl(onPage);
      return { ...account };
    });
  },
  network: async ({ context }, use) => {
    // The pages hear it at once as well (the browser's own 'online'/'offline' events can trail the switch).
    const announce = async (target: BrowserContext, event: 'online' | 'offline') => {
      for (const open of target.pages()) await open.evaluate((name) => window.dispatchEvent(new Event(name)), event).catch(() => undefined);
    };
    await use({
      async offline(target = context) {
        await target.setOffline(true);
        await announce(target, 'offline');
      },
      async online(target = context) {
        await target.setOffline(false);
        await announce(target, 'online');
      },
    });
  },
  outboxSize: async ({ page }, use) => {
    await use(async (onPage = page) => pendingWrites(onPage));
  },
  flushOutbox: async ({ page }, use) => {
    await use(async (onPage = page) => {
      if (!(await onPage.evaluate(() => navigator.onLine))) throw new Error('flushOutbox: the device is offline; call network.online() first');
      await onPage.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect.poll(() => pendingWrites(onPage), { message: 'the outbox to empty', timeout: 30_000, intervals: [100, 250, 500] }).toBe(0);
    });
  },
  clock: async ({ context }, use) => {
    await context.clock.install();
    const jump = (ms: number) => context.clock.fastForward(ms);
    const ttlS = Number(process.env.ACCESS_TOKEN_TTL_S ?? 900);
    await use({
      jump,
      setTime: (at) => context.clock.setSystemTime(at),
      pastCodeWindow: () => jump((DEFAULT_ACCEPTANCE_WINDOW_SEC + 1) * 1000),
      pastTokenExpiry: () => jump(ttlS * 1000 + 60_000),
    });
  },
  mailbox: async ({ server }, use) => {
    const read = async (to?: string): Promise<MailMessage[]> => {
      const res = await fetch(`${server.url}${API.devMailbox}${to ? `?to=${encodeURIComponent(to)}` : ''}`);
      if (!res.ok) throw new Error(`mailbox: ${res.status}`);
      return ((await res.json()) as { details: MailMessage[] }).details;
    };
    await use({
      read,
      async waitFor(to, subject) {
        const matches = (m: MailMessage) => (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject));
        let found: MailMessage | undefined;
        await expect
          .poll(
            async () => {
              found = (await read(to)).find(matches);
              return found !== undefined;
            },
            { message: `a mail to ${to} about ${String(subject)}`, timeout: 30_000 },
          )
          .toBe(true);
        return found as MailMessage;
      },
    });
  },
  serverControl: async ({ server }, use) => {
    await use({
      stop: () => server.stop(),
      async restart() {
        await server.stop();
        await server.start();
      },
      async failNextPushes(count, status = 503) {
        const res = await fetch(`${server.url}${API.devPushFaults}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ count, status }),
        });
        if (!res.ok) throw new Error(`failNextPushes: the server answered ${res.status} (is TEST_CONTROLS=true?)`);
      },
    });
  },
});

/** Reads this file's server database (SQLite, read-only): what really reached the server. */
export function queryServer<T>(server: RunningServer, sql: string, params: unknown[] = []): T[] {
  const db = new SQLite(path.join(server.dataDir, 'estate.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Writes in the page's outbox (IndexedDB 'estate', store 'outbox') still waiting for the server. */
async function pendingWrites(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes('estate')) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('estate');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('outbox')) {
          db.close();
          resolve(0);
          return;
        }
        const req = db.transaction('outbox', 'readonly').objectStore('outbox').index('status').count('pending');
        req.onsuccess = () => {
          db.close();
          resolve(req.result);
        };
        req.onerror = () => reject(req.error);
      };
    });
  });
}

/** A new user at the demo estate (Willow Creek, 91), made through the sign-up endpoint. */
async function signUpFreshUser(server: RunningServer): Promise<Account> {
  freshUsers += 1;
  const tag = `${Date.now().toString(36)}${freshUsers}`;
  const account = { email: `fresh-${tag}@example.com`, password: `Fresh#${tag}`, name: 'Fresh Tester' };
  const res = await fetch(`${server.url}${API.signUp}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstname: 'Fresh',
      lastname: 'Tester',
      mobile: '0821234567',
      estateName: 'Willow Creek Estate',
      estateId: 91,
      email: account.email,
      password: account.password,
      acceptedPrivacyPolicy: true,
    }),
  });
  if (!res.ok) throw new Error(`signedInAs('fresh'): sign-up answered ${res.status} ${await res.text()}`);
  return account;
}

export type Product = { server: RunningServer; browser: Browser };

/**
 * For files that make their own browser contexts: this file's product and the worker's browser,
 * filled in before the file's first test (read `.server` and `.browser` inside tests).
 * `env` is the server's extra environment (the same as `test.use({ serverEnv: env })`). The
 * server starts with the first test's fixtures, which Playwright sets up before beforeAll hooks:
 * anything the server needs on disk must exist by then.
 */
export function useProduct(env: Record<string, string> = {}): Product {
  const product = {} as Product;
  test.use({ serverEnv: env });
  test.beforeAll(async ({ productServers, browser }, testInfo) => {
    product.server = await productServers.forFile(testInfo.file, env);
    product.browser = browser;
  });
  return product;
}
