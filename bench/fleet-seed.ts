// The data of the fleet run (`npm run load -- --fleet`, bench/load-fleet.ts): estates of units, their people and a
// change log of about a million rows, written into a scratch PostgreSQL database by the setup app (an in-process
// buildApp on it, with the demo seed). What the server reads on the measured paths is in the real tables, written in
// bulk: users, role rows, units and contacts. The estates, their tiles and gate state, and each estate's manager and
// guards are written by the product's own seed and services. The rest of the change log (the rows every write
// would have published) is bulk SQL: each row is a real row the demo seed published (found by table in the setup
// app's log) with its ids, estate, unit and person put in, so every row has the fields and the size of a real one.
import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import { memberCardId } from '../src/contract/manager';
import { ROLES } from '../src/domain/roles';
import type { AppContext } from '../server/context';
import type { Db } from '../server/db/database';
import type { ContactsTable } from '../server/modules/contacts/contacts.tables';
import type { UnitsTable, UserRolesTable, UsersTable } from '../server/modules/core/core.tables';
import { toGateLogEntry } from '../server/modules/access/gate-log.service';
import { ensureGateEstate } from '../server/modules/access/gate-state.service';
import { insertEstate, insertTiles } from '../server/seed/demo';
import { estateRow } from '../server/seed/demo-content';
import { demoTiles } from '../server/seed/demo-tiles';
import { insertUserWithRoles } from '../server/seed/demo-users';
import { writeTransaction } from '../server/sync/change-log';
import type { ChangeLogTable } from '../server/sync/sync.tables';

/** How big the fleet is. */
export type FleetShape = {
  /** Estates (100). The first three are A (a resident pushes), B (the big one, its manager sends a notice) and C (new devices). */
  estates: number;
  /** Units per estate (200). */
  units: number;
  /** Members of estate B (10,000): an owner per unit, the rest residents spread over its units. */
  bigEstateMembers: number;
  /** Visitor-log rows per unit in each estate's gate scope (5). */
  gateLogPerUnit: number;
};

/** The demo estate whose published rows are the templates. */
const TEMPLATE_ESTATE = 91;
/** The fleet's estate ids start here (clear of the demo's 91 and 92). */
const FIRST_ESTATE = 1001;
const BILL_MONTHS = 4;
const ASSOCIATES_PER_UNIT = 2;
const PASSES_PER_UNIT = 3;
const OWNER_NOTIFICATIONS = 10;
const RESIDENT_NOTIFICATIONS = 3;
/** Change-log rows written per INSERT (7 parameters a row, under PostgreSQL's 65,535). */
const LOG_CHUNK = 5000;
const TABLE_CHUNK = 2000;
const DAY_MS = 86_400_000;
/** The log's rows are spread over this much past time, oldest first. */
const LOG_SPAN_MS = 180 * DAY_MS;

export type FleetPeople = {
  estateIds: number[];
  a: number;
  b: number;
  c: number;
  /** Each estate's members (owners and residents), in unit order. */
  members: Map<number, string[]>;
  managers: Map<number, string>;
  guards: Map<number, string[]>;
  /** The row count of the change log, and its highest version, once seeded. */
  logRows: number;
  head: number;
  users: number;
};

type Json = Record<string, unknown>;
type LogRow = Insertable<ChangeLogTable>;

/** The demo seed's published rows, by table: what a real row of each looks like. */
type Templates = {
  one(table: string): Json;
  notifications: Json[];
  estateContent: { scope: 'estate' | 'residents'; table: string; rowId: string; data: Json }[];
};

