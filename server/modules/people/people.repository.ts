import type { Insertable, Selectable, Updateable } from 'kysely';
import { UNIT_HOLDER_ROLES, UNIT_PEOPLE_ROLES, ROLES, type RoleName } from '../../../src/domain/roles';
import type { Db, DbDialect } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { UnitsTable, UserRolesTable } from '../core/core.tables';
import type { AssociatesTable, ConsentsTable, FaceEnrolmentsTable, IdentityViewsTable, OwnOnboardingTable, UnitRequestsTable } from './people.tables';

/** Kysely only: the people tables, and the role rows that say who holds a unit. */
type Q = Db | Trx;

export type UnitRow = Selectable<UnitsTable>;
export type AssociateRow = Selectable<AssociatesTable>;
export type RequestRow = Selectable<UnitRequestsTable>;

// ---------------------------------------------------------------- configuration

export const findConfigRow = (db: Q, estateId: number) => db.selectFrom('people_config').selectAll().where('estate_id', '=', estateId).executeTakeFirst();

export async function upsertConfigRow(trx: Trx, estateId: number, data: string, now: number): Promise<void> {
  await trx
    .insertInto('people_config')
    .values({ estate_id: estateId, data, updated_at: now })
    .onConflict((oc) => oc.column('estate_id').doUpdateSet({ data, updated_at: now }))
    .execute();
}

export const listConfigRows = (db: Q) => db.selectFrom('people_config').selectAll().execute();

export const estateExists = async (db: Q, estateId: number) => (await db.selectFrom('estates').select('id').where('id', '=', estateId).executeTakeFirst()) !== undefined;

export const estateName = async (db: Q, estateId: number) => (await db.selectFrom('estates').select('name').where('id', '=', estateId).executeTakeFirst())?.name ?? '';

// ---------------------------------------------------------------- units

export const findUnit = (db: Q, estateId: number, unitNo: string) =>
  db.selectFrom('units').selectAll().where('estate_id', '=', estateId).where('unit_no', '=', unitNo).executeTakeFirst();

/** Creates the unit when it is new (a concurrent creator's row wins; nothing changes then). */
export async function insertUnitIfMissing(trx: Trx, row: Insertable<UnitsTable>): Promise<void> {
  await trx
    .insertInto('units')
    .values(row)
    .onConflict((oc) => oc.columns(['estate_id', 'unit_no']).doNothing())
    .execute();
}

/** The unit row, locked until the transaction ends on PostgreSQL (SQLite serialises writers already). */
export const lockUnit = (trx: Trx, dialect: DbDialect, estateId: number, unitNo: string) =>
  trx
    .selectFrom('units')
    .selectAll()
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirstOrThrow();

export async function updateUnit(trx: Trx, estateId: number, unitNo: string, patch: Updateable<UnitsTable>): Promise<UnitRow> {
  return trx.updateTable('units').set(patch).where('estate_id', '=', estateId).where('unit_no', '=', unitNo).returningAll().executeTakeFirstOrThrow();
}

/** One more associate allowed at the unit (an approved request), in one statement. */
export async function addAssociatePlace(trx: Trx, estateId: number, unitNo: string, now: number): Promise<void> {
  await trx
    .updateTable('units')
    .set((eb) => ({ max_associates: eb('max_associates', '+', 1), updated_at: now }))
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .execute();
}

/** One more letting guest allowed at the unit (an approved request), in one statement. */
export async function addGuestPlace(trx: Trx, estateId: number, unitNo: string, now: number): Promise<void> {
  await trx
    .updateTable('units')
    .set((eb) => ({ max_guests: eb('max_guests', '+', 1), updated_at: now }))
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .execute();
}

