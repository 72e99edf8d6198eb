import type { Db } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { ContentItemsTable } from './content.tables';

export type ContentRow = ContentItemsTable;

/** One record of a kind by its id, whatever its estate. */
export async function findItem(db: Db | Trx, kind: string, id: string): Promise<ContentRow | undefined> {
  return db.selectFrom('content_items').selectAll().where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
}

/** Every record of a kind at an estate. */
export async function listItems(db: Db | Trx, estateId: number, kind: string): Promise<ContentRow[]> {
  return db.selectFrom('content_items').selectAll().where('estate_id', '=', estateId).where('kind', '=', kind).orderBy('id').execute();
}

/** Inserts a new record; false when one of that kind and id exists (made meanwhile by another save). */
export async function insertItem(trx: Trx, row: ContentRow): Promise<boolean> {
  const result = await trx
    .insertInto('content_items')
    .values(row)
    .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Replaces a record of the same estate; false when there is none (another estate's record is never changed). */
export async function updateItem(trx: Trx, row: ContentRow): Promise<boolean> {
  const result = await trx
    .updateTable('content_items')
    .set({ unit_no: row.unit_no, data: row.data, updated_at: row.updated_at })
    .where('kind', '=', row.kind)
    .where('id', '=', row.id)
    .where('estate_id', '=', row.estate_id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteItem(trx: Trx, kind: string, id: string): Promise<void> {
  await trx.deleteFrom('content_items').where('kind', '=', kind).where('id', '=', id).execute();
}

/**
 * Every record of an estate whose JSON may mention `url` (a stored file's URL), any kind. A file
 * id's `_` matches any one character in LIKE: the caller checks the records' fields itself.
 */
export async function itemsMentioning(db: Db | Trx, estateId: number, url: string): Promise<ContentRow[]> {
  return db.selectFrom('content_items').selectAll().where('estate_id', '=', estateId).where('data', 'like', `%${url}%`).execute();
}