async function readTemplates(db: Db): Promise<Templates> {
  const rows = await db.selectFrom('change_log').select(['scope', 'tbl', 'row_id', 'data']).where('op', '=', 'put').orderBy('v').execute();
  const parsed = rows.map((r) => ({ scope: r.scope, table: r.tbl, rowId: r.row_id, data: JSON.parse(r.data ?? '{}') as Json }));
  const atTemplate = parsed.filter((r) => r.data.estateId === TEMPLATE_ESTATE || r.scope.startsWith('user:'));
  const one = (table: string): Json => {
    const found = atTemplate.find((r) => r.table === table);
    if (!found) throw new Error(`the demo seed published no ${table} row to copy`);
    return found.data;
  };
  return {
    one,
    notifications: atTemplate.filter((r) => r.table === 'notifications' && r.data.status !== 'DELETED').map((r) => r.data),
    estateContent: parsed.flatMap((r) =>
      r.scope === `estate:${TEMPLATE_ESTATE}` || r.scope === `residents:${TEMPLATE_ESTATE}`
        ? [{ scope: r.scope.startsWith('estate:') ? ('estate' as const) : ('residents' as const), table: r.table, rowId: r.rowId, data: r.data }]
        : [],
    ),
  };
}

/** Buffers rows and inserts them a chunk at a time, numbering the log's versions after the setup's last. */
class BulkWriter {
  private readonly log: LogRow[] = [];
  private readonly users: Insertable<UsersTable>[] = [];
  private readonly roles: Insertable<UserRolesTable>[] = [];
  private readonly contacts: ContactsTable[] = [];
  private readonly units: Insertable<UnitsTable>[] = [];
  private v: number;
  logRows = 0;
  userRows = 0;

  constructor(
    private readonly db: Db,
    first: number,
    private readonly start: number,
    private readonly step: number,
  ) {
    this.v = first;
  }

  async put(scope: string, table: string, rowId: string, data: Json): Promise<void> {
    this.v += 1;
    this.log.push({
      v: this.v,
      scope,
      tbl: table,
      row_id: rowId,
      op: 'put',
      data: JSON.stringify(data),
      created_at: Math.round(this.start + this.logRows * this.step),
    });
    this.logRows += 1;
    if (this.log.length >= LOG_CHUNK) await this.flushLog();
  }

  async person(user: Insertable<UsersTable>, role: Insertable<UserRolesTable>, contacts: ContactsTable): Promise<void> {
    this.users.push(user);
    this.roles.push(role);
    this.contacts.push(contacts);
    this.userRows += 1;
    if (this.users.length >= TABLE_CHUNK) await this.flushPeople();
  }

  async unit(row: Insertable<UnitsTable>): Promise<void> {
    this.units.push(row);
    if (this.units.length >= TABLE_CHUNK) await this.db.insertInto('units').values(this.units.splice(0)).execute();
  }

  get head(): number {
    return this.v;
  }

  private async flushLog(): Promise<void> {
    if (this.log.length > 0) await this.db.insertInto('change_log').values(this.log.splice(0)).execute();
  }

  private async flushPeople(): Promise<void> {
    if (this.users.length === 0) return;
    await this.db.insertInto('users').values(this.users.splice(0)).execute();
    await this.db.insertInto('user_roles').values(this.roles.splice(0)).execute();
    await this.db.insertInto('contacts').values(this.contacts.splice(0)).execute();
  }

  async flush(): Promise<void> {
    await this.flushLog();
    await this.flushPeople();
    if (this.units.length > 0) await this.db.insertInto('units').values(this.units.splice(0)).execute();
  }
}

const FIRST_NAMES = ['Thandi', 'Pieter', 'Naledi', 'Johan', 'Ayesha', 'Sipho', 'Lerato', 'Michael', 'Zanele', 'Riaan'];
const LAST_NAMES = ['Mokoena', 'van Wyk', 'Naidoo', 'Botha', 'Dlamini', 'Khumalo', 'Pillay', 'Smith', 'Nkosi', 'Coetzee'];

