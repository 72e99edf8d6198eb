/**
 * Makes the "database made by version 4" fixtures that tests/server/migrations.test.ts migrates:
 *   tests/fixtures/db-v4.sqlite   a SQLite file (journal mode DELETE, vacuumed)
 *   tests/fixtures/db-v4.pg.sql   a plain pg_dump of one PostgreSQL schema, its name replaced by
 *                                 the placeholder FIXTURE_SCHEMA_PLACEHOLDER
 *
 * Each is the real server of that version (demo seed) plus user data written through its real
 * API: sign-ins, a sign-up, a vehicle, an address, an account, a device, profile details, a
 * photo, contacts (sync push), a manager's notification, a gate enrolment, a pending enrolment
 * challenge, a guard's gate event, a gate ban, a password-reset link and a delete-account code.
 *
 * It must be run on the commit BEFORE the migrations were split per area (the one whose
 * server/db/migrations.ts still holds '001_foundation', '020_profile' and '030_notifications'):
 *   git checkout <that commit> && node --import tsx scripts/make-db-fixture.ts
 * Run on a later commit it would make a database of that later version instead, which is not
 * what the migration test means to check.
 */
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { API } from '../src/contract/api-paths';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDb, type DbDialect } from '../server/db/database';
import { askChallenge, enrolDevice, newDevice } from '../tests/server/gate-helpers';
import { contactArgs, push } from '../tests/sync/sync-helpers';
import { NEIGHBOUR, RESIDENT } from '../tests/helpers/cast';
import { signInAs, type Caller } from '../tests/helpers/factories';

/** The token secret the fixtures were made with (gate issuer keys are sealed under it). */
export const FIXTURE_TOKEN_SECRET = 'db-v4-fixture-token-secret-0123456789abcdef';
/** Stands for the schema name in db-v4.pg.sql. */
export const FIXTURE_SCHEMA_PLACEHOLDER = '__fixture_schema__';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const FIXTURES = path.resolve(import.meta.dirname, '../tests/fixtures');
const GUARD = { email: 'guard@example.com', password: 'Guard#2026' };
const MANAGER = { email: 'manager@example.com', password: 'Manager#2026' };
/** A 1x1 PNG. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function call(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  who: Caller,
  payload: object | Buffer,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const res = await app.inject({ method, url, headers: { authorization: `Bearer ${who.token}`, ...headers }, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** User data of every kind the version knows, written through its real API. */
