import type { Unit, UnitLimitsArgs } from '../../../src/contract/people';
import { MANAGER_ROLES, UNIT_HOLDER_ROLES, UNIT_PEOPLE_ROLES } from '../../../src/domain/roles';
import { ASSOCIATE_MESSAGES } from '../../../src/i18n/en/people';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import type { Db, DbDialect } from '../../db/database';
import { notFound } from '../../lib/errors';
import { estateDate } from '../../../src/domain/estate-time';
import { availableVisitorInvites } from '../../../src/domain/associates';
import { listPublishedRowIds, publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { configFor } from './config.service';
import type { UnitRow } from '../core/core-rows';
import { toUnit } from './people-rows';
import * as repo from './people.repository';
import * as core from '../core/core.service';

/**
 * Units and their allowances (spec 2 unit tile). A user holds a unit through a role row at the
 * estate naming the unit (UNIT_PEOPLE_ROLES); the unit row is made with the estate's default
 * limits the first time it is needed, and synced to the unit's people and the estate managers.
 */

/** The caller manages the unit's people (a holder or its delegate), else 403 unitNotHeld. */
export const requireUnitPeople = (db: Db | Trx, callerId: string, estateId: number, unitNo: string) =>
  requireAccess(db, callerId, { estateId, unitNo, roles: UNIT_PEOPLE_ROLES, message: ASSOCIATE_MESSAGES.unitNotHeld, code: 'people/unit-not-held' });

/** The caller holds the unit (resident or owner; not the delegate), else 403 unitNotHeld. */
export const requireUnitHolder = (db: Db | Trx, callerId: string, estateId: number, unitNo: string) =>
  requireAccess(db, callerId, { estateId, unitNo, roles: UNIT_HOLDER_ROLES, message: ASSOCIATE_MESSAGES.unitNotHeld, code: 'people/unit-not-held' });

/** Creates the unit row with the estate's default limits when it has none; true when it made one. */
export async function ensureUnit(trx: Trx, estateId: number, unitNo: string): Promise<boolean> {
  if (await core.findUnit(trx, estateId, unitNo)) return false;
  const { limits } = await configFor(trx, estateId);
  await core.insertUnitIfMissing(trx, {
    estate_id: estateId,
    unit_no: unitNo,
    stand_no: unitNo,
    is_letting: 0,
    max_associates: limits.associatesPerUnit,
    max_visitors: limits.visitorsPerDay,
    max_guests: limits.guestsPerLettingUnit,
    updated_at: Date.now(),
  });
  return true;
}

/** The unit's record as it is now (with its count of active associates). */
export async function unitRecord(db: Db | Trx, estateId: number, unitNo: string): Promise<Unit | undefined> {
  const row = await core.findUnit(db, estateId, unitNo);
  return row ? toUnit(row, await repo.countActiveAssociates(db, estateId, unitNo)) : undefined;
}

/**
 * Publishes the unit to its people, the estate's managers, its concierges (their visitor unit picker
 * reads the allowance and invites left of the resident's unit they invite for, offline too: issue
 * 32) and the operators (after every change of its details, limits or count). A unit row holds no
 * personal data.
 */
export async function publishUnit(trx: Trx, estateId: number, unitNo: string): Promise<Unit | undefined> {
  const unit = await unitRecord(trx, estateId, unitNo);
  if (!unit) return undefined;
  await publishUnitRecord(trx, unit);
  return unit;
}

/** Publishes a unit row just written with its count of active associates (a new unit: 0) without reading it again. */
export async function publishUnitRow(trx: Trx, row: UnitRow, associatesCount: number): Promise<Unit> {
  const unit = toUnit(row, associatesCount);
  await publishUnitRecord(trx, unit);
  return unit;
}

async function publishUnitRecord(trx: Trx, unit: Unit): Promise<void> {
  await publish(trx, scopes.unit(unit.estateId, unit.unitNo), 'units', unit.id, unit);
  await publish(trx, scopes.manager(unit.estateId), 'units', unit.id, unit);
  await publish(trx, scopes.concierge(unit.estateId), 'units', unit.id, unit);
  await publish(trx, scopes.operator, 'units', unit.id, unit);
}

/**
 * Makes (when new) and locks the unit's row for the rest of the transaction: on PostgreSQL
 * `SELECT ... FOR UPDATE`, so two writers counting its associates run one after the other
 * (SQLite serialises write transactions already). Take it before anything publishes.
 */
export async function lockUnitForCount(
  trx: Trx,
  dialect: DbDialect,
  estateId: number,
  unitNo: string,
): Promise<{ max: number; count: number; created: boolean }> {
  const created = await ensureUnit(trx, estateId, unitNo);
  const row = await core.lockUnit(trx, dialect, estateId, unitNo);
  return { max: Number(row.max_associates), count: await repo.countActiveAssociates(trx, estateId, unitNo), created };
}

/**
 * Takes one of the unit's visitor invites of `day` ('YYYY-MM-DD', estate time) with the unit's
 * row locked (FOR UPDATE on PostgreSQL, as lockUnitForCount), so invites racing for the last
 * one cannot both take it. Answers whether one was left and the day's allowance; when taken, the
 * count is stored and the unit republished. Take it before anything publishes.
 */
export async function takeVisitorInvite(
  trx: Trx,
  dialect: DbDialect,
  estateId: number,
  unitNo: string,
  day: string,
  /** Invites of `day` held for others (the unit's unbound pass tickets, invites module): not to be taken. */
  held = 0,
): Promise<{ taken: boolean; allowed: number }> {
  const { allowed, used } = await visitorInvitesOf(trx, dialect, estateId, unitNo, day);
  if (used + held >= allowed) return { taken: false, allowed };
  await core.updateUnit(trx, estateId, unitNo, { visitor_invites_day: day, visitor_invites_used: used + 1 });
  await publishUnit(trx, estateId, unitNo);
  return { taken: true, allowed };
}

/** The unit's visitor invites of `day` (estate date): the allowance and how many are used, with the unit's row locked. */
export async function visitorInvitesOf(
  trx: Trx,
  dialect: DbDialect,
  estateId: number,
  unitNo: string,
  day: string,
): Promise<{ allowed: number; used: number }> {
  await ensureUnit(trx, estateId, unitNo);
  const row = await core.lockUnit(trx, dialect, estateId, unitNo);
  return { allowed: Number(row.max_visitors), used: row.visitor_invites_day === day ? Number(row.visitor_invites_used) : 0 };
}

/**
 * Counts one visitor invite of `day` that was held already (a pass ticket bound offline): no
 * limit is checked, the ticket held its place. A day the unit's count has moved past counts nothing.
 */
export async function countHeldVisitorInvite(trx: Trx, dialect: DbDialect, estateId: number, unitNo: string, day: string): Promise<void> {
  await ensureUnit(trx, estateId, unitNo);
  const row = await core.lockUnit(trx, dialect, estateId, unitNo);
  if (row.visitor_invites_day > day) return;
  const used = row.visitor_invites_day === day ? Number(row.visitor_invites_used) : 0;
  await core.updateUnit(trx, estateId, unitNo, { visitor_invites_day: day, visitor_invites_used: used + 1 });
  await publishUnit(trx, estateId, unitNo);
}

/**
 * Stores the unit's count of current letting guests and republishes the unit. The letting module
 * counts them inside its write transaction with the unit's row locked (lockUnitForCount).
 */
export async function setGuestsCount(trx: Trx, estateId: number, unitNo: string, count: number): Promise<void> {
  await ensureUnit(trx, estateId, unitNo);
  await core.updateUnit(trx, estateId, unitNo, { guests_count: count });
  await publishUnit(trx, estateId, unitNo);
}

/** Boot and periodic: every held unit without a row gets one, published. */
export async function backfillUnits(db: Db): Promise<number> {
  const missing = await core.listHeldUnitsWithoutRow(db);
  if (missing.length === 0) return 0;
  await writeTransaction(db, async (trx) => {
    for (const m of missing) {
      const estateId = Number(m.estate_id);
      if (await ensureUnit(trx, estateId, m.unit_no)) await publishUnit(trx, estateId, m.unit_no);
    }
  });
  return missing.length;
}

/**
 * Boot: publishes to the estate's `concierge:` scope the units published before concierges read
 * them (issue 32). Answers how many were published.
 */
export async function backfillConciergeUnits(db: Db): Promise<number> {
  const missing: { estateId: number; unitNo: string }[] = [];
  for (const estateId of await core.listEstateIds(db)) {
    const published = await listPublishedRowIds(db, 'units', scopes.concierge(estateId));
    for (const row of await core.listEstateUnits(db, estateId)) {
      if (!published.has(`${estateId}:${row.unit_no}`)) missing.push({ estateId, unitNo: row.unit_no });
    }
  }
  if (missing.length === 0) return 0;
  await writeTransaction(db, async (trx) => {
    for (const m of missing) await publishUnit(trx, m.estateId, m.unitNo);
  });
  return missing.length;
}

// REST

/** The spec's unit tile (stand numbers, unit properties). */
export type UnitTile = {
  unitNo: string;
  standNo: string;
  noOfAssociatesPerUnit: number;
  allowedVisitors: number;
  availableVisitorInvites: number;
  noOfVisitorInvitesPerUnit: number;
  isLettingUnit: boolean;
};

function toTile(unit: Unit): UnitTile {
  return {
    unitNo: unit.unitNo,
    standNo: unit.standNo,
    noOfAssociatesPerUnit: unit.noOfAssociatesPerUnit,
    allowedVisitors: unit.allowedVisitors,
    availableVisitorInvites: availableVisitorInvites(unit, estateDate()),
    noOfVisitorInvitesPerUnit: unit.allowedVisitors,
    isLettingUnit: unit.isLettingUnit,
  };
}

/**
 * GET API.standNumbers / API.unitProperties: the caller's units at the estate (`uid`/`userID`
 * must be the caller), made and published when they have no row yet, in unit-number order.
 */
export async function listUnitTiles(ctx: AppContext, callerId: string, userId: string | undefined, estateId: number): Promise<UnitTile[]> {
  const id = await requireAccess(ctx.db, callerId, { self: userId });
  const unitNos = [...new Set((await core.listUnitRoles(ctx.db, id, estateId)).map((r) => r.unit_no))].sort((a, b) =>
    a.localeCompare(b, undefined, { numeric: true }),
  );
  if (unitNos.length === 0) return [];
  const units = await writeTransaction(ctx.db, async (trx) => {
    const list: Unit[] = [];
    for (const unitNo of unitNos) {
      const created = await ensureUnit(trx, estateId, unitNo);
      const unit = created ? await publishUnit(trx, estateId, unitNo) : await unitRecord(trx, estateId, unitNo);
      if (unit) list.push(unit);
    }
    return list;
  });
  return units.map(toTile);
}

/** GET API.associatesEstateMax?estateID=&unitNo=: the unit's maximum (the estate's default without a unit). */
export async function estateMax(ctx: AppContext, callerId: string, estateId: number, unitNo: string | undefined): Promise<number> {
  if (unitNo === undefined || unitNo === '') {
    await requireAccess(ctx.db, callerId, { estateId, member: true });
    return (await configFor(ctx.db, estateId)).limits.associatesPerUnit;
  }
  await requireUnitPeople(ctx.db, callerId, estateId, unitNo);
  const row = await core.findUnit(ctx.db, estateId, unitNo);
  return row ? Number(row.max_associates) : (await configFor(ctx.db, estateId)).limits.associatesPerUnit;
}

/** PUT API.unitLimits?estateID=: the estate's managers set a unit's stand, letting flag and maxima. */
export async function setUnitLimits(ctx: AppContext, callerId: string, estateId: number, args: UnitLimitsArgs): Promise<Unit> {
  await requireAccess(ctx.db, callerId, { estateId, roles: MANAGER_ROLES });
  if (!(await core.estateExists(ctx.db, estateId))) throw notFound();
  return writeTransaction(ctx.db, async (trx) => {
    await ensureUnit(trx, estateId, args.unitNo);
    await core.updateUnit(trx, estateId, args.unitNo, {
      stand_no: args.standNo === '' ? args.unitNo : args.standNo,
      is_letting: args.isLettingUnit ? 1 : 0,
      max_associates: args.noOfAssociatesPerUnit,
      max_visitors: args.allowedVisitors,
      max_guests: args.maxGuests,
      updated_at: Date.now(),
    });
    const unit = await publishUnit(trx, estateId, args.unitNo);
    if (!unit) throw notFound();
    return unit;
  });
}
