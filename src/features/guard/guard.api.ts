import nacl from 'tweetnacl';
import * as v from 'valibot';
import { useLiveQuery } from 'dexie-react-hooks';
import { API } from '../../contract/api-paths';
import { GateEventArgsSchema, type AccessControlConfig, type GateEvent, type GateKey, type GateResident, type RevocationListRecord } from '../../contract/gate';
import type { AccessInfo } from '../../contract/records';
import { loadAccessChoices } from '../../db/access-control';
import { db } from '../../db/db';
import type { GuardPinRow } from '../../db/gate-rows';
import type { AccessControlEntry } from '../../domain/access-control';
import {
  afterFailedPin,
  fromBase64Url,
  isValidPin,
  keyMaterialFromText,
  refreshIntervalMs,
  ReplayCache,
  revocationListAge,
  STEP_WINDOW,
  unwrapSecretKey,
  VerifiedCredentials,
  verifyGateCode,
  verifyRevocationList,
  wrapSecretKey,
  type GateDecision,
  type RevocationList,
} from '../../domain/qr';
import { mutate } from '../../sync/mutate';
import { useSession } from '../../sync/session';
import { apiFetch } from '../../sync/transport';

/** Roles that may open the guard console (the server's gate staff). */
export const GUARD_ROLES: readonly string[] = ['guard', 'estateManager'];
/** The console locks itself after this long without a touch or a key. */
export const GUARD_AUTO_LOCK_MS = 2 * 60_000;
/** The console PIN verifier costs this many hash rounds (a UX gate on a shared device). */
const GUARD_PIN_ITERATIONS = 5000;
const CLOCK_META = 'gate.clockOffset';

export type GuardState = {
  userId: string;
  current: AccessControlEntry | undefined;
  isGuard: boolean;
  pin: GuardPinRow | undefined;
  keys: GateKey[];
  revocation: RevocationListRecord | undefined;
  config: AccessControlConfig | undefined;
  accessInfo: AccessInfo | undefined;
  events: GateEvent[];
  pendingEventIds: Set<string>;
  clock: { offsetMs: number; measuredAt: number } | undefined;
};

/** Everything the console needs, from the local mirror only. */
export function useGuardState(): GuardState | null | undefined {
  const session = useSession();
  const userId = session?.userId;
  return useLiveQuery(async () => (userId ? loadGuardState(userId) : null), [userId]);
}

/** Reads the console's state from Dexie (inside a live query, or directly in tests). */
export async function loadGuardState(userId: string): Promise<GuardState> {
  const { current } = await loadAccessChoices(userId);
  const estateId = current?.estateID ?? -1;
  const [pin, keys, revocation, config, accessInfo, events, pending, clock] = await Promise.all([
    db.guardPins.get(userId),
    db.gateKeys.where('estateId').equals(estateId).toArray(),
    db.revocationLists.get(estateId),
    db.accessControlConfig.get(estateId),
    db.accessInfo.get(estateId),
    db.gateEvents.where('estateId').equals(estateId).toArray(),
    db.outbox.where('[table+rowId]').between(['gateEvents', ''], ['gateEvents', '\uffff']).toArray(),
    db.meta.get(CLOCK_META),
  ]);
  events.sort((a, b) => b.scannedAt - a.scannedAt);
  return {
    userId,
    current,
    isGuard: current !== undefined && GUARD_ROLES.includes(current.roleName),
    pin,
    keys,
    revocation,
    config,
    accessInfo,
    events: events.slice(0, 20),
    pendingEventIds: new Set(pending.filter((e) => e.status === 'pending').map((e) => e.rowId)),
    clock: clock?.value as GuardState['clock'],
  };
}

/** Photo URLs of the estate's gate residents (the console keeps them for offline verdicts). */
export function useGateResidentPhotos(estateId: number | undefined): string[] {
  return useLiveQuery(
    async () => (estateId === undefined ? [] : (await db.gateResidents.where('estateId').equals(estateId).toArray()).map((r) => r.photoURL).filter((u) => u !== '')),
    [estateId],
    [],
  );
}

export function useGateResident(estateId: number | undefined, userId: string | undefined): GateResident | null | undefined {
  return useLiveQuery(async () => (estateId === undefined || !userId ? null : ((await db.gateResidents.get(`${estateId}:${userId}`)) ?? null)), [estateId, userId]);
}

// ---------------------------------------------------------------------------------------------
// Console PIN (per guard, on this device)

export async function createGuardPin(userId: string, pin: string): Promise<void> {
  if (!isValidPin(pin)) throw new Error('PIN must be 4 digits');
  const verifier = wrapSecretKey(nacl.randomBytes(32), pin, GUARD_PIN_ITERATIONS);
  await db.guardPins.put({ userId, verifier, failedAttempts: 0 });
}

/** 'ok', 'wrong', or 'wipe' after ten wrong PINs in a row (the caller then signs out). */
export async function checkGuardPin(userId: string, pin: string): Promise<'ok' | 'wrong' | 'wipe'> {
  const row = await db.guardPins.get(userId);
  if (!row) return 'wrong';
  const secret = isValidPin(pin) ? unwrapSecretKey(row.verifier, pin) : null;
  if (secret) {
    secret.fill(0);
    if (row.failedAttempts) await db.guardPins.update(userId, { failedAttempts: 0 });
    return 'ok';
  }
  const next = afterFailedPin(row.failedAttempts);
  await db.guardPins.update(userId, { failedAttempts: next.failedAttempts });
  return next.wipe ? 'wipe' : 'wrong';
}

