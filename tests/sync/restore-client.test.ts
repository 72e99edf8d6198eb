import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { AppContext } from '../../server/context';
import { openDb } from '../../server/db/database';
import { db, META } from '../../src/db/db';
import { forgetClockCache } from '../../src/sync/clock';
import { stopSync, syncIdle } from '../../src/sync/engine';
import { readMeta } from '../../src/sync/outbox';
import { pullOnce } from '../../src/sync/pull';
import { configureTransport } from '../../src/sync/transport';
import { signInClient } from '../helpers/client-harness';
import { otherDeviceSaves } from './sync-helpers';
import { insertCast, RESIDENT } from '../helpers/cast';

/**
 * The server's database is restored from a backup: the device's cursor is
 * then ahead of the server. The real server on a SQLite file, restored from a real backup
 * (VACUUM INTO), and the real sync client on fake-indexeddb.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-restore-'));
const backup = path.join(os.tmpdir(), `estate-restore-${crypto.randomBytes(4).toString('hex')}.sqlite`);
const env = {
  DATA_DIR: dataDir,
  STATIC_DIR: path.join(dataDir, 'none'),
  LOG_LEVEL: 'silent',
  TOKEN_SECRET: crypto.randomBytes(32).toString('hex'),
  SEED_DEMO: 'false',
};
let running: FastifyInstance | undefined;

async function boot(): Promise<{ app: FastifyInstance; ctx: AppContext; base: string }> {
  const { app, ctx } = await buildApp(loadConfig(env), { db: openDb({ dataDir }), logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  running = app;
  configureTransport({ baseUrl: base });
  return { app, ctx, base };
}

const serverVersion = async (ctx: AppContext) => Number((await ctx.db.selectFrom('sync_state').select('version').executeTakeFirstOrThrow()).version);

beforeEach(async () => {
  stopSync();
  await syncIdle();
  db.close();
  await db.delete();
  await db.open();
  forgetClockCache();
});

afterAll(async () => {
  stopSync();
  await syncIdle();
  await running?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(backup, { force: true });
});

describe('server restored from a backup', () => {
  it('the device re-bootstraps (its cursor is ahead of the server) and then sees new writes', async () => {
    const before = await boot();
    await insertCast(before, [RESIDENT]);
    const userId = await signInClient(RESIDENT);
    const original = (await db.contacts.get(userId))?.cellNumber;
    await sql`vacuum into ${backup}`.execute(before.ctx.db);

    // After the backup: eight more writes reach the device (more than the restored server's boot steps publish, so
    // its next write still has a version below the device's cursor).
    const later = Array.from({ length: 8 }, (_, i) => `08212341${String(i + 1).padStart(2, '0')}`);
    for (const cell of later) await otherDeviceSaves(before.app, cell);
    await pullOnce();
    expect((await db.contacts.get(userId))?.cellNumber).toBe('0821234108');
    const deviceCursor = await readMeta<number>(META.cursor);
    await before.app.close();

    // The operator restores the backup.
    const file = path.join(dataDir, 'estate.sqlite');
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    fs.copyFileSync(backup, file);
    const after = await boot();
    expect(await serverVersion(after.ctx)).toBeLessThan(deviceCursor ?? 0);

    // The device drops its mirror and re-bootstraps: it shows the server's (restored) state.
    await pullOnce();
    expect((await db.contacts.get(userId))?.cellNumber).toBe(original);
    expect(await readMeta<number>(META.cursor)).toBeLessThanOrEqual(await serverVersion(after.ctx));

    // A new write on the restored server gets a version below the device's old cursor; the device sees it.
    await otherDeviceSaves(after.app, '0821234199');
    expect(await serverVersion(after.ctx)).toBeLessThan(deviceCursor ?? 0);
    await pullOnce();
    expect((await db.contacts.get(userId))?.cellNumber).toBe('0821234199');
  });
});
