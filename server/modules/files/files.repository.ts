import type { Db } from '../../db/database';
import type { FilesTable } from '../../db/schema';
import type { Trx } from '../../sync/change-log';

export async function insertFile(db: Db | Trx, row: FilesTable): Promise<void> {
  await db.insertInto('files').values(row).execute();
}

export async function findFile(db: Db | Trx, id: string): Promise<FilesTable | undefined> {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}
