import type { Selectable } from 'kysely';
import type {
  AccessControlConfig,
  EnrolChallengeAnswer,
  EnrolDeviceAnswer,
  EnrolDeviceRequest,
  GateEvent,
  GateEventArgs,
  GateKey,
  GateResident,
  ResetPinRequest,
  RevocationListRecord,
  RevokeRequest,
  SetAccessControlRequest,
} from '../../../src/contract/gate';
import nacl from 'tweetnacl';
import { ENROL_CHALLENGE_BYTES, issueCredential, serializeSignedCredential, signRevocationList, toBase64Url, verifyEnrolment } from '../../../src/domain/qr';
import type { AuthUser } from '../../auth/authenticate';
import { verifyPassword } from '../../auth/passwords';
import { hit } from '../../auth/rate-limit';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/database';
import type { EstatesTable } from '../../db/schema';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../lib/errors';
import { hasPublished, publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { GATE_STAFF_ROLES } from '../../sync/scopes';
import { toUserRole } from '../auth/user-rows';
import { publishMemberCard } from '../manager/manager.service';
import * as repo from './access.repository';
import { newIssuerKey, openIssuerKey } from './issuer-keys';

/** Credential lifetime: short, so offline revocation matters for at most a week (reference 2.2). */
export const CREDENTIAL_TTL_SEC = 7 * 24 * 3600;
/** notBefore is back-dated this much so a guard clock a little behind still accepts a new credential. */
export const CREDENTIAL_BACKDATE_SEC = 300;
/** The list is re-signed when older than this, so a guard that syncs never sees it stale (72 h). */
export const RESIGN_AFTER_SEC = 12 * 3600;
/** Revocations that end a device key (it may never be enrolled again). */
const DEVICE_REASONS = new Set(['sign-out', 'pin-reset', 'manager-device', 'account-deleted']);
const PIN_RESET_LIMIT = { limit: 10, windowMs: 15 * 60_000 };
/** Enrolments and renewals per user per hour (a device renews about twice a week). */
const ENROL_LIMIT = { limit: 30, windowMs: 60 * 60_000 };
/** An enrolment challenge is good for this long (asked for right before enrolling). */
export const ENROL_CHALLENGE_TTL_MS = 2 * 60_000;

export const ACCESS_MESSAGES = {
  pinResetFailure: 'Failed to reset PIN code, please ensure your password is typed in correctly',
  deviceRevoked: 'This device can no longer open the gate. Please reset your PIN.',
  notGateStaff: "Only the estate's guards may record gate events.",
  managerOnly: 'Only the estate manager may revoke gate access.',
  credentialUnknown: 'Credential not found',
  noRoleThere: 'This user holds no role at the estate.',
  tooManyAttempts: 'You have attempted to reset your PIN too many times. Please try again later.',
  tooManyEnrolments: 'Too many access code requests. Please try again later.',
  challengeInvalid: 'This access code request has expired. Please try again.',
  proofInvalid: 'This device could not prove it holds its access key. Please reset your PIN.',
} as const;

/** Spec 2.8: the not-permitted message with the estate's name and support e-mail. */
export function notPermittedMessage(estateName: string, email: string): string {
  return `You are not permitted to use access control for ${estateName}. Please contact us at ${email} for help.`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function toAccessControlConfig(row: Selectable<EstatesTable>): AccessControlConfig {
  return {
    EstateID: Number(row.id),
    qrCodeUrl: row.qr_code_url,
    qrCodeKey: row.qr_code_key,
    qrCodeKeyIv: row.qr_code_key_iv,
    encryptionEnabled: Number(row.encryption_enabled) === 1,
    acceptanceWindowSec: Number(row.gate_window_sec),
    revocationMaxAgeSec: Number(row.gate_list_max_age_sec),
  };
}

/**
 * Publishes the estate's access-control config (QR key, gate clock settings) to its scope. Call
 * in the transaction that changes the estate's gate settings; boot and the hourly maintenance
 * republish a config whose published copy differs from the estate row.
 */
export async function publishAccessControlConfig(trx: Trx, estateId: number): Promise<void> {
  const estate = await repo.findEstate(trx, estateId);
  if (estate) await publish(trx, scopes.estate(estateId), 'accessControlConfig', estateId, toAccessControlConfig(estate));
}

// ---------------------------------------------------------------------------------------------
// Estate gate state: issuing key, config mirror, signed revocation list

/*
 * Lock order (PostgreSQL; issue 7 item 13). A transaction that revokes credentials or republishes
 * a revocation list takes, in this order:
 *   1. the credential rows it revokes (revokeCredentials, cred_id order),
 *   2. the revocation-list rows of every estate concerned, in estate-id order (lockRevocationLists),
 *   3. the change log's sync_state row, which the first publish() takes and holds to commit.
 * So nothing publishes (member cards, user roles, tombstones) before step 2. Sign-out, PIN reset,
 * bans, access-list changes, account deletion and the list maintenance all follow it, and
 * publishRevocationList refuses an estate whose row this transaction has not locked in step 2.
 * SQLite runs one write transaction at a time; the same order is kept there.
 */
const lockedLists = new WeakMap<Trx, Set<number>>();

/** Step 2 of the lock order: locks the estates' revocation-list rows before anything publishes. */
async function lockRevocationLists(ctx: AppContext, trx: Trx, estateIds: readonly number[]): Promise<void> {
  if (estateIds.length === 0) return;
  if (hasPublished(trx)) throw new Error('lock order: revocation lists must be locked before the transaction publishes');
  const ids = [...new Set(estateIds)].sort((a, b) => a - b);
  if (ctx.dialect === 'postgres') await repo.lockRevocationStates(trx, ids);
  const held = lockedLists.get(trx) ?? new Set<number>();
  for (const id of ids) held.add(id);
  lockedLists.set(trx, held);
}

/** Revokes the matching credentials (step 1) and locks the lists of their estates (step 2). */
async function revokeAndLock(
  ctx: AppContext,
  trx: Trx,
  filter: Parameters<typeof repo.revokeCredentials>[1],
  reason: string,
  now: number,
): Promise<number[]> {
  const estates = await repo.revokeCredentials(trx, filter, reason, now, ctx.dialect === 'postgres');
  await lockRevocationLists(ctx, trx, estates);
  return estates;
}

/**
 * Signs and publishes the estate's current revocation list (next seq) to its gate scope. The
 * estate's list row is already locked (lockRevocationLists): a concurrent revocation waits, and
 * the lists read below (a fresh snapshot per statement on PostgreSQL) include what it committed.
 */
async function publishRevocationList(ctx: AppContext, trx: Trx, estateId: number): Promise<RevocationListRecord> {
  if (!lockedLists.get(trx)?.has(estateId)) throw new Error(`lock order: estate ${estateId}'s revocation list is not locked in this transaction`);
  const key = await repo.findIssuerKey(trx, estateId);
  if (!key) throw new Error(`estate ${estateId} has no issuing key`);
  const state = await repo.findRevocationState(trx, estateId);
  const nowSec = nowSeconds();
  const seq = (state ? Number(state.seq) : 0) + 1;
  const issuedAt = Math.max(nowSec, state ? Number(state.issued_at) : 0);
  const secretKey = openIssuerKey(ctx.tokenSecret, key.secret_box);
  const signed = signRevocationList(
    {
      issuedAt,
      seq,
      revokedCredIds: await repo.listRevokedCredIds(trx, estateId, nowSec),
      revokedUserIds: await repo.listBannedUserIds(trx, estateId),
      minCredNotBefore: 0,
    },
    key.key_id,
    secretKey,
  );
  secretKey.fill(0);
  await repo.saveRevocationState(trx, { estate_id: estateId, seq, issued_at: issuedAt }, state !== undefined);
  const record: RevocationListRecord = { estateId, keyId: signed.keyId, signature: signed.signature, ...signed.list, revokedCredIds: [...signed.list.revokedCredIds], revokedUserIds: [...signed.list.revokedUserIds] };
  await publish(trx, scopes.gate(estateId), 'revocationLists', estateId, record);
  return record;
}

/**
 * Makes sure an estate has its issuing key (published to the gate scope), its access-control
 * config mirrored to the estate scope and a signed revocation list. Idempotent; safe when two
 * processes race (the unique estate_id makes the loser re-read).
 */
export async function ensureGateEstate(ctx: AppContext, estateId: number): Promise<void> {
  if (await repo.findIssuerKey(ctx.db, estateId)) return;
  try {
    await writeTransaction(ctx.db, async (trx) => {
      if (await repo.findIssuerKey(trx, estateId)) return;
      const estate = await repo.findEstate(trx, estateId);
      if (!estate) throw notFound('Estate not found');
      await lockRevocationLists(ctx, trx, [estateId]); // no row yet: nothing to wait for
      const { publicKey, secretBox } = newIssuerKey(ctx.tokenSecret);
      const keyId = `e${estateId}-${publicKey.slice(0, 8)}`;
      await repo.insertIssuerKey(trx, { key_id: keyId, estate_id: estateId, public_key: publicKey, secret_box: secretBox, created_at: Date.now() });
      const gateKey: GateKey = { keyId, estateId, publicKey };
      await publish(trx, scopes.gate(estateId), 'gateKeys', keyId, gateKey);
      if (!(await repo.hasChangeLogRow(trx, 'accessControlConfig', String(estateId)))) {
        await publish(trx, scopes.estate(estateId), 'accessControlConfig', estateId, toAccessControlConfig(estate));
      }
      await publishRevocationList(ctx, trx, estateId);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * Boot and hourly: every estate has its gate state, its published config matches the estate row
 * (configs published before the gate clock settings existed gain them), and lists about to go
 * stale are re-signed.
 */
export async function maintainGateState(ctx: AppContext): Promise<void> {
  await repo.deleteExpiredEnrolChallenges(ctx.db, Date.now());
  for (const estateId of await repo.listEstateIds(ctx.db)) {
    await ensureGateEstate(ctx, estateId);
    const estate = await repo.findEstate(ctx.db, estateId);
    const published = await repo.findPublishedData(ctx.db, 'accessControlConfig', String(estateId));
    if (estate && published !== JSON.stringify(toAccessControlConfig(estate))) {
      await writeTransaction(ctx.db, (trx) => publishAccessControlConfig(trx, estateId));
    }
    const state = await repo.findRevocationState(ctx.db, estateId);
    if (state && nowSeconds() - Number(state.issued_at) > RESIGN_AFTER_SEC) {
      await writeTransaction(ctx.db, async (trx) => {
        await lockRevocationLists(ctx, trx, [estateId]);
        await publishRevocationList(ctx, trx, estateId);
      });
    }
  }
}

/** Publishes the lists of estates already locked by revokeAndLock / lockRevocationLists. */
async function republish(ctx: AppContext, trx: Trx, estateIds: readonly number[]): Promise<void> {
  for (const estateId of [...new Set(estateIds)].sort((a, b) => a - b)) await publishRevocationList(ctx, trx, estateId);
}

// ---------------------------------------------------------------------------------------------
// Resident: enrolment and PIN reset

async function accessRoleAt(db: AppContext['db'] | Trx, userId: string, estateId: number) {
  const roles = await repo.listRolesAt(db, userId, estateId);
  return roles.find((r) => Number(r.access_control) === 1);
}

/**
 * A single-use challenge for the caller's next enrolment or renewal (issue 7 item 16): 32 random
 * bytes, valid for ENROL_CHALLENGE_TTL_MS, bound to the caller's user and session, rate limited
 * like enrolment. Expired challenges are cleared here and hourly.
 */
export async function createEnrolChallenge(ctx: AppContext, caller: AuthUser): Promise<EnrolChallengeAnswer> {
  const limit = await hit(ctx.db, `gate-challenge:${caller.id}`, ENROL_LIMIT.limit, ENROL_LIMIT.windowMs);
  if (!limit.allowed) throw tooManyRequests(ACCESS_MESSAGES.tooManyEnrolments, 'access/too-many-requests');
  const now = Date.now();
  await repo.deleteExpiredEnrolChallenges(ctx.db, now);
  const challenge = toBase64Url(nacl.randomBytes(ENROL_CHALLENGE_BYTES));
  const expiresAt = now + ENROL_CHALLENGE_TTL_MS;
  await repo.insertEnrolChallenge(ctx.db, { challenge, user_id: caller.id, session_id: caller.sessionId, created_at: now, expires_at: expiresAt });
  return { challenge, expiresAt };
}

/**
 * Registers the device public key and issues a signed credential for one estate. The device
 * proves it holds the key: its signature over a challenge from createEnrolChallenge (used once,
 * unexpired, asked for by this user in this session). The key is never one of small order (the
 * contract refuses those). The caller
 * must have the estate in their access-location list and not be banned there; a device key
 * that was revoked (sign-out, PIN reset, manager) is never enrolled again.
 */
export async function enrolDevice(ctx: AppContext, caller: AuthUser, input: EnrolDeviceRequest): Promise<EnrolDeviceAnswer> {
  const limit = await hit(ctx.db, `gate-enrol:${caller.id}`, ENROL_LIMIT.limit, ENROL_LIMIT.windowMs);
  if (!limit.allowed) throw tooManyRequests(ACCESS_MESSAGES.tooManyEnrolments, 'access/too-many-requests');
  // Proof of possession first: the challenge is used up whatever happens next.
  const expiresAt = await repo.takeEnrolChallenge(ctx.db, input.challenge, caller.id, caller.sessionId);
  if (expiresAt === undefined || Number(expiresAt) <= Date.now()) throw badRequest(ACCESS_MESSAGES.challengeInvalid, 'access/bad-challenge');
  if (!verifyEnrolment(input.devicePub, input.challenge, input.estateId, input.signature)) {
    throw badRequest(ACCESS_MESSAGES.proofInvalid, 'access/bad-proof');
  }
  const estate = await repo.findEstate(ctx.db, input.estateId);
  if (!estate) throw notFound('Estate not found', 'access/unknown-estate');
  const notPermitted = forbidden(notPermittedMessage(estate.name, estate.support_email), 'access/not-permitted');
  const role = await accessRoleAt(ctx.db, caller.id, input.estateId);
  if (!role || (await repo.isUserBanned(ctx.db, input.estateId, caller.id))) throw notPermitted;
  const device = await repo.listCredentialsOfDevice(ctx.db, input.devicePub);
  if (device.some((c) => c.user_id !== caller.id)) throw forbidden(ACCESS_MESSAGES.deviceRevoked, 'access/device-revoked');
  if (device.some((c) => c.revoked_at !== null && DEVICE_REASONS.has(c.revoked_reason ?? ''))) {
    throw forbidden(ACCESS_MESSAGES.deviceRevoked, 'access/device-revoked');
  }
  await ensureGateEstate(ctx, input.estateId);
  const user = await repo.findUser(ctx.db, caller.id);
  if (!user) throw notPermitted;

  return writeTransaction(ctx.db, async (trx) => {
    const key = await repo.findIssuerKey(trx, input.estateId);
    if (!key) throw new Error('issuing key vanished');
    const nowSec = nowSeconds();
    const secretKey = openIssuerKey(ctx.tokenSecret, key.secret_box);
    const signed = issueCredential(
      {
        userId: caller.id,
        estateId: input.estateId,
        devicePub: input.devicePub,
        notBefore: nowSec - CREDENTIAL_BACKDATE_SEC,
        // Credentials carry whole hours (credential.ts): valid until 5 minutes short of 7 days.
        notAfter: nowSec - CREDENTIAL_BACKDATE_SEC + CREDENTIAL_TTL_SEC,
        // The credential names the key by its 2-byte tag; an estate holds one issuing key (estate_id is unique).
      },
      secretKey,
    );
    secretKey.fill(0);
    const c = signed.credential;
    await repo.insertCredential(trx, {
      cred_id: c.credId,
      user_id: caller.id,
      estate_id: input.estateId,
      device_pub: input.devicePub,
      session_id: caller.sessionId,
      role: role.role_name,
      key_id: key.key_id,
      not_before: c.notBefore,
      not_after: c.notAfter,
      created_at: Date.now(),
      revoked_at: null,
      revoked_reason: null,
    });
    const resident: GateResident = {
      id: `${input.estateId}:${caller.id}`,
      estateId: input.estateId,
      userId: caller.id,
      displayName: user.display_name,
      photoURL: user.photo_url,
      unitNo: role.unit_no,
      roleDisplayName: role.display_name,
    };
    await publish(trx, scopes.gate(input.estateId), 'gateResidents', resident.id, resident);
    return { credential: serializeSignedCredential(signed), credId: c.credId, estateId: input.estateId, devicePub: input.devicePub, notAfter: c.notAfter };
  });
}

/**
 * Forgot PIN: re-authenticates with the account password (rate limited per user), then revokes
 * every credential of the device key so the old key can never open the gate again.
 */
export async function resetPin(ctx: AppContext, caller: AuthUser, input: ResetPinRequest): Promise<void> {
  const limit = await hit(ctx.db, `pin-reset:${caller.id}`, PIN_RESET_LIMIT.limit, PIN_RESET_LIMIT.windowMs);
  if (!limit.allowed) throw tooManyRequests(ACCESS_MESSAGES.tooManyAttempts, 'access/too-many-requests');
  const user = await repo.findUser(ctx.db, caller.id);
  if (!user || !(await verifyPassword(input.password, user.password_hash))) throw badRequest(ACCESS_MESSAGES.pinResetFailure, 'access/wrong-password');
  const devicePub = input.devicePub;
  if (devicePub === undefined) return;
  await writeTransaction(ctx.db, async (trx) => {
    await republish(ctx, trx, await revokeAndLock(ctx, trx, { userId: caller.id, devicePub }, 'pin-reset', Date.now()));
  });
}

// ---------------------------------------------------------------------------------------------
// Revocation: sign-out, lost access role, account deletion, estate manager

/** Sign-out: the credentials enrolled in this session stop opening the gate. */
export async function revokeSessionDevices(ctx: AppContext, sessionId: string): Promise<void> {
  await writeTransaction(ctx.db, async (trx) => {
    await republish(ctx, trx, await revokeAndLock(ctx, trx, { sessionId }, 'sign-out', Date.now()));
  });
}

/**
 * Call when a user loses the access role at an estate (role removed or access_control cleared),
 * before the caller's transaction publishes anything (lock order above).
 */
export async function revokeOnAccessRoleLost(ctx: AppContext, trx: Trx, userId: string, estateId: number): Promise<void> {
  await republish(ctx, trx, await revokeAndLock(ctx, trx, { userId, estateId }, 'access-role-lost', Date.now()));
}

/** Account deletion: every credential revoked and the user banned at each estate they held one for. */
export async function revokeUserEverywhere(ctx: AppContext, trx: Trx, userId: string): Promise<void> {
  const now = Date.now();
  const estates = await repo.revokeCredentials(trx, { userId }, 'account-deleted', now, ctx.dialect === 'postgres');
  for (const estateId of estates) await repo.banUser(trx, { estate_id: estateId, user_id: userId, reason: 'account-deleted', revoked_at: now });
  await lockRevocationLists(ctx, trx, estates);
  for (const estateId of estates) {
    // The guards' card of the person (name, photo, unit) is personal data: tombstone it.
    await publish(trx, scopes.gate(estateId), 'gateResidents', `${estateId}:${userId}`, null);
  }
  await republish(ctx, trx, estates);
}

/** Estate manager: ban a user at the estate, or revoke one device credential there. */
export async function revokeByManager(ctx: AppContext, caller: AuthUser, input: RevokeRequest): Promise<RevocationListRecord> {
  const roles = await repo.listRolesAt(ctx.db, caller.id, input.estateId);
  if (!roles.some((r) => r.role_name === 'estateManager')) throw forbidden(ACCESS_MESSAGES.managerOnly, 'access/forbidden');
  await ensureGateEstate(ctx, input.estateId);
  return writeTransaction(ctx.db, async (trx) => {
    const now = Date.now();
    if (input.credId !== undefined) {
      const cred = await repo.findCredential(trx, input.credId);
      if (!cred || Number(cred.estate_id) !== input.estateId) throw notFound(ACCESS_MESSAGES.credentialUnknown, 'access/unknown-credential');
      await repo.revokeCredentials(trx, { credId: input.credId }, 'manager-device', now, ctx.dialect === 'postgres');
    }
    if (input.userId !== undefined) {
      // Only a member of the estate can be banned there (a typo must not write anything).
      if ((await repo.listUserRoleRows(trx, input.userId, input.estateId)).length === 0) throw notFound(ACCESS_MESSAGES.noRoleThere, 'access/no-role');
      await repo.revokeCredentials(trx, { userId: input.userId, estateId: input.estateId }, 'manager-user', now, ctx.dialect === 'postgres');
      await repo.banUser(trx, { estate_id: input.estateId, user_id: input.userId, reason: 'manager', revoked_at: now });
    }
    await lockRevocationLists(ctx, trx, [input.estateId]); // before the member card publishes
    if (input.userId !== undefined) await publishMemberCard(trx, input.estateId, input.userId);
    return publishRevocationList(ctx, trx, input.estateId);
  });
}

/**
 * Estate manager: puts the estate in or out of a user's access-location list. Taking it out is
 * the "loss of the access role": the user's credentials there are revoked in the same transaction.
 */
export async function setAccessControl(ctx: AppContext, caller: AuthUser, input: SetAccessControlRequest): Promise<void> {
  const roles = await repo.listRolesAt(ctx.db, caller.id, input.estateId);
  if (!roles.some((r) => r.role_name === 'estateManager')) throw forbidden(ACCESS_MESSAGES.managerOnly, 'access/forbidden');
  await ensureGateEstate(ctx, input.estateId);
  await writeTransaction(ctx.db, async (trx) => {
    if ((await repo.listUserRoleRows(trx, input.userId, input.estateId)).length === 0) throw notFound(ACCESS_MESSAGES.noRoleThere, 'access/no-role');
    // Lock order: the credentials and the estate's list before anything publishes.
    const revoked = input.accessControl ? [] : await revokeAndLock(ctx, trx, { userId: input.userId, estateId: input.estateId }, 'access-role-lost', Date.now());
    await repo.setAccessControlFlag(trx, input.userId, input.estateId, input.accessControl);
    for (const row of await repo.listUserRoleRows(trx, input.userId, input.estateId)) {
      await publish(trx, scopes.user(input.userId), 'userRoles', row.id, toUserRole(row));
    }
    await republish(ctx, trx, revoked);
    await publishMemberCard(trx, input.estateId, input.userId);
  });
}

// ---------------------------------------------------------------------------------------------
// Guard: gate events (mutator `gate.recordEvent`)

/** Records one scan decision from a guard device, once; the outbox delivers it exactly once. */
export async function recordGateEvent(trx: Trx, guardUserId: string, args: GateEventArgs): Promise<void> {
  const roles = await repo.listRolesAt(trx, guardUserId, args.estateId);
  if (!roles.some((r) => GATE_STAFF_ROLES.includes(r.role_name))) throw forbidden(ACCESS_MESSAGES.notGateStaff, 'access/not-gate-staff');
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
}
