import nacl from 'tweetnacl';
import * as v from 'valibot';
import { useLiveQuery } from 'dexie-react-hooks';
import { PassUseArgsSchema, type PassUse, type PassUseArgs } from '../../contract/invites';
import type { AccessZone } from '../../contract/people';
import {
  GateEventArgsSchema,
  type AccessControlConfig,
  type GateEvent,
  type GateEventArgs,
  type GateKey,
  type GateResident,
  type RevocationListRecord,
} from '../../contract/gate';
import type { AccessInfo } from '../../contract/records';
import { loadAccessChoices } from '../../db/estate-roles';
import { db, META } from '../../db/db';
import type { GuardPinRow } from '../../db/gate-rows';
import type { AccessControlEntry } from '../../domain/estate-roles';
import { GATE_STAFF_ROLES, isRoleIn } from '../../domain/roles';
import { writesToTable } from '../../sync/hooks';
import {
  afterFailedPin,
  fromBase64Url,
  gateTimeSettings,
  isValidPin,
  keyMaterialFromText,
  REPLAY_GRACE_SEC,
  ReplayCache,
  revocationListAge,
  unwrapSecretKey,
  VerifiedCredentials,
  verifyGateCode,
  verifyRevocationList,
  wrapSecretKey,
  type GateDecision,
  type PinLockoutState,
  type RevocationList,
} from '../../domain/qr';
import { serverNowMs, type ClockSample } from '../../sync/clock';
import { mutate } from '../../sync/mutate';
import { useSession } from '../../sync/session';
import { activeZones, GATE_ZONE_META, gatePassPhotos, loadGateZone, loadPinLockout, recentPassUses } from './guard-passes';

/** The console locks itself after this long without a touch or a key. */
export const GUARD_AUTO_LOCK_MS = 2 * 60_000;
/** The console PIN verifier costs this many rounds of its scheme (src/domain/qr/pin.ts; a UX gate on a shared device). */
const GUARD_PIN_ITERATIONS = 5000;
/** The console says how far off the device clock is beyond this (codes are checked in corrected time anyway). */
export const CLOCK_DRIFT_NOTICE_MS = 10_000;

/** A gate event the server refused (outbox entry 'failed'): shown on the console until dismissed. */
export type RefusedGateEvent = { outboxId: number; message: string; event: GateEventArgs | null };
/** A pass decision the server refused to record: shown on the console until dismissed. */
export type RefusedPassUse = { outboxId: number; message: string; use: PassUseArgs | null };

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
  refusedEvents: RefusedGateEvent[];
  /** This device's measured offset to server time (src/sync/clock.ts), undefined before the first pull. */
  clock: ClockSample | undefined;
  /** The estate's latest pass decisions held on this device, newest first. */
  passUses: PassUse[];
  pendingPassUseIds: Set<string>;
  refusedPassUses: RefusedPassUse[];
  /** The estate's active access zones (the gate zone choices). */
  zones: AccessZone[];
  /** The zone this device stands at; null: zones are not checked. */
  gateZoneId: number | null;
  /** The zone was chosen at this device's set-up (a zone that is still active, or every gate). */
  gateZoneChosen: boolean;
  /** The names of the residents in `events`, by user id (from the synced gate rows). */
  residentNames: ReadonlyMap<string, string>;
  /** This device's delivery-PIN lockout. */
  pinLockout: PinLockoutState;
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
  const estateId = current?.estateId ?? -1;
  const [pin, keys, revocation, config, accessInfo, events, pending, clock, passUses, pendingUses, zones, gateZoneId, pinLockout, zoneRow] = await Promise.all([
    db.guardPins.get(userId),
    db.gateKeys.where('estateId').equals(estateId).toArray(),
    db.revocationLists.get(estateId),
    db.accessControlConfig.get(estateId),
    db.accessInfo.get(estateId),
    db.gateEvents.where('estateId').equals(estateId).toArray(),
    writesToTable('gateEvents'),
    db.meta.get(META.clockOffset), // read here (not the in-memory copy) so the live query follows it
    recentPassUses(estateId),
    writesToTable('passUses'),
    activeZones(estateId),
    loadGateZone(),
    loadPinLockout(),
    db.meta.get(GATE_ZONE_META),
  ]);
  events.sort((a, b) => b.scannedAt - a.scannedAt);
  const recent = events.slice(0, 20);
  const residentIds = [...new Set(recent.map((e) => e.residentUserId).filter((id) => id !== ''))];
  const residents = await db.gateResidents.bulkGet(residentIds.map((id) => `${estateId}:${id}`));
  const sample = clock?.value as Partial<ClockSample> | undefined;
  return {
    userId,
    current,
    // The console opens for the estate's gate staff, the roles the server lets read its gate scope.
    isGuard: current !== undefined && isRoleIn(current.roleName, GATE_STAFF_ROLES),
    pin,
    keys,
    revocation,
    config,
    accessInfo,
    events: recent,
    residentNames: new Map(residents.flatMap((r) => (r ? [[r.userId, r.displayName] as const] : []))),
    pendingEventIds: new Set(pending.filter((e) => e.status === 'pending').map((e) => e.rowId)),
    refusedEvents: pending
      .filter((e) => e.status === 'failed')
      .sort((a, b) => b.id - a.id)
      .map((e) => {
        const parsed = v.safeParse(GateEventArgsSchema, e.args);
        return { outboxId: e.id, message: e.error ?? '', event: parsed.success ? parsed.output : null };
      }),
    clock:
      typeof sample?.offsetMs === 'number' && typeof sample.rttMs === 'number' && typeof sample.measuredAt === 'number' ? (sample as ClockSample) : undefined,
    passUses,
    pendingPassUseIds: new Set(pendingUses.filter((e) => e.status === 'pending').map((e) => e.rowId)),
    refusedPassUses: pendingUses
      .filter((e) => e.status === 'failed')
      .sort((a, b) => b.id - a.id)
      .map((e) => {
        const parsed = v.safeParse(PassUseArgsSchema, e.args);
        return { outboxId: e.id, message: e.error ?? '', use: parsed.success ? parsed.output : null };
      }),
    // A zone that is no longer active is not checked against.
    gateZoneId: zones.some((z) => z.id === gateZoneId) ? gateZoneId : null,
    gateZoneChosen: zoneRow !== undefined && (zoneRow.value === null || zones.some((z) => z.id === zoneRow.value)),
    zones,
    pinLockout: pinLockout.toJSON(),
  };
}

