import crypto from 'node:crypto';
import { hashPassword } from '../../server/auth/passwords';
import type { Db } from '../../server/db/database';
import { toContact, toUserRecord } from '../../server/modules/auth/user-rows';
import * as users from '../../server/modules/auth/auth.repository';
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

/** A user row (with contacts) and no user_roles at all, through the server's repository. Returns the id. */
export async function insertUserWithoutRoles(db: Db, who: { email: string; password: string; firstName: string; lastName: string; defaultEstate: number }): Promise<string> {
  const passwordHash = await hashPassword(who.password);
  const now = Date.now();
  const id = crypto.randomUUID();
  await writeTransaction(db, async (trx) => {
    const user = await users.insertUser(trx, {
      id,
      email: who.email,
      password_hash: passwordHash,
      first_name: who.firstName,
      last_name: who.lastName,
      display_name: `${who.firstName} ${who.lastName}`,
      mobile: '',
      mobile_verified: 0,
      photo_url: '',
      id_number: '',
      default_estate_id: who.defaultEstate,
      user_type: 'resident',
      created_at: now,
      updated_at: now,
    });
    const contacts = await users.insertContacts(trx, { user_id: id, cell: '', home: '', work: '', emergency_name: '', emergency_number: '', updated_at: now });
    await publish(trx, scopes.user(id), 'users', id, toUserRecord(user));
    await publish(trx, scopes.user(id), 'contacts', id, toContact(contacts));
  });
  return id;
}
