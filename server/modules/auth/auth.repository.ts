import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ContactsTable, RefreshTokensTable, UserRolesTable, UsersTable } from '../../db/schema';

/** Kysely only: users, their first role and contacts, refresh tokens and reset tokens. */

export type UserRow = Selectable<UsersTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;

export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export const findUserById = (db: Db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const estateExists = async (db: Db, estateId: number) =>
  (await db.selectFrom('estates').select('id').where('id', '=', estateId).executeTakeFirst()) !== undefined;

export async function insertUser(db: Db, user: Insertable<UsersTable>): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function insertUserRole(db: Db, role: Insertable<UserRolesTable>) {
  return db.insertInto('user_roles').values(role).returningAll().executeTakeFirstOrThrow();
}

export async function insertContacts(db: Db, contacts: Insertable<ContactsTable>) {
  return db.insertInto('contacts').values(contacts).returningAll().executeTakeFirstOrThrow();
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string, now: number): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
}

// Refresh tokens -------------------------------------------------------------------------

export async function insertRefreshToken(db: Db, row: Insertable<RefreshTokensTable>): Promise<void> {
  await db.insertInto('refresh_tokens').values(row).execute();
}

export const findRefreshTokenByHash = (db: Db, tokenHash: string) =>
  db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

export const findChildToken = (db: Db, parentId: string) =>
  db.selectFrom('refresh_tokens').selectAll().where('parent_id', '=', parentId).where('revoked_at', 'is', null).executeTakeFirst();

/** Marks the token used only if nobody else did first; false when another request won the race. */
export async function markTokenUsed(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db.updateTable('refresh_tokens').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeToken(db: Db, id: string, now: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute();
}

export async function revokeFamily(db: Db, familyId: string, now: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

export async function revokeAllFamiliesOfUser(db: Db, userId: string, now: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

// Password reset tokens ------------------------------------------------------------------

export async function insertPasswordReset(db: Db, row: { id: string; user_id: string; token_hash: string; created_at: number; expires_at: number }) {
  await db.insertInto('password_resets').values({ ...row, used_at: null }).execute();
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
