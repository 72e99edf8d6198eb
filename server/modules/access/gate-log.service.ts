import type { GateLogEntry, GateLogKind } from '../../../src/contract/gate';
import { publish, scopes, type Trx } from '../../sync/change-log';
import type { GateLogTable } from './access.tables';
import * as repo from './access.repository';
import * as core from '../core/core.service';

/**
 * The estate's visitor log: every gate decision as one row, read by the estate's gate staff
 * (guards and managers, the `gate:` scope). The access module writes a resident's QR decision
 * (`gate.recordEvent`), the invites module a pass's or a delivery PIN's (`passes.recordUse`);
 * both call `logGateDecision` in the transaction that records the decision, after their own
 * exactly-once check. Names only: never an ID number, a credential, a pass id, a code or a PIN.
 */

/** A decision as its recorder knows it; the names the log shows are looked up here. */
export type GateDecisionRecord = {
  id: string;
  estateId: number;
  kind: GateLogKind;
  passKind?: string;
  /** The pass holder's name (a pass); a resident's is looked up from `personUserId`. */
  personName?: string;
  personUserId?: string;
  unitNo?: string;
  zoneId?: number | undefined;
  decision: 'ALLOW' | 'DENY';
  reason: string;
  guardUserId: string;
  decidedAt: number;
};

export function toGateLogEntry(row: GateLogTable): GateLogEntry {
  return {
    id: row.id,
    estateId: Number(row.estate_id),
    kind: row.kind as GateLogKind,
    passKind: row.pass_kind,
    person: row.person_name,
    unitNo: row.unit_no,
    zoneId: Number(row.zone_id),
    decision: row.decision === 'ALLOW' ? 'ALLOW' : 'DENY',
    reason: row.reason,
    guardName: row.guard_name,
    decidedAt: Number(row.decided_at),
    syncedAt: Number(row.synced_at),
  };
}

async function nameOf(trx: Trx, userId: string): Promise<string> {
  if (userId === '') return '';
  const user = await core.findUserById(trx, userId);
  if (!user) return '';
  return user.display_name.trim() || `${user.first_name} ${user.last_name}`.trim();
}

/** A resident's unit at the estate, the first they hold ('' for a role without one). */
async function unitOf(trx: Trx, userId: string, estateId: number): Promise<string> {
  if (userId === '') return '';
  return (await core.unitsOfUser(trx, userId, estateId))[0]?.unitNo ?? '';
}

/** Adds the decision to the log once (a second call with its id changes nothing) and publishes it to the gate scope. */
export async function logGateDecision(trx: Trx, record: GateDecisionRecord): Promise<void> {
  const personUserId = record.personUserId ?? '';
  const row = await repo.insertGateLogOnce(trx, {
    id: record.id,
    estate_id: record.estateId,
    kind: record.kind,
    pass_kind: record.passKind ?? '',
    person_name: record.personName ?? (await nameOf(trx, personUserId)),
    person_user_id: personUserId,
    unit_no: record.unitNo ?? (await unitOf(trx, personUserId, record.estateId)),
    zone_id: record.zoneId ?? 0,
    decision: record.decision,
    reason: record.reason,
    guard_user_id: record.guardUserId,
    guard_name: await nameOf(trx, record.guardUserId),
    decided_at: record.decidedAt,
    synced_at: Date.now(),
  });
  if (row) await publish(trx, scopes.gate(record.estateId), 'gateLog', row.id, toGateLogEntry(row));
}

/** The retention purge of pass uses (invites module): their log rows go too, and leave the gate devices. */
export async function forgetGateLogEntries(trx: Trx, estateId: number, ids: readonly string[]): Promise<void> {
  for (const row of await repo.deleteGateLogRows(trx, estateId, ids)) await publish(trx, scopes.gate(estateId), 'gateLog', row.id, null);
}

/** A pass's holder forgotten (invites module): the log rows of its uses lose the name. */
export async function blankGateLogPeople(trx: Trx, ids: readonly string[]): Promise<void> {
  for (const row of await repo.blankGateLogPeople(trx, ids)) await publish(trx, scopes.gate(Number(row.estate_id)), 'gateLog', row.id, toGateLogEntry(row));
}

/** Account deletion: the user's name leaves every log row that shows it (as the person or as the guard). */
export async function forgetGateLogUser(trx: Trx, userId: string): Promise<void> {
  const rows = new Map((await repo.forgetGateLogUser(trx, userId)).map((row) => [row.id, row]));
  for (const row of rows.values()) await publish(trx, scopes.gate(Number(row.estate_id)), 'gateLog', row.id, toGateLogEntry(row));
}
