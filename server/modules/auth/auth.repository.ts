import type { Insertable } from 'kysely';
import type { Db, DbDialect } from '../../db/database';
import { sql } from 'kysely';
import type { EmailVerificationsTable, FirebaseLinksTable, RefreshTokensTable } from './auth.tables';

/** Kysely only: refresh tokens, reset tokens, Firebase links and e-mail verifications (users and their roles are core's). */

export type { UserRow } from '../core/core-rows';

// Refresh tokens -------------------------------------------------------------------------

export async function insertRefreshToken(db: Db, row: Insertable<RefreshTokensTable>): Promise<void> {
  await db.insertInto('refresh_tokens').values(row).execute();
}

export const findRefreshTokenByHash = (db: Db, tokenHash: string) =>
  db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/**
 * Serialises every refresh of one session: locks all its tokens on PostgreSQL (SQLite runs one
 * write transaction at a time). Later statements of the transaction see what the previous
 * holder committed, so two refreshes of one session never both believe they came first.
 */
export async function lockFamily(db: Db, dialect: DbDialect, familyId: string): Promise<void> {
  await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .execute();
}

export const findRefreshTokenById = (db: Db, id: string) => db.selectFrom('refresh_tokens').selectAll().where('id', '=', id).executeTakeFirst();

/** Every token issued from `parent`: one normally, two once a lost answer was retried (family index). */
export const listChildTokens = (db: Db, parent: { id: string; family_id: string }) =>
  db.selectFrom('refresh_tokens').selectAll().where('family_id', '=', parent.family_id).where('parent_id', '=', parent.id).execute();

/** True while the session has a token that is neither revoked nor past the family's expiry. */
export async function familyIsLive(db: Db, familyId: string, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .where('family_expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these sessions (refresh-token families) are live: a token neither revoked nor past the family's expiry. */
export async function listLiveFamilies(db: Db, familyIds: readonly string[], now: number): Promise<string[]> {
  if (familyIds.length === 0) return [];
  const rows = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .distinct()
    .where('family_id', 'in', [...familyIds])
    .where('revoked_at', 'is', null)
    .where('family_expires_at', '>', now)
    .execute();
  return rows.map((r) => r.family_id);
}

/** Sets `change` on the token only while it is unused and live; false when another request changed it first. */
async function changeUnusedToken(db: Db, id: string, change: { used_at: number } | { revoked_at: number }): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set(change)
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the token used only if nobody else did first; false when another request won the race. */
export const markTokenUsed = (db: Db, id: string, now: number) => changeUnusedToken(db, id, { used_at: now });

/** Revokes a token a retry replaces, only while it is still unused and live; false otherwise. */
export const supersedeToken = (db: Db, id: string, now: number) => changeUnusedToken(db, id, { revoked_at: now });

export async function revokeFamily(db: Db, familyId: string, now: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

export async function revokeAllFamiliesOfUser(db: Db, userId: string, now: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/**
 * Sessions (families) after `afterFamily` in id order whose every token expired at or before
 * `before`, at most `limit` (the index on family and expiry answers it without the table).
 */
export async function listFamiliesExpiredBy(db: Db, before: number, afterFamily: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('family_id', '>', afterFamily)
    .groupBy('family_id')
    .having((eb) => eb.fn.max('expires_at'), '<=', before)
    .orderBy('family_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.family_id);
}

/** Deletes at most `limit` tokens of these sessions; answers how many. */
export async function deleteTokensOfFamilies(db: Db, familyIds: readonly string[], limit: number): Promise<number> {
  if (familyIds.length === 0) return 0;
  const result = await db
    .deleteFrom('refresh_tokens')
    .where('id', 'in', (eb) => eb.selectFrom('refresh_tokens').select('id').where('family_id', 'in', familyIds).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// Password reset tokens ------------------------------------------------------------------

export async function insertPasswordReset(db: Db, row: { id: string; user_id: string; token_hash: string; created_at: number; expires_at: number }) {
  await db
    .insertInto('password_resets')
    .values({ ...row, used_at: null })
    .execute();
}

export const findLivePasswordReset = (db: Db, tokenHash: string, now: number) =>
  db
    .selectFrom('password_resets')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();

export async function markPasswordResetUsed(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db.updateTable('password_resets').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks every outstanding reset link of the user used (one link was just used). */
export async function markUserPasswordResetsUsed(db: Db, userId: string, now: number): Promise<void> {
  await db.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

// Firebase links ----------------------------------------------------------------

export const findFirebaseLink = (db: Db, projectId: string, uid: string) =>
  db.selectFrom('firebase_links').selectAll().where('project_id', '=', projectId).where('uid', '=', uid).executeTakeFirst();

export const findFirebaseLinkOfUser = (db: Db, projectId: string, userId: string) =>
  db.selectFrom('firebase_links').selectAll().where('project_id', '=', projectId).where('user_id', '=', userId).executeTakeFirst();

export async function insertFirebaseLink(db: Db, link: Insertable<FirebaseLinksTable>): Promise<void> {
  await db.insertInto('firebase_links').values(link).execute();
}

// E-mail verifications ------------------------------------------------------------

export async function insertEmailVerification(db: Db, row: Insertable<EmailVerificationsTable>): Promise<void> {
  await db.insertInto('email_verifications').values(row).execute();
}

/** Ends every open verification of the user (a newer mail replaces them, or the address was just verified). */
export async function closeEmailVerificationsOf(db: Db, userId: string, now: number): Promise<void> {
  await db.updateTable('email_verifications').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** The user's newest verification still open and unexpired (the one whose code counts). */
export const findLiveEmailVerificationOf = (db: Db, userId: string, now: number) =>
  db
    .selectFrom('email_verifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();

export const findEmailVerificationByTokenHash = (db: Db, tokenHash: string) =>
  db.selectFrom('email_verifications').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/**
 * Counts one code tried against the row, atomically and only below `max`: of any number of
 * parallel tries at most `max` are counted. False when the row is used up (or closed).
 */
export async function countCodeAttempt(db: Db, id: string, max: number): Promise<boolean> {
  const result = await db
    .updateTable('email_verifications')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', max)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the row used only if nobody did first; false when another request won. */
export async function markEmailVerificationUsed(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db.updateTable('email_verifications').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
