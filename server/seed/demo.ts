import type { Insertable, Selectable } from 'kysely';
import type { Tile } from '../../src/contract/records';
import type { Db } from '../db/database';
import type { EstatesTable } from '../modules/estates/estates.tables';
import { publish, scopes, type Trx } from '../sync/change-log';
import { toAccessInfo, toEstate, toRole } from '../modules/estates/estate-rows';
import * as core from '../modules/core/core.service';
import { DEMO_APP_CONFIG, DEMO_ROLES, demoEstates } from './demo-content';
import { demoTiles } from './demo-tiles';
import { insertTile } from '../modules/estates/estate-settings.service';

/** Whether the database holds estates already: then the demo is not seeded (the estates module's `seed.present`). */
export const estatesPresent = (db: Db | Trx): Promise<boolean> => core.anyEstateExists(db);

/**
 * The demo estates with their roles, tiles and app config (the estates module's demo seed; the
 * run is server/seed/seed-demo.ts). The estate and role rows are the core module's, written
 * through core.service.ts.
 */
export async function seedEstates(trx: Trx): Promise<void> {
  for (const values of demoEstates()) await insertEstate(trx, values);
  await insertRoles(trx);
  await insertTiles(trx, demoTiles([91, 92]));
  for (const entry of DEMO_APP_CONFIG) {
    await trx
      .insertInto('app_config')
      .values({ key: entry.key, value: JSON.stringify(entry.value) })
      .execute();
    await publish(trx, scopes.public, 'appConfig', entry.key, entry);
  }
}

/** One estate row, published (public list) with its access info (estate scope). Also used by the tests' factories. */
export async function insertEstate(trx: Trx, values: Insertable<EstatesTable>): Promise<Selectable<EstatesTable>> {
  const estate = await core.insertEstateRow(trx, values);
  await publish(trx, scopes.public, 'estates', estate.id, toEstate(estate));
  await publish(trx, scopes.estate(estate.id), 'accessInfo', estate.id, toAccessInfo(estate));
  return estate;
}

/** The roles reference data (names, display names, ranks), published. Also used by the tests' factories. */
export async function insertRoles(trx: Trx): Promise<void> {
  for (const values of DEMO_ROLES) {
    const role = await core.insertRoleRow(trx, values);
    await publish(trx, scopes.public, 'roles', role.name, toRole(role));
  }
}

/** Tiles, each published to its estate's scope (the estates module's insertTile). Also used by the tests' factories. */
export async function insertTiles(trx: Trx, tiles: readonly Tile[]): Promise<void> {
  for (const tile of tiles) await insertTile(trx, tile);
}
