/**
 * Offline guard verification of a gate code (security reference section 2.2, step 4).
 * Guards hold public keys only: issuing public keys by key id, the estate's qrCodeKey
 * (when encryption is on), a signed revocation list and a local replay cache.
 *
 * Time: both devices work in server-corrected time (src/sync/clock.ts). A code carries its time t
 * in whole seconds and is accepted while |t - now| <= the estate's acceptance window (default
 * 30 s, independent of the refresh interval either device synced). The replay cache keeps every
 * accepted (credId, t) for the whole window plus a grace period.
 */
import nacl from 'tweetnacl';
import { concatBytes, fromBase64Url, toBase64Url } from './bytes';
import { checkCredentialBytes, lookupIssuerKey, type CredentialCheck, type Credential, type IssuerKeys } from './credential';
import { decodePayload, deviceSigningMessage } from './payload';
import { revocationHit, revocationListAge, STALE_AFTER_SEC, type RevocationList, type RevocationListAge } from './revocation';

/** Default acceptance window: a code is accepted while |t - now| <= 30 s. */
export const DEFAULT_ACCEPTANCE_WINDOW_SEC = 30;
/** Replay entries outlive the window by this much, against the guard clock stepping backwards. */
export const REPLAY_GRACE_SEC = 60;

/** The estate's gate settings as a guard applies them (synced accessControlConfig). */
export interface GateTimeSettings {
  /** |t - now| <= windowSec, in seconds. */
  readonly windowSec: number;
  /** A revocation list older than this fails closed, in seconds. */
  readonly maxListAgeSec: number;
}

/** Settings from the synced config; fields a config published before they existed take the defaults. */
export function gateTimeSettings(config: { acceptanceWindowSec?: number; revocationMaxAgeSec?: number } | null | undefined): GateTimeSettings {
  const positive = (n: number | undefined, fallback: number) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : fallback);
  return {
    windowSec: positive(config?.acceptanceWindowSec, DEFAULT_ACCEPTANCE_WINDOW_SEC),
    maxListAgeSec: positive(config?.revocationMaxAgeSec, STALE_AFTER_SEC),
  };
}

/** True when a code of time t (seconds) is within windowSec of nowSec. */
export function isWithinWindow(t: number, nowSec: number, windowSec: number): boolean {
  return Math.abs(t - nowSec) <= windowSec;
}

export type GateReason =
  | 'ok'
  | 'malformed'
  | 'bad-issuer-signature'
  | 'unknown-key'
  | 'not-yet-valid'
  | 'expired'
  | 'wrong-estate'
  | 'list-out-of-date'
  | 'revoked'
  | 'bad-device-signature'
  /** Outside the acceptance window (the id predates the absolute window; kept for logged events). */
  | 'time-step'
  | 'replay';

export interface GateDecision {
  readonly decision: 'ALLOW' | 'DENY';
  readonly reason: GateReason;
  /** Present once the code parsed (even on DENY, for the audit log; never trust it on DENY). */
  readonly credential?: Credential;
  /** Time step carried by the code, once parsed. */
  readonly t?: number;
  /** Age of the guard's revocation list; `stale` means it is past the maximum age (every code DENY). */
  readonly revocationAge: RevocationListAge;
}

/**
 * Remembers accepted (credId, t) pairs so each is accepted once (RFC 6238 section 5.2).
 * An entry is kept until its code can no longer pass the acceptance window (t_code + window),
 * plus a grace period against the guard clock stepping backwards; older entries are pruned on
 * every call.
 */
export class ReplayCache {
  private readonly seen = new Map<string, number>();

  constructor(private readonly graceSec: number = REPLAY_GRACE_SEC) {}

  get size(): number {
    return this.seen.size;
  }

  has(credId: string, t: number, nowSec: number): boolean {
    const exp = this.seen.get(`${credId}:${t}`);
    return exp !== undefined && exp > nowSec;
  }

  /** Records (credId, t); returns false (and records nothing) when it was already accepted. */
  checkAndRecord(credId: string, t: number, nowSec: number, windowSec: number = DEFAULT_ACCEPTANCE_WINDOW_SEC): boolean {
    this.prune(nowSec);
    const key = `${credId}:${t}`;
    if (this.seen.has(key)) return false;
    // Kept past the last moment the code could pass the window (t + window), plus grace.
    this.seen.set(key, t + windowSec + this.graceSec);
    return true;
  }

  /** Drops entries whose code can no longer be accepted. */
  prune(nowSec: number): void {
    for (const [key, exp] of this.seen) if (exp <= nowSec) this.seen.delete(key);
  }

  clear(): void {
    this.seen.clear();
  }
}

