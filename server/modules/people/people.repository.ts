import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db, DbDialect } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { AssociatesTable, ConsentsTable, FaceEnrolmentsTable, IdentityViewsTable, OwnOnboardingTable, UnitRequestsTable } from './people.tables';

/** Kysely only: the people tables (units and role rows are core's). */
type Q = Db | Trx;

export type { UnitRow } from '../core/core-rows';
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

// ---------------------------------------------------------------- units

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

// ---------------------------------------------------------------- role rows of delegates

// ---------------------------------------------------------------- associates

export const findAssociate = (db: Q, id: string) => db.selectFrom('associates').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertAssociate(trx: Trx, row: Insertable<AssociatesTable>): Promise<AssociateRow> {
  return trx.insertInto('associates').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateAssociate(trx: Trx, id: string, patch: Updateable<AssociatesTable>): Promise<AssociateRow> {
  return trx.updateTable('associates').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export const listActiveAssociates = (db: Q, estateId: number, unitNo: string) =>
  db
    .selectFrom('associates')
    .selectAll()
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .where('status', '=', 'active')
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** The unit's active associates with their faces, by name. */
export const listUnitAssociateFaces = (db: Q, estateId: number, unitNo: string) =>
  db
    .selectFrom('associates')
    .select(['id', 'first_name', 'last_name', 'face_file_id'])
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .where('status', '=', 'active')
    .orderBy('first_name')
    .orderBy('last_name')
    .execute();

export const findUnitDelegate = (db: Q, estateId: number, unitNo: string) =>
  db
    .selectFrom('associates')
    .selectAll()
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .where('status', '=', 'active')
    .where('is_delegate', '=', 1)
    .executeTakeFirst();

/** The active associate of the unit with this ID or passport number. */
export const findAssociateByIdNumber = (db: Q, estateId: number, unitNo: string, idNumber: string) =>
  db
    .selectFrom('associates')
    .selectAll()
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .where('status', '=', 'active')
    .where('id_number', '=', idNumber)
    .where('id_number', '!=', '')
    .executeTakeFirst();

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
  db
    .selectFrom('associates')
    .selectAll()
    .where('estate_id', '=', estateId)
    .where('status', '=', 'removed')
    .where('purged_at', 'is', null)
    .where('removed_at', '<=', cutoff)
    .execute();

/** Estates with removed associates still to purge. */
export const estatesWithUnpurged = async (db: Q) =>
  (await db.selectFrom('associates').select('estate_id').distinct().where('status', '=', 'removed').where('purged_at', 'is', null).execute()).map((r) =>
    Number(r.estate_id),
  );

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
  trx
    .selectFrom('unit_requests')
    .selectAll()
    .where('id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();

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

/** Active associates whose current face is not enrolled yet. */
export const listUnenrolledAssociateFaces = (db: Q, limit: number) =>
  db
    .selectFrom('associates')
    .leftJoin('face_enrolments', 'face_enrolments.file_id', 'associates.face_file_id')
    .select([
      'associates.face_file_id',
      'associates.owner_id',
      'associates.first_name',
      'associates.last_name',
      'associates.email',
      'associates.phone',
      'associates.estate_id',
    ])
    .where('associates.status', '=', 'active')
    .where('associates.face_file_id', '!=', '')
    .where('face_enrolments.file_id', 'is', null)
    .orderBy('associates.created_at')
    .limit(limit)
    .execute();

/** Users' own faces not enrolled yet. */
export const listUnenrolledOwnFaces = (db: Q, limit: number) =>
  db
    .selectFrom('own_onboarding')
    .leftJoin('face_enrolments', 'face_enrolments.file_id', 'own_onboarding.face_file_id')
    .select(['own_onboarding.face_file_id', 'own_onboarding.user_id'])
    .where('face_enrolments.file_id', 'is', null)
    .orderBy('own_onboarding.completed_at')
    .limit(limit)
    .execute();

export async function insertEnrolment(db: Q, row: Insertable<FaceEnrolmentsTable>): Promise<void> {
  await db
    .insertInto('face_enrolments')
    .values(row)
    .onConflict((oc) => oc.column('file_id').doNothing())
    .execute();
}

export async function deleteEnrolments(trx: Trx, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length > 0) await trx.deleteFrom('face_enrolments').where('file_id', 'in', fileIds).execute();
}

/** Which of the stored files (by id) are a user's own onboarding face or an associate's image. */
export async function filesUsedByPeople(db: Q, fileIds: readonly string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const ids = [...fileIds];
  const own = await db.selectFrom('own_onboarding').select('face_file_id as id').where('face_file_id', 'in', ids).execute();
  const associates = await db
    .selectFrom('associates')
    .select(['face_file_id', 'document_front_file_id', 'document_back_file_id'])
    .where((eb) => eb.or([eb('face_file_id', 'in', ids), eb('document_front_file_id', 'in', ids), eb('document_back_file_id', 'in', ids)]))
    .execute();
  const wanted = new Set(ids);
  return [...own.map((r) => r.id), ...associates.flatMap((r) => [r.face_file_id, r.document_front_file_id, r.document_back_file_id])].filter((id) =>
    wanted.has(id),
  );
}
