import type { Insertable } from 'kysely';
import type { RoleName } from '../../../src/domain/roles';
import type { RolesTable } from '../core/core.tables';
import type { Db } from '../../db/database';
import { publish, scopes, writeTransaction } from '../../sync/change-log';
import * as core from '../core/core.service';
import { toRole } from './estate-rows';

/** The roles reference data: one row for every role of src/domain/roles.ts (the type makes sure). */
const ROLE_ROWS: Record<RoleName, Omit<Insertable<RolesTable>, 'name'>> = {
  visitor: { display_name: 'Visitor', rank: 1, description: 'A visitor with an invite', is_enabled: 1, is_deleted: 0 },
  regularVisitor: { display_name: 'Regular Visitor', rank: 10, description: 'A visitor who comes often', is_enabled: 1, is_deleted: 0 },
  guard: { display_name: 'Guard', rank: 30, description: 'Gate security', is_enabled: 1, is_deleted: 0 },
  resident: { display_name: 'Resident', rank: 50, description: 'Lives on the estate', is_enabled: 1, is_deleted: 0 },
  // Ranked as the resident: a tenant holds a unit the same way (issue 26).
  tenant: { display_name: 'Tenant', rank: 50, description: 'Rents a unit on the estate', is_enabled: 1, is_deleted: 0 },
  owner: { display_name: 'Owner', rank: 68, description: 'Owns a unit on the estate', is_enabled: 1, is_deleted: 0 },
  associateDelegate: {
    display_name: 'Associate Delegate',
    rank: 40,
    description: 'Manages the associates of a unit for its resident',
    is_enabled: 1,
    is_deleted: 0,
  },
  concierge: { display_name: 'Concierge', rank: 45, description: 'Invites visitors and books the lagoon for residents', is_enabled: 1, is_deleted: 0 },
  estateManager: { display_name: 'Estate Manager', rank: 90, description: 'Runs the estate', is_enabled: 1, is_deleted: 0 },
};

/** Every role's row, as the `roles` table holds it. */
export const ROLE_CATALOGUE: Insertable<RolesTable>[] = Object.entries(ROLE_ROWS).map(([name, row]) => ({ name, ...row }));

/**
 * Writes and publishes the roles the catalogue has and the database lacks: a database set up
 * without the demo seed (an operator's) needs the role names its screens show. Runs at every boot
 * (the estates module's `boot`); publishes nothing when all are there.
 */
export async function ensureRoleCatalogue(db: Db): Promise<number> {
  const present = new Set((await core.listRoles(db)).map((role) => role.name));
  const missing = ROLE_CATALOGUE.filter((role) => !present.has(role.name));
  if (missing.length === 0) return 0;
  await writeTransaction(db, async (trx) => {
    for (const values of missing) {
      const role = await core.insertRoleRow(trx, values);
      await publish(trx, scopes.public, 'roles', role.name, toRole(role));
    }
  });
  return missing.length;
}
