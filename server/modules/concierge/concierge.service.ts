import crypto from 'node:crypto';
import { conciergeResidentId, type ConciergeAction, type ConciergeActionKind } from '../../../src/contract/concierge';
import { CONCIERGE_ROLES, UNIT_HOLDER_ROLES, isRoleIn } from '../../../src/domain/roles';
import { CONCIERGE_MESSAGES } from '../../../src/i18n/en/concierge';
import { format } from '../../../src/i18n/format';
import { requireAccess } from '../../auth/authorize';
import type { Db } from '../../db/database';
import { forbidden } from '../../lib/errors';
import { listPublishedRowIds, publish, scopes, type Trx } from '../../sync/change-log';
import * as core from '../core/core.service';
import * as repo from './concierge.repository';

/**
 * Concierge mode (issue 32; spec 1 section 3, spec 2's visitor unit picker, spec 3's lagoon unit
 * selection). The concierge is a role row of its own (`concierge`, no unit) at an estate, granted
 * and removed by its manager through the outbox (the manager module's console actions); it is held beside the member's other roles, so a
 * guard or a manager may be one. A concierge's call that names a resident (`userID`) is made as
 * that resident's (their unit's allowance, their synced rows) after `actingFor` checks it, and is
 * recorded here as done by the concierge for the resident.
 */

// ---------------------------------------------------------------- acting for a resident

/**
 * Who a call that may name a resident (`userID`) acts for. None, or the caller's own id: the
 * caller. Otherwise the caller must hold the concierge role at `estateId` (403 notConcierge, the
 * same for a non-concierge who passes a `userID`), and the resident must hold `unitNo` there as a
 * resident, owner or tenant (403 residentNotAtUnit; residentUnknown when they hold no role at the
 * estate at all). Answers the resident's id.
 */
export async function actingFor(db: Db | Trx, callerId: string, estateId: number, unitNo: string, userID: string | undefined): Promise<string> {
  if (!userID || userID === callerId) return callerId;
  await requireAccess(db, callerId, { estateId, roles: CONCIERGE_ROLES, message: CONCIERGE_MESSAGES.notConcierge, code: 'concierge/not-concierge' });
  const held = await core.listEnabledRoleNames(db, userID, estateId);
  if (held.length === 0) throw forbidden(CONCIERGE_MESSAGES.residentUnknown, 'concierge/resident-unknown');
  const atUnit = await core.listEnabledRoleNames(db, userID, estateId, unitNo);
  if (!atUnit.some((name) => isRoleIn(name, UNIT_HOLDER_ROLES))) {
    throw forbidden(format(CONCIERGE_MESSAGES.residentNotAtUnit, { unitNo }), 'concierge/not-at-unit');
  }
  return userID;
}

async function toAction(db: Db | Trx, row: repo.ActionRow): Promise<ConciergeAction> {
  const [concierge, resident] = await Promise.all([core.findUserById(db, row.concierge_id), core.findUserById(db, row.resident_id)]);
  return {
    id: row.id,
    estateId: Number(row.estate_id),
    kind: row.kind as ConciergeActionKind,
    subjectId: row.subject_id,
    unitNo: row.unit_no,
    conciergeId: row.concierge_id,
    conciergeName: concierge?.display_name ?? '',
    residentId: row.resident_id,
    residentName: resident?.display_name ?? '',
    createdAt: Number(row.created_at),
  };
}

/**
 * Records, in the write's transaction, that `conciergeId` made `subjectId` for `residentId`, and
 * publishes it to both of them and to the estate's managers. Nothing when the caller acted for
 * themself; a retried write (the same subject) is recorded once.
 */
export async function recordConciergeAction(
  trx: Trx,
  action: { estateId: number; kind: ConciergeActionKind; subjectId: string; unitNo: string; conciergeId: string; residentId: string },
): Promise<void> {
  if (action.conciergeId === action.residentId) return;
  if (await repo.findActionFor(trx, action.kind, action.subjectId)) return;
  const row = await repo.insertAction(trx, {
    id: crypto.randomUUID(),
    estate_id: action.estateId,
    kind: action.kind,
    subject_id: action.subjectId,
    unit_no: action.unitNo,
    concierge_id: action.conciergeId,
    resident_id: action.residentId,
    created_at: Date.now(),
  });
  const shown = await toAction(trx, row);
  for (const scope of [scopes.user(row.resident_id), scopes.user(row.concierge_id), scopes.manager(action.estateId)]) {
    await publish(trx, scope, 'conciergeActions', row.id, shown);
  }
}

/**
 * Account deletion: the user's entries leave the concierges' lists, and what they did as concierge
 * or had done for them goes (tombstoned for everyone who had it).
 */
export async function forgetConciergeData(trx: Trx, userId: string): Promise<void> {
  const published = await listPublishedRowIds(trx, 'conciergeResidents');
  for (const estateId of await core.estatesOfUser(trx, userId)) {
    const prefix = conciergeResidentId(estateId, userId, '');
    for (const id of published) if (id.startsWith(prefix)) await publish(trx, scopes.concierge(estateId), 'conciergeResidents', id, null);
  }
  const actions = await repo.listActionsOf(trx, userId);
  for (const row of actions) {
    for (const scope of [scopes.user(row.resident_id), scopes.user(row.concierge_id), scopes.manager(Number(row.estate_id))]) {
      await publish(trx, scope, 'conciergeActions', row.id, null);
    }
  }
  await repo.deleteActions(
    trx,
    actions.map((r) => r.id),
  );
}
