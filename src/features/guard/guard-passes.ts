import type { GatePass, PassKind, PassUse, PassUseArgs } from '../../contract/invites';
import type { AccessZone } from '../../contract/people';
import { db } from '../../db/db';
import {
  normalizePin,
  parsePass,
  pinHash,
  PinLockout,
  revocationListAge,
  verifyParsedPassAsync,
  verifyPass,
  verifyPin,
  type Pass,
  type PassDecision,
  type PassReason,
} from '../../domain/qr';
import { isBoundPassText, type TicketReason } from '../../domain/qr/ticket';
import { decideBoundPass } from '../../app/bound-pass-gate';
import { serverNowMs } from '../../sync/clock';
import { mutate } from '../../sync/mutate';
import type { GuardKeys } from './guard.api';

/**
 * Passes at the guard console, decided offline: a signed pass ('EVP…', scanned or
 * pasted) from its estate signature and the rows this device synced, a delivery PIN against the
 * estate's active passes (`gatePasses.pinHash`). Revocation comes from the synced `gatePasses`
 * row (status REVOKED); entries used are the ALLOW rows of `passUses` for the pass: the uses
 * other consoles logged (synced) and this console's own (optimistic until they sync), each use
 * id once. Every decision goes through the outbox as `passes.recordUse`.
 */

/** db.meta key of this device's PIN lockout (PinLockoutState). */
export const PIN_LOCKOUT_META = 'guardPinLockout';
/** db.meta key of the gate zone this device stands at (a zone id, or null: zones not checked). */
export const GATE_ZONE_META = 'guardGateZone';

/** A console decision: the domain's reasons, and a console that has not synced for too long. */
export type ConsolePassReason = PassReason | TicketReason | 'list-out-of-date';

export type PassVerdict = {
  readonly method: 'qr' | 'pin';
  readonly decision: 'ALLOW' | 'DENY';
  readonly reason: ConsolePassReason;
  /** The pass once the code parsed or the PIN matched (never trust it on an untrusted DENY). */
  readonly pass?: Pass;
  /** The synced row of the pass when this device holds it (a pass made after the last sync has none). */
  readonly row?: GatePass;
  /** The logged use's id ('' when nothing was logged: PIN entry locked). */
  readonly useId: string;
  /** PIN entry: locked until (epoch seconds) after this decision, null when open. */
  readonly pinLockedUntil?: number | null;
};

export type PassCheckOptions = {
  /** The gate's access zone; null = zones are not checked. */
  readonly zoneId?: number | null;
  /** Server-corrected time, epoch ms (default: now). */
  readonly nowMs?: number;
  readonly timeZone?: string;
};

/**
 * The resident to call about a pass ('Call host'): from the synced gate row, once the pass held
 * (its signature, or the PIN matched); none when the row holds no phone (a resident without one,
 * a row synced before gate rows carried it, a pass bound offline that has not landed yet).
 */
export function passHost(verdict: Pick<PassVerdict, 'pass' | 'row' | 'reason'>): { name: string; phone: string } | undefined {
  if (verdict.pass === undefined || UNTRUSTED_REASONS.has(verdict.reason)) return undefined;
  const phone = verdict.row?.hostPhone?.trim() ?? '';
  return phone === '' ? undefined : { name: verdict.row?.hostName ?? '', phone };
}

/** Rows whose validTo is past are dropped by the server at the next sync; the console ignores them already. */
function liveRow(row: GatePass | undefined, estateId: number, nowSec: number): GatePass | undefined {
  return row && row.estateId === estateId && row.validTo >= Math.floor(nowSec) ? row : undefined;
}

/** ALLOW uses of a pass held on this device (synced and this console's own), each use id once. */
export async function passEntriesUsed(passId: string): Promise<number> {
  if (!passId) return 0;
  return db.passUses
    .where('passId')
    .equals(passId)
    .filter((u) => u.decision === 'ALLOW')
    .count();
}

function staleList(keys: GuardKeys, nowSec: number): boolean {
  return revocationListAge(keys.revocation, nowSec, keys.maxListAgeSec).stale;
}

