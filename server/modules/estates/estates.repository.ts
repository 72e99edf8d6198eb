import type { Db } from '../../db/database';

/** Kysely only: home tiles (estates, roles and role rows are core's). */

export const listTilesOfEstates = (db: Db, estateIds: number[]) =>
  estateIds.length === 0 ? Promise.resolve([]) : db.selectFrom('tiles').selectAll().where('estate_id', 'in', estateIds).execute();
