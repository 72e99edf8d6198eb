import { createLocalJWKSet, decodeProtectedHeader, errors, jwtVerify, UnsecuredJWT, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { FirebaseConfig } from '../config';

/**
 * Verifies Firebase Auth ID tokens without firebase-admin, as Firebase documents it
 * ("Verify ID tokens using a third-party JWT library"): RS256 only, a `kid` naming one of Google's
 * securetoken keys, issuer `https://securetoken.google.com/<project>`, audience the project id,
 * `sub` (the uid) a non-empty string of at most 128 characters, `auth_time` and `iat` not in the
 * future, `exp` in the future, each time claim with CLOCK_TOLERANCE_S of slack for clock skew.
 *
 * Keys: the JWK set at `keysUrl`, kept for the answer's Cache-Control max-age (DEFAULT_KEYS_TTL_MS
 * without one; clamped to [MIN_KEYS_TTL_MS, MAX_KEYS_TTL_MS]), fetched again once expired.
 * Concurrent verifications share one fetch. A token whose `kid` is not in the set fetches again
 * at most once per UNKNOWN_KID_REFETCH_MS, so forged kids cannot make the server hammer Google.
 * A failed fetch keeps the previous set (Google publishes a key well before it signs with it).
 *
 * The Auth emulator of firebase-tools signs nothing (`alg: none`): such tokens are accepted only
 * when `emulatorHost` is set AND the project is a `demo-` one (config.ts refuses anything else at
 * boot; checked here again), and every claim check still applies.
 */

export const CLOCK_TOLERANCE_S = 5;
export const DEFAULT_KEYS_TTL_MS = 3600_000;
export const MIN_KEYS_TTL_MS = 60_000;
export const MAX_KEYS_TTL_MS = 24 * 3600_000;
export const UNKNOWN_KID_REFETCH_MS = 60_000;
const FETCH_TIMEOUT_MS = 10_000;
/** While the key URL does not answer and nothing is cached, verifications fail without a fetch for this long. */
const RETRY_FETCH_MS = 5_000;

/** Who the token says signed in. */
export type FirebaseIdentity = {
  uid: string;
  /** Lower-cased; absent for phone or anonymous sign-ins. */
  email?: string;
  emailVerified: boolean;
  name?: string;
  /** `password`, `google.com`, ... (the token's firebase.sign_in_provider). */
  signInProvider?: string;
  /** When the user last signed in with their credentials (epoch seconds): how fresh a re-authentication is. */
  authTime: number;
};

export type FirebaseTokenFailure =
  | 'malformed'
  | 'unsigned'
  | 'algorithm'
  | 'kid-missing'
  | 'unknown-kid'
  | 'keys-unavailable'
  | 'signature'
  | 'expired'
  | 'claims';

/** A refused token: `reason` and `detail` are for the logs; neither carries the token. */
export class FirebaseTokenError extends Error {
  constructor(
    readonly reason: FirebaseTokenFailure,
    readonly detail: string,
  ) {
    super(`Firebase ID token refused (${reason}): ${detail}`);
    this.name = 'FirebaseTokenError';
  }
}

/** Verifies ID tokens of one project. */
export type FirebaseVerifier = { projectId: string; verify(idToken: string): Promise<FirebaseIdentity> };

export type FirebaseVerifierOptions = {
  /** The clock, epoch ms (tests move it). */
  now?: () => number;
  fetch?: typeof fetch;
};

/** True only for the emulator switch with a `demo-` project: the one case unsigned tokens are taken. */
export const acceptsUnsignedTokens = (config: Pick<FirebaseConfig, 'projectId' | 'emulatorHost'>) =>
  config.emulatorHost !== undefined && config.projectId.startsWith('demo-');

type KeySet = { keys: ReturnType<typeof createLocalJWKSet>; kids: ReadonlySet<string>; expiresAt: number };

export function createFirebaseVerifier(config: FirebaseConfig, options: FirebaseVerifierOptions = {}): FirebaseVerifier {
  const now = options.now ?? Date.now;
  const fetchKeys = options.fetch ?? fetch;
  const issuer = `https://securetoken.google.com/${config.projectId}`;
  let current: KeySet | undefined;
  let lastFetchAt = -Infinity;
  let inflight: Promise<KeySet> | undefined;

  /** One fetch at a time; every caller waiting meanwhile gets its answer. */
  function refetch(): Promise<KeySet> {
    inflight ??= (async () => {
      lastFetchAt = now();
      try {
        current = await loadKeySet(config.keysUrl, fetchKeys, now);
      } catch (error) {
        // Keep the old set (its keys stay valid for a while after their replacements appear).
        if (!current) throw new FirebaseTokenError('keys-unavailable', error instanceof Error ? error.message : String(error));
      }
      return current;
    })().finally(() => {
      inflight = undefined;
    });
    return inflight;
  }

  /** The cached set while fresh; else one fetch (at most one per RETRY_FETCH_MS while Google does not answer). */
  async function keySet(): Promise<KeySet> {
    if (current && current.expiresAt > now()) return current;
    if (inflight) return inflight;
    if (now() - lastFetchAt < RETRY_FETCH_MS) {
      if (current) return current;
      throw new FirebaseTokenError('keys-unavailable', 'the last fetch failed moments ago');
    }
    return refetch();
  }

  async function keysFor(kid: string): Promise<KeySet> {
    let set = await keySet();
    // A kid we do not know may be a key Google published since: look again, at most once a minute.
    if (!set.kids.has(kid) && (inflight || now() - lastFetchAt >= UNKNOWN_KID_REFETCH_MS)) set = await (inflight ?? refetch());
    if (!set.kids.has(kid)) throw new FirebaseTokenError('unknown-kid', 'no published key has this kid');
    return set;
  }

  return {
    projectId: config.projectId,
    async verify(idToken) {
      let header: ReturnType<typeof decodeProtectedHeader>;
      try {
        header = decodeProtectedHeader(idToken);
      } catch {
        throw new FirebaseTokenError('malformed', 'not a JWT');
      }
      const claims = {
        issuer,
        audience: config.projectId,
        clockTolerance: CLOCK_TOLERANCE_S,
        currentDate: new Date(now()),
        requiredClaims: ['exp', 'iat', 'auth_time', 'sub'],
      };
      let payload: JWTPayload;
      if (header.alg === 'none') {
        if (!acceptsUnsignedTokens(config)) throw new FirebaseTokenError('unsigned', 'alg none outside the emulator of a demo- project');
        payload = await joseStep(async () => UnsecuredJWT.decode(idToken, claims).payload);
      } else {
        if (header.alg !== 'RS256') throw new FirebaseTokenError('algorithm', `alg ${String(header.alg)}`);
        const kid = header.kid;
        if (typeof kid !== 'string' || kid === '') throw new FirebaseTokenError('kid-missing', 'no kid header');
        const set = await keysFor(kid);
        payload = await joseStep(async () => (await jwtVerify(idToken, set.keys, { ...claims, algorithms: ['RS256'] })).payload);
      }
      return identityOf(payload, now());
    },
  };
}

/** jose's refusals as typed reasons. */
async function joseStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new FirebaseTokenError('expired', error.message);
    if (error instanceof errors.JWTClaimValidationFailed) throw new FirebaseTokenError('claims', error.message);
    if (error instanceof errors.JWSSignatureVerificationFailed) throw new FirebaseTokenError('signature', error.message);
    if (error instanceof errors.JWKSNoMatchingKey) throw new FirebaseTokenError('unknown-kid', error.message);
    if (error instanceof errors.JOSEError) throw new FirebaseTokenError('malformed', error.message);
    throw error;
  }
}