/**
 * Photo URLs of the estate's gate residents, their onboarding faces and the faces on its live
 * passes (associates, guests, letters): the console keeps them for offline verdicts.
 */
export function useGateResidentPhotos(estateId: number | undefined): string[] {
  return useLiveQuery(
    async () => {
      if (estateId === undefined) return [];
      const [residents, faces, passes] = await Promise.all([
        db.gateResidents.where('estateId').equals(estateId).toArray(),
        db.gateFaces.where('estateId').equals(estateId).toArray(),
        gatePassPhotos(estateId, Date.now() / 1000),
      ]);
      return [...residents.map((r) => r.photoURL), ...faces.map((f) => f.faceURL), ...passes].filter((u) => u !== '');
    },
    [estateId],
    [],
  );
}

/** The person's onboarding face at this estate (spec 2: for the guard's human match), '' when none. */
export function useGateFace(estateId: number | undefined, userId: string | undefined): string {
  return useLiveQuery(
    async () => (estateId === undefined || !userId ? '' : ((await db.gateFaces.get(`${estateId}:${userId}`))?.faceURL ?? '')),
    [estateId, userId],
    '',
  );
}

export function useGateResident(estateId: number | undefined, userId: string | undefined): GateResident | null | undefined {
  return useLiveQuery(
    async () => (estateId === undefined || !userId ? null : ((await db.gateResidents.get(`${estateId}:${userId}`)) ?? null)),
    [estateId, userId],
  );
}

// ---------------------------------------------------------------------------------------------
// Console PIN (per guard, on this device)

export async function createGuardPin(userId: string, pin: string): Promise<void> {
  if (!isValidPin(pin)) throw new Error('PIN must be 4 digits');
  const verifier = await wrapSecretKey(nacl.randomBytes(32), pin, GUARD_PIN_ITERATIONS);
  await db.guardPins.put({ userId, verifier, failedAttempts: 0 });
}

/** 'ok', 'wrong', or 'wipe' after ten wrong PINs in a row (the caller then signs out). */
export async function checkGuardPin(userId: string, pin: string): Promise<'ok' | 'wrong' | 'wipe'> {
  const row = await db.guardPins.get(userId);
  if (!row) return 'wrong';
  const secret = isValidPin(pin) ? await unwrapSecretKey(row.verifier, pin) : null;
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
  estateId: number;
  /** The estate's acceptance window: |t - now| <= windowSec. */
  windowSec: number;
  /** The estate's maximum revocation-list age; past it every code is refused. */
  maxListAgeSec: number;
};

/** Pins the synced issuing keys and checks the list's signature; null until the console has synced. */
export function guardKeys(state: GuardState): GuardKeys | null {
  const estateId = state.current?.estateId;
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
    estateId,
    ...gateTimeSettings(state.config),
  };
}

/** Accepted (credId, t) pairs for this page; seeded from the device's recent ALLOW events. */
const replayCache = new ReplayCache();
/** Issuer signatures already checked on this page (a resident's later scans skip that check). */
const verifiedCredentials = new VerifiedCredentials();
let seededFor: number | null = null;

