import { UNIT_HOLDER_ROLES } from '../../../src/domain/roles';
import type { AppContext, MembershipRemoval } from '../../context';
import type { Trx } from '../../sync/change-log';
import * as core from '../core/core.service';
import { listActiveInvitesOfRegularVisitors } from '../invites/invites.service';
import { revokeInvitesById } from '../invites/membership.service';
import * as repo from './letting.repository';
import { publishVisitor } from './regular-visitors.service';
import { reconcileVisitorRole, revokeIfVisitorLosesAccess } from './visitor-role.service';

/**
 * A member leaving a unit (the staff module's removal steps): the regular visitors who come
 * through them end. Those they invited at the unit are REMOVED; when nobody holds the unit any
 * more, every regular visitor of the unit is (nobody is left to vouch for them). A role change at
 * the same unit ends nothing. Two halves, for the gate's lock order: the rows end and the
 * visitors' credentials are revoked first (`onMembershipRemoved`); their roles, rows and invites
 * publish after every module revoked (`afterMembershipRemoved`).
 */

/** The visitor rows this transaction ended, for its second half. */
const endedIn = new WeakMap<Trx, repo.RegularVisitorRow[]>();

async function visitorsEndingWith(trx: Trx, removal: MembershipRemoval): Promise<repo.RegularVisitorRow[]> {
  const { estateId, userId, unitNo } = removal;
  if (unitNo === '' || (await core.holdsUnitRole(trx, userId, estateId, unitNo, UNIT_HOLDER_ROLES))) return [];
  const open = (await repo.listRegularVisitorsOfUnit(trx, estateId, unitNo)).filter((r) => r.status !== 'DECLINED');
  const unitEmpty = (await core.listUnitHolders(trx, estateId, unitNo, UNIT_HOLDER_ROLES)).length === 0;
  return unitEmpty ? open : open.filter((r) => r.owner_id === userId);
}

/** First half: the visitors' rows REMOVED, their join links gone, their gate credentials revoked when they lose access. */
export async function endVisitorsOnMembershipRemoved(ctx: AppContext, trx: Trx, removal: MembershipRemoval): Promise<void> {
  const now = Date.now();
  const ended: repo.RegularVisitorRow[] = [];
  for (const row of await visitorsEndingWith(trx, removal)) {
    ended.push(await repo.updateRegularVisitor(trx, row.id, { status: 'REMOVED', ended_at: now }));
  }
  if (ended.length === 0) return;
  await repo.deleteJoinTokensOf(
    trx,
    'regularVisitor',
    ended.map((r) => r.id),
  );
  for (const userId of new Set(ended.map((r) => r.visitor_user_id))) await revokeIfVisitorLosesAccess(ctx, trx, userId, removal.estateId);
  endedIn.set(trx, [...(endedIn.get(trx) ?? []), ...ended]);
}

/** Second half: the visitors' roles follow their rows, the rows leave the unit, their visitor invites are revoked. */
export async function publishEndedVisitors(ctx: AppContext, trx: Trx, removal: MembershipRemoval): Promise<void> {
  const ended = endedIn.get(trx) ?? [];
  endedIn.delete(trx);
  for (const userId of new Set(ended.map((r) => r.visitor_user_id))) await reconcileVisitorRole(ctx, trx, userId, removal.estateId);
  for (const row of ended) await publishVisitor(trx, row);
  const invites = await listActiveInvitesOfRegularVisitors(
    trx,
    ended.map((r) => r.id),
  );
  await revokeInvitesById(
    trx,
    invites.map((i) => i.id),
  );
}