/** Decides on pass text offline (reads Dexie, writes nothing). */
export async function decidePass(text: string, keys: GuardKeys, o: PassCheckOptions = {}): Promise<Omit<PassVerdict, 'useId'>> {
  const nowSec = (o.nowMs ?? (await serverNowMs())) / 1000;
  if (isBoundPassText(text.trim())) {
    // A pass bound offline from a ticket (issue 31): the chain, then as a pass.
    const bound = { method: 'qr' as const, ...(await decideBoundPass(text.trim(), keys, { nowSec, zoneId: o.zoneId ?? null })) };
    return bound.decision === 'ALLOW' && staleList(keys, nowSec) ? { ...bound, decision: 'DENY', reason: 'list-out-of-date' } : bound;
  }
  const parsed = parsePass(text.trim());
  if (!parsed)
    return {
      method: 'qr',
      ...verifyPass(text.trim(), { issuerKeys: keys.issuerKeys, estateId: keys.estateId, nowSec, isRevoked: () => false, entriesUsed: () => 0 }),
    };
  const passId = parsed.pass.passId;
  const [held, used] = await Promise.all([db.gatePasses.get(passId), passEntriesUsed(passId)]);
  const row = liveRow(held, keys.estateId, nowSec);
  // A synced row may narrow the signed window (the server ended the pass early); it never widens it.
  const window =
    held && held.estateId === keys.estateId
      ? { validFrom: Math.max(parsed.pass.validFrom, held.validFrom), validTo: Math.min(parsed.pass.validTo, held.status === 'EXPIRED' ? -1 : held.validTo) }
      : null;
  const effective = window ? { ...parsed, pass: { ...parsed.pass, ...window } } : parsed;
  const result: PassDecision = await verifyParsedPassAsync(effective, {
    issuerKeys: keys.issuerKeys,
    estateId: keys.estateId,
    nowSec,
    zoneId: o.zoneId ?? null,
    isRevoked: () => held?.status === 'REVOKED',
    entriesUsed: () => used,
    ...(o.timeZone ? { timeZone: o.timeZone } : {}),
  });
  // Show the pass as signed (not the narrowed window).
  const verdict = { method: 'qr' as const, decision: result.decision, reason: result.reason as ConsolePassReason, pass: parsed.pass, ...(row ? { row } : {}) };
  // An out-of-date console cannot vouch that the pass was not revoked: fail closed.
  if (verdict.decision === 'ALLOW' && staleList(keys, nowSec)) return { ...verdict, decision: 'DENY', reason: 'list-out-of-date' };
  return verdict;
}

/** Decides on a typed delivery PIN (reads Dexie, writes nothing; the lockout is applied by scanPin). */
export async function decidePin(typed: string, keys: GuardKeys, o: PassCheckOptions = {}): Promise<Omit<PassVerdict, 'useId'>> {
  const nowSec = (o.nowMs ?? (await serverNowMs())) / 1000;
  const pin = normalizePin(typed);
  const hash = pin === null ? '' : pinHash(keys.estateId, pin);
  const rows = hash ? await db.gatePasses.where('pinHash').equals(hash).toArray() : [];
  const live = rows.map((r) => liveRow(r, keys.estateId, nowSec)).filter((r): r is GatePass => r !== undefined);
  const row = live.find((r) => r.status === 'ACTIVE') ?? live[0];
  const used = row ? await passEntriesUsed(row.id) : 0;
  const result = verifyPin(typed, {
    estateId: keys.estateId,
    nowSec,
    zoneId: o.zoneId ?? null,
    passByPinHash: (h) => (row && h === hash ? row : undefined),
    entriesUsed: () => used,
    ...(o.timeZone ? { timeZone: o.timeZone } : {}),
  });
  const verdict = {
    method: 'pin' as const,
    decision: result.decision,
    reason: result.reason as ConsolePassReason,
    ...(result.pass ? { pass: result.pass } : {}),
    ...(row ? { row } : {}),
  };
  if (verdict.decision === 'ALLOW' && staleList(keys, nowSec)) return { ...verdict, decision: 'DENY', reason: 'list-out-of-date' };
  return verdict;
}

/** Writes a pass decision through the outbox (reaches the server exactly once); scannedAt in server-corrected time. */
export async function logPassDecision(
  guardUserId: string,
  estateId: number,
  verdict: Omit<PassVerdict, 'useId'>,
  nowMs?: number,
  zoneId?: number | null,
): Promise<string> {
  const scannedAt = Math.floor(nowMs ?? (await serverNowMs()));
  const id = crypto.randomUUID();
  const args: PassUseArgs = {
    id,
    estateId,
    passId: verdict.pass?.passId ?? '',
    method: verdict.method,
    decision: verdict.decision,
    reason: verdict.reason,
    scannedAt,
    ...(zoneId ? { zoneId } : {}),
  };
  // The name only from the synced row, and only once the pass itself held (its signature, or the PIN matched).
  const trusted = verdict.pass !== undefined && !UNTRUSTED_REASONS.has(verdict.reason);
  const holderName = trusted ? (verdict.row?.holderName ?? '') : '';
  const unitNo = trusted ? (verdict.pass?.unitNo ?? '') : '';
  await mutate('passes.recordUse', args, { guardUserId, holderName, unitNo });
  return id;
}

