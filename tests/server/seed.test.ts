import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/database';
import { seedDemo } from '../../server/seed/seed-demo';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-accounts';
import { DEMO_ACCESS_REQUEST_ID } from '../../server/seed/demo-access-requests';
import { applyMaintenanceFlag } from '../../server/modules/estates/maintenance.service';
import { availableDialects, buildTestApp, type TestApp } from '../helpers/test-app';
import { ensureRoleCatalogue } from '../../server/modules/estates/role-catalogue';
import { ROLES } from '../../src/domain/roles';

const dialects = await availableDialects();
const TABLES = [
  'estates',
  'roles',
  'tiles',
  'users',
  'user_roles',
  'contacts',
  'app_config',
  'content_items',
  'notifications',
  'invite_settings',
  'invites',
  'passes',
  'letters',
  'letting_guests',
  'regular_visitors',
  'change_log',
] as const;

async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

describe.each(dialects)('demo seed on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates the demo estates, roles, tiles, content and accounts, all published', async () => {
    const c = await counts(t.ctx.db);
    expect(c).toMatchObject({
      estates: 2,
      roles: 9,
      users: 4,
      user_roles: 5,
      contacts: 4,
      app_config: 3,
      content_items: 79,
      invite_settings: 2,
      invites: 1,
      passes: 3,
      letters: 1,
      letting_guests: 1,
      regular_visitors: 2,
    });
    // Every synced row is in the change log: estates + accessInfo per estate, roles, tiles, app config, users.
    // ... plus the demo notifications.
    // ... plus, per estate, its gate issuing key, QR config mirror and signed revocation list.
    // ... plus one estate manager member card per (estate, member) pair: 4 members at 91, 1 at 92.
    // ... plus people at a unit: 2 estate configurations, units 12, 14 and B4 each to its unit and
    // the managers (6), the resident's 3 associates, and the pending removal request to its unit and the managers (2).
    // ... plus invites: 2 estates' invite settings, the resident's upcoming visitor (invite and pass to unit 12, gate row to the guards).
    // ... plus letting at B4: the letter, their guest and two regular visitors (4), and the letter's and the guest's passes
    // (issued by the letting job after boot) to the unit and the gate (4).
    // ... plus bookings at 91: 3 services, 5 resources, the lagoon configuration, the resident's two
    // bookings to her and the managers (4) and their two taken slots (15).
    // ... and the concierges' residents list (12 and 14 at Willow Creek, B4 at Baobab Ridge): 3, and those three units'
    // rows to the concierges too (the invite screen's allowance when a concierge acts for a resident): 3.
    const expected = 2 * 2 + 9 + c.tiles! + 3 + 4 + 5 + 4 + c.notifications! + 2 * 3 + 5 + 2 + 6 + 3 + 2 + 2 + 3 + 4 + 4 + 15 + 3 + 3;
    // ... plus levy bills at unit 12 (server/seed/demo-billing.ts): the account and its three bills (4).
    const levyBills = 4;
    // ... plus Thandi's two demo card payments to her own devices (server/seed/demo-payments.ts; settling the
    // approved one republishes the levy account, which is already counted).
    const cardPayments = 2;
    // ... plus the estates' content (server/seed/demo-estate-content.ts), each record once to its audience (unit 12's
    // document to the unit and to the managers), no notifications.
    const content = c.content_items! + 1;
    // ... plus the console's and the operator's rows: the levy runs and their bills (3 + 3), each estate's row for the
    // operators (2), the staff (the manager and the guard at 91 to its managers, the manager also to the operators: 3),
    // and the three units to the operators (3).
    const consoles = 3 + 3 + 2 + 3 + 3;
    // ... plus the demo visitor access request at unit 12 (server/seed/demo-access-requests.ts), to the gate and the unit (2);
    // its notification is the resident's 'Visitor Access Request' among the demo notifications.
    const accessRequests = 2;
    expect(c.change_log).toBe(expected + levyBills + cardPayments + content + consoles + accessRequests);
    // The resident's visitor at the gate is a real request her notification names (answerable from its page).
    const asked = await t.ctx.db.selectFrom('access_requests').selectAll().where('id', '=', DEMO_ACCESS_REQUEST_ID).executeTakeFirstOrThrow();
    expect(asked).toMatchObject({ estate_id: 91, unit_no: '12', state: 'PENDING' });
    const thandi = await t.ctx.db.selectFrom('users').select('id').where('email', '=', 'resident@example.com').executeTakeFirstOrThrow();
    const note = await t.ctx.db.selectFrom('notifications').selectAll().where('approval_uid', '=', DEMO_ACCESS_REQUEST_ID).execute();
    expect(note.map((n) => [n.user_id, n.type, n.action_type])).toEqual([[thandi.id, 'Visitor Access Request', 'request']]);
    const willow = await t.ctx.db.selectFrom('estates').selectAll().where('id', '=', 91).executeTakeFirstOrThrow();
    expect(willow).toMatchObject({
      name: 'Willow Creek Estate',
      suburb: 'Fourways',
      city: 'Johannesburg',
      support_email: 'support@willowcreek.example',
      qr_code_url: '',
    });
    expect(Number(willow.encryption_enabled)).toBe(1);
    const roles = await t.ctx.db.selectFrom('roles').select(['name', 'display_name', 'rank']).orderBy('rank').orderBy('name').execute();
    expect(roles.map((r) => [r.name, r.display_name, Number(r.rank)])).toEqual([
      ['visitor', 'Visitor', 1],
      ['regularVisitor', 'Regular Visitor', 10],
      ['guard', 'Guard', 30],
      ['associateDelegate', 'Associate Delegate', 40],
      ['concierge', 'Concierge', 45],
      ['resident', 'Resident', 50],
      ['tenant', 'Tenant', 50],
      ['owner', 'Owner', 68],
      ['estateManager', 'Estate Manager', 90],
    ]);
    const guardHome = await t.ctx.db
      .selectFrom('tiles')
      .select('data')
      .where('estate_id', '=', 91)
      .where('role_name', '=', 'guard')
      .where('location', '=', 'home')
      .execute();
    expect(guardHome.map((r) => (JSON.parse(r.data) as { navigatePath: string }).navigatePath)).toEqual(['/guard']);
    // The estate manager console tile, for the estate manager role at both estates (only).
    const consoleTiles = await t.ctx.db.selectFrom('tiles').select(['estate_id', 'role_name', 'data']).where('location', '=', 'home').execute();
    const toConsole = consoleTiles.filter((r) => (JSON.parse(r.data) as { navigatePath: string }).navigatePath === '/manager');
    expect(toConsole.map((r) => [Number(r.estate_id), r.role_name]).sort()).toEqual([
      [91, 'estateManager'],
      [92, 'estateManager'],
    ]);
    expect(toConsole.map((r) => (JSON.parse(r.data) as { tileDisplayTitle: string }).tileDisplayTitle)).toEqual(['Estate Manager', 'Estate Manager']);
    const maintenance = await t.ctx.db.selectFrom('app_config').select('value').where('key', '=', 'maintenance').executeTakeFirstOrThrow();
    expect(JSON.parse(maintenance.value)).toBe(false);
  });

  it('every demo account signs in', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await t.app.inject({ method: 'POST', url: API.signIn, payload: { userEmail: account.email, userPassword: account.password } });
      expect(res.statusCode, account.email).toBe(200);
    }
  });

  it('is idempotent: seeding again changes nothing', async () => {
    const before = await counts(t.ctx.db);
    expect(await seedDemo(t.ctx.db)).toBe(false);
    expect(await counts(t.ctx.db)).toEqual(before);
  });

  it('applyMaintenanceFlag updates and publishes the stored flag only when it differs', async () => {
    const before = await counts(t.ctx.db);
    expect(await applyMaintenanceFlag(t.ctx.db, false)).toBe(false);
    expect(await counts(t.ctx.db)).toEqual(before);
    expect(await applyMaintenanceFlag(t.ctx.db, true)).toBe(true);
    const change = await t.ctx.db
      .selectFrom('change_log')
      .selectAll()
      .where('tbl', '=', 'appConfig')
      .where('row_id', '=', 'maintenance')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(change.data ?? 'null')).toEqual({ key: 'maintenance', value: true });
    expect(Number(change.v)).toBeGreaterThan(Math.max(...[before.change_log ?? 0]) - 1);
    expect(await applyMaintenanceFlag(t.ctx.db, false)).toBe(true);
  });
});

