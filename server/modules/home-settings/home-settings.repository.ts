import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { HomeCategorySettingsTable } from './home-settings.tables';

type Q = Db | Trx;

export const findSettings = (db: Q, estateId: number): Promise<Selectable<HomeCategorySettingsTable> | undefined> =>
  db.selectFrom('home_category_settings').selectAll().where('estate_id', '=', estateId).executeTakeFirst();

/** Inserts the estate's row or replaces it. */
export async function upsertSettings(trx: Trx, row: Insertable<HomeCategorySettingsTable>): Promise<void> {
  await trx
    .insertInto('home_category_settings')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('estate_id')
        .doUpdateSet({ tiles_enabled: row.tiles_enabled, except_roles: row.except_roles, updated_by: row.updated_by, updated_at: row.updated_at }),
    )
    .execute();
}

/** A leaving manager's id is dropped from the rows they last set (the settings stay). */
export async function forgetUpdater(trx: Trx, userId: string): Promise<void> {
  await trx.updateTable('home_category_settings').set({ updated_by: '' }).where('updated_by', '=', userId).execute();
}
