import type { Db } from '../db/database';
import type { Trx } from '../sync/change-log';
import * as core from '../modules/core/core.service';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** A seeded demo account's user row (the auth module's seed makes them; the rows are core's). */
export async function demoUser(db: Db | Trx, email: string) {
  const user = await core.findUserByEmail(db, email);
  if (!user) throw new Error(`No demo account ${email}: the auth module's demo seed runs first`);
  return user;
}

/** Every seeded demo account's id by e-mail. */
export async function demoUserIds(db: Db | Trx): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) ids.set(account.email, (await demoUser(db, account.email)).id);
  return ids;
}