/** After a reload the page's cache is empty: the codes this device let in during the window (and grace) go back in. */
async function seedReplayCache(keys: GuardKeys, nowSec: number): Promise<void> {
  if (seededFor === keys.estateId) return;
  seededFor = keys.estateId;
  // Ten minutes more than the cache keeps, for events logged before the clock offset changed.
  const since = (nowSec - keys.windowSec - REPLAY_GRACE_SEC - 600) * 1000;
  const recent = await db.gateEvents
    .where('estateId')
    .equals(keys.estateId)
    .filter((e) => e.decision === 'ALLOW' && e.scannedAt >= since)
    .toArray();
  for (const e of recent) replayCache.checkAndRecord(e.credId, e.t, nowSec, keys.windowSec);
}

/**
 * Verifies a scanned code offline in server-corrected time (device clock + the offset measured at
 * every pull), so a guard device whose clock is off still agrees with the resident's phone.
 */
export async function checkCode(text: string, keys: GuardKeys, nowMs?: number): Promise<GateDecision> {
  const nowSec = (nowMs ?? (await serverNowMs())) / 1000;
  await seedReplayCache(keys, nowSec);
  return verifyGateCode(text.trim(), {
    issuerKeys: keys.issuerKeys,
    estateId: keys.estateId,
    qrCodeKey: keys.qrCodeKey,
    revocation: keys.revocation,
    replayCache,
    nowSec,
    windowSec: keys.windowSec,
    maxListAgeSec: keys.maxListAgeSec,
    verifiedCredentials,
  });
}

/** Logs the decision as a gate event through the outbox (reaches the server exactly once); scannedAt in server-corrected time. */
export async function logDecision(guardUserId: string, estateId: number, decision: GateDecision, nowMs?: number, zoneId?: number | null): Promise<string> {
  const scannedAt = nowMs ?? (await serverNowMs());
  const id = crypto.randomUUID();
  await mutate(
    'gate.recordEvent',
    {
      id,
      estateId,
      decision: decision.decision,
      reason: decision.reason,
      credId: decision.credential?.credId ?? '',
      residentUserId: decision.credential?.userId ?? '',
      t: decision.t ?? 0,
      scannedAt: Math.floor(scannedAt),
      ...(zoneId ? { zoneId } : {}),
    },
    { guardUserId },
  );
  return id;
}

/** A repeat scan within this long of an admission is shown as 'Already admitted' (still refused). */
export const ADMITTED_RECENTLY_MS = 5 * 60_000;

/**
 * When the device's log shows the code's holder let in within the last few minutes (a resident's
 * credential, or a pass by its id): the time of that ALLOW (epoch ms, server time), else null.
 * Read before the repeat scan's own DENY is logged; the repeat stays a DENY.
 */
export async function recentAdmission(estateId: number, holder: { credId: string } | { passId: string }, nowMs: number): Promise<number | null> {
  const since = nowMs - ADMITTED_RECENTLY_MS;
  const rows =
    'credId' in holder
      ? await db.gateEvents
          .where('estateId')
          .equals(estateId)
          .filter((e) => e.credId === holder.credId && e.decision === 'ALLOW' && e.scannedAt >= since)
          .toArray()
      : await db.passUses
          .where('passId')
          .equals(holder.passId)
          .filter((u) => u.decision === 'ALLOW' && u.scannedAt >= since)
          .toArray();
  return rows.length > 0 ? Math.max(...rows.map((r) => r.scannedAt)) : null;
}

export type GuardWarnings = {
  /** No verified keys or list on the device yet. */
  notSynced: boolean;
  /** The revocation list is older than 24 hours (or the estate's maximum age): connect the console. */
  listAging: boolean;
  /** The list is past the estate's maximum age: every code is refused until the console syncs. */
  listOutOfDate: boolean;
  /** Hours since the list was issued (for the warning text). */
  listAgeHours: number | null;
  /** Keys are held but this device has never measured its clock against the server's. */
  clockUnchecked: boolean;
  /** How far the device clock is off the server's when that is notable (codes are checked in corrected time). */
  clockDriftSec: number | null;
};

/**
 * What the console warns about, from its keys, the measured clock offset and the device clock
 * (`deviceNowMs`, corrected here with the offset).
 */
export function guardWarnings(keys: GuardKeys | null, clock: ClockSample | undefined, deviceNowMs = Date.now()): GuardWarnings {
  const offset = clock?.offsetMs ?? 0;
  const age = keys ? revocationListAge(keys.revocation, (deviceNowMs + offset) / 1000, keys.maxListAgeSec) : null;
  return {
    notSynced: keys === null,
    listAging: age?.warn === true && !age.stale,
    listOutOfDate: age?.stale === true,
    listAgeHours: age ? Math.floor(age.ageSec / 3600) : null,
    clockUnchecked: keys !== null && clock === undefined,
    clockDriftSec: Math.abs(offset) > CLOCK_DRIFT_NOTICE_MS ? Math.round(Math.abs(offset) / 1000) : null,
  };
}
