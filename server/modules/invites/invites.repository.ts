import type { Insertable, Selectable, Updateable } from 'kysely';
import { API } from '../../../src/contract/api-paths';
import type { Db, DbDialect } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { InvitesTable, PassesTable, PassUsesTable } from './invites.tables';

/** Kysely only: the invites tables. */
type Q = Db | Trx;

export type InviteRow = Selectable<InvitesTable>;
export type PassRow = Selectable<PassesTable>;
export type PassUseRow = Selectable<PassUsesTable>;

// ---------------------------------------------------------------- invite settings

export const findSettingsRow = (db: Q, estateId: number) => db.selectFrom('invite_settings').selectAll().where('estate_id', '=', estateId).executeTakeFirst();

export async function upsertSettingsRow(trx: Trx, estateId: number, data: string, now: number): Promise<void> {
  await trx
    .insertInto('invite_settings')
    .values({ estate_id: estateId, data, updated_at: now })
    .onConflict((oc) => oc.column('estate_id').doUpdateSet({ data, updated_at: now }))
    .execute();
}

// ---------------------------------------------------------------- invites

export const findInvite = (db: Q, id: string) => db.selectFrom('invites').selectAll().where('id', '=', id).executeTakeFirst();

export const insertInvite = (trx: Trx, row: Insertable<InvitesTable>) => trx.insertInto('invites').values(row).returningAll().executeTakeFirstOrThrow();

export const updateInvite = (trx: Trx, id: string, patch: Updateable<InvitesTable>) =>
  trx.updateTable('invites').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** The unit's invites with one of `statuses`, earliest visit first. */
export const listUnitInvites = (db: Q, estateId: number, unitNo: string, statuses: readonly string[]) =>
  db
    .selectFrom('invites')
    .selectAll()
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .where('status', 'in', statuses)
    .orderBy('date_start')
    .orderBy('id')
    .execute();

export const listInvitesOwnedBy = (db: Q, userId: string) => db.selectFrom('invites').selectAll().where('owner_id', '=', userId).execute();

export async function deleteInvites(trx: Trx, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom('invites').where('id', 'in', ids).execute();
}

/** ACTIVE invites whose visit ended before `nowMs` (at most `limit`). */
export const listEndedActiveInvites = (db: Q, nowMs: number, limit: number) =>
  db.selectFrom('invites').select(['id']).where('status', '=', 'ACTIVE').where('ends_at', '<', nowMs).orderBy('ends_at').limit(limit).execute();

