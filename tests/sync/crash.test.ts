import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { API } from '../../src/contract/api-paths';
import type { TokenDetails } from '../../src/contract/auth';
import { killServerProcesses, startServerProcess } from './server-process';
import { contactArgs } from './sync-helpers';
import { insertCast, RESIDENT } from '../helpers/cast';
import { buildTestApp } from '../helpers/test-app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-crash-'));
const secret = crypto.randomBytes(32).toString('hex');
const startServer = (env: Record<string, string>) => startServerProcess(dataDir, { TOKEN_SECRET: secret, SEED_DEMO: 'false', ...env });

/** The resident and their estates in the server's database file, before any server process starts. */
beforeAll(async () => {
  const setUp = await buildTestApp('sqlite', { TOKEN_SECRET: secret }, { seed: false, dataDir });
  await insertCast(setUp, [RESIDENT]);
  await setUp.close();
});

function readDb<T>(query: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, 'estate.sqlite'), { readonly: true });
  try {
    return query(db);
  } finally {
    db.close();
  }
}

afterAll(() => {
  killServerProcesses();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('server killed between apply and acknowledge', () => {
  it('skips the replayed mutation after a restart', async () => {
    const faulty = await startServer({ FAULT: 'exit-after-apply' });
    const signIn = await fetch(`${faulty.base}${API.signIn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userEmail: RESIDENT.email, userPassword: RESIDENT.password }),
    });
    const details = ((await signIn.json()) as { details: TokenDetails[] }).details[0];
    if (!details) throw new Error('sign-in failed');
    const clientId = 'crash-client-0001';
    const body = JSON.stringify({ clientId, mutations: [{ id: 1, name: 'contacts.save', args: contactArgs('0829990001') }] });
    const request = () =>
      fetch(`${current.base}${API.syncPush}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${details.accessToken}` },
        body,
      });
    let current = faulty;
    await expect(request()).rejects.toThrow();
    expect(await faulty.exited).toBe(137);

    const applied = readDb((db) => ({
      version: (db.prepare('select version from sync_state').get() as { version: number }).version,
      last: (db.prepare('select last_mutation_id as l from sync_clients where client_id = ?').get(clientId) as { l: number }).l,
      cell: (db.prepare('select cell from contacts where user_id = ?').get(details.user.uid) as { cell: string }).cell,
    }));
    expect(applied.last).toBe(1);
    expect(applied.cell).toBe('0829990001');

    current = await startServer({});
    const retry = await request();
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ lastMutationId: 1, results: [{ id: 1, ok: true }] });
    const after = readDb((db) => ({
      version: (db.prepare('select version from sync_state').get() as { version: number }).version,
      logRows: (db.prepare("select count(*) as n from change_log where tbl = 'contacts' and row_id = ?").get(details.user.uid) as { n: number }).n,
    }));
    expect(after.version).toBe(applied.version);
    expect(after.logRows).toBe(1);
    current.child.kill('SIGTERM');
    await current.exited;
  }, 90_000);
});