/** The checks jose leaves to us: the uid, and auth_time / iat not in the future. */
function identityOf(payload: JWTPayload, nowMs: number): FirebaseIdentity {
  const { sub, auth_time: authTime, iat, email, email_verified: emailVerified, name, firebase } = payload as JWTPayload & Record<string, unknown>;
  if (typeof sub !== 'string' || sub === '' || sub.length > 128)
    throw new FirebaseTokenError('claims', 'sub must be a non-empty string of at most 128 characters');
  const latest = nowMs / 1000 + CLOCK_TOLERANCE_S;
  if (typeof authTime !== 'number' || !Number.isFinite(authTime) || authTime > latest)
    throw new FirebaseTokenError('claims', 'auth_time missing or in the future');
  if (typeof iat !== 'number' || iat > latest) throw new FirebaseTokenError('claims', 'iat in the future');
  const provider = typeof firebase === 'object' && firebase !== null ? (firebase as { sign_in_provider?: unknown }).sign_in_provider : undefined;
  return {
    uid: sub,
    ...(typeof email === 'string' && email !== '' ? { email: email.toLowerCase() } : {}),
    emailVerified: emailVerified === true,
    authTime,
    ...(typeof name === 'string' && name.trim() !== '' ? { name } : {}),
    ...(typeof provider === 'string' ? { signInProvider: provider } : {}),
  };
}

async function loadKeySet(url: string, fetchKeys: typeof fetch, now: () => number): Promise<KeySet> {
  const res = await fetchKeys(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`key set answered ${res.status}`);
  const jwks = (await res.json()) as JSONWebKeySet;
  const keys = createLocalJWKSet(jwks);
  const kids = new Set(jwks.keys.map((k) => k.kid).filter((kid): kid is string => typeof kid === 'string'));
  return { keys, kids, expiresAt: now() + keysLifetimeMs(res.headers.get('cache-control')) };
}

/** The Cache-Control max-age in ms, clamped; DEFAULT_KEYS_TTL_MS without one. */
export function keysLifetimeMs(cacheControl: string | null): number {
  const maxAge = /(?:^|[,\s])max-age=(\d+)/i.exec(cacheControl ?? '')?.[1];
  if (maxAge === undefined) return DEFAULT_KEYS_TTL_MS;
  return Math.min(MAX_KEYS_TTL_MS, Math.max(MIN_KEYS_TTL_MS, Number(maxAge) * 1000));
}

/** What the server says at boot about Firebase Auth (server/main.ts logs these). */
export function firebaseBootNotes(config: FirebaseConfig | undefined): Array<{ level: 'info' | 'warn'; message: string }> {
  if (!config) return [];
  const notes: Array<{ level: 'info' | 'warn'; message: string }> = [{ level: 'info', message: `Firebase Auth sign-in for project ${config.projectId}` }];
  if (acceptsUnsignedTokens(config)) {
    notes.push({
      level: 'warn',
      message: `Firebase Auth emulator at ${config.emulatorHost}: UNSIGNED ID tokens of project ${config.projectId} are accepted (development only)`,
    });
  }
  return notes;
}
