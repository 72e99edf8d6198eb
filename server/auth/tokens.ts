import crypto from 'node:crypto';

export type AccessClaims = {
  /** User id. */
  sub: string;
  /** Refresh-token family (the session); revoking it ends the access token too. */
  sid: string;
  iat: number;
  exp: number;
};

const b64url = (buf: Buffer) => buf.toString('base64url');

/** Access tokens: HMAC-SHA256 over a JSON claim set, `payload.signature`, base64url. */
export function signAccessToken(secret: string, claims: AccessClaims): string {
  const payload = b64url(Buffer.from(JSON.stringify({ typ: 'access', ...claims })));
  const sig = b64url(crypto.createHmac('sha256', secret).update(payload).digest());
  return `${payload}.${sig}`;
}

/** Returns the claims when the signature, type and expiry hold; otherwise null. */
export function verifyAccessToken(secret: string, token: string, nowMs = Date.now()): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  const expected = crypto.createHmac('sha256', secret).update(parts[0]).digest();
  const given = Buffer.from(parts[1], 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const c = claims as Record<string, unknown>;
  if (c.typ !== 'access' || typeof c.sub !== 'string' || typeof c.sid !== 'string' || typeof c.exp !== 'number' || typeof c.iat !== 'number') return null;
  if (c.exp * 1000 <= nowMs) return null;
  return { sub: c.sub, sid: c.sid, iat: c.iat, exp: c.exp };
}

/** Opaque random secret (refresh tokens, reset links): 256 bits from the CSPRNG. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Lookup hash for opaque tokens (they carry 256 bits, so a fast hash is sufficient). */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