/** The change log's row count the shape makes (for the spread of its times), roughly. */
export function expectedLogRows(shape: FleetShape): number {
  const perUnit = 1 + 1 + BILL_MONTHS + ASSOCIATES_PER_UNIT + PASSES_PER_UNIT * 3 + shape.gateLogPerUnit + 1 + BILL_MONTHS + 1;
  const ownerRows = 4 + OWNER_NOTIFICATIONS;
  const residentRows = 4 + RESIDENT_NOTIFICATIONS;
  const normal = shape.units * (perUnit + ownerRows) + Math.floor(shape.units / 2) * residentRows;
  const big = shape.units * (perUnit + ownerRows) + Math.max(0, shape.bigEstateMembers - shape.units) * residentRows;
  return (shape.estates - 1) * normal + big;
}

/** Residents (beyond the owner) of unit `index` (0-based): every other unit has one; estate B's units share its members. */
function residentsOf(shape: FleetShape, big: boolean, index: number): number {
  if (!big) return index % 2 === 1 ? 1 : 0;
  const extra = Math.max(0, shape.bigEstateMembers - shape.units);
  return Math.floor(extra / shape.units) + (index < extra % shape.units ? 1 : 0);
}

/**
 * Seeds the fleet into the setup app's database (which has the demo seed): the estates with their tiles, gate state,
 * a manager and two guards each through the product's code, then in bulk, unit by unit across all estates (so each
 * estate's rows are spread over the log as its writes would be), each unit's owner and residents and the rows the
 * units, their people and the estate's gate and managers have in the change log.
 */
