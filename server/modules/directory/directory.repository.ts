import type { Trx } from '../../sync/change-log';

/** Inserts or replaces one entry (its contract record as JSON). */
export async function upsertEntry(trx: Trx, row: { id: string; estate_id: number; data: string }): Promise<void> {
  await trx
    .insertInto('directory_entries')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet({ estate_id: row.estate_id, data: row.data }))
    .execute();
}