/**
 * Issuer signatures this device has already checked (exact issuing key, credential bytes and
 * signature), so a resident's later scans cost one signature check instead of two. Dates are
 * still checked on every scan. Bounded: the oldest entry goes first.
 */
export class VerifiedCredentials {
  private readonly seen = new Set<string>();

  constructor(private readonly max: number = 1000) {}

  get size(): number {
    return this.seen.size;
  }

  has(key: string): boolean {
    return this.seen.has(key);
  }

  add(key: string): void {
    if (this.seen.has(key)) return;
    if (this.seen.size >= this.max) {
      const oldest = this.seen.values().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    this.seen.add(key);
  }
}

export interface VerifyGateCodeOptions {
  readonly issuerKeys: IssuerKeys;
  /** The estate this guard device serves. */
  readonly estateId: number;
  /** The estate's 32-byte qrCodeKey when encryption is enabled; omit when it is off. */
  readonly qrCodeKey?: Uint8Array | null;
  /** Already verified with verifyRevocationList. */
  readonly revocation: RevocationList;
  readonly replayCache: ReplayCache;
  /** Guard clock corrected to server time (src/sync/clock.ts), epoch seconds. */
  readonly nowSec: number;
  /** Acceptance window: |t - now| <= windowSec (default 30 s). */
  readonly windowSec?: number;
  /** A revocation list older than this fails closed (default 72 h). */
  readonly maxListAgeSec?: number;
  /** Optional cache of issuer signatures already checked on this device. */
  readonly verifiedCredentials?: VerifiedCredentials;
}

/**
 * Checks, in order: decode/decrypt, issuing key id and signature, credential dates, estate,
 * revocation list age (past the maximum: DENY, fail closed), revocation (credId, userId,
 * minCredNotBefore), device signature, |t_code - now| <= window, replay.
 * Only an ALLOW records the code in the replay cache.
 */
export function verifyGateCode(text: string, options: VerifyGateCodeOptions): GateDecision {
  const revocationAge = revocationListAge(options.revocation, options.nowSec, options.maxListAgeSec ?? STALE_AFTER_SEC);
  const windowSec = options.windowSec ?? DEFAULT_ACCEPTANCE_WINDOW_SEC;
  const deny = (reason: GateReason, credential?: Credential, t?: number): GateDecision => ({
    decision: 'DENY',
    reason,
    ...(credential ? { credential } : {}),
    ...(t !== undefined ? { t } : {}),
    revocationAge,
  });
  if (!Number.isFinite(windowSec) || windowSec < 0) return deny('malformed');

  const decoded = decodePayload(text, { qrCodeKey: options.qrCodeKey ?? null });
  if (!decoded) return deny('malformed');
  const { credential, t } = decoded;

  const cache = options.verifiedCredentials;
  const issuerPub = lookupIssuerKey(options.issuerKeys, credential.keyId);
  const cacheKey = cache && issuerPub ? toBase64Url(concatBytes(issuerPub, decoded.credentialBytes, decoded.issuerSignature)) : null;
  let cred: CredentialCheck;
  if (cacheKey !== null && cache?.has(cacheKey)) {
    const now = Math.floor(options.nowSec);
    cred =
      now < credential.notBefore
        ? { ok: false, reason: 'not-yet-valid', credential }
        : now > credential.notAfter
          ? { ok: false, reason: 'expired', credential }
          : { ok: true, credential };
  } else {
    cred = checkCredentialBytes(credential, decoded.credentialBytes, decoded.issuerSignature, options.issuerKeys, options.nowSec);
    const signatureHeld = cred.ok || cred.reason === 'expired' || cred.reason === 'not-yet-valid';
    if (cacheKey !== null && signatureHeld) cache?.add(cacheKey);
  }
  if (!cred.ok) return deny(cred.reason, credential, t);

  if (credential.estateId !== options.estateId) return deny('wrong-estate', credential, t);

  // An out-of-date list cannot vouch that the credential is still good: fail closed.
  if (revocationAge.stale) return deny('list-out-of-date', credential, t);
  if (revocationHit(options.revocation, credential) !== null) return deny('revoked', credential, t);

  const credId = fromBase64Url(credential.credId);
  const devicePub = fromBase64Url(credential.devicePub);
  if (!credId || !devicePub || !nacl.sign.detached.verify(deviceSigningMessage(credId, t, credential.estateId), decoded.deviceSignature, devicePub)) {
    return deny('bad-device-signature', credential, t);
  }

  if (!isWithinWindow(t, options.nowSec, windowSec)) return deny('time-step', credential, t);

  if (!options.replayCache.checkAndRecord(credential.credId, t, options.nowSec, windowSec)) {
    return deny('replay', credential, t);
  }
  return { decision: 'ALLOW', reason: 'ok', credential, t, revocationAge };
}
