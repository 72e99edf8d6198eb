import type { PassUse, PassUseArgs } from '../../../src/contract/invites';
import { GATE_STAFF_ROLES } from '../../../src/domain/roles';
import { INVITE_MESSAGES, PASS_NOTIFICATIONS } from '../../../src/i18n/en/invites';
import { format } from '../../../src/i18n/format';
import { requireAccess } from '../../auth/authorize';
import type { Actor, AppContext } from '../../context';
import { forbidden } from '../../lib/errors';
import { estateDateTime } from '../../../src/domain/estate-time';
import { publish, scopes, type Trx } from '../../sync/change-log';
import { notify } from '../notifications/notifications.service';
import { toPass, toPassUse } from './invites-rows';
import * as repo from './invites.repository';
import * as core from '../core/core.service';
import { logGateDecision } from '../access/gate-log.service';

/**
 * Pass uses (mutation `passes.recordUse`): a guard device's decision on a pass, recorded once
 * when the console is back online. Consoles decide offline, so two of them may both let a
 * single-entry pass in: the earliest uses (by scan time) win, the later ALLOW is marked
 * `conflict`, and both stay in the log. The pass's entries are counted from the winners.
 */

/** Notification type of an arrival: the Visitor Access category (src/domain/notifications.ts), opening visitorDetail. */
export const ARRIVAL_TYPE = 'visitor';
/** Notification type of a refusal: in the Visitor Access category too, opening the accessAlert page. */
export const REFUSAL_TYPE = 'Visitor Access Request';

const INVITE_KINDS = new Set(['visitor', 'delivery', 'serviceProvider']);
type NotifiedReason = keyof typeof PASS_NOTIFICATIONS.reasons;
const isNotifiedReason = (reason: string): reason is NotifiedReason => Object.hasOwn(PASS_NOTIFICATIONS.reasons, reason);

/**
 * Marks the pass's ALLOW uses past its entries as conflicts (the first maxEntries by scan time
 * win; a use that arrives late but happened earlier takes its place), republishes those whose
 * mark changed, and stores the entries used. Answers the use just recorded as it now stands.
 */
async function settleEntries(trx: Trx, pass: repo.PassRow, useId: string): Promise<repo.PassUseRow | undefined> {
  const uses = await repo.listAllowUses(trx, pass.id);
  const max = Number(pass.max_entries);
  let recorded: repo.PassUseRow | undefined;
  for (const [index, use] of uses.entries()) {
    const conflict = max > 0 && index >= max ? 1 : 0;
    let current = use;
    if (Number(use.conflict) !== conflict) {
      current = await repo.setUseConflict(trx, use.id, conflict);
      if (use.id !== useId) await publish(trx, scopes.gate(Number(current.estate_id)), 'passUses', current.id, toPassUse(current));
    }
    if (use.id === useId) recorded = current;
  }
  const entries = max > 0 ? Math.min(uses.length, max) : uses.length;
  if (entries !== Number(pass.entries_used)) {
    const updated = await repo.updatePass(trx, pass.id, { entries_used: entries });
    const record = toPass(updated);
    await publish(trx, scopes.unit(record.estateId, record.unitNo), 'passes', record.id, record);
  }
  return recorded;
}

/**
 * A pass bound offline (a pass ticket) lands after guard devices logged uses of it: its entries
 * are settled from those uses as if they had arrived after it. Inside the landing's transaction.
 */
export async function settleEarlierUses(trx: Trx, ctx: AppContext, passId: string): Promise<void> {
  const pass = await repo.lockPass(trx, ctx.dialect, passId);
  if (pass && (await repo.listAllowUses(trx, passId)).length > 0) await settleEntries(trx, pass, '');
}

/** Tells the resident the pass was issued for: a visitor's arrival, or a refusal of a known pass. */
async function notifyOwner(trx: Trx, pass: repo.PassRow, use: PassUse): Promise<void> {
  if (pass.owner_id === '' || !(await core.userExists(trx, pass.owner_id))) return;
  const params = { visitor: pass.holder_name, time: estateDateTime(use.scannedAt) };
  const base = { userId: pass.owner_id, estateId: Number(pass.estate_id), actionID: pass.subject_id, actionType: use.decision };
  if (use.decision === 'ALLOW') {
    if (!INVITE_KINDS.has(pass.kind)) return;
    await notify(trx, { ...base, type: ARRIVAL_TYPE, title: PASS_NOTIFICATIONS.arrivedTitle, description: format(PASS_NOTIFICATIONS.arrivedText, params) });
    return;
  }
  if (!isNotifiedReason(use.reason)) return;
  await notify(trx, {
    ...base,
    type: REFUSAL_TYPE,
    title: PASS_NOTIFICATIONS.deniedTitle,
    description: format(PASS_NOTIFICATIONS.deniedText, { ...params, reason: PASS_NOTIFICATIONS.reasons[use.reason] }),
  });
}

/**
 * Records one decision of a guard device, once (a replay of its id by the same guard changes
 * nothing): the estate's gate staff only. A use of a known pass of the estate carries the
 * holder's name and unit, settles the pass's entries and tells its resident; the use goes to the
 * estate's gate scope (every console sees it after its next sync).
 */
export async function recordPassUse(trx: Trx, ctx: AppContext, guardUserId: string, args: PassUseArgs): Promise<PassUse> {
  await requireAccess(trx, guardUserId, { estateId: args.estateId, roles: GATE_STAFF_ROLES, message: INVITE_MESSAGES.notGuard, code: 'invites/not-guard' });
  const existing = await repo.findUse(trx, args.id);
  if (existing) {
    if (existing.guard_user_id !== guardUserId) throw forbidden(INVITE_MESSAGES.notGuard, 'invites/not-guard');
    return toPassUse(existing);
  }
  // The pass's row first (locked before anything publishes): uses of one pass are settled one at a time.
  const found = args.passId === '' ? undefined : await repo.lockPass(trx, ctx.dialect, args.passId);
  const pass = found && Number(found.estate_id) === args.estateId ? found : undefined;
  const inserted = await repo.insertUse(trx, {
    id: args.id,
    estate_id: args.estateId,
    pass_id: args.passId,
    method: args.method,
    decision: args.decision,
    reason: args.reason,
    scanned_at: args.scannedAt,
    guard_user_id: guardUserId,
    conflict: 0,
    holder_name: pass?.holder_name ?? '',
    unit_no: pass?.unit_no ?? '',
    received_at: Date.now(),
  });
  const row = pass && args.decision === 'ALLOW' ? ((await settleEntries(trx, pass, inserted.id)) ?? inserted) : inserted;
  const use = toPassUse(row);
  await publish(trx, scopes.gate(args.estateId), 'passUses', use.id, use);
  await logGateDecision(trx, {
    id: use.id,
    estateId: args.estateId,
    kind: args.method === 'pin' ? 'pin' : 'pass',
    passKind: pass?.kind ?? '',
    personName: row.holder_name,
    unitNo: row.unit_no,
    zoneId: args.zoneId,
    decision: args.decision,
    reason: args.reason,
    guardUserId,
    decidedAt: args.scannedAt,
  });
  if (pass) await notifyOwner(trx, pass, use);
  return use;
}

export async function recordPassUseMutator(trx: Trx, actor: Actor, args: PassUseArgs, ctx: AppContext): Promise<void> {
  await recordPassUse(trx, ctx, actor.userId, args);
}
