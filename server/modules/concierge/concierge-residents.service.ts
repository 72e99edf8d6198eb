import { conciergeResidentId, type ConciergeResident } from '../../../src/contract/concierge';
import { UNIT_HOLDER_ROLES, isRoleIn } from '../../../src/domain/roles';
import type { Db } from '../../db/database';
import { listPublishedRowIds, publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import * as core from '../core/core.service';

/**
 * Publishes to the estate's `concierge:` scope one entry per unit the user holds there as a unit
 * holder (their name and the unit), and tombstones the entries of units they no longer hold.
 * Called with every member card (`publishMemberCard`), so the list moves with each membership.
 */
export async function publishConciergeResidents(trx: Trx, estateId: number, userId: string, published?: ReadonlySet<string>): Promise<void> {
  const user = await core.findUserById(trx, userId);
  const roles = user ? await core.listUserRolesAt(trx, userId, estateId) : [];
  const entries = new Map<string, ConciergeResident>();
  for (const role of roles) {
    if (!role.unit_no || !isRoleIn(role.role_name, UNIT_HOLDER_ROLES) || !user) continue;
    const id = conciergeResidentId(estateId, userId, role.unit_no);
    entries.set(id, { id, estateId, userId, displayName: user.display_name, unitNo: role.unit_no, roleName: role.role_name });
  }
  const prefix = conciergeResidentId(estateId, userId, '');
  const before = [...(published ?? (await listPublishedRowIds(trx, 'conciergeResidents')))].filter((id) => id.startsWith(prefix));
  for (const id of before) if (!entries.has(id)) await publish(trx, scopes.concierge(estateId), 'conciergeResidents', id, null);
  for (const entry of entries.values()) await publish(trx, scopes.concierge(estateId), 'conciergeResidents', entry.id, entry);
}

/** Boot: publishes the residents list of memberships from before concierge mode. */
export async function backfillConciergeResidents(db: Db): Promise<number> {
  const published = await listPublishedRowIds(db, 'conciergeResidents');
  const memberships = await core.listMemberships(db);
  const missing: typeof memberships = [];
  for (const m of memberships) {
    const estateId = Number(m.estate_id);
    const units = (await core.listUserRolesAt(db, m.user_id, estateId)).filter((r) => r.unit_no && isRoleIn(r.role_name, UNIT_HOLDER_ROLES));
    if (units.some((r) => !published.has(conciergeResidentId(estateId, m.user_id, r.unit_no)))) missing.push(m);
  }
  if (missing.length === 0) return 0;
  await writeTransaction(db, async (trx) => {
    for (const m of missing) await publishConciergeResidents(trx, Number(m.estate_id), m.user_id, published);
  });
  return missing.length;
}
