import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { AppContext } from '../../server/context';
import { API } from '../../src/contract/api-paths';
import { db, META } from '../../src/db/db';
import { saveContacts } from '../../src/features/records/contacts.api';
import { stopSync, syncIdle } from '../../src/sync/engine';
import { flushOutbox } from '../../src/sync/flush';
import { mutate, newRowId } from '../../src/sync/mutate';
import { readMeta } from '../../src/sync/outbox';
import { pullOnce } from '../../src/sync/pull';
import { configureTransport } from '../../src/sync/transport';
import { insertCast, RESIDENT } from '../helpers/cast';
import { CLOSED, signInClient } from '../helpers/client-harness';
import { signInAs } from '../helpers/factories';
import { dropTestDatabase, isPostgresAvailable, pgDatabaseUrl, runOnTestPostgres } from '../helpers/postgres';
import { contactArgs } from './sync-helpers';

const ROOT = path.resolve(__dirname, '../..');
const pg = await isPostgresAvailable();
const database = `drill_${crypto.randomBytes(4).toString('hex')}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-drill-'));
const dataDir = path.join(work, 'data');
const backupDir = path.join(work, 'backup');
/** The server's settings, TOKEN_SECRET among them: the secret is backed up with the database (it seals the gate keys). */
const env = {
  DATABASE_URL: pgDatabaseUrl(database),
  DATA_DIR: dataDir,
  STATIC_DIR: path.join(work, 'none'),
  LOG_LEVEL: 'silent',
  TOKEN_SECRET: crypto.randomBytes(32).toString('hex'),
  SEED_DEMO: 'false',
};
let running: FastifyInstance | undefined;

async function boot(): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { app, ctx } = await buildApp(loadConfig(env), { logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  running = app;
  configureTransport({ baseUrl: base });
  return { app, ctx };
}

/** Another device of the resident pushes one mutation to the server. */
async function otherDevicePushes(app: FastifyInstance, name: string, args: object): Promise<void> {
  const other = await signInAs(app, RESIDENT);
  const res = await app.inject({
    method: 'POST',
    url: API.syncPush,
    headers: { authorization: `Bearer ${other.token}` },
    payload: { clientId: `other-${crypto.randomBytes(6).toString('hex')}`, mutations: [{ id: 1, name, args }] },
  });
  expect(res.statusCode).toBe(200);
}

const otherDeviceSaves = (app: FastifyInstance, cell: string) => otherDevicePushes(app, 'contacts.save', contactArgs(cell));

const vehicle = (vehicleId: string, registrationNumber: string) => ({
  vehicleId,
  make: 'Toyota',
  model: 'Corolla',
  registrationNumber,
  colour: '',
  year: '',
  vinNumber: '',
  licenseDiscPhotoURL: '',
  carPhotoURL: '',
});

const serverVersion = async (ctx: AppContext) => Number((await ctx.db.selectFrom('sync_state').select('version').executeTakeFirstOrThrow()).version);

afterAll(async () => {
  stopSync();
  await syncIdle();
  await running?.close();
  if (pg) await dropTestDatabase(database).catch(() => undefined);
  fs.rmSync(work, { recursive: true, force: true });
});

/**
 * The backup and restore drill of docs/DEPLOYING.md, step by step with the commands it names:
 * pg_dump of the database, a copy of the files, the secret kept; the server is lost; pg_restore,
 * the files back, `npm run migrate -- --restored`, the server started with the same secret. The
 * real sync client (fake-indexeddb) had a write queued offline and a cursor past the backup: it
 * re-bootstraps to the restored state and its queued write lands exactly once, though the restored
 * server's versions have by then passed its old cursor (which alone would not tell it to reset).
 */
describe.skipIf(!pg)('backup and restore drill on PostgreSQL', () => {
  it('restores the database, the files and the secret; an app re-bootstraps and loses nothing it had queued', async () => {
    await runOnTestPostgres(`create database ${database}`);
    const before = await boot();
    await insertCast(before, [RESIDENT]);
    const userId = await signInClient(RESIDENT);
    const resident = await signInAs(before.app, RESIDENT);
    const photo = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
      crypto.randomBytes(2048),
      Buffer.from([0xff, 0xd9]),
    ]);
    const uploaded = await before.app.inject({
      method: 'POST',
      url: API.files,
      headers: { authorization: `Bearer ${resident.token}`, 'content-type': 'application/octet-stream' },
      payload: photo,
    });
    expect(uploaded.statusCode).toBe(200);
    const photoUrl = uploaded.json<{ details: { url: string }[] }>().details[0]?.url ?? '';
    await otherDeviceSaves(before.app, '0821234100');
    await pullOnce();

    // The backup: the database, the files, the secret.
    fs.mkdirSync(backupDir, { recursive: true });
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${path.join(backupDir, 'estate.dump')}`, env.DATABASE_URL]);
    fs.cpSync(path.join(dataDir, 'files'), path.join(backupDir, 'files'), { recursive: true });

    // After the backup: the device pushes a write (answered, then lost with the server) and pulls others.
    await saveContacts(contactArgs('0821234150'));
    await flushOutbox();
    for (const cell of ['0821234101', '0821234102', '0821234103']) await otherDeviceSaves(before.app, cell);
    await pullOnce();
    const deviceCursor = (await readMeta<number>(META.cursor)) ?? 0;

    // The device loses signal and queues a new vehicle.
    configureTransport({ baseUrl: CLOSED });
    const vehicleId = newRowId();
    await mutate('vehicles.add', vehicle(vehicleId, 'DRILL 1 GP'));
    await syncIdle();
    expect(await db.outbox.count()).toBe(1);

    // The server is lost: its database and its disk.
    await before.app.close();
    running = undefined;
    await dropTestDatabase(database);
    fs.rmSync(dataDir, { recursive: true, force: true });

    // The restore, as docs/DEPLOYING.md says.
    await runOnTestPostgres(`create database ${database}`);
    execFileSync('pg_restore', ['--no-owner', `--dbname=${env.DATABASE_URL}`, path.join(backupDir, 'estate.dump')]);
    fs.mkdirSync(dataDir, { recursive: true });
    fs.cpSync(path.join(backupDir, 'files'), path.join(dataDir, 'files'), { recursive: true });
    const migrated = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts', '--restored'], { cwd: ROOT, env: { ...process.env, ...env } });
    expect(migrated.toString()).toContain('new sync epoch');
    const after = await boot();
    configureTransport({ baseUrl: CLOSED });

    // The restored server takes writes while the device is still offline, past the device's old
    // cursor: the first of them (a vehicle from the other device) has a version the device has seen.
    const othersVehicle = newRowId();
    await otherDevicePushes(after.app, 'vehicles.add', vehicle(othersVehicle, 'DRILL 2 GP'));
    expect(await serverVersion(after.ctx)).toBeLessThanOrEqual(deviceCursor);
    for (let i = 0; i < 8; i += 1) await otherDeviceSaves(after.app, `08212342${String(i).padStart(2, '0')}`);
    expect(await serverVersion(after.ctx)).toBeGreaterThan(deviceCursor);

    // Back online: the device re-bootstraps to the restored server's state, and its queued vehicle lands once.
    configureTransport({ baseUrl: listeningUrl(after.app) });
    await flushOutbox();
    await pullOnce();
    await flushOutbox();
    await pullOnce();
    expect(await db.outbox.count()).toBe(0);
    expect((await db.contacts.get(userId))?.cellNumber).toBe('0821234207');
    const vehicles = await after.ctx.db.selectFrom('vehicles').select('id').where('registration_number', '=', 'DRILL 1 GP').execute();
    expect(vehicles).toHaveLength(1);
    expect(await db.vehicles.get(vehicleId)).toBeDefined();
    expect(await db.vehicles.get(othersVehicle)).toBeDefined();

    // The photo uploaded before the backup is served from the restored files.
    const again = await signInAs(after.app, RESIDENT);
    const served = await after.app.inject({ method: 'GET', url: new URL(photoUrl, 'http://x').pathname, headers: { authorization: `Bearer ${again.token}` } });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, photo)).toBe(0);
  });
});

function listeningUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}
