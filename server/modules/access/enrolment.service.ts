import nacl from 'tweetnacl';
import type { EnrolChallengeAnswer, EnrolDeviceAnswer, EnrolDeviceRequest, GateResident, ResetPinRequest } from '../../../src/contract/gate';
import { ENROL_CHALLENGE_BYTES, issueCredential, serializeSignedCredential, toBase64Url, verifyEnrolment } from '../../../src/domain/qr';
import { ACCESS_MESSAGES, notPermittedMessage } from '../../../src/i18n/en/access';
import type { AuthUser } from '../../auth/authenticate';
import { verifyPassword } from '../../auth/passwords';
import { hit } from '../../auth/rate-limit';
import type { AppContext } from '../../context';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import * as repo from './access.repository';
import { ensureGateEstate, nowSeconds, republish, revokeAndLock } from './gate-state.service';
import { openIssuerKey } from './issuer-keys';
import * as core from '../core/core.service';

/** A resident's device: enrolment challenge, device enrolment (a signed credential), PIN reset. */

/** Credential lifetime: short, so offline revocation matters for at most a week (reference 2.2). */
export const CREDENTIAL_TTL_SEC = 7 * 24 * 3600;
/** notBefore is back-dated this much so a guard clock a little behind still accepts a new credential. */
export const CREDENTIAL_BACKDATE_SEC = 300;
/** Revocations that end a device key (it may never be enrolled again). */
const DEVICE_REASONS = new Set(['sign-out', 'pin-reset', 'manager-device', 'account-deleted']);
const PIN_RESET_LIMIT = { limit: 10, windowMs: 15 * 60_000 };
/** Enrolments and renewals per user per hour (a device renews about twice a week). */
const ENROL_LIMIT = { limit: 30, windowMs: 60 * 60_000 };
/** An enrolment challenge is good for this long (asked for right before enrolling). */
export const ENROL_CHALLENGE_TTL_MS = 2 * 60_000;

async function accessRoleAt(db: AppContext['db'] | Trx, userId: string, estateId: number) {
  const roles = await core.listEnabledRolesAt(db, userId, estateId);
  return roles.find((r) => Number(r.access_control) === 1);
}

/**
 * A single-use challenge for the caller's next enrolment or renewal: 32 random
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
  const estate = await core.findEstate(ctx.db, input.estateId);
  if (!estate) throw notFound(ACCESS_MESSAGES.estateUnknown, 'access/unknown-estate');
  const notPermitted = forbidden(notPermittedMessage(estate.name, estate.support_email), 'access/not-permitted');
  const role = await accessRoleAt(ctx.db, caller.id, input.estateId);
  if (!role || (await repo.isUserBanned(ctx.db, input.estateId, caller.id))) throw notPermitted;
  const device = await repo.listCredentialsOfDevice(ctx.db, input.devicePub);
  if (device.some((c) => c.user_id !== caller.id)) throw forbidden(ACCESS_MESSAGES.deviceRevoked, 'access/device-revoked');
  if (device.some((c) => c.revoked_at !== null && DEVICE_REASONS.has(c.revoked_reason ?? ''))) {
    throw forbidden(ACCESS_MESSAGES.deviceRevoked, 'access/device-revoked');
  }
  await ensureGateEstate(ctx, input.estateId);
  const user = await core.findUserById(ctx.db, caller.id);
  if (!user) throw notPermitted;

  return writeTransaction(ctx.db, async (trx) => {
    const key = await repo.findIssuerKey(trx, input.estateId);
    if (!key) throw new Error('issuing key vanished');
    const nowSec = nowSeconds();
    const secretKey = openIssuerKey(ctx.tokenKeys, key);
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
  const user = await core.findUserById(ctx.db, caller.id);
  if (!user || !(await verifyPassword(input.password, user.password_hash))) throw badRequest(ACCESS_MESSAGES.pinResetFailure, 'access/wrong-password');
  const devicePub = input.devicePub;
  if (devicePub === undefined) return;
  await writeTransaction(ctx.db, async (trx) => {
    await republish(ctx, trx, await revokeAndLock(ctx, trx, { userId: caller.id, devicePub }, 'pin-reset', Date.now()));
  });
}