export async function seedFleet(ctx: AppContext, shape: FleetShape, log: (line: string) => void): Promise<FleetPeople> {
  const db = ctx.db;
  const templates = await readTemplates(db);
  const passwordHash = (await db.selectFrom('users').select('password_hash').limit(1).executeTakeFirstOrThrow()).password_hash;
  const estateIds = Array.from({ length: shape.estates }, (_, i) => FIRST_ESTATE + i);
  const [a = FIRST_ESTATE, b = FIRST_ESTATE, c = FIRST_ESTATE] = estateIds;
  const managers = new Map<number, string>();
  const guards = new Map<number, string[]>();
  for (const estateId of estateIds) {
    await writeTransaction(db, async (trx) => {
      await insertEstate(trx, estateRow(estateId, `Fleet Estate ${estateId}`, 'Fourways', 'Johannesburg', `support@estate${estateId}.example`));
      await insertTiles(trx, demoTiles([estateId]));
    });
    await ensureGateEstate(ctx, estateId);
    const staff = async (role: string, n: number) =>
      writeTransaction(db, (trx) =>
        insertUserWithRoles(trx, ctx.hooks, {
          email: `${role}${n}@estate${estateId}.example`,
          passwordHash,
          firstName: FIRST_NAMES[n % FIRST_NAMES.length] ?? 'Sam',
          lastName: LAST_NAMES[(estateId + n) % LAST_NAMES.length] ?? 'Smith',
          mobile: '0821234567',
          defaultEstateId: estateId,
          userType: role,
          roles: [{ estateId, role, unitNo: '', accessControl: true }],
        }),
      );
    managers.set(estateId, await staff(ROLES.estateManager, 1));
    guards.set(estateId, [await staff(ROLES.guard, 1), await staff(ROLES.guard, 2)]);
  }
  log(`${estateIds.length} estates with tiles, gate state, a manager and two guards`);

  const setupHead = Number((await db.selectFrom('sync_state').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version);
  const expected = expectedLogRows(shape);
  const now = Date.now();
  const writer = new BulkWriter(db, setupHead, now - LOG_SPAN_MS, LOG_SPAN_MS / Math.max(1, expected));

  // Each estate's content (events, directory, documents...) beside the tiles the product wrote.
  for (const estateId of estateIds) {
    const present = new Set((await db.selectFrom('change_log').select('tbl').where('scope', '=', `estate:${estateId}`).execute()).map((r) => r.tbl));
    for (const row of templates.estateContent) {
      if (row.scope === 'estate' && present.has(row.table)) continue;
      const rowId = row.rowId.replace(/(?<![0-9])91(?![0-9])/g, String(estateId));
      await writer.put(`${row.scope}:${estateId}`, row.table, rowId, 'estateId' in row.data ? { ...row.data, estateId } : row.data);
    }
    for (let month = 0; month < BILL_MONTHS; month += 1) {
      const runId = `run-${estateId}-${month}`;
      await writer.put(`manager:${estateId}`, 'levyRuns', runId, { ...templates.one('levyRuns'), id: runId, estateId, units: shape.units, bills: shape.units });
    }
  }

  const members = new Map<number, string[]>(estateIds.map((id) => [id, []]));
  const people = { made: 0 };
  const person = async (estateId: number, unitNo: string, role: string, k: number): Promise<void> => {
    const id = crypto.randomUUID();
    people.made += 1;
    const firstName = FIRST_NAMES[people.made % FIRST_NAMES.length] ?? 'Sam';
    const lastName = LAST_NAMES[(people.made >> 3) % LAST_NAMES.length] ?? 'Smith';
    const email = `m${estateId}-${unitNo}-${k}@fleet.example`;
    const mobile = `08${String(people.made % 100_000_000).padStart(8, '0')}`;
    const roleId = crypto.randomUUID();
    const created = now - LOG_SPAN_MS;
    await writer.person(
      {
        id,
        email,
        password_hash: passwordHash,
        first_name: firstName,
        last_name: lastName,
        display_name: `${firstName} ${lastName}`,
        mobile,
        mobile_verified: 1,
        photo_url: '',
        id_number: '',
        default_estate_id: estateId,
        user_type: role,
        email_verified: 1,
        created_at: created,
        updated_at: created,
      },
      { id: roleId, user_id: id, estate_id: estateId, role_name: role, unit_no: unitNo, access_control: 1, created_at: created },
      { user_id: id, cell: mobile, home: '', work: '', emergency_name: '', emergency_number: '', updated_at: created },
    );
    members.get(estateId)?.push(id);
    const own = `user:${id}`;
    const displayName = `${firstName} ${lastName}`;
    await writer.put(own, 'users', id, {
      ...templates.one('users'),
      uid: id,
      email,
      displayName,
      firstName,
      lastName,
      mobile,
      defaultEstate: estateId,
      userType: role,
    });
    await writer.put(own, 'userRoles', roleId, {
      ...templates.one('userRoles'),
      id: roleId,
      userId: id,
      estateId,
      roleName: role,
      unitNo,
      accessControl: true,
    });
    await writer.put(own, 'contacts', id, { ...templates.one('contacts'), userId: id, cellNumber: mobile });
    const card = memberCardId(estateId, id);
    const roleDisplayName = role === ROLES.owner ? 'Owner' : 'Resident';
    await writer.put(`manager:${estateId}`, 'managerMembers', card, {
      ...templates.one('managerMembers'),
      id: card,
      estateId,
      userId: id,
      displayName,
      email,
      roleName: role,
      roleDisplayName,
      unitNo,
      accessControl: true,
    });
    const count = role === ROLES.owner ? OWNER_NOTIFICATIONS : RESIDENT_NOTIFICATIONS;
    for (let n = 0; n < count; n += 1) {
      const notificationId = crypto.randomUUID();
      const template = templates.notifications[n % templates.notifications.length] ?? templates.one('notifications');
      await writer.put(own, 'notifications', notificationId, { ...template, notificationId, userId: id, estateId });
    }
  };

  const unit = async (estateId: number, index: number, big: boolean): Promise<void> => {
    const unitNo = String(index + 1);
    const id = `${estateId}:${unitNo}`;
    const scope = `unit:${estateId}:${unitNo}`;
    const account = `FL-${String(index + 1).padStart(4, '0')}`;
    await writer.unit({
      estate_id: estateId,
      unit_no: unitNo,
      stand_no: unitNo,
      is_letting: 0,
      max_associates: 5,
      max_visitors: 10,
      max_guests: 6,
      updated_at: now,
    });
    const unitRow = { ...templates.one('units'), id, estateId, unitNo, standNo: unitNo, associatesCount: ASSOCIATES_PER_UNIT, visitorInvitesDay: '' };
    await writer.put(scope, 'units', id, unitRow);
    await writer.put(`manager:${estateId}`, 'units', id, unitRow);
    await writer.put('operator', 'units', id, unitRow);
    await writer.put(scope, 'levyAccounts', `${estateId}:${account}`, {
      ...templates.one('levyAccounts'),
      id: `${estateId}:${account}`,
      estateId,
      unitNo,
      sAccountNumber: account,
    });
    for (let month = 0; month < BILL_MONTHS; month += 1) {
      const period = new Date(now - (BILL_MONTHS - month) * 30 * DAY_MS).toISOString().slice(0, 7);
      const billId = `${estateId}:${account}:${period}`;
      const bill = {
        ...templates.one('bills'),
        id: billId,
        estateId,
        unitNo,
        AccountNumber: account,
        period,
        statementUrl: `/sdk/billing/statements/${encodeURIComponent(billId)}`,
      };
      await writer.put(scope, 'bills', billId, bill);
      await writer.put(`manager:${estateId}`, 'levyRunBills', billId, {
        ...templates.one('levyRunBills'),
        id: billId,
        estateId,
        runId: `run-${estateId}-${month}`,
        unitNo,
        accountNo: account,
        period,
      });
    }
    for (let n = 0; n < ASSOCIATES_PER_UNIT; n += 1) {
      const associateId = crypto.randomUUID();
      await writer.put(scope, 'associates', associateId, { ...templates.one('associates'), pkiAssociateID: associateId, estateId, unitNo });
    }
    for (let n = 0; n < PASSES_PER_UNIT; n += 1) {
      const inviteId = crypto.randomUUID();
      const passId = crypto.randomUUID();
      await writer.put(scope, 'invites', inviteId, { ...templates.one('invites'), inviteId, estateId, unitNo });
      await writer.put(scope, 'passes', passId, { ...templates.one('passes'), id: passId, estateId, unitNo, subjectId: inviteId });
      await writer.put(`gate:${estateId}`, 'gatePasses', passId, { ...templates.one('gatePasses'), id: passId, estateId, unitNo });
    }
    for (let n = 0; n < shape.gateLogPerUnit; n += 1) {
      const entryId = crypto.randomUUID();
      const decidedAt = now - (n + 1) * 3_600_000 - index * 60_000;
      const entry = toGateLogEntry({
        id: entryId,
        estate_id: estateId,
        kind: n % 2 === 0 ? 'pass' : 'resident',
        pass_kind: n % 2 === 0 ? 'visitor' : '',
        person_name: n % 2 === 0 ? 'Nandi Khoza' : 'Thandi Mokoena',
        person_user_id: '',
        unit_no: unitNo,
        zone_id: 1,
        decision: 'ALLOW',
        reason: '',
        guard_user_id: guards.get(estateId)?.[0] ?? '',
        guard_name: 'Sipho Dlamini',
        decided_at: decidedAt,
        synced_at: decidedAt + 2000,
      });
      await writer.put(`gate:${estateId}`, 'gateLog', entryId, entry);
    }
    await person(estateId, unitNo, ROLES.owner, 0);
    const residents = residentsOf(shape, big, index);
    for (let k = 1; k <= residents; k += 1) await person(estateId, unitNo, ROLES.resident, k);
  };

  // Unit by unit across the estates: the log interleaves the estates as their writes would.
  for (let index = 0; index < shape.units; index += 1) {
    for (const estateId of estateIds) await unit(estateId, index, estateId === b);
    if ((index + 1) % Math.max(1, Math.floor(shape.units / 4)) === 0) log(`units ${index + 1}/${shape.units} of every estate: ${writer.logRows} log rows`);
  }
  await writer.flush();
  await db.updateTable('sync_state').set({ version: writer.head }).where('id', '=', 1).execute();
  const logRows = Number(
    (
      await db
        .selectFrom('change_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  return { estateIds, a, b, c, members, managers, guards, logRows, head: writer.head, users: writer.userRows };
}
