import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { base64url, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/**
 * Google's securetoken key set, played by a real HTTP server on 127.0.0.1: self-made RS256 keys
 * published as a JWK set with a Cache-Control max-age, and ID tokens shaped as Firebase Auth
 * issues them (signed, or unsigned as the firebase-tools emulator issues them).
 */

export type SigningKey = { kid: string; privateKey: CryptoKey; jwk: JWK };

export async function makeSigningKey(kid: string): Promise<SigningKey> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

export type KeyServer = {
  /** The JWK set's URL (FIREBASE_KEYS_URL). */
  url: string;
  /** The first published key. */
  key: SigningKey;
  /** How many times the set was fetched. */
  fetches(): number;
  /** Publishes another key from the next fetch on. */
  publish(key: SigningKey): void;
  /** The max-age the next answers carry; null for no Cache-Control. */
  setMaxAge(seconds: number | null): void;
  close(): Promise<void>;
};

export async function startKeyServer(options: { maxAgeS?: number | null } = {}): Promise<KeyServer> {
  const key = await makeSigningKey('key-1');
  const published: SigningKey[] = [key];
  let maxAge = options.maxAgeS === undefined ? 3600 : options.maxAgeS;
  let count = 0;
  const server = http.createServer((_request, response) => {
    count += 1;
    response.setHeader('content-type', 'application/json; charset=UTF-8');
    // Google's own header has this shape: public, max-age=<s>, must-revalidate, no-transform.
    if (maxAge !== null) response.setHeader('cache-control', `public, max-age=${maxAge}, must-revalidate, no-transform`);
    response.end(JSON.stringify({ keys: published.map((k) => k.jwk) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com`,
    key,
    fetches: () => count,
    publish: (next) => void published.push(next),
    setMaxAge: (seconds) => {
      maxAge = seconds;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type IdTokenSpec = {
  projectId: string;
  uid?: string;
  email?: string | null;
  emailVerified?: boolean;
  name?: string;
  /** Epoch seconds of "now" for iat and auth_time; default the real clock. */
  nowS?: number;
};

/** The claims of a Firebase Auth ID token (what Identity Toolkit and the emulator put in one). */
export function firebaseClaims(spec: IdTokenSpec): Record<string, unknown> {
  const now = spec.nowS ?? Math.floor(Date.now() / 1000);
  const uid = spec.uid ?? 'uid-default';
  const email = spec.email === undefined ? `${uid}@example.com` : spec.email;
  return {
    iss: `https://securetoken.google.com/${spec.projectId}`,
    aud: spec.projectId,
    auth_time: now - 10,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    ...(spec.name !== undefined ? { name: spec.name } : {}),
    ...(email !== null ? { email, email_verified: spec.emailVerified ?? false } : {}),
    firebase: { identities: email !== null ? { email: [email] } : {}, sign_in_provider: 'password' },
  };
}

/** Signs `claims` (overrides applied last; `undefined` removes a claim) with `key`. */
export async function signIdToken(
  key: SigningKey,
  spec: IdTokenSpec,
  overrides: Record<string, unknown> = {},
  header: { kid?: string | null } = {},
): Promise<string> {
  const claims = withOverrides(firebaseClaims(spec), overrides);
  const kid = header.kid === undefined ? key.kid : header.kid;
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(kid !== null ? { kid } : {}) }).sign(key.privateKey);
}

/** An unsigned (`alg: none`) token, as the firebase-tools Auth emulator issues. */
export function unsignedIdToken(spec: IdTokenSpec, overrides: Record<string, unknown> = {}): string {
  const part = (value: object) => base64url.encode(JSON.stringify(value));
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(withOverrides(firebaseClaims(spec), overrides))}.`;
}

function withOverrides(claims: Record<string, unknown>, overrides: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...claims, ...overrides };
  for (const [name, value] of Object.entries(overrides)) if (value === undefined) delete merged[name];
  return merged;
}
