import type { Unit } from '../../../src/contract/people';
import type { UnitArchiveArgs, UnitCreateArgs, UnitEditArgs, UnitImportAnswer, UnitImportArgs, UnitImportPreview } from '../../../src/contract/units';
import { MANAGER_ROLES, ROLES, UNIT_PEOPLE_ROLES } from '../../../src/domain/roles';
import { UNITS_MESSAGES } from '../../../src/i18n/en/units.messages';
import { format } from '../../../src/i18n/format';
import { isEstateId, requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import { isUniqueViolation, type Db } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { writeTransaction, type Trx } from '../../sync/change-log';
import { configFor } from '../people/config.service';
import { publishUnitRow, unitRecord } from '../people/units.service';
import * as core from '../core/core.service';
import { checkUnitCsv } from './unit-csv';

/**
 * The estate's units as its manager and the operator keep them (issue 25): one by one (add, edit,
 * archive, restore) and by CSV (a dry run answering each row's problem, then all rows or none).
 * The rows are the core module's `units`; each change is published as the people area publishes
 * units (the unit's people, the estate's managers, the operators).
 *
 * Decisions: the unit number names the unit and never changes (archive it and add another);
 * a unit with members (a role row naming it) or active associates cannot be archived; an
 * archived unit keeps its row and its people's history, and can only be restored before it is
 * edited again.
 */

/** The caller is an operator (the operator module's check, when there is one) or a manager of the estate; the estate exists. */
async function requireUnitsAdmin(ctx: AppContext, callerId: string, estateId: number): Promise<void> {
  const isOperator = ctx.hooks.isOperator !== undefined && (await ctx.hooks.isOperator(ctx.db, callerId));
  if (!isOperator) {
    await requireAccess(ctx.db, callerId, { estateId, roles: MANAGER_ROLES, message: UNITS_MESSAGES.notAllowed, code: 'units/not-allowed' });
  } else if (!isEstateId(estateId)) {
    throw forbidden(UNITS_MESSAGES.notAllowed, 'units/not-allowed');
  }
  if (!(await core.estateExists(ctx.db, estateId))) throw notFound(UNITS_MESSAGES.estateNotFound, 'units/estate-not-found');
}

const unitNotFound = (unitNo: string) => notFound(format(UNITS_MESSAGES.notFound, { unitNo }), 'units/not-found');

/** The row's details and allowances from the form. */
function detailsOf(args: UnitCreateArgs | UnitEditArgs, now: number) {
  return {
    block: args.block,
    unit_type: args.unitType,
    stand_no: args.standNo === '' ? args.unitNo : args.standNo,
    is_letting: args.isLettingUnit ? 1 : 0,
    max_associates: args.noOfAssociatesPerUnit,
    max_visitors: args.allowedVisitors,
    max_guests: args.maxGuests,
    updated_at: now,
  };
}

/** The estate's unit numbers, lower-case, archived ones too (a number is never used twice). */
async function takenUnitNos(db: Db | Trx, estateId: number): Promise<Set<string>> {
  return new Set((await core.listEstateUnits(db, estateId)).map((row) => row.unit_no.toLowerCase()));
}

/** POST UNITS_API.units: a new unit with the details and allowances given (the form starts from the estate's defaults). */
export async function createUnit(ctx: AppContext, callerId: string, estateId: number, args: UnitCreateArgs): Promise<Unit> {
  await requireUnitsAdmin(ctx, callerId, estateId);
  const exists = () => badRequest(format(UNITS_MESSAGES.exists, { unitNo: args.unitNo }), 'units/exists');
  try {
    return await writeTransaction(ctx.db, async (trx) => {
      if ((await takenUnitNos(trx, estateId)).has(args.unitNo.toLowerCase())) throw exists();
      const row = await core.insertUnit(trx, { estate_id: estateId, unit_no: args.unitNo, ...detailsOf(args, Date.now()) });
      return publishUnitRow(trx, row, 0);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
}

/** PUT UNITS_API.units: a unit's details and allowances; an archived unit is restored first. */
export async function editUnit(ctx: AppContext, callerId: string, estateId: number, args: UnitEditArgs): Promise<Unit> {
  await requireUnitsAdmin(ctx, callerId, estateId);
  return writeTransaction(ctx.db, async (trx) => {
    const unit = await unitRecord(trx, estateId, args.unitNo);
    if (!unit) throw unitNotFound(args.unitNo);
    if (unit.archived) throw badRequest(format(UNITS_MESSAGES.archived, { unitNo: args.unitNo }), 'units/archived');
    const row = await core.updateUnit(trx, estateId, args.unitNo, detailsOf(args, Date.now()));
    return publishUnitRow(trx, row, unit.associatesCount);
  });
}

/**
 * POST UNITS_API.archive: archives a unit no one holds (no member names it, no active
 * associate), or restores an archived one. An archived unit is offered for no new member or
 * invite; its rows and its people's history stay.
 */
export async function setUnitArchived(ctx: AppContext, callerId: string, estateId: number, args: UnitArchiveArgs): Promise<Unit> {
  await requireUnitsAdmin(ctx, callerId, estateId);
  const { unitNo } = args;
  return writeTransaction(ctx.db, async (trx) => {
    const unit = await unitRecord(trx, estateId, unitNo);
    if (!unit) throw unitNotFound(unitNo);
    if (args.archived) {
      if (unit.archived) throw badRequest(format(UNITS_MESSAGES.alreadyArchived, { unitNo }), 'units/archived');
      const members = await core.listUnitHolders(trx, estateId, unitNo, UNIT_PEOPLE_ROLES);
      if (members.length > 0) throw badRequest(format(UNITS_MESSAGES.hasMembers, { unitNo, n: members.length }), 'units/has-members');
      if (unit.associatesCount > 0) throw badRequest(format(UNITS_MESSAGES.hasAssociates, { unitNo, n: unit.associatesCount }), 'units/has-associates');
    } else if (!unit.archived) {
      throw badRequest(format(UNITS_MESSAGES.notArchived, { unitNo }), 'units/not-archived');
    }
    const now = Date.now();
    const row = await core.updateUnit(trx, estateId, unitNo, { archived_at: args.archived ? now : 0, updated_at: now });
    return publishUnitRow(trx, row, unit.associatesCount);
  });
}

/** POST UNITS_API.importPreview: the dry run; writes nothing. */
export async function previewUnitImport(ctx: AppContext, callerId: string, estateId: number, args: UnitImportArgs): Promise<UnitImportPreview> {
  await requireUnitsAdmin(ctx, callerId, estateId);
  return checkUnitCsv(args.csv, { existing: await takenUnitNos(ctx.db, estateId), invitationsAvailable: ctx.hooks.inviteMember !== undefined });
}

/**
 * POST UNITS_API.import: every row or none, checked again inside the write transaction (a unit
 * added meanwhile refuses the file). Each new unit takes the estate's default allowances; each
 * row with an owner e-mail invites that owner to the unit (the inviting module, in the same
 * transaction).
 */
export async function importUnits(ctx: AppContext, callerId: string, estateId: number, args: UnitImportArgs): Promise<UnitImportAnswer> {
  await requireUnitsAdmin(ctx, callerId, estateId);
  const invite = ctx.hooks.inviteMember;
  const write = () =>
    writeTransaction(ctx.db, async (trx) => {
      const preview = checkUnitCsv(args.csv, { existing: await takenUnitNos(trx, estateId), invitationsAvailable: invite !== undefined });
      if (preview.fileProblem !== '') throw badRequest(preview.fileProblem, 'units/import-file');
      if (!preview.ready) throw badRequest(format(UNITS_MESSAGES.importHasProblems, { n: preview.problems }), 'units/import-problems');
      const { limits } = await configFor(trx, estateId);
      const now = Date.now();
      let invited = 0;
      for (const line of preview.rows) {
        const row = await core.insertUnit(trx, {
          estate_id: estateId,
          unit_no: line.unitNo,
          block: line.block,
          unit_type: line.unitType,
          stand_no: line.unitNo,
          is_letting: 0,
          max_associates: limits.associatesPerUnit,
          max_visitors: limits.visitorsPerDay,
          max_guests: limits.guestsPerLettingUnit,
          updated_at: now,
        });
        await publishUnitRow(trx, row, 0);
        if (line.ownerEmail !== '' && invite) {
          await invite(trx, ctx, { estateId, email: line.ownerEmail, roleName: ROLES.owner, unitNo: line.unitNo, invitedBy: callerId });
          invited += 1;
        }
      }
      return { imported: preview.rows.length, invited };
    });
  try {
    return await write();
  } catch (error) {
    // A unit of the file added by someone else between the check and the insert.
    if (isUniqueViolation(error)) throw badRequest(format(UNITS_MESSAGES.importHasProblems, { n: 1 }), 'units/import-problems');
    throw error;
  }
}
