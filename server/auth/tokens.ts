import crypto from 'node:crypto';
import type { TokenKey, TokenKeyring } from './token-keys';

export type AccessClaims = {
  /** User id. */
  sub: string;
  /** Refresh-token family (the session); revoking it ends the access token too. */
  sid: string;
  iat: number;
  exp: number;
};

const b64url = (buf: Buffer) => buf.toString('base64url');
const hmac = (secret: string, data: string) => crypto.createHmac('sha256', secret).update(data).digest();

/**
 * Access tokens are JWTs (HS256): `header.payload.signature`, base64url, the header's `kid` naming
 * the secret that signed (see TokenKeyring). Tokens issued before key ids, `payload.signature`
 * with the HMAC over the payload alone, are still read until they expire.
 */
export function signAccessToken(key: TokenKey, claims: AccessClaims): string {
  const header = b64url(Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: key.id })));
  const payload = b64url(Buffer.from(JSON.stringify({ typ: 'access', ...claims })));
  return `${header}.${payload}.${b64url(hmac(key.secret, `${header}.${payload}`))}`;
}

/** Tokens verified lately, per keyring (whose keys never change), so each client's token is checked once and not on its every poll. */
const VERIFIED_KEPT = 4096;
const verifiedByKeyring = new WeakMap<TokenKeyring, Map<string, Readonly<AccessClaims>>>();

/**
 * Returns the claims when the signature (under the secret the `kid` names; a token without a kid
 * under any secret of the keyring), type and expiry hold; otherwise null. A token whose signature
 * and claims held is kept (the last VERIFIED_KEPT, per keyring), and only its expiry is checked
 * again: the answer is the same as verifying it anew.
 */
export function verifyAccessToken(keys: TokenKeyring, token: string, nowMs = Date.now()): AccessClaims | null {
  let verified = verifiedByKeyring.get(keys);
  if (!verified) {
    verified = new Map();
    verifiedByKeyring.set(keys, verified);
  }
  let claims = verified.get(token);
  if (!claims) {
    const signed = signedClaims(keys, token);
    if (!signed) return null;
    claims = Object.freeze(signed);
    verified.set(token, claims);
    if (verified.size > VERIFIED_KEPT) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
  }
  return claims.exp * 1000 <= nowMs ? null : claims;
}

/** The claims of an access token whose signature and claims hold, its expiry not checked; otherwise null. */
function signedClaims(keys: TokenKeyring, token: string): AccessClaims | null {
  const parts = token.split('.');
  if (parts.some((part) => part === '')) return null;
  let payload: string;
  if (parts.length === 3) {
    const [header = '', body = '', signature = ''] = parts;
    const key = keyOfHeader(keys, header);
    if (!key || !sameBytes(Buffer.from(signature, 'base64url'), hmac(key.secret, `${header}.${body}`))) return null;
    payload = body;
  } else if (parts.length === 2) {
    const [body = '', signature = ''] = parts;
    const given = Buffer.from(signature, 'base64url');
    if (!keys.all.some((key) => sameBytes(given, hmac(key.secret, body)))) return null;
    payload = body;
  } else return null;
  const c = parseObject(payload);
  if (!c) return null;
  if (c.typ !== 'access' || typeof c.sub !== 'string' || typeof c.sid !== 'string' || typeof c.exp !== 'number' || typeof c.iat !== 'number') return null;
  return { sub: c.sub, sid: c.sid, iat: c.iat, exp: c.exp };
}

/** The key a JWT header names (HS256 only: the header never chooses a weaker algorithm). */
function keyOfHeader(keys: TokenKeyring, header: string): TokenKey | undefined {
  const h = parseObject(header);
  if (h?.alg !== 'HS256' || typeof h.kid !== 'string') return undefined;
  return keys.byId(h.kid);
}

function parseObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const sameBytes = (given: Buffer, expected: Buffer) => given.length === expected.length && crypto.timingSafeEqual(given, expected);

/** Opaque random secret (refresh tokens, reset links): 256 bits from the CSPRNG. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Lookup hash for opaque tokens (they carry 256 bits, so a fast hash is sufficient). */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
