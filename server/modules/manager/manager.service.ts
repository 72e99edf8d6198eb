import { memberCardId, type MemberCard } from '../../../src/contract/manager';
import { ROLES } from '../../../src/domain/roles';
import type { ModuleHooks } from '../../context';
import type { Db } from '../../db/database';
import { listPublishedRowIds, publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import * as core from '../core/core.service';
import { publishConciergeResidents } from '../concierge/concierge-residents.service';

/**
 * Estate manager console: the member cards of an estate in its `manager:<estate>` scope.
 * Every write that changes what a card shows (sign-up, name, access list, gate ban, account
 * deletion) calls publishMemberCard in its own transaction, so the card moves with the commit.
 */

/**
 * Builds the card from the current rows; null when the user holds no role there (or is gone).
 * Whether the member is banned at the gate is the access module's data: `hooks.banCheck`.
 */
export async function buildMemberCard(trx: Trx, hooks: ModuleHooks, estateId: number, userId: string): Promise<MemberCard | null> {
  const user = await core.findUserById(trx, userId);
  if (!user) return null;
  const roles = await core.listAllRolesAt(trx, userId, estateId);
  // Concierge is held beside the member's own role and shown as its own chip: the card's role is the highest other one.
  const top = roles.find((r) => r.role_name !== ROLES.concierge) ?? roles[0];
  if (!top) return null;
  return {
    id: memberCardId(estateId, userId),
    estateId,
    userId,
    displayName: user.display_name,
    email: user.email,
    roleName: top.role_name,
    roleDisplayName: top.display_name ?? top.role_name,
    unitNo: roles.find((r) => r.unit_no !== '')?.unit_no ?? '',
    accessControl: roles.some((r) => Number(r.access_control) === 1),
    banned: await hooks.banCheck(trx, estateId, userId),
    isConcierge: roles.some((r) => r.role_name === ROLES.concierge),
  };
}

/**
 * Publishes (or tombstones, when the user holds no role there any more) one member card, and the
 * user's entries of the estate's concierges' residents list, which move with the same memberships.
 */
export async function publishMemberCard(trx: Trx, hooks: ModuleHooks, estateId: number, userId: string): Promise<void> {
  await publishConciergeResidents(trx, estateId, userId);
  await publish(trx, scopes.manager(estateId), 'managerMembers', memberCardId(estateId, userId), await buildMemberCard(trx, hooks, estateId, userId));
}

/** Republishes the user's card at every estate where they hold a role (e.g. after a name change). */
export async function publishMemberCardsOf(trx: Trx, hooks: ModuleHooks, userId: string): Promise<void> {
  for (const estateId of await core.estatesOfUser(trx, userId)) await publishMemberCard(trx, hooks, estateId, userId);
}

/** Account deletion step (runs before the user's rows go): tombstones every card of the user. */
export async function tombstoneMemberCardsOf(trx: Trx, userId: string): Promise<void> {
  for (const estateId of await core.estatesOfUser(trx, userId)) {
    await publish(trx, scopes.manager(estateId), 'managerMembers', memberCardId(estateId, userId), null);
  }
}

/** Boot: publishes the cards of memberships that have none yet (data from before the console). */
export async function backfillMemberCards(db: Db, hooks: ModuleHooks): Promise<number> {
  const published = await listPublishedRowIds(db, 'managerMembers');
  const missing = (await core.listMemberships(db)).filter((m) => !published.has(memberCardId(Number(m.estate_id), m.user_id)));
  if (missing.length === 0) return 0;
  await writeTransaction(db, async (trx) => {
    for (const m of missing) await publishMemberCard(trx, hooks, Number(m.estate_id), m.user_id);
  });
  return missing.length;
}