export async function countActiveAssociates(db: Q, estateId: number, unitNo: string): Promise<number> {
  const row = await db
    .selectFrom('associates')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The unit numbers the user holds or is the delegate of at the estate, with the role that gives each. */
export const listUnitRoles = (db: Q, userId: string, estateId: number) =>
  db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.name', 'user_roles.role_name')
    .select(['user_roles.unit_no', 'user_roles.role_name'])
    .where('user_roles.user_id', '=', userId)
    .where('user_roles.estate_id', '=', estateId)
    .where('user_roles.unit_no', '!=', '')
    .where('user_roles.role_name', 'in', UNIT_PEOPLE_ROLES)
    .where('roles.is_enabled', '=', 1)
    .where('roles.is_deleted', '=', 0)
    .execute();

/** Whether the user holds one of `roles` for the unit (enabled roles only). */
export async function holdsUnitRole(db: Q, userId: string, estateId: number, unitNo: string, roles: readonly RoleName[]): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.name', 'user_roles.role_name')
    .select('user_roles.id')
    .where('user_roles.user_id', '=', userId)
    .where('user_roles.estate_id', '=', estateId)
    .where('user_roles.unit_no', '=', unitNo)
    .where('user_roles.role_name', 'in', roles)
    .where('roles.is_enabled', '=', 1)
    .where('roles.is_deleted', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the user holds one of `roles` anywhere at the estate (gate staff, managers). */
export async function holdsEstateRole(db: Q, userId: string, estateId: number, roles: readonly RoleName[]): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.name', 'user_roles.role_name')
    .select('user_roles.id')
    .where('user_roles.user_id', '=', userId)
    .where('user_roles.estate_id', '=', estateId)
    .where('user_roles.role_name', 'in', roles)
    .where('roles.is_enabled', '=', 1)
    .where('roles.is_deleted', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** A holder of the unit (resident or owner), the earliest first: who owns what a delegate adds when no delegation names one. */
export const firstHolderOf = async (db: Q, estateId: number, unitNo: string) =>
  (
    await db
      .selectFrom('user_roles')
      .select('user_id')
      .where('estate_id', '=', estateId)
      .where('unit_no', '=', unitNo)
      .where('role_name', 'in', UNIT_HOLDER_ROLES)
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst()
  )?.user_id;

/** Every (estate, unit) some user holds or is the delegate of, without a units row yet. */
export const listHeldUnitsWithoutRow = (db: Q) =>
  db
    .selectFrom('user_roles')
    .leftJoin('units', (join) => join.onRef('units.estate_id', '=', 'user_roles.estate_id').onRef('units.unit_no', '=', 'user_roles.unit_no'))
    .select(['user_roles.estate_id', 'user_roles.unit_no'])
    .distinct()
    .where('user_roles.unit_no', '!=', '')
    .where('user_roles.role_name', 'in', UNIT_PEOPLE_ROLES)
    .where('units.unit_no', 'is', null)
    .execute();

/** Estates where the user holds any role. */
export const estatesOfUser = async (db: Q, userId: string) =>
  [...new Set((await db.selectFrom('user_roles').select('estate_id').where('user_id', '=', userId).execute()).map((r) => Number(r.estate_id)))];

// ---------------------------------------------------------------- role rows of delegates

export const findUserByEmail = (db: Q, email: string) =>
  db.selectFrom('users').select(['id', 'email', 'first_name', 'display_name']).where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase())).executeTakeFirst();

export const findUser = (db: Q, userId: string) => db.selectFrom('users').select(['id', 'email', 'first_name', 'last_name', 'display_name']).where('id', '=', userId).executeTakeFirst();

export const findDelegateRole = (db: Q, userId: string, estateId: number, unitNo: string) =>
  db
    .selectFrom('user_roles')
    .selectAll()
    .where('user_id', '=', userId)
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .where('role_name', '=', ROLES.associateDelegate)
    .executeTakeFirst();

export const insertRole = (trx: Trx, row: Insertable<UserRolesTable>) => trx.insertInto('user_roles').values(row).returningAll().executeTakeFirstOrThrow();

export async function deleteRole(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('user_roles').where('id', '=', id).execute();
}

// ---------------------------------------------------------------- associates

export const findAssociate = (db: Q, id: string) => db.selectFrom('associates').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertAssociate(trx: Trx, row: Insertable<AssociatesTable>): Promise<AssociateRow> {
  return trx.insertInto('associates').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateAssociate(trx: Trx, id: string, patch: Updateable<AssociatesTable>): Promise<AssociateRow> {
  return trx.updateTable('associates').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export const listActiveAssociates = (db: Q, estateId: number, unitNo: string) =>
  db.selectFrom('associates').selectAll().where('estate_id', '=', estateId).where('unit_no', '=', unitNo).where('status', '=', 'active').orderBy('created_at').orderBy('id').execute();

export const findUnitDelegate = (db: Q, estateId: number, unitNo: string) =>
  db.selectFrom('associates').selectAll().where('estate_id', '=', estateId).where('unit_no', '=', unitNo).where('status', '=', 'active').where('is_delegate', '=', 1).executeTakeFirst();

/** The active associate of the unit with this ID or passport number. */
export const findAssociateByIdNumber = (db: Q, estateId: number, unitNo: string, idNumber: string) =>
  db.selectFrom('associates').selectAll().where('estate_id', '=', estateId).where('unit_no', '=', unitNo).where('status', '=', 'active').where('id_number', '=', idNumber).where('id_number', '!=', '').executeTakeFirst();

/** The delegations of the user (associate rows naming their account), active only. */
export const listDelegationsOf = (db: Q, userId: string) =>
  db.selectFrom('associates').selectAll().where('delegate_user_id', '=', userId).where('status', '=', 'active').where('is_delegate', '=', 1).execute();

/** Active delegate associates with this e-mail whose account is not linked yet. */
export const listUnlinkedDelegatesByEmail = (db: Q, email: string) =>
  db
    .selectFrom('associates')
    .selectAll()
    .where('status', '=', 'active')
    .where('is_delegate', '=', 1)
    .where('delegate_user_id', '=', '')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .execute();

export const listAssociatesOwnedBy = (db: Q, userId: string) => db.selectFrom('associates').selectAll().where('owner_id', '=', userId).execute();

export async function clearCreatedBy(trx: Trx, userId: string): Promise<void> {
  await trx.updateTable('associates').set({ created_by: '' }).where('created_by', '=', userId).execute();
}

export async function deleteAssociates(trx: Trx, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom('associates').where('id', 'in', ids).execute();
}

/** Removed associates not purged yet, removed before `cutoff`, at the estate. */
export const listPurgeable = (db: Q, estateId: number, cutoff: number) =>
  db.selectFrom('associates').selectAll().where('estate_id', '=', estateId).where('status', '=', 'removed').where('purged_at', 'is', null).where('removed_at', '<=', cutoff).execute();

/** Estates with removed associates still to purge. */
export const estatesWithUnpurged = async (db: Q) =>
  (await db.selectFrom('associates').select('estate_id').distinct().where('status', '=', 'removed').where('purged_at', 'is', null).execute()).map((r) => Number(r.estate_id));

// ---------------------------------------------------------------- requests

export const findRequest = (db: Q, id: string) => db.selectFrom('unit_requests').selectAll().where('id', '=', id).executeTakeFirst();

export const findPendingRequest = (db: Q, estateId: number, unitNo: string, kind: string, associateId: string) =>
  db
    .selectFrom('unit_requests')
    .select('id')
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .where('kind', '=', kind)
    .where('associate_id', '=', associateId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();

export async function insertRequest(trx: Trx, row: Insertable<UnitRequestsTable>): Promise<RequestRow> {
  return trx.insertInto('unit_requests').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateRequest(trx: Trx, id: string, patch: Updateable<UnitRequestsTable>): Promise<RequestRow> {
  return trx.updateTable('unit_requests').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Locks the request row until the transaction ends on PostgreSQL (one decision only). */
export const lockRequest = (trx: Trx, dialect: DbDialect, id: string) =>
  trx.selectFrom('unit_requests').selectAll().where('id', '=', id).$if(dialect === 'postgres', (qb) => qb.forUpdate()).executeTakeFirst();

export const listRequestsBy = (db: Q, userId: string) => db.selectFrom('unit_requests').selectAll().where('user_id', '=', userId).execute();

export const listRequestsAbout = (db: Q, associateIds: readonly string[]) =>
  associateIds.length === 0 ? Promise.resolve([]) : db.selectFrom('unit_requests').selectAll().where('associate_id', 'in', associateIds).execute();

export async function deleteRequests(trx: Trx, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom('unit_requests').where('id', 'in', ids).execute();
}

// ---------------------------------------------------------------- consents, views, own onboarding

export const findConsent = (db: Q, id: string) => db.selectFrom('consents').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertConsent(trx: Trx, row: Insertable<ConsentsTable>): Promise<void> {
  await trx.insertInto('consents').values(row).execute();
}

export async function clearConsentGiver(trx: Trx, userId: string): Promise<void> {
  await trx.updateTable('consents').set({ given_by: '' }).where('given_by', '=', userId).execute();
}

export async function deleteConsentsOf(trx: Trx, subjectKind: string, subjectIds: readonly string[]): Promise<void> {
  if (subjectIds.length > 0) await trx.deleteFrom('consents').where('subject_kind', '=', subjectKind).where('subject_id', 'in', subjectIds).execute();
}

export async function insertView(trx: Trx, row: Insertable<IdentityViewsTable>): Promise<void> {
  await trx.insertInto('identity_views').values(row).execute();
}

export const listViewsOf = (db: Q, associateId: string) => db.selectFrom('identity_views').selectAll().where('associate_id', '=', associateId).orderBy('at').execute();

export async function deleteViewsOf(trx: Trx, associateIds: readonly string[]): Promise<void> {
  if (associateIds.length > 0) await trx.deleteFrom('identity_views').where('associate_id', 'in', associateIds).execute();
}

export const findOwnOnboarding = (db: Q, userId: string) => db.selectFrom('own_onboarding').selectAll().where('user_id', '=', userId).executeTakeFirst();

export async function upsertOwnOnboarding(trx: Trx, row: Insertable<OwnOnboardingTable>): Promise<void> {
  await trx
    .insertInto('own_onboarding')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ face_file_id: row.face_file_id, consent_id: row.consent_id, completed_at: row.completed_at }))
    .execute();
}

// ---------------------------------------------------------------- face enrolments (external face service)

/** Active associates whose current face is not enrolled yet, with their estate's name. */
export const listUnenrolledAssociateFaces = (db: Q, limit: number) =>
  db
    .selectFrom('associates')
    .leftJoin('face_enrolments', 'face_enrolments.file_id', 'associates.face_file_id')
    .innerJoin('estates', 'estates.id', 'associates.estate_id')
    .select(['associates.face_file_id', 'associates.owner_id', 'associates.first_name', 'associates.last_name', 'associates.email', 'associates.phone', 'estates.name as estate_name'])
    .where('associates.status', '=', 'active')
    .where('associates.face_file_id', '!=', '')
    .where('face_enrolments.file_id', 'is', null)
    .orderBy('associates.created_at')
    .limit(limit)
    .execute();

/** Users' own faces not enrolled yet, with their names and their default estate's name. */
export const listUnenrolledOwnFaces = (db: Q, limit: number) =>
  db
    .selectFrom('own_onboarding')
    .leftJoin('face_enrolments', 'face_enrolments.file_id', 'own_onboarding.face_file_id')
    .innerJoin('users', 'users.id', 'own_onboarding.user_id')
    .leftJoin('estates', 'estates.id', 'users.default_estate_id')
    .select(['own_onboarding.face_file_id', 'own_onboarding.user_id', 'users.first_name', 'users.last_name', 'users.email', 'users.mobile', 'estates.name as estate_name'])
    .where('face_enrolments.file_id', 'is', null)
    .orderBy('own_onboarding.completed_at')
    .limit(limit)
    .execute();

export async function insertEnrolment(db: Q, row: Insertable<FaceEnrolmentsTable>): Promise<void> {
  await db.insertInto('face_enrolments').values(row).onConflict((oc) => oc.column('file_id').doNothing()).execute();
}

export async function deleteEnrolments(trx: Trx, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length > 0) await trx.deleteFrom('face_enrolments').where('file_id', 'in', fileIds).execute();
}
