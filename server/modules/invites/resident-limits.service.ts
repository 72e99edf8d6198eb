import type { ResidentInviteLimit, ResidentInviteLimitArgs } from '../../../src/contract/invite-limits';
import { MANAGER_ROLES, UNIT_PEOPLE_ROLES, isRoleIn } from '../../../src/domain/roles';
import { format } from '../../../src/i18n/format';
import { INVITE_MESSAGES } from '../../../src/i18n/en/invites';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import type { DbDialect } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import * as core from '../core/core.service';
import * as repo from './resident-limits.repository';

/**
 * A resident's own visitor invites (spec 2 section 6: invitesDisabled, maximumVisitors, 'from the
 * server'): the estate manager blocks a resident's invites or caps them per day, beside the unit's
 * daily cap; every invite the resident sends counts against it. The spec's daily-limit message is
 * the refusal (spec 2 section 5: it shows when invitesDisabled is set too).
 */

function toLimit(row: repo.ResidentLimitRow): ResidentInviteLimit {
  return {
    id: row.id,
    estateId: Number(row.estate_id),
    userId: row.user_id,
    invitesDisabled: Number(row.invites_disabled) === 1,
    maximumVisitors: Number(row.maximum_visitors),
    invitesDay: row.invites_day,
    invitesUsed: Number(row.invites_used),
  };
}

/** To the resident's devices and the estate's managers. */
async function publishLimit(trx: Trx, row: repo.ResidentLimitRow): Promise<void> {
  const limit = toLimit(row);
  await publish(trx, scopes.user(limit.userId), 'residentInviteLimits', limit.id, limit);
  await publish(trx, scopes.manager(limit.estateId), 'residentInviteLimits', limit.id, limit);
}

/** PUT API.residentInviteLimit?estateID=: the estate's managers set a member's block and cap (a unit's people only; 404 for anyone else). */
export async function putResidentLimit(ctx: AppContext, callerId: string, estateId: number, args: ResidentInviteLimitArgs): Promise<ResidentInviteLimit> {
  await requireAccess(ctx.db, callerId, { estateId, roles: MANAGER_ROLES });
  const roles = await core.listUserRolesAt(ctx.db, args.userId, estateId);
  if (!roles.some((r) => isRoleIn(r.role_name, UNIT_PEOPLE_ROLES))) throw notFound(INVITE_MESSAGES.residentNotFound, 'invites/resident-not-found');
  return writeTransaction(ctx.db, async (trx) => {
    const row = await repo.upsertResidentLimit(trx, {
      estate_id: estateId,
      user_id: args.userId,
      invites_disabled: args.invitesDisabled ? 1 : 0,
      maximum_visitors: args.maximumVisitors,
      updated_at: Date.now(),
    });
    await publishLimit(trx, row);
    return toLimit(row);
  });
}

/**
 * Counts one of the resident's invites of `day` (estate date), refused while their invites are
 * disabled or at their maximum. A pass bound offline (`held`) held its place when its ticket was
 * issued: it is counted, never refused. Nothing for a resident without a row.
 */
export async function takeResidentInvite(trx: Trx, dialect: DbDialect, estateId: number, userId: string, day: string, held = false): Promise<void> {
  const row = await repo.lockResidentLimit(trx, dialect, estateId, userId);
  if (!row) return;
  const used = row.invites_day === day ? Number(row.invites_used) : 0;
  if (!held && Number(row.invites_disabled) === 1) throw badRequest(format(INVITE_MESSAGES.dailyLimit, { n: 0 }), 'invites/resident-disabled');
  const max = Number(row.maximum_visitors);
  if (!held && max > 0 && used >= max) throw badRequest(format(INVITE_MESSAGES.dailyLimit, { n: max }), 'invites/resident-limit');
  if (row.invites_day > day) return;
  await publishLimit(trx, await repo.countResidentInvite(trx, row.id, day, used + 1));
}
