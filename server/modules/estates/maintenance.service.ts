import type { Db } from '../../db/database';
import { publish, scopes, writeTransaction } from '../../sync/change-log';

/**
 * Makes the synced appConfig `maintenance` row follow the MAINTENANCE setting. Runs at every
 * boot after seeding (the estates module's `boot`); does nothing (and publishes nothing) when they already agree.
 */
export async function applyMaintenanceFlag(db: Db, flag: boolean): Promise<boolean> {
  const stored = await db.selectFrom('app_config').select('value').where('key', '=', 'maintenance').executeTakeFirst();
  if (stored && parseFlag(stored.value) === flag) return false;
  await writeTransaction(db, async (trx) => {
    const value = JSON.stringify(flag);
    await trx
      .insertInto('app_config')
      .values({ key: 'maintenance', value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
    await publish(trx, scopes.public, 'appConfig', 'maintenance', { key: 'maintenance', value: flag });
  });
  return true;
}

function parseFlag(value: string): boolean | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'boolean' ? parsed : undefined;
  } catch {
    return undefined;
  }
}
