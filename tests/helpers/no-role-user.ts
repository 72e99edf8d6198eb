import type { Db } from '../../server/db/database';
import { publish, scopes, writeTransaction } from '../../server/sync/change-log';

/**
 * Takes every role away from a user, as an administrator would: the rows go and their
 * tombstones reach the user's devices through sync, in one write transaction. The user is
 * left with an empty access-control list. Returns how many roles were removed.
 */
export async function removeAllRoles(db: Db, userId: string): Promise<number> {
  return writeTransaction(db, async (trx) => {
    const roles = await trx.selectFrom('user_roles').select('id').where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
    for (const role of roles) await publish(trx, scopes.user(userId), 'userRoles', role.id, null);
    return roles.length;
  });
}
