import type { Selectable } from 'kysely';
import type { Tile } from '../../../src/contract/records';
import { OPERATOR_MESSAGES } from '../../../src/i18n/en/operator.messages';
import type { EstatesTable } from '../core/core.tables';
import { badRequest } from '../../lib/errors';
import { findPublishedData, publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import type { Db } from '../../db/database';
import { defaultTiles } from './default-tiles';
import { toAccessInfo, toEstate, toTile } from './estate-rows';
import * as repo from './estates.repository';

/**
 * What the operator module asks of the estates module when an estate is created or edited: the
 * rows the estate's devices read (the public estates row, its access info, its tiles), written and
 * published in the caller's transaction exactly as the demo seed publishes them. The caller has
 * checked the operator role.
 */

/** Publishes the estate's public row (withdrawn while archived: sign-up and Switch Estate lists) and its access info. */
export async function publishEstate(trx: Trx, estate: Selectable<EstatesTable>): Promise<void> {
  const id = Number(estate.id);
  await publish(trx, scopes.public, 'estates', id, estate.archived_at === null ? toEstate(estate) : null);
  await publish(trx, scopes.estate(id), 'accessInfo', id, toAccessInfo(estate));
}

/**
 * At boot: the estate's public row published again when it differs from the one devices hold (its
 * fields grew: migration 094's emergency numbers reach devices that synced before it). Archived: left withdrawn.
 */
export async function republishPublicEstate(db: Db, estate: Selectable<EstatesTable>): Promise<void> {
  if (estate.archived_at !== null) return;
  const row = toEstate(estate);
  if ((await findPublishedData(db, 'estates', String(row.estateId))) === JSON.stringify(row)) return;
  await writeTransaction(db, async (trx) => {
    await publish(trx, scopes.public, 'estates', row.estateId, row);
  });
}

/** One tile stored and published to its estate's scope (the seed's and a new estate's). */
export async function insertTile(trx: Trx, tile: Tile): Promise<void> {
  await repo.insertTileRow(trx, {
    id: tile.id,
    estate_id: tile.estateId,
    role_name: tile.roleName,
    location: tile.tileAppLocation,
    priority: tile.tilePriority,
    data: JSON.stringify(tile),
  });
  await publish(trx, scopes.estate(tile.estateId), 'tiles', tile.id, tile);
}

/** A new estate's default tiles for every role (the owner's home tiles, the emergency numbers, the tab bar). */
export async function insertDefaultTiles(trx: Trx, estateId: number): Promise<void> {
  for (const tile of defaultTiles([estateId])) await insertTile(trx, tile);
}

/** The estate's home tiles (every role's), as stored. */
export async function homeTilesOf(db: Db | Trx, estateId: number): Promise<Tile[]> {
  return (await repo.listTilesOfEstate(db, estateId)).map(toTile).filter((tile) => tile.tileAppLocation === 'home');
}

/**
 * Switches home tiles on or off by id, each change published to the estate's scope (the role's
 * home screen follows on the next pull). A tile id that is not one of the estate's home tiles is
 * refused before anything is written.
 */
export async function setHomeTilesEnabled(trx: Trx, estateId: number, changes: Readonly<Record<string, boolean>>): Promise<void> {
  const tiles = new Map((await homeTilesOf(trx, estateId)).map((tile) => [tile.id, tile]));
  const entries = Object.entries(changes);
  if (entries.some(([id]) => !tiles.has(id))) throw badRequest(OPERATOR_MESSAGES.tileUnknown, 'operator/tile-unknown');
  for (const [id, enabled] of entries) {
    const tile = tiles.get(id);
    if (!tile || tile.tileEnabled === enabled) continue;
    const next: Tile = { ...tile, tileEnabled: enabled };
    await repo.updateTileData(trx, id, JSON.stringify(next));
    await publish(trx, scopes.estate(estateId), 'tiles', id, next);
  }
}
