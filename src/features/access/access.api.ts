import * as v from 'valibot';
import { API } from '../../contract/api-paths';
import { useLiveQuery } from 'dexie-react-hooks';
import { EnrolDeviceRequestSchema, ResetPinRequestSchema, type EnrolChallengeAnswer, type EnrolDeviceAnswer, type GateLogEntry } from '../../contract/gate';
import { db } from '../../db/db';
import type { AccessCredentialRow } from '../../db/gate-rows';
import { afterFailedPin, isValidPin, SIGNED_CREDENTIAL_PREFIX, type GateSessionStart, type WrappedSecretKey } from '../../domain/qr';
import { serverNowMs } from '../../sync/clock';
import { ApiError, apiFetch } from '../../sync/transport';
import type { FirstQr, FirstQrRequest, PinUnlock } from '../../../workers/qr.worker';
import { qrWorker, qrWorkerNow } from './qr-worker-client';

/** Renew a credential (when online) once less than half of its 7-day life is left... */
export const RENEW_BELOW_SEC = 3.5 * 24 * 3600;
/** ...or once it is 12 hours old, so a revocation reaches the resident's screen too. */
export const RECHECK_AFTER_MS = 12 * 3600_000;

export const credentialKey = (userId: string, estateId: number) => `${userId}:${estateId}`;

/** Which of the user's role rows at the estate are in its access list: a credential is issued for these. */
export const accessRoleKey = (roles: ReadonlyArray<{ id: string; accessControl: boolean }>) =>
  roles
    .filter((r) => r.accessControl)
    .map((r) => r.id)
    .sort()
    .join(',');

/** The key of the user's roles at the estate held on this device now. */
async function currentAccessRoleKey(userId: string, estateId: number): Promise<string> {
  return accessRoleKey(
    await db.userRoles
      .where('userId')
      .equals(userId)
      .filter((r) => r.estateId === estateId)
      .toArray(),
  );
}

export type PinCheck = { ok: true; qr: FirstQr | null } | { ok: false; attemptsLeft: number; wiped: boolean };

/** Creates the device key in the QR worker, wrapped under the new PIN. Works offline. */
export async function createPin(userId: string, pin: string): Promise<void> {
  if (!isValidPin(pin)) throw new Error('PIN must be 4 digits');
  const worker = await qrWorker();
  const { devicePub, wrappedKey } = await worker.enroll(pin);
  await db.transaction('rw', db.accessPins, db.accessCredentials, async () => {
    await db.accessCredentials.where('userId').equals(userId).delete();
    await db.accessPins.put({ userId, devicePub, wrappedKey, failedAttempts: 0, createdAt: Date.now() });
  });
  // Unlock the worker with the new PIN so the QR can start without asking again.
  await worker.checkPin(wrappedKey, pin);
}

const sameWrappedKey = (a: WrappedSecretKey, b: WrappedSecretKey) => a.v === b.v && a.salt === b.salt && a.nonce === b.nonce && a.box === b.box;

/** Starts the worker's check of `pin` against `wrappedKey`: in this task when the worker is up. */
function sendPin(wrappedKey: WrappedSecretKey, pin: string, first: FirstQrRequest | undefined): Promise<PinUnlock> {
  const now = qrWorkerNow();
  return now ? now.checkPin(wrappedKey, pin, first) : qrWorker().then((worker): Promise<PinUnlock> => worker.checkPin(wrappedKey, pin, first));
}

/**
 * Checks the PIN in the worker. A wrong PIN counts; the tenth in a row wipes the wrapped key
 * (reference 1.6) and only a reset with the account password helps.
 *
 * `held`: the wrapped key the screen already read (its live query). The PIN goes to the worker at
 * once, in the caller's task, while the stored row is read; a row changed in between is checked
 * again. `first`: the screen holds a credential, so the worker also starts the session and draws
 * the first code in the same message (PinCheck.qr). A key under an older scheme that opened is
 * stored wrapped again under the current one, in place of the record checked only if that record
 * is still the stored one (one transaction): the key is never without a stored wrapping.
 */
export async function verifyPin(userId: string, pin: string, held?: WrappedSecretKey | null, first?: FirstQrRequest): Promise<PinCheck> {
  const early = held && isValidPin(pin) ? sendPin(held, pin, first) : null;
  const row = await db.accessPins.get(userId);
  const checked = row?.wrappedKey ?? null;
  const earlyFits = early !== null && held && checked && sameWrappedKey(held, checked);
  if (early && !earlyFits) {
    // The stored key changed (reset, wipe) since the screen read it: forget what the early check unlocked.
    await early.catch(() => undefined);
    await stopQr();
  }
  if (!row || !checked) return { ok: false, attemptsLeft: 0, wiped: true };
  let unlock: PinUnlock = { ok: false };
  if (isValidPin(pin)) unlock = early && earlyFits ? await early : await sendPin(checked, pin, first);
  if (unlock.ok) {
    const { rewrapped } = unlock;
    if (row.failedAttempts !== 0 || rewrapped) {
      await db.transaction('rw', db.accessPins, async () => {
        const current = await db.accessPins.get(userId);
        if (!current) return;
        const stillChecked = current.wrappedKey !== null && sameWrappedKey(current.wrappedKey, checked);
        await db.accessPins.update(userId, { failedAttempts: 0, ...(rewrapped && stillChecked ? { wrappedKey: rewrapped } : {}) });
      });
    }
    return { ok: true, qr: unlock.qr };
  }
  const next = afterFailedPin(row.failedAttempts);
  await db.accessPins.update(userId, { failedAttempts: next.failedAttempts, ...(next.wipe ? { wrappedKey: null } : {}) });
  if (next.wipe) await db.accessCredentials.where('userId').equals(userId).delete();
  return { ok: false, attemptsLeft: next.attemptsLeft, wiped: next.wipe };
}

