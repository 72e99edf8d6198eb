import type { Estate, Role, Tile, UserRole } from '../contract/records';
import { defaultHomeTiles, type DefaultHomeTile } from './tiles';

/** One access-control role entry (spec 1 section 3) with its tiles; on the wire its id has the spec's casing (AccessControlListEntry, `toWireRoleEntry`). */
export type AccessControlEntry = {
  key: string;
  estateName: string;
  estateId: number;
  roleName: string;
  roleRank: number;
  roleDisplayName: string;
  unitNo: string;
  accessControl: boolean;
  visitorAccessAPIPath: string;
  tiles: Tile[];
};

/** Tiles are grouped per estate plus role: key `estateName_roleDisplayName`. */
export function accessControlKey(estateName: string, roleDisplayName: string): string {
  return `${estateName}_${roleDisplayName}`;
}

/**
 * Builds the signed-in user's access-control list: one entry per (estate, role) the user
 * holds, highest roleRank first, tiles of that estate and role (enabled only) by priority.
 * Disabled or deleted roles are left out. Used by the server's ACL endpoint and the app.
 */
export function buildAccessControl(input: { userRoles: UserRole[]; roles: Role[]; estates: Estate[]; tiles: Tile[] }): AccessControlEntry[] {
  const roleByName = new Map(input.roles.map((r) => [r.roleName, r]));
  const estateById = new Map(input.estates.map((e) => [e.estateId, e]));
  const entries: AccessControlEntry[] = [];
  for (const ur of input.userRoles) {
    const role = roleByName.get(ur.roleName);
    const estate = estateById.get(ur.estateId);
    if (!role || !estate || !role.roleIsEnabled || role.roleIsDeleted) continue;
    const tiles = input.tiles
      .filter((t) => t.estateId === ur.estateId && t.roleName === ur.roleName && t.tileEnabled)
      .sort((a, b) => a.tilePriority - b.tilePriority);
    entries.push({
      key: accessControlKey(estate.estateName, role.roleDisplayName),
      estateName: estate.estateName,
      estateId: estate.estateId,
      roleName: role.roleName,
      roleRank: role.roleRank,
      roleDisplayName: role.roleDisplayName,
      unitNo: ur.unitNo,
      accessControl: ur.accessControl,
      visitorAccessAPIPath: '/sdk/visitors',
      tiles,
    });
  }
  return entries.sort((a, b) => b.roleRank - a.roleRank || a.estateName.localeCompare(b.estateName));
}

/**
 * The current entry: the one chosen on /SwitchEstate if the user still holds it, else the
 * first (highest-ranked; a tie goes to the user's default estate). Undefined when the user holds no roles (default estate applies).
 */
export function currentAccessControl(
  entries: AccessControlEntry[],
  chosen: { estateId: number; roleName: string } | undefined,
  defaultEstateId?: number,
): AccessControlEntry | undefined {
  if (chosen) {
    const match = entries.find((e) => e.estateId === chosen.estateId && e.roleName === chosen.roleName);
    if (match) return match;
  }
  // Among equally ranked first entries, the user's default estate (sign-up estate) wins.
  const top = entries[0];
  if (top && defaultEstateId !== undefined) {
    const preferred = entries.find((e) => e.roleRank === top.roleRank && e.estateId === defaultEstateId);
    if (preferred) return preferred;
  }
  return top;
}

/** Tiles of one app location (home, emergency, tabBar, ...) in priority order. */
export function tilesAt(entry: AccessControlEntry | undefined, location: string): Tile[] {
  return (entry?.tiles ?? []).filter((t) => t.tileAppLocation === location);
}

/** Spec 1 and 3: the estate shown when nothing else applies (the product's default estate). */
export const DEFAULT_ESTATE_ID = 91;
/** Spec 1 section 6: the default role (least privilege). */
export const DEFAULT_ROLE: Pick<Role, 'roleName' | 'roleDisplayName' | 'roleRank'> = { roleName: 'visitor', roleDisplayName: 'Visitor', roleRank: 1 };

/**
 * Spec 1 section 6: "With no roles, a default estate, role and tiles apply." The estate is the
 * user's own default estate (their sign-up estate) when this device knows it, else the
 * product's default estate (91); the role is the default role (as the synced roles name
 * it); the tiles are the default home tiles. Never used for a permission: the user holds
 * no role, so access control, the guard console and the manager console stay closed. `homeTiles`
 * are the features' declared default tiles (`src/app/home-tiles.ts`).
 */
export function defaultAccessControl(input: {
  estates: ReadonlyMap<number, Estate>;
  roles: readonly Role[];
  defaultEstateId?: number;
  homeTiles: readonly DefaultHomeTile[];
}): AccessControlEntry {
  const estate = (input.defaultEstateId !== undefined ? input.estates.get(input.defaultEstateId) : undefined) ?? input.estates.get(DEFAULT_ESTATE_ID);
  const role = input.roles.find((r) => r.roleName === DEFAULT_ROLE.roleName) ?? DEFAULT_ROLE;
  const estateId = estate?.estateId ?? DEFAULT_ESTATE_ID;
  const estateName = estate?.estateName ?? '';
  return {
    key: accessControlKey(estateName, role.roleDisplayName),
    estateName,
    estateId,
    roleName: role.roleName,
    roleRank: role.roleRank,
    roleDisplayName: role.roleDisplayName,
    unitNo: '',
    accessControl: false,
    visitorAccessAPIPath: '/sdk/visitors',
    tiles: defaultHomeTiles(estateId, input.homeTiles),
  };
}
