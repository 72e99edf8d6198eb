import crypto from 'node:crypto';
import type { MembershipAction, MembershipLogEntry } from '../../../src/contract/staff-moves';
import { publish, scopes, type Trx } from '../../sync/change-log';
import * as core from '../core/core.service';
import * as repo from './staff.repository';

/**
 * The membership log (issue 26): one row per change of a person's membership of an estate, written
 * in the transaction of the change, synced to the estate's managers (`membershipLog`). The rows
 * are the estate's record: they stay when the person or the acting manager deletes their account,
 * without that account's id and name (`forgetMembershipLogUser`).
 */

/** A change to record. `personId` '' for an e-mail that is no account yet (`personEmail` then names it). */
export type MembershipChange = {
  estateId: number;
  personId: string;
  personEmail?: string;
  /** Who acted: the manager, or '' when the person did (an invitation accepted). */
  actorId: string;
  action: MembershipAction;
  roleBefore?: string;
  unitBefore?: string;
  roleAfter?: string;
  unitAfter?: string;
  reason?: string;
  /** Epoch ms; default now. */
  at?: number;
};

export const toMembershipLogEntry = (row: repo.MembershipLogRow): MembershipLogEntry => ({
  id: row.id,
  estateId: Number(row.estate_id),
  personId: row.person_id,
  personName: row.person_name,
  personEmail: row.person_email,
  actorName: row.actor_name,
  action: row.action as MembershipAction,
  roleBefore: row.role_before,
  unitBefore: row.unit_before,
  roleAfter: row.role_after,
  unitAfter: row.unit_after,
  reason: row.reason,
  at: Number(row.created_at),
});

/**
 * Records one change of membership inside the caller's write transaction and publishes it to the
 * estate's managers. The person's and the actor's names are read now (the log shows who they were
 * when it happened). Other modules (membership requests: approved, declined) call this too.
 */
export async function logMembershipChange(trx: Trx, entry: MembershipChange): Promise<MembershipLogEntry> {
  const [person, actor] = await Promise.all([
    entry.personId ? core.findUserById(trx, entry.personId) : Promise.resolve(undefined),
    entry.actorId ? core.findUserById(trx, entry.actorId) : Promise.resolve(undefined),
  ]);
  const row = await repo.insertMembershipLog(trx, {
    id: crypto.randomUUID(),
    estate_id: entry.estateId,
    person_id: entry.personId,
    person_name: person?.display_name ?? '',
    person_email: person?.email ?? entry.personEmail ?? '',
    actor_id: entry.actorId,
    actor_name: actor?.display_name ?? '',
    action: entry.action,
    role_before: entry.roleBefore ?? '',
    unit_before: entry.unitBefore ?? '',
    role_after: entry.roleAfter ?? '',
    unit_after: entry.unitAfter ?? '',
    reason: entry.reason ?? '',
    created_at: entry.at ?? Date.now(),
  });
  const logged = toMembershipLogEntry(row);
  await publish(trx, scopes.manager(entry.estateId), 'membershipLog', logged.id, logged);
  return logged;
}

/** Account deletion: the rows naming the user keep their place in the estate's record, without the user's id, name or e-mail. */
export async function forgetMembershipLogUser(trx: Trx, userId: string): Promise<void> {
  const rows = new Map((await repo.forgetInMembershipLog(trx, userId)).map((row) => [row.id, row]));
  for (const row of rows.values()) {
    const fresh = toMembershipLogEntry(row);
    await publish(trx, scopes.manager(fresh.estateId), 'membershipLog', fresh.id, fresh);
  }
}