/** Reasons that leave the pass's fields unproven (its signature did not hold). */
export const UNTRUSTED_REASONS: ReadonlySet<ConsolePassReason> = new Set([
  'malformed',
  'unknown-key',
  'bad-issuer-signature',
  'bad-device-signature',
  'unknown-pin',
]);

/** One decision at a time on this page: a double scan cannot read the same entry count twice. */
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(fn: () => Promise<T>): Promise<T> {
  const run = queue.then(fn, fn);
  queue = run.catch(() => undefined);
  return run;
}

/** Decides on scanned or pasted pass text and logs the decision. */
export function scanPass(guardUserId: string, text: string, keys: GuardKeys, o: PassCheckOptions = {}): Promise<PassVerdict> {
  return serial(async () => {
    const nowMs = o.nowMs ?? (await serverNowMs());
    const verdict = await decidePass(text, keys, { ...o, nowMs });
    const useId = await logPassDecision(guardUserId, keys.estateId, verdict, nowMs, o.zoneId);
    return { ...verdict, useId };
  });
}

// ---------------------------------------------------------------------------------------------
// PIN entry lockout (per device, in db.meta so a reload does not reset it)

export async function loadPinLockout(): Promise<PinLockout> {
  return PinLockout.fromJSON((await db.meta.get(PIN_LOCKOUT_META))?.value);
}

/**
 * Decides on a typed delivery PIN under the device's lockout and logs the decision: while locked
 * nothing is checked or logged (DENY 'locked'); a PIN that matches no pass counts as wrong.
 */
export function scanPin(guardUserId: string, typed: string, keys: GuardKeys, o: PassCheckOptions = {}): Promise<PassVerdict> {
  return serial(async () => {
    const nowMs = o.nowMs ?? (await serverNowMs());
    const nowSec = nowMs / 1000;
    const lockout = await loadPinLockout();
    const lockedUntil = lockout.lockedUntil(nowSec);
    if (lockedUntil !== null) return { method: 'pin', decision: 'DENY', reason: 'locked', useId: '', pinLockedUntil: lockedUntil };
    const verdict = await decidePin(typed, keys, { ...o, nowMs });
    if (verdict.reason === 'unknown-pin') {
      await db.transaction('rw', db.meta, async () => {
        // Read again inside the transaction: another tab of the console may have counted meanwhile.
        const current = PinLockout.fromJSON((await db.meta.get(PIN_LOCKOUT_META))?.value);
        current.recordFailure(nowSec);
        await db.meta.put({ key: PIN_LOCKOUT_META, value: current.toJSON() });
      });
    }
    const useId = await logPassDecision(guardUserId, keys.estateId, verdict, nowMs, o.zoneId);
    const after = await loadPinLockout();
    return { ...verdict, useId, pinLockedUntil: after.lockedUntil(nowSec) };
  });
}

// ---------------------------------------------------------------------------------------------
// Gate zone (per device)

export async function loadGateZone(): Promise<number | null> {
  const value = (await db.meta.get(GATE_ZONE_META))?.value;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

export async function setGateZone(zoneId: number | null): Promise<void> {
  await db.meta.put({ key: GATE_ZONE_META, value: zoneId });
}

/** The estate's active access zones (people configuration) the console may stand at. */
export async function activeZones(estateId: number): Promise<AccessZone[]> {
  const config = await db.peopleConfig.get(estateId);
  return (config?.accessZones ?? []).filter((z) => z.active);
}

/** Photo URLs of the estate's live passes (associates, guests, letters) for the offline prefetch. */
export async function gatePassPhotos(estateId: number, nowSec: number): Promise<string[]> {
  const rows = await db.gatePasses.where('estateId').equals(estateId).toArray();
  return rows.filter((r) => r.photoURL !== '' && r.status === 'ACTIVE' && r.validTo >= nowSec).map((r) => r.photoURL);
}

/** The estate's latest pass uses on this device (synced and this console's own), newest first. */
export async function recentPassUses(estateId: number, limit = 20): Promise<PassUse[]> {
  return db.passUses
    .orderBy('scannedAt')
    .reverse()
    .filter((u) => u.estateId === estateId)
    .limit(limit)
    .toArray();
}

/** The kinds whose holder is a known person with a face photo (for the guard's human match). */
export const FACE_KINDS: ReadonlySet<PassKind> = new Set(['associate', 'guest', 'letter']);
