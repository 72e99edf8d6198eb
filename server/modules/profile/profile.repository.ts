import type { Db } from '../../db/database';
import type { UsersTable } from '../auth/auth.tables';
import type { Trx } from '../../sync/change-log';

export async function findUser(db: Db | Trx, id: string): Promise<UsersTable | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateUser(trx: Trx, id: string, patch: Partial<Pick<UsersTable, 'first_name' | 'last_name' | 'display_name' | 'id_number' | 'photo_url'>>): Promise<UsersTable> {
  return trx.updateTable('users').set({ ...patch, updated_at: Date.now() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function findProfileDetails(db: Db | Trx, userId: string): Promise<string | undefined> {
  return (await db.selectFrom('profile_details').select('data').where('user_id', '=', userId).executeTakeFirst())?.data;
}

export async function upsertProfileDetails(trx: Trx, userId: string, data: string): Promise<void> {
  const now = Date.now();
  await trx
    .insertInto('profile_details')
    .values({ user_id: userId, data, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ data, updated_at: now }))
    .execute();
}
