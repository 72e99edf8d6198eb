import type { Selectable } from 'kysely';
import type { AccessInfo, Estate, Role, Tile } from '../../../src/contract/records';
import type { EstatesTable, RolesTable } from '../core/core.tables';
import type { TilesTable } from './estates.tables';

/** Database rows -> the contract's synced row shapes (src/contract/records.ts). */

export function toEstate(row: Selectable<EstatesTable>): Estate {
  return {
    estateId: Number(row.id),
    estateName: row.name,
    imageUrl: row.image_url,
    address_Suburb: row.suburb,
    address_City: row.city,
    supportEmail: row.support_email,
    controlRoomNumber: row.control_room_number,
    ambulanceNumber: row.ambulance_number,
    fireNumber: row.fire_number,
  };
}

export function toRole(row: Selectable<RolesTable>): Role {
  return {
    roleName: row.name,
    roleDisplayName: row.display_name,
    roleRank: Number(row.rank),
    roleDescription: row.description,
    roleIsEnabled: Number(row.is_enabled) === 1,
    roleIsDeleted: Number(row.is_deleted) === 1,
  };
}

export function toTile(row: Selectable<TilesTable>): Tile {
  return JSON.parse(row.data) as Tile;
}

export function toAccessInfo(row: Selectable<EstatesTable>): AccessInfo {
  return {
    estateId: Number(row.id),
    revertToOffline: Number(row.revert_to_offline) === 1,
    Message: row.access_message,
    refreshInterval: Number(row.refresh_interval),
  };
}
