import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { TilesTable } from './estates.tables';

/** Kysely only: home tiles (estates, roles and role rows are core's). */

export const listTilesOfEstates = (db: Db, estateIds: number[]) =>
  estateIds.length === 0 ? Promise.resolve([]) : db.selectFrom('tiles').selectAll().where('estate_id', 'in', estateIds).execute();

export const insertTileRow = (db: Db | Trx, row: Insertable<TilesTable>) => db.insertInto('tiles').values(row).execute();

export const listTilesOfEstate = (db: Db | Trx, estateId: number) =>
  db.selectFrom('tiles').selectAll().where('estate_id', '=', estateId).orderBy('id').execute();

export async function updateTileData(db: Db | Trx, id: string, data: string): Promise<void> {
  await db.updateTable('tiles').set({ data }).where('id', '=', id).execute();
}
