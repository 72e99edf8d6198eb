import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { SnagsTable } from './snags.tables';

type Q = Db | Trx;
export type SnagRow = Selectable<SnagsTable>;

/** The first case number an estate gives. */
const FIRST_CASE = 1001;

export const findSnag = (db: Q, id: string) => db.selectFrom('snags').selectAll().where('id', '=', id).executeTakeFirst();

export const listUserSnags = (db: Q, userId: string) =>
  db.selectFrom('snags').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();

export const insertSnag = (trx: Trx, row: Insertable<SnagsTable>) => trx.insertInto('snags').values(row).returningAll().executeTakeFirstOrThrow();

export const updateSnag = (trx: Trx, id: string, patch: Updateable<SnagsTable>) =>
  trx.updateTable('snags').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/**
 * The estate's next case number. The counter row is made once, then incremented by one UPDATE,
 * which holds its row lock until the transaction ends (PostgreSQL; SQLite runs one write
 * transaction at a time): two reports at once never get the same number.
 */
export async function nextCaseNumber(trx: Trx, estateId: number): Promise<number> {
  await trx
    .insertInto('snag_counters')
    .values({ estate_id: estateId, last_case: FIRST_CASE - 1 })
    .onConflict((oc) => oc.column('estate_id').doNothing())
    .execute();
  const row = await trx
    .updateTable('snag_counters')
    .set((eb) => ({ last_case: eb('last_case', '+', 1) }))
    .where('estate_id', '=', estateId)
    .returning('last_case')
    .executeTakeFirstOrThrow();
  return Number(row.last_case);
}