describe('demo seed across boots (sqlite data dir)', () => {
  it('a second boot on the same data dir does not duplicate anything', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-seed-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'none'),
      LOG_LEVEL: 'silent',
      TOKEN_SECRET: crypto.randomBytes(32).toString('hex'),
    });
    try {
      const first = await buildApp(config, { logger: false });
      const before = await counts(first.ctx.db);
      const estates = (await first.app.inject({ method: 'GET', url: API.estates })).json<{ details: unknown[] }>().details;
      await first.app.close();
      const second = await buildApp(config, { logger: false });
      expect(await counts(second.ctx.db)).toEqual(before);
      expect((await second.app.inject({ method: 'GET', url: API.estates })).json<{ details: unknown[] }>().details).toEqual(estates);
      await second.app.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(dialects)('a database without the demo seed on %s', (dialect) => {
  it('still has every role of the catalogue, published once, so screens show role names', async () => {
    const t = await buildTestApp(dialect, {}, { seed: false });
    try {
      const roles = await t.ctx.db.selectFrom('roles').select(['name', 'display_name']).orderBy('name').execute();
      expect(roles.map((r) => r.name)).toEqual(Object.values(ROLES).sort());
      expect(roles.find((r) => r.name === ROLES.estateManager)?.display_name).toBe('Estate Manager');
      const published = await t.ctx.db.selectFrom('change_log').select('row_id').where('tbl', '=', 'roles').execute();
      expect(published.length).toBe(roles.length);
      // A second boot finds them all there and publishes nothing.
      expect(await ensureRoleCatalogue(t.ctx.db)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
