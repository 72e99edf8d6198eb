import { homeTiles } from '../app/home-tiles';
import type { Estate } from '../contract/records';
import { buildAccessControl, currentAccessControl, defaultAccessControl, type AccessControlEntry } from '../domain/estate-roles';
import { db, META } from './db';

export type AccessChoices = {
  entries: AccessControlEntry[];
  current: AccessControlEntry | undefined;
  estates: Map<number, Estate>;
  /** The user holds no role (after a completed sync): `current` is the default estate, role and tiles. */
  isDefault: boolean;
};

/** The choice as stored in meta (`{ estateId, roleName }`; the version 8 upgrade renamed the `estateID` earlier versions wrote). */
function chosenAccess(value: unknown): { estateId: number; roleName: string } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { estateId, roleName } = value as Record<string, unknown>;
  return typeof estateId === 'number' && typeof roleName === 'string' ? { estateId, roleName } : undefined;
}

/**
 * The user's access-control list from the local mirror and the current entry: the one
 * chosen on /SwitchEstate (kept per device in meta), else the highest-ranked, a tie going
 * to the user's default estate. A user who holds no role once a sync has completed gets the
 * default estate, role and tiles (spec 1 section 6); before that, `current` stays undefined
 * (still loading). Call inside a live query.
 */
export async function loadAccessChoices(userId: string): Promise<AccessChoices> {
  const [userRoles, roles, estates, tiles, chosen, user, lastSync] = await Promise.all([
    db.userRoles.where('userId').equals(userId).toArray(),
    db.roles.toArray(),
    db.estates.toArray(),
    db.tiles.toArray(),
    db.meta.get(META.currentAccess),
    db.users.get(userId),
    db.meta.get(META.lastSyncAt),
  ]);
  const entries = buildAccessControl({ userRoles, roles, estates, tiles });
  const byId = new Map(estates.map((e) => [e.estateId, e]));
  const isDefault = entries.length === 0 && lastSync !== undefined;
  return {
    entries,
    current: isDefault
      ? defaultAccessControl({ estates: byId, roles, defaultEstateId: user?.defaultEstate, homeTiles })
      : currentAccessControl(entries, chosenAccess(chosen?.value), user?.defaultEstate),
    estates: byId,
    isDefault,
  };
}

/** Sets the current access control (estate + role). Local only: the choice is per device. */
export async function chooseAccess(estateId: number, roleName: string): Promise<void> {
  await db.meta.put({ key: META.currentAccess, value: { estateId, roleName } });
}