// ---------------------------------------------------------------------------------------------
// Offline verification

export type GuardKeys = {
  issuerKeys: Record<string, Uint8Array>;
  revocation: RevocationList;
  qrCodeKey: Uint8Array | null;
  stepSec: number;
  estateId: number;
};

/** Pins the synced issuing keys and checks the list's signature; null until the console has synced. */
export function guardKeys(state: GuardState): GuardKeys | null {
  const estateId = state.current?.estateID;
  if (estateId === undefined || !state.revocation || !state.config || state.keys.length === 0) return null;
  const issuerKeys: Record<string, Uint8Array> = {};
  for (const key of state.keys) {
    const pub = fromBase64Url(key.publicKey);
    if (pub) issuerKeys[key.keyId] = pub;
  }
  const { estateId: _estate, keyId, signature, ...list } = state.revocation;
  const checked = verifyRevocationList({ list, keyId, signature }, issuerKeys);
  if (!checked.ok) return null;
  return {
    issuerKeys,
    revocation: checked.list,
    qrCodeKey: state.config.encryptionEnabled ? keyMaterialFromText(state.config.qrCodeKey) : null,
    stepSec: refreshIntervalMs(state.accessInfo?.refreshInterval) / 1000,
    estateId,
  };
}

/** Accepted (credId, t) pairs for this page; seeded from the device's recent ALLOW events. */
const replayCache = new ReplayCache();
/** Issuer signatures already checked on this page (a resident's later scans skip that check). */
const verifiedCredentials = new VerifiedCredentials();
let seededFor: number | null = null;

async function seedReplayCache(estateId: number, stepSec: number, nowSec: number): Promise<void> {
  if (seededFor === estateId) return;
  seededFor = estateId;
  const since = (nowSec - (STEP_WINDOW + 2) * stepSec - 60) * 1000;
  const recent = await db.gateEvents.where('estateId').equals(estateId).filter((e) => e.decision === 'ALLOW' && e.scannedAt >= since).toArray();
  for (const e of recent) replayCache.checkAndRecord(e.credId, e.t, nowSec, stepSec);
}

/** Verifies a scanned code offline with the guard's own clock. */
export async function checkCode(text: string, keys: GuardKeys, nowMs = Date.now()): Promise<GateDecision> {
  const nowSec = nowMs / 1000;
  await seedReplayCache(keys.estateId, keys.stepSec, nowSec);
  return verifyGateCode(text.trim(), {
    issuerKeys: keys.issuerKeys,
    estateId: keys.estateId,
    qrCodeKey: keys.qrCodeKey,
    revocation: keys.revocation,
    replayCache,
    nowSec,
    stepSec: keys.stepSec,
    verifiedCredentials,
  });
}

/** Logs the decision as a gate event through the outbox (reaches the server exactly once). */
export async function logDecision(guardUserId: string, estateId: number, decision: GateDecision, nowMs = Date.now()): Promise<string> {
  const id = crypto.randomUUID();
  const args = v.parse(GateEventArgsSchema, {
    id,
    estateId,
    decision: decision.decision,
    reason: decision.reason,
    credId: decision.credential?.credId ?? '',
    residentUserId: decision.credential?.userId ?? '',
    t: decision.t ?? 0,
    scannedAt: Math.floor(nowMs),
  });
  await mutate({
    name: 'gate.recordEvent',
    args,
    table: 'gateEvents',
    rowId: id,
    apply: async () => {
      await db.gateEvents.put({ ...args, guardUserId });
    },
  });
  return id;
}

export type GuardWarnings = {
  /** No verified keys or list on the device yet. */
  notSynced: boolean;
  /** The revocation list is older than 72 hours: sync, or call the office. */
  staleList: boolean;
  /** The device clock differs from the server's by more than one time step. */
  clockDriftSec: number | null;
};

/** What the console warns about, from its keys, the measured clock offset and the device clock. */
export function guardWarnings(keys: GuardKeys | null, clock: GuardState['clock'], nowMs = Date.now()): GuardWarnings {
  const drift = clock ? Math.abs(clock.offsetMs) : 0;
  const step = (keys?.stepSec ?? 2) * 1000;
  return {
    notSynced: keys === null,
    staleList: keys !== null && revocationListAge(keys.revocation, nowMs / 1000).stale,
    clockDriftSec: clock && drift > step ? Math.round(drift / 1000) : null,
  };
}

/** When online: measures the device clock against the server's (kept for the drift warning). */
export async function measureClock(): Promise<void> {
  const sent = Date.now();
  const answer = await apiFetch<{ details: { serverTime: number }[] }>(API.gateTime, { auth: false });
  const received = Date.now();
  const serverTime = answer.details[0]?.serverTime;
  if (typeof serverTime !== 'number') return;
  await db.meta.put({ key: CLOCK_META, value: { offsetMs: serverTime - (sent + received) / 2, measuredAt: received } });
}
