import type { Insertable } from 'kysely';
import type { RoleName } from '../../../src/domain/roles';
import type { Db } from '../../db/database';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import * as core from '../core/core.service';
import { toRole } from './estate-rows';
import type { RolesTable } from './estates.tables';

/**
 * The roles reference data (names, display names, ranks): one row for every role of
 * src/domain/roles.ts (the type makes sure). Not demo data: a role grants nothing until its row is
 * in the roles table (requireAccess reads only enabled roles), so every database holds them, the
 * one started without the demo seed too.
 */
const ROLE_ROWS: Record<RoleName, Omit<Insertable<RolesTable>, 'name'>> = {
  visitor: { display_name: 'Visitor', rank: 1, description: 'A visitor with an invite', is_enabled: 1, is_deleted: 0 },
  regularVisitor: { display_name: 'Regular Visitor', rank: 10, description: 'A visitor who comes often', is_enabled: 1, is_deleted: 0 },
  guard: { display_name: 'Guard', rank: 30, description: 'Gate security', is_enabled: 1, is_deleted: 0 },
  resident: { display_name: 'Resident', rank: 50, description: 'Lives on the estate', is_enabled: 1, is_deleted: 0 },
  owner: { display_name: 'Owner', rank: 68, description: 'Owns a unit on the estate', is_enabled: 1, is_deleted: 0 },
  associateDelegate: {
    display_name: 'Associate Delegate',
    rank: 40,
    description: 'Manages the associates of a unit for its resident',
    is_enabled: 1,
    is_deleted: 0,
  },
  estateManager: { display_name: 'Estate Manager', rank: 90, description: 'Runs the estate', is_enabled: 1, is_deleted: 0 },
};

export const ROLE_CATALOGUE: Insertable<RolesTable>[] = Object.entries(ROLE_ROWS).map(([name, row]) => ({ name, ...row }));

/** Writes (and publishes) the catalogue's roles the table does not hold yet; a stored row (disabled by someone, say) stays as it is. */
export async function insertMissingRoles(trx: Trx): Promise<number> {
  const held = new Set((await core.listRoles(trx)).map((r) => r.name));
  let added = 0;
  for (const values of ROLE_CATALOGUE) {
    if (held.has(values.name)) continue;
    const role = await core.insertRoleRow(trx, values);
    await publish(trx, scopes.public, 'roles', role.name, toRole(role));
    added += 1;
  }
  return added;
}

/** At every boot (the estates module's): a database without the demo seed gets the roles too; nothing is written when all are there. */
export async function ensureRoleCatalogue(db: Db): Promise<number> {
  const held = new Set((await core.listRoles(db)).map((r) => r.name));
  if (ROLE_CATALOGUE.every((r) => held.has(r.name))) return 0;
  return writeTransaction(db, insertMissingRoles);
}
