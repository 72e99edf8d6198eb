import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { API } from '../../src/contract/api-paths';
import { DirectoryEntrySchema, PointOfInterestSchema } from '../../src/contract/content';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDb, type Db, type DbDialect } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { LEGACY_MIGRATION_NAMES, allMigrations } from '../../server/db/migrations';
import { FIXTURE_SCHEMA_PLACEHOLDER, FIXTURE_TOKEN_SECRET } from '../../scripts/make-db-fixture';
import { availableDialects, buildTestApp, PG_URL, runOnTestPostgres } from '../helpers/test-app';
import { RESIDENT } from '../helpers/cast';
import { signInAs } from '../helpers/factories';
import { pullAll } from '../sync/sync-helpers';

const dialects = await availableDialects();
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

type Opened = { db: Db; dialect: DbDialect; dataDir: string /** Drops the copy; close the database first. */; drop(): Promise<void> };

/**
 * A copy of the version-4 database made by scripts/make-db-fixture.ts: the SQLite file in a
 * temporary folder, or the PostgreSQL dump loaded into a fresh schema.
 */
async function openFixture(dialect: DbDialect): Promise<Opened> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-migrate-'));
  let schema: string | undefined;
  let opened: ReturnType<typeof openDb>;
  if (dialect === 'postgres') {
    schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const dump = fs.readFileSync(path.join(FIXTURES, 'db-v4.pg.sql'), 'utf8').replaceAll(FIXTURE_SCHEMA_PLACEHOLDER, schema);
    await runOnTestPostgres(dump);
    opened = openDb({ dataDir, databaseUrl: PG_URL, pgSchema: schema });
  } else {
    fs.copyFileSync(path.join(FIXTURES, 'db-v4.sqlite'), path.join(dataDir, 'estate.sqlite'));
    opened = openDb({ dataDir });
  }
  return {
    ...opened,
    dataDir,
    async drop() {
      if (schema) await runOnTestPostgres(`drop schema ${schema} cascade`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The application's tables (Kysely's own migration tables left out). */
async function tableNames(db: Db, dialect: DbDialect): Promise<string[]> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows
    .map((r) => r.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
}

/** Every row of every table, in a stable order. */
async function snapshot(db: Db, dialect: DbDialect): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of await tableNames(db, dialect)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    out[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return out;
}

/** Tables with their columns (type, nullability, default) and indexes, one line each, sorted. */
async function describeSchema(db: Db, dialect: DbDialect): Promise<string[]> {
  const tables = new Set(await tableNames(db, dialect));
  if (dialect === 'postgres') {
    const columns = await sql<Record<string, string | null>>`
      select table_name, column_name, data_type, is_nullable, column_default, ordinal_position::text as position
      from information_schema.columns where table_schema = current_schema()`.execute(db);
    const indexes = await sql<{ tablename: string; indexdef: string }>`
      select tablename, replace(indexdef, current_schema() || '.', '') as indexdef from pg_indexes where schemaname = current_schema()`.execute(db);
    return [
      ...columns.rows
        .filter((c) => tables.has(c.table_name ?? ''))
        .map((c) => `column ${c.table_name}.${c.column_name} #${c.position} ${c.data_type} nullable=${c.is_nullable} default=${c.column_default}`),
      ...indexes.rows.filter((i) => tables.has(i.tablename)).map((i) => `index ${i.indexdef}`),
    ].sort();
  }
  // SQLite keeps each table's and index's DDL as text.
  const { rows } = await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`select type, name, tbl_name, sql from sqlite_master`.execute(
    db,
  );
  return rows
    .filter((r) => tables.has(r.tbl_name))
    .map((r) => `${r.type} ${r.name} ${r.sql ?? ''}`)
    .sort();
}

/** The tables `tables` has beyond those of `before`, each empty (what a migration after version 4 adds). */
function addedTables(before: Record<string, unknown[]>, tables: readonly string[]): Record<string, unknown[]> {
  return Object.fromEntries(tables.filter((table) => !(table in before)).map((table) => [table, []]));
}

/**
 * Migration 056 moves the directory and points of interest into content_items in their new shapes
 * and rewrites the change log's copies of them: the snapshot without those (checked on their own).
 */
const MOVED_TABLES = ['points_of_interest', 'directory_entries', 'content_items'];
const MOVED_LOG_TABLES = ['directory', 'pointsOfInterest'];
function withoutMovedContent(snap: Record<string, unknown[]>): Record<string, unknown[]> {
  const out = Object.fromEntries(Object.entries(snap).filter(([table]) => !MOVED_TABLES.includes(table)));
  out.change_log = (snap.change_log ?? []).filter((row) => !MOVED_LOG_TABLES.includes((JSON.parse(String(row)) as { tbl: string }).tbl));
  return out;
}

/** The estates' settings columns 062_estate_settings and 094_estate_emergency_numbers add (the operator console's), with their defaults, after the others. */
const ESTATE_SETTINGS_DEFAULTS = {
  time_zone: 'Africa/Johannesburg',
  street: '',
  postal_code: '',
  contact_numbers: '',
  contact_email: '',
  help_url: '',
  archived_at: null,
  // 094_estate_emergency_numbers
  control_room_number: '',
  ambulance_number: '',
  fire_number: '',
};
function withEstateSettings(snap: Record<string, unknown[]>): Record<string, unknown[]> {
  const estates = (snap.estates ?? []).map((row) => JSON.stringify({ ...(JSON.parse(String(row)) as object), ...ESTATE_SETTINGS_DEFAULTS })).sort();
  return { ...snap, estates };
}

/** The users' column 072_email_verification adds, after the others: every account there before counts verified. */
function withUsersVerified(snap: Record<string, unknown[]>): Record<string, unknown[]> {
  const users = (snap.users ?? []).map((row) => JSON.stringify({ ...(JSON.parse(String(row)) as object), email_verified: 1 })).sort();
  return { ...snap, users };
}

/** The sync state's column 080_sync_epoch adds, after the others: '' (no restore from backup yet). */
function withSyncEpoch(snap: Record<string, unknown[]>): Record<string, unknown[]> {
  const state = (snap.sync_state ?? []).map((row) => JSON.stringify({ ...(JSON.parse(String(row)) as object), epoch: '' })).sort();
  return { ...snap, sync_state: state };
}

/** The issuing keys' column 079_issuer_key_wrap_id adds, after the others: '' (sealed before the secret's id was recorded). */
function withIssuerKeysWrapId(snap: Record<string, unknown[]>): Record<string, unknown[]> {
  const keys = (snap.gate_issuer_keys ?? []).map((row) => JSON.stringify({ ...(JSON.parse(String(row)) as object), wrap_key_id: '' })).sort();
  return { ...snap, gate_issuer_keys: keys };
}

/**
 * A snapshot without what 075_tenant_tiles adds to an estate made before the tenant role: the
 * tenant's tiles (copies of the resident's), their change-log rows and the version they took.
 * `tenantTilesAdded` checks those on their own.
 */
function withoutTenantTiles(snap: Record<string, unknown[]>): Record<string, unknown[]> {
  const parse = (row: unknown) => JSON.parse(String(row)) as Record<string, unknown>;
  return {
    ...snap,
    // 075_tenant_tiles and 098_concierge_tiles add roles' tiles (checked on their own below).
    tiles: (snap.tiles ?? []).filter((row) => !['tenant', 'concierge'].includes(String(parse(row).role_name))),
    change_log: (snap.change_log ?? []).filter((row) => !(parse(row).tbl === 'tiles' && /:(tenant|concierge):/.test(String(parse(row).row_id)))),
    sync_state: (snap.sync_state ?? []).map((row) => JSON.stringify({ ...parse(row), version: 'any' })),
  };
}

/** A snapshot's tiles of `role` per estate. */
const tilesOf = (snap: Record<string, unknown[]>, role: string) =>
  (snap.tiles ?? [])
    .map((row) => JSON.parse(String(row)) as { estate_id: number; role_name: string; location: string })
    .filter((row) => row.role_name === role)
    .map((row) => `${row.estate_id}:${row.location}`)
    .sort();

/** A snapshot with the JSON records' `EstateID` and `estateID` named `estateId` (what 059_estate_id does to the stored JSON). */
function withEstateIdRenamed(snap: Record<string, unknown[]>): Record<string, unknown[]> {
  return Object.fromEntries(
    Object.entries(snap).map(([table, rows]) => [table, rows.map((row) => String(row).replace(/\\"(EstateID|estateID)\\":/g, '\\"estateId\\":')).sort()]),
  );
}

type LogRow = { v: number | string; scope: string; tbl: string; row_id: string; op: string; data: string | null };
const movedLog = async (db: Db) =>
  (await db
    .selectFrom('change_log')
    .select(['v', 'scope', 'tbl', 'row_id', 'op', 'data'])
    .where('tbl', 'in', MOVED_LOG_TABLES)
    .orderBy('v')
    .execute()) as LogRow[];

const migrationRows = async (db: Db) => {
  const { rows } = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name`.execute(db);
  return rows;
};

describe.each(dialects)('migrations on %s', (dialect) => {
  let fixture: Opened;
  beforeAll(async () => {
    fixture = await openFixture(dialect);
  });
  afterAll(async () => {
    await fixture.db.destroy();
    await fixture.drop();
  });

  it('migrates a version-4 database forward keeping every row; a second run changes nothing', async () => {
    const legacyRows = await migrationRows(fixture.db);
    expect(legacyRows.map((r) => r.name)).toEqual([
      '001_foundation',
      '010_gate_access',
      '020_profile',
      '030_notifications',
      '045_gate_clock_settings',
      '046_gate_enrol_challenges',
    ]);
    const before = await snapshot(fixture.db, dialect);
    // The fixture holds user data in every table.
    for (const [table, rows] of Object.entries(before)) expect(rows.length, table).toBeGreaterThan(0);
    const logBefore = await movedLog(fixture.db);
    expect(logBefore.length).toBe(16);

    await migrateToLatest(fixture.db);

    // Every row kept (the estate id named estateId in the stored tiles and the change log's rows, 059_estate_id); the
    // tables of later migrations (e.g. 050_people) are added empty.
    const tablesAfter = await tableNames(fixture.db, dialect);
    expect(Object.values(before).some((rows) => rows.some((row) => /\\"(EstateID|estateID)\\":/.test(String(row))))).toBe(true);
    const after = await snapshot(fixture.db, dialect);
    expect(withoutTenantTiles(withoutMovedContent(after))).toEqual(
      withoutTenantTiles(
        withoutMovedContent(
          withSyncEpoch(withIssuerKeysWrapId(withUsersVerified(withEstateSettings({ ...withEstateIdRenamed(before), ...addedTables(before, tablesAfter) })))),
        ),
      ),
    );
    // 075_tenant_tiles: each estate's tenant has the resident's tiles.
    expect(tilesOf(after, 'tenant').length).toBeGreaterThan(0);
    expect(tilesOf(after, 'tenant')).toEqual(tilesOf(after, 'resident'));
    // 098_concierge_tiles: each estate's concierge has the resident's Visitors, Lagoon, Events and Directory home tiles
    // that estate had (this fixture's residents have Events and Directory), published to the estate.
    const conciergePaths = (snap: Record<string, unknown[]>, role: string) =>
      (snap.tiles ?? [])
        .map((row) => JSON.parse(String(row)) as { estate_id: number; role_name: string; location: string; data: string })
        .filter((row) => row.role_name === role && row.location === 'home')
        .map((row) => `${row.estate_id}:${String((JSON.parse(row.data) as { navigatePath?: string }).navigatePath)}`)
        .filter((key) => /:\/(visitorUnits|lagoon|events|directory)$/.test(key))
        .sort();
    expect(conciergePaths(after, 'concierge').length).toBeGreaterThan(0);
    expect(conciergePaths(after, 'concierge')).toEqual(conciergePaths(after, 'resident'));
    expect(tablesAfter).not.toContain('points_of_interest');
    expect(tablesAfter).not.toContain('directory_entries');

    // The directory and points of interest in content_items, in the contract's new shapes.
    const content = await fixture.db.selectFrom('content_items').selectAll().orderBy('kind').orderBy('id').execute();
    expect(content.map((row) => [row.kind, row.id, Number(row.estate_id), row.unit_no])).toEqual([
      ...['dir-91-emergency', 'dir-91-general', 'dir-91-home', 'dir-91-managingAgents', 'dir-91-medical'].map((id) => ['directory', id, 91, '']),
      ...['dir-92-emergency', 'dir-92-general', 'dir-92-home', 'dir-92-managingAgents', 'dir-92-medical'].map((id) => ['directory', id, 92, '']),
      ...['poi-91-1', 'poi-91-2', 'poi-91-3', 'poi-92-1', 'poi-92-2', 'poi-92-3'].map((id) => ['pointsOfInterest', id, Number(id.slice(4, 6)), '']),
    ]);
    const record = (id: string) => JSON.parse(content.find((row) => row.id === id)?.data ?? 'null') as Record<string, unknown>;
    for (const row of content) v.parse(row.kind === 'directory' ? DirectoryEntrySchema : PointOfInterestSchema, JSON.parse(row.data));
    expect(record('dir-91-emergency')).toMatchObject({
      id: 'dir-91-emergency',
      estateId: 91,
      dlevel1Name: 'Emergency',
      dlevel2Name: 'Security',
      dlevel3Name: 'Willow Creek Security Control Room',
      dlevel3ContactNumber: '011 465 0199',
      description: 'Manned 24 hours\ncontrol@willowcreek.example',
    });
    expect(['dir-92-general', 'dir-92-home', 'dir-92-managingAgents', 'dir-92-medical'].map((id) => record(id).dlevel1Name)).toEqual([
      'General',
      'Home maintenance',
      'Managing agents',
      'Medical',
    ]);
    expect(record('poi-91-1')).toEqual({
      id: 'poi-91-1',
      estateId: 91,
      title: 'Main Gate',
      category: 'security',
      description: 'Visitor entrance and guard house',
      geolocation: '',
      latitude: -26.0171,
      longitude: 28.0062,
      image: '',
      isEnabled: true,
      phone: '011 465 0101',
      updatedAt: expect.any(Number),
    });
    // The change log's rows of both tables: the same versions, scopes and ids, the new shapes (what a re-pulling app receives).
    const logAfter = await movedLog(fixture.db);
    expect(logAfter.map((row) => [Number(row.v), row.scope, row.tbl, row.row_id, row.op])).toEqual(
      logBefore.map((row) => [Number(row.v), row.scope, row.tbl, row.row_id, row.op]),
    );
    for (const row of logAfter) expect(JSON.parse(row.data ?? 'null'), row.row_id).toEqual(record(row.row_id));
    const migrated = await migrationRows(fixture.db);
    expect(migrated.map((r) => r.name)).toEqual(Object.keys(allMigrations()).sort());
    // Each split migration keeps the time its legacy migration ran.
    const ranAt = new Map(legacyRows.map((r) => [r.name, r.timestamp]));
    for (const [legacy, names] of Object.entries(LEGACY_MIGRATION_NAMES)) {
      for (const name of names) expect(migrated.find((r) => r.name === name)?.timestamp, name).toBe(ranAt.get(legacy));
    }
    // A few rows by name, as the version-4 server wrote them.
    const vehicle = await fixture.db
      .selectFrom('vehicles')
      .innerJoin('users', 'users.id', 'vehicles.user_id')
      .select(['users.email', 'vehicles.make', 'vehicles.registration_number'])
      .executeTakeFirstOrThrow();
    expect(vehicle).toEqual({ email: RESIDENT.email, make: 'Toyota', registration_number: 'CA 123-456' });
    expect(await fixture.db.selectFrom('notifications').select('status').where('title', '=', 'Refuse collection').execute()).toEqual([{ status: 'SENT' }]);
    expect(await fixture.db.selectFrom('gate_events').select(['decision', 'estate_id']).where('id', '=', 'evt-fixture-0001').execute()).toEqual([
      { decision: 'ALLOW', estate_id: 91 },
    ]);
    expect(await fixture.db.selectFrom('estates').select(['id', 'gate_window_sec']).orderBy('id').execute()).toEqual([
      { id: 91, gate_window_sec: 30 },
      { id: 92, gate_window_sec: 30 },
    ]);

    const once = await snapshot(fixture.db, dialect);
    await migrateToLatest(fixture.db);
    expect(await migrationRows(fixture.db)).toEqual(migrated);
    expect(await snapshot(fixture.db, dialect)).toEqual(once);
  });

  it('boots the server on a version-4 database: it migrates, the resident signs in, lists the vehicle and pulls rows named estateId', async () => {
    const legacy = await openFixture(dialect);
    const config = loadConfig({
      DATA_DIR: legacy.dataDir,
      STATIC_DIR: path.join(legacy.dataDir, 'no-static'),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      TOKEN_SECRET: FIXTURE_TOKEN_SECRET,
    });
    const { app } = await buildApp(config, { db: { db: legacy.db, dialect: legacy.dialect }, logger: false });
    try {
      await app.ready();
      const resident = await signInAs(app, RESIDENT);
      const res = await app.inject({ method: 'GET', url: `${API.vehicles}?userID=${resident.userId}`, headers: { authorization: `Bearer ${resident.token}` } });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ details: Array<{ registrationNumber: string }> }>().details.map((v) => v.registrationNumber)).toEqual(['CA 123-456']);
      // The rows version 4 published, pulled after the upgrade: the estate id is estateId in every one.
      const { changes } = await pullAll(app, resident);
      const rowsOf = (table: string) => changes.filter((change) => change.table === table && change.op === 'put').map((change) => change.data);
      expect(rowsOf('estates')).toContainEqual(expect.objectContaining({ estateId: 91, estateName: 'Willow Creek Estate' }));
      expect(rowsOf('accessInfo')).toContainEqual(expect.objectContaining({ estateId: 91 }));
      expect(rowsOf('tiles').length).toBeGreaterThan(0);
      for (const tile of rowsOf('tiles')) expect(tile).toHaveProperty('estateId');
      for (const change of changes) expect(Object.keys(change.data ?? {}), `${change.table} ${change.id}`).not.toEqual(expect.arrayContaining(['EstateID']));
      for (const change of changes) expect(Object.keys(change.data ?? {}), `${change.table} ${change.id}`).not.toEqual(expect.arrayContaining(['estateID']));
    } finally {
      // Closing the app closes the database too.
      await app.close();
      await legacy.drop();
    }
  });

  it('gives a fresh database exactly the tables, columns and indexes of a migrated version-4 one', async () => {
    const legacy = await openFixture(dialect);
    const fresh = await buildTestApp(dialect, {}, { seed: false });
    try {
      await migrateToLatest(legacy.db);
      const expected = await describeSchema(legacy.db, dialect);
      expect(expected.length).toBeGreaterThan(0);
      expect(await describeSchema(fresh.ctx.db, dialect)).toEqual(expected);
    } finally {
      await legacy.db.destroy();
      await Promise.all([legacy.drop(), fresh.close()]);
    }
  });
});