async function addUserData(app: FastifyInstance): Promise<void> {
  const [resident, neighbour, guard, manager] = await Promise.all([
    signInAs(app, RESIDENT),
    signInAs(app, NEIGHBOUR),
    signInAs(app, GUARD),
    signInAs(app, MANAGER),
  ]);
  const me = `?userID=${resident.userId}`;
  await call(app, 'POST', `${API.vehicles}${me}`, resident, {
    make: 'Toyota',
    model: 'Corolla',
    registrationNumber: 'CA 123-456',
    colour: 'White',
    year: '2019',
    vinNumber: 'VIN1',
    licenseDiscPhotoURL: '',
    carPhotoURL: '',
  });
  await call(app, 'POST', `${API.addresses}${me}`, resident, {
    estateId: 91,
    standNo: 'B12',
    streetNoOrUnitNo: '12',
    streetName: 'Willow Lane',
    suburbName: 'Fourways',
    localityOrCity: 'Johannesburg',
    addressPostalCode: '2191',
  });
  await call(app, 'POST', `${API.accounts}${me}`, resident, { estateId: 91, accountType: 'Levies', unitNumber: '12', accountNumber: 'LEV-12' });
  await call(app, 'POST', `${API.device}${me}`, resident, {
    model: 'X11',
    brand: 'Chromium',
    type: 'web',
    manufacturer: '',
    baseOS: 'Linux',
    tablet: false,
    deviceId: 'device000001',
  });
  await call(app, 'PUT', `${API.userDetail}${me}`, resident, { firstName: 'Thandi', lastName: 'Mokoena', idNumber: '8001015009087', maritalStatus: 'Married' });
  await call(app, 'POST', API.files, resident, PHOTO, { 'content-type': 'image/png' });
  const saved = await push(app, resident, 'fixtureclient1', [{ id: 1, name: 'contacts.save', args: contactArgs('0821112222') }]);
  if (saved.status !== 200) throw new Error(`contacts.save: ${saved.status}`);

  await call(app, 'POST', API.notificationsSend, manager, {
    estateId: 91,
    userId: resident.userId,
    title: 'Refuse collection',
    description: 'Refuse is collected on Thursday this week.',
  });

  const enrolled = await enrolDevice(app, resident.token, newDevice());
  if (enrolled.status !== 200) throw new Error(`enrol: ${enrolled.status}`);
  // A challenge asked for and not used yet.
  await askChallenge(app, neighbour.token);
  const event = {
    id: 'evt-fixture-0001',
    estateId: 91,
    decision: 'ALLOW',
    reason: 'ok',
    credId: 'c1',
    residentUserId: resident.userId,
    t: Math.floor(Date.now() / 1000),
    scannedAt: Date.now(),
  };
  const recorded = await push(app, guard, 'fixtureguard01', [{ id: 1, name: 'gate.recordEvent', args: event }]);
  if (recorded.status !== 200) throw new Error(`gate.recordEvent: ${recorded.status}`);
  await call(app, 'POST', API.gateRevocations, manager, { estateId: 91, userId: neighbour.userId });

  await app.inject({ method: 'POST', url: API.forgotPassword, payload: { email: NEIGHBOUR.email } });
  const signUp = await app.inject({
    method: 'POST',
    url: API.signUp,
    payload: {
      firstname: 'Lee',
      lastname: 'Ver',
      mobile: '0831234567',
      estateName: 'Willow Creek Estate',
      estateId: 91,
      email: 'leaver@example.com',
      password: 'Leaver#2026',
      userType: 'resident',
      acceptedPrivacyPolicy: true,
    },
  });
  if (signUp.statusCode !== 201) throw new Error(`sign-up: ${signUp.statusCode} ${signUp.body}`);
  const leaver = signUp.json<{ details: Array<{ accessToken: string; refreshToken: string; user: { uid: string } }> }>().details[0];
  if (!leaver) throw new Error('sign-up answered no token');
  const leaverCaller: Caller = { token: leaver.accessToken, refreshToken: leaver.refreshToken, userId: leaver.user.uid };
  await call(app, 'POST', API.sendDeleteOtp, leaverCaller, {
    userId: leaver.user.uid,
    toUserId: leaver.user.uid,
    toEmailAddress: 'leaver@example.com',
    password: 'Leaver#2026',
  });
}

/** Boots the real server of this version on `db` (migrations, demo seed), adds the user data, closes. */
async function makeDatabase(dataDir: string, opened: ReturnType<typeof openDb>, dialect: DbDialect): Promise<void> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-static'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    TOKEN_SECRET: FIXTURE_TOKEN_SECRET,
  });
  if (dialect === 'postgres') config.databaseUrl = PG_URL;
  const { app } = await buildApp(config, { db: opened, logger: false });
  await app.ready();
  await addUserData(app);
  await app.close();
}

async function makeSqlite(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-fixture-'));
  await makeDatabase(dataDir, openDb({ dataDir }), 'sqlite');
  const file = new SQLite(path.join(dataDir, 'estate.sqlite'));
  file.pragma('journal_mode = DELETE');
  file.exec('VACUUM');
  file.close();
  fs.copyFileSync(path.join(dataDir, 'estate.sqlite'), path.join(FIXTURES, 'db-v4.sqlite'));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function makePostgres(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-fixture-'));
  const schema = `fixture_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
    await makeDatabase(dataDir, openDb({ dataDir, databaseUrl: PG_URL, pgSchema: schema }), 'postgres');
    // INSERTs rather than COPY, so the test can load the dump through the pg driver.
    const dump = execFileSync('pg_dump', ['--no-owner', '--no-privileges', '--column-inserts', `--schema=${schema}`, PG_URL], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    // Without psql's \restrict / \unrestrict meta-commands (random keys, psql only), so the file is SQL alone.
    const sqlOnly = dump.replace(/^\\(un)?restrict .*\n/gm, '');
    fs.writeFileSync(path.join(FIXTURES, 'db-v4.pg.sql'), sqlOnly.replaceAll(schema, FIXTURE_SCHEMA_PLACEHOLDER));
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.mkdirSync(FIXTURES, { recursive: true });
  await makeSqlite();
  await makePostgres();
  console.log(`wrote ${path.join(FIXTURES, 'db-v4.sqlite')} and ${path.join(FIXTURES, 'db-v4.pg.sql')}`);
}
