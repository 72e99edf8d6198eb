import { afterAll, beforeAll, beforeEach } from 'vitest';
import { db } from '../../src/db/db';
import { stopSync, syncIdle } from '../../src/sync/engine';
import { pullOnce } from '../../src/sync/pull';
import { forgetClockCache } from '../../src/sync/clock';
import { getSession, signIn } from '../../src/sync/session';
import { configureTransport } from '../../src/sync/transport';
import { buildTestApp, type TestApp } from './test-app';

/** A base URL nothing listens on: the device is "offline". */
export const CLOSED = 'http://127.0.0.1:9';

export type ClientHarness = {
  /** The real server on a temporary SQLite file (set in beforeAll). */
  readonly t: TestApp;
  /** Its listening URL. */
  readonly base: string;
};

/**
 * Client-side tests against the real server: boots it once per file without the demo seed,
 * runs `setUp` on it (the file's estates and people, made with the factories), and gives every
 * test an empty Dexie (fake-indexeddb) with the sync loop stopped. `beforeEachTest` runs extra
 * resets; `env` adds server configuration (e.g. a test-only `FAULT`).
 */
export function useClientHarness(
  options: { setUp?: (t: TestApp) => Promise<unknown>; beforeEachTest?: () => Promise<void>; env?: Record<string, string> } = {},
): ClientHarness {
  const harness = { t: undefined as unknown as TestApp, base: '' };
  beforeAll(async () => {
    harness.t = await buildTestApp('sqlite', options.env, { seed: false });
    await options.setUp?.(harness.t);
    harness.base = await harness.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    stopSync();
    await syncIdle();
    await harness.t.close();
  });
  beforeEach(async () => {
    stopSync();
    await syncIdle();
    await options.beforeEachTest?.();
    db.close();
    await db.delete();
    await db.open();
    forgetClockCache();
    configureTransport({ baseUrl: harness.base });
  });
  return harness;
}

/** Signs the device in with the real client, stops the background loop, optionally pulls once; the user id. */
export async function signInClient(who: { email: string; password: string }, options: { pull?: boolean } = {}): Promise<string> {
  await signIn(who.email, who.password);
  stopSync();
  await syncIdle();
  if (options.pull ?? true) await pullOnce();
  const session = await getSession();
  if (!session) throw new Error('no session');
  return session.userId;
}
