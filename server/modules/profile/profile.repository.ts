import type { Db } from '../../db/database';
import type { Trx } from '../../sync/change-log';

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