/** Marks the listed invites EXPIRED (they stay ACTIVE-only: one changed meanwhile keeps its status). */
export const expireInvites = (trx: Trx, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : trx.updateTable('invites').set({ status: 'EXPIRED' }).where('id', 'in', ids).where('status', '=', 'ACTIVE').returningAll().execute();

export const estatesWithUnpurgedInvites = async (db: Q) =>
  (await db.selectFrom('invites').select('estate_id').distinct().where('purged_at', 'is', null).execute()).map((r) => Number(r.estate_id));

/** Invites of the estate whose visit ended before `beforeMs`, not purged yet. */
export const listPurgeableInvites = (trx: Trx, estateId: number, beforeMs: number) =>
  trx.selectFrom('invites').selectAll().where('estate_id', '=', estateId).where('purged_at', 'is', null).where('ends_at', '<', beforeMs).execute();

// ---------------------------------------------------------------- passes

export const findPass = (db: Q, id: string) => db.selectFrom('passes').selectAll().where('id', '=', id).executeTakeFirst();

export const findPassByToken = (db: Q, token: string) => db.selectFrom('passes').selectAll().where('link_token', '=', token).executeTakeFirst();

/** The pass's row, locked until the transaction ends on PostgreSQL (SQLite serialises writers already). */
export const lockPass = (trx: Trx, dialect: DbDialect, id: string) =>
  trx
    .selectFrom('passes')
    .selectAll()
    .where('id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();

export const insertPass = (trx: Trx, row: Insertable<PassesTable>) => trx.insertInto('passes').values(row).returningAll().executeTakeFirstOrThrow();

export const updatePass = (trx: Trx, id: string, patch: Updateable<PassesTable>) =>
  trx.updateTable('passes').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** The subject's passes with one of `statuses`. */
export const listPassesOfSubject = (db: Q, estateId: number, subjectId: string, statuses: readonly string[]) =>
  db
    .selectFrom('passes')
    .selectAll()
    .where('estate_id', '=', estateId)
    .where('subject_id', '=', subjectId)
    .where('status', 'in', statuses)
    .orderBy('created_at')
    .execute();

/** Sets the status of the subject's ACTIVE passes in one statement (locking them) and answers them. */
export const setSubjectPassesStatus = (trx: Trx, estateId: number, subjectId: string, status: string) =>
  trx
    .updateTable('passes')
    .set({ status })
    .where('estate_id', '=', estateId)
    .where('subject_id', '=', subjectId)
    .where('status', '=', 'ACTIVE')
    .returningAll()
    .execute();

/** Whether an ACTIVE pass of the estate has this PIN hash. */
export const activePinHashExists = async (db: Q, estateId: number, hash: string) =>
  (await db
    .selectFrom('passes')
    .select('id')
    .where('estate_id', '=', estateId)
    .where('pin_hash', '=', hash)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst()) !== undefined;

export const listPassesOwnedBy = (db: Q, userId: string) => db.selectFrom('passes').selectAll().where('owner_id', '=', userId).execute();

export const listPassesOfSubjects = async (db: Q, subjectIds: readonly string[]) =>
  subjectIds.length === 0 ? [] : db.selectFrom('passes').selectAll().where('subject_id', 'in', subjectIds).execute();

/** ACTIVE passes whose window ended before `nowSec` (at most `limit`). */
export const listEndedActivePasses = (db: Q, nowSec: number, limit: number) =>
  db.selectFrom('passes').select(['id']).where('status', '=', 'ACTIVE').where('valid_to', '<', nowSec).orderBy('valid_to').limit(limit).execute();

/** Passes still in the gate scope whose window ended before `nowSec` (at most `limit`). */
export const listPassesToDrop = (db: Q, nowSec: number, limit: number) =>
  db.selectFrom('passes').select(['id']).where('gate_dropped', '=', 0).where('valid_to', '<', nowSec).orderBy('valid_to').limit(limit).execute();

/** Marks the listed passes (still ACTIVE) EXPIRED and answers them; the rows stay locked to commit. */
export const expirePasses = (trx: Trx, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : trx.updateTable('passes').set({ status: 'EXPIRED' }).where('id', 'in', ids).where('status', '=', 'ACTIVE').returningAll().execute();

/** Marks the listed passes dropped from the gate scope and answers them. */
export const markDropped = (trx: Trx, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : trx.updateTable('passes').set({ gate_dropped: 1 }).where('id', 'in', ids).where('gate_dropped', '=', 0).returningAll().execute();

// ---------------------------------------------------------------- pass uses

export const findUse = (db: Q, id: string) => db.selectFrom('pass_uses').selectAll().where('id', '=', id).executeTakeFirst();

export const insertUse = (trx: Trx, row: Insertable<PassUsesTable>) => trx.insertInto('pass_uses').values(row).returningAll().executeTakeFirstOrThrow();

/** The pass's ALLOW uses in the order they happened (scan time, then id). */
export const listAllowUses = (db: Q, passId: string) =>
  db.selectFrom('pass_uses').selectAll().where('pass_id', '=', passId).where('decision', '=', 'ALLOW').orderBy('scanned_at').orderBy('id').execute();

export const setUseConflict = (trx: Trx, id: string, conflict: number) =>
  trx.updateTable('pass_uses').set({ conflict }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** The uses of the listed passes (their holder's name leaves them). */
export const blankUseNames = async (trx: Trx, passIds: readonly string[]) =>
  passIds.length === 0
    ? []
    : trx.updateTable('pass_uses').set({ holder_name: '' }).where('pass_id', 'in', passIds).where('holder_name', '!=', '').returningAll().execute();

export const estatesWithUses = async (db: Q) => (await db.selectFrom('pass_uses').select('estate_id').distinct().execute()).map((r) => Number(r.estate_id));

/** The estate's uses scanned before `beforeMs`. */
export const listOldUses = (trx: Trx, estateId: number, beforeMs: number) =>
  trx.selectFrom('pass_uses').select(['id', 'estate_id', 'pass_id']).where('estate_id', '=', estateId).where('scanned_at', '<', beforeMs).execute();

/** Of these passes, those whose window has not ended at `nowSec`. */
export const livePassIds = async (db: Q, ids: readonly string[], nowSec: number) =>
  ids.length === 0 ? [] : (await db.selectFrom('passes').select('id').where('id', 'in', ids).where('valid_to', '>=', nowSec).execute()).map((r) => r.id);

export async function deleteUses(trx: Trx, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom('pass_uses').where('id', 'in', ids).execute();
}

/** The ACTIVE visitor invites residents sent these regular visitors. */
export const listActiveInvitesOfRegularVisitors = (db: Q, regularVisitorIds: readonly string[]) =>
  regularVisitorIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('invites')
        .select(['id', 'estate_id', 'unit_no', 'date_start', 'date_end', 'ends_at'])
        .where('regular_visitor_id', 'in', regularVisitorIds)
        .where('status', '=', 'ACTIVE')
        .orderBy('ends_at')
        .execute();

/** Which of the stored files (by id) are a pass's photo (`/sdk/files/<id>`). */
export async function filesUsedByPasses(db: Q, fileIds: readonly string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const byUrl = new Map(fileIds.map((id) => [API.file(id), id]));
  const rows = await db
    .selectFrom('passes')
    .select('photo_url')
    .where('photo_url', 'in', [...byUrl.keys()])
    .execute();
  return rows.flatMap((r) => byUrl.get(r.photo_url) ?? []);
}

/** The ACTIVE invites of a unit that `ownerId` sent (a member leaving the unit: issue 26). */
export const listActiveInvitesOwnedAt = (db: Q, estateId: number, unitNo: string, ownerId: string) =>
  db
    .selectFrom('invites')
    .selectAll()
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .where('owner_id', '=', ownerId)
    .where('status', '=', 'ACTIVE')
    .orderBy('id')
    .execute();

/**
 * Sets the unit's ACTIVE passes issued for `ownerId` (or, `ownerId` null, every ACTIVE pass of
 * `kind`) to REVOKED in one statement (locking them) and answers them.
 */
export const revokeUnitPasses = (trx: Trx, estateId: number, unitNo: string, filter: { ownerId: string } | { kind: string }) =>
  trx
    .updateTable('passes')
    .set({ status: 'REVOKED' })
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .where('status', '=', 'ACTIVE')
    .$if('ownerId' in filter, (qb) => qb.where('owner_id', '=', 'ownerId' in filter ? filter.ownerId : ''))
    .$if('kind' in filter, (qb) => qb.where('kind', '=', 'kind' in filter ? filter.kind : ''))
    .returningAll()
    .execute();
