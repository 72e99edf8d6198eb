import type { GateEvent, GateEventArgs } from '../../../src/contract/gate';
import { GATE_STAFF_ROLES } from '../../../src/domain/roles';
import { ACCESS_MESSAGES } from '../../../src/i18n/en/access';
import { requireAccess } from '../../auth/authorize';
import { forbidden } from '../../lib/errors';
import { publish, scopes, type Trx } from '../../sync/change-log';
import * as repo from './access.repository';
import { logGateDecision } from './gate-log.service';

/** Guard devices' gate events (mutator `gate.recordEvent`). */

/** Records one scan decision from a guard device, once; the outbox delivers it exactly once. */
export async function recordGateEvent(trx: Trx, guardUserId: string, args: GateEventArgs): Promise<void> {
  await requireAccess(trx, guardUserId, {
    estateId: args.estateId,
    roles: GATE_STAFF_ROLES,
    message: ACCESS_MESSAGES.notGateStaff,
    code: 'access/not-gate-staff',
  });
  const existing = await repo.findGateEvent(trx, args.id);
  if (existing) {
    if (existing.guard_user_id !== guardUserId) throw forbidden(ACCESS_MESSAGES.notGateStaff, 'access/not-gate-staff');
    return;
  }
  await repo.insertGateEvent(trx, {
    id: args.id,
    estate_id: args.estateId,
    guard_user_id: guardUserId,
    decision: args.decision,
    reason: args.reason,
    cred_id: args.credId,
    resident_user_id: args.residentUserId,
    t: args.t,
    scanned_at: args.scannedAt,
    received_at: Date.now(),
  });
  const event: GateEvent = { ...args, guardUserId };
  await publish(trx, scopes.gate(args.estateId), 'gateEvents', args.id, event);
  await logGateDecision(trx, {
    id: args.id,
    estateId: args.estateId,
    kind: 'resident',
    personUserId: args.residentUserId,
    zoneId: args.zoneId,
    decision: args.decision,
    reason: args.reason,
    guardUserId,
    decidedAt: args.scannedAt,
  });
}
