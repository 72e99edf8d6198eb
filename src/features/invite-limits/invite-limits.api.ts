import * as v from 'valibot';
import { useLiveQuery } from 'dexie-react-hooks';
import { API } from '../../contract/api-paths';
import type { Ok } from '../../contract/envelope';
import { ResidentInviteLimitArgsSchema, type ResidentInviteLimit, type ResidentInviteLimitArgs } from '../../contract/invite-limits';
import type { MemberCard } from '../../contract/manager';
import { isUnitRole } from '../../contract/staff';
import { db } from '../../db/db';
import { apiFetch } from '../../sync/transport';

/** A unit's person at the estate with their own invite limit (none when the manager never set one). */
export type ResidentRow = { member: MemberCard; limit: ResidentInviteLimit | undefined };

/** The estate's unit people (the member cards) with their limits, from the local mirror (manager scope), by name. */
export function useResidentLimits(estateId: number): ResidentRow[] | undefined {
  return useLiveQuery(async () => {
    const [members, limits] = await Promise.all([
      db.managerMembers.where('estateId').equals(estateId).toArray(),
      db.residentInviteLimits.where('estateId').equals(estateId).toArray(),
    ]);
    const byId = new Map(limits.map((l) => [l.id, l]));
    return members
      .filter((m) => isUnitRole(m.roleName))
      .sort((a, b) => a.displayName.localeCompare(b.displayName))
      .map((member) => ({ member, limit: byId.get(member.id) }));
  }, [estateId]);
}

/** Online only: sets a resident's block and cap (checked against the contract first); the row follows through sync. */
export async function saveResidentLimit(estateId: number, args: ResidentInviteLimitArgs): Promise<void> {
  const body = v.parse(ResidentInviteLimitArgsSchema, args);
  await apiFetch<Ok<unknown>>(`${API.residentInviteLimit}?estateID=${estateId}`, { method: 'PUT', body });
}