/**
 * Online: registers the device key for the estate and stores the signed credential. The device
 * proves it holds the key: the worker signs a fresh single-use challenge from the server (the
 * secret key never leaves the worker, which holds it unlocked once the PIN was entered).
 */
export async function enrolCredential(userId: string, estateId: number): Promise<AccessCredentialRow> {
  const pin = await db.accessPins.get(userId);
  if (!pin?.wrappedKey) throw new Error('No PIN on this device');
  const roleKey = await currentAccessRoleKey(userId, estateId);
  let answer: { details: EnrolDeviceAnswer[] };
  try {
    const asked = await apiFetch<{ details: EnrolChallengeAnswer[] }>(API.gateDeviceChallenge, { method: 'POST', body: {} });
    const challenge = asked.details[0]?.challenge ?? '';
    const signature = await (await qrWorker()).proveKey(pin.devicePub, challenge, estateId);
    const body = v.parse(EnrolDeviceRequestSchema, { estateId, devicePub: pin.devicePub, challenge, signature });
    answer = await apiFetch<{ details: EnrolDeviceAnswer[] }>(API.gateDevices, { method: 'POST', body });
  } catch (error) {
    // Refused (not permitted any more, banned, device revoked): stop showing a code that guards deny.
    if (error instanceof ApiError && error.status === 403) await db.accessCredentials.delete(credentialKey(userId, estateId));
    throw error;
  }
  const detail = answer.details[0];
  if (!detail) throw new Error('No credential in the answer');
  const row: AccessCredentialRow = {
    key: credentialKey(userId, estateId),
    userId,
    estateId,
    devicePub: detail.devicePub,
    credential: detail.credential,
    credId: detail.credId,
    notAfter: detail.notAfter,
    receivedAt: await serverNowMs(), // compared with server-corrected time in needsCredential
    roleKey,
  };
  // A PIN reset in the meantime makes this credential useless: keep it only for the same key.
  await db.transaction('rw', db.accessPins, db.accessCredentials, async () => {
    const current = await db.accessPins.get(userId);
    if (current?.devicePub === row.devicePub) await db.accessCredentials.put(row);
  });
  return row;
}

/**
 * `nowSec`: server-corrected time (the credential's dates are the server's). `roleKey`: the
 * `accessRoleKey` of the user's roles at the estate now; a credential issued for other roles (the
 * manager moved them to another unit or role, which revoked it) is as good as missing.
 */
export function needsCredential(
  row: AccessCredentialRow | undefined,
  devicePub: string,
  nowSec = Date.now() / 1000,
  roleKey?: string,
): 'missing' | 'renew' | null {
  // A credential in an older format (not 'EC2.') cannot draw today's codes.
  if (!row || row.devicePub !== devicePub || row.notAfter <= nowSec || !row.credential.startsWith(SIGNED_CREDENTIAL_PREFIX)) return 'missing';
  if (roleKey !== undefined && row.roleKey !== undefined && row.roleKey !== roleKey) return 'missing';
  return row.notAfter - nowSec < RENEW_BELOW_SEC || nowSec * 1000 - row.receivedAt > RECHECK_AFTER_MS ? 'renew' : null;
}

export type QrStartInput = {
  credential: string;
  encryption: { qrCodeKey: string; qrCodeKeyIv: string } | null;
};

/** Loads the credential into the unlocked worker (how often codes are drawn is the screen's refresh interval). */
export async function startQr(input: QrStartInput): Promise<GateSessionStart> {
  const worker = await qrWorker();
  return worker.startUnlocked({
    credential: input.credential,
    encryption: input.encryption,
  });
}

/**
 * A fresh payload (new nonce every call) from the worker, stamped in server-corrected time
 * (device clock + the offset measured at every pull), so a phone whose clock drifts still agrees
 * with the guard's corrected clock.
 */
export async function nextQr(nowMs?: number): Promise<string> {
  return (await qrWorker()).next(nowMs ?? (await serverNowMs()));
}

/** Wipes the key material the worker holds (leaving /access, locking). */
export async function stopQr(): Promise<void> {
  await (await qrWorker()).stop();
}

/**
 * Online-only Forgot PIN: the server checks the account password and revokes this device key;
 * then the PIN, the wrapped key and the credentials are removed from the device.
 */
export async function resetPin(userId: string, password: string): Promise<void> {
  const pin = await db.accessPins.get(userId);
  const body = v.parse(ResetPinRequestSchema, { password, ...(pin ? { devicePub: pin.devicePub } : {}) });
  await apiFetch(API.gatePinReset, { method: 'POST', body });
  await db.transaction('rw', db.accessPins, db.accessCredentials, async () => {
    await db.accessPins.delete(userId);
    await db.accessCredentials.where('userId').equals(userId).delete();
  });
  await stopQr();
}

/** The estate's visitor log held on this device (gate scope: its guards and managers), newest first. */
export function useGateLog(estateId: number): GateLogEntry[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.gateLog.where('estateId').equals(estateId).toArray();
    return rows.sort((a, b) => b.decidedAt - a.decidedAt);
  }, [estateId]);
}

/** The estate's access zones by id (people configuration), for the log's zone column. */
export function useZoneNames(estateId: number): ReadonlyMap<number, string> {
  return useLiveQuery(
    async () => new Map(((await db.peopleConfig.get(estateId))?.accessZones ?? []).map((zone) => [zone.id, zone.accessZoneName])),
    [estateId],
    new Map<number, string>(),
  );
}
