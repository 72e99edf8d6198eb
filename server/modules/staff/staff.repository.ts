import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { MembershipLogTable, StaffInvitationsTable } from './staff.tables';

/** Kysely only, the staff_invitations and membership_log tables only. */

type Q = Db | Trx;
export type InvitationRow = Selectable<StaffInvitationsTable>;

export const insertInvitation = (db: Q, row: Insertable<StaffInvitationsTable>) =>
  db.insertInto('staff_invitations').values(row).returningAll().executeTakeFirstOrThrow();

export const findInvitation = (db: Q, id: string) => db.selectFrom('staff_invitations').selectAll().where('id', '=', id).executeTakeFirst();

export const findInvitationByTokenHash = (db: Q, tokenHash: string) =>
  db.selectFrom('staff_invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** The open (not accepted, not revoked) invitations of one e-mail to one role at an estate. */
export const listOpenInvitationsFor = (db: Q, estateId: number, email: string, roleName: string) =>
  db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('estate_id', '=', estateId)
    .where('email', '=', email)
    .where('role_name', '=', roleName)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();

/** Every open invitation (the boot backfill of the synced lists). */
export const listOpenInvitations = (db: Q) =>
  db.selectFrom('staff_invitations').selectAll().where('accepted_at', 'is', null).where('revoked_at', 'is', null).orderBy('created_at').execute();

/** Marks it revoked if it is still open; answers whether it was. */
export async function revokeInvitation(db: Q, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_invitations')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks it accepted by `userId` if it is still open; answers whether it was (a second acceptance is refused). */
export async function markAccepted(db: Q, id: string, userId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_invitations')
    .set({ accepted_at: now, accepted_by: userId })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A resent invitation: a new token and a new lifetime. */
export const renewInvitation = (db: Q, id: string, patch: { token_hash: string; created_at: number; expires_at: number }) =>
  db.updateTable('staff_invitations').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** The invitations a user sent or accepted, or that name their e-mail (account deletion). */
export const listInvitationsOfUser = (db: Q, userId: string, email: string) =>
  db
    .selectFrom('staff_invitations')
    .selectAll()
    .where((eb) => eb.or([eb('invited_by', '=', userId), eb('accepted_by', '=', userId), eb('email', '=', email)]))
    .execute();

export async function deleteInvitation(db: Q, id: string): Promise<void> {
  await db.deleteFrom('staff_invitations').where('id', '=', id).execute();
}

/** Forgets who sent an invitation (their account is deleted). */
export async function clearInviter(db: Q, id: string): Promise<void> {
  await db.updateTable('staff_invitations').set({ invited_by: '' }).where('id', '=', id).execute();
}

// ---------------------------------------------------------------- the membership log

export type MembershipLogRow = Selectable<MembershipLogTable>;

export const insertMembershipLog = (db: Q, row: Insertable<MembershipLogTable>) =>
  db.insertInto('membership_log').values(row).returningAll().executeTakeFirstOrThrow();

/** Whether the person appears in the estate's log (a former member the manager may move in again). */
export const appearsInMembershipLog = async (db: Q, estateId: number, personId: string) =>
  (await db.selectFrom('membership_log').select('id').where('estate_id', '=', estateId).where('person_id', '=', personId).limit(1).executeTakeFirst()) !==
  undefined;

/** A deleted account leaves the rows that name it: its id and name go from them (answers the rows changed). */
export async function forgetInMembershipLog(db: Q, userId: string): Promise<MembershipLogRow[]> {
  const asPerson = await db
    .updateTable('membership_log')
    .set({ person_id: '', person_name: '', person_email: '' })
    .where('person_id', '=', userId)
    .returningAll()
    .execute();
  const asActor = await db.updateTable('membership_log').set({ actor_id: '', actor_name: '' }).where('actor_id', '=', userId).returningAll().execute();
  return [...asPerson, ...asActor];
}
