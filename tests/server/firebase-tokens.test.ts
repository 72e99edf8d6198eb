import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirebaseConfig } from '../../server/config';
import {
  CLOCK_TOLERANCE_S,
  createFirebaseVerifier,
  firebaseBootNotes,
  FirebaseTokenError,
  keysLifetimeMs,
  UNKNOWN_KID_REFETCH_MS,
  type FirebaseTokenFailure,
  type FirebaseVerifier,
} from '../../server/auth/firebase-tokens';
import { makeSigningKey, signIdToken, startKeyServer, unsignedIdToken, type KeyServer } from '../helpers/firebase-keys';

// The verifier against a real key server on 127.0.0.1; the clock is the verifier's own (moved by the tests).

const PROJECT = 'willow-creek-estate';
const DEMO = 'demo-willow-creek';

const configFor = (keysUrl: string, change: Partial<FirebaseConfig> = {}): FirebaseConfig => ({
  projectId: PROJECT,
  apiKey: 'AIzaSyTest',
  authDomain: `${PROJECT}.firebaseapp.com`,
  emulatorHost: undefined,
  keysUrl,
  ...change,
});

/** A verifier with a clock the test moves. */
function clockedVerifier(config: FirebaseConfig) {
  const clock = { ms: Date.now() };
  const verifier = createFirebaseVerifier(config, { now: () => clock.ms });
  return { verifier, clock, nowS: () => Math.floor(clock.ms / 1000) };
}

/** The refusal's reason; fails the test when the token is accepted. Checks the error never carries the token. */
async function refusal(verifier: FirebaseVerifier, token: string): Promise<FirebaseTokenFailure> {
  try {
    await verifier.verify(token);
  } catch (error) {
    expect(error).toBeInstanceOf(FirebaseTokenError);
    if (token.length > 8) expect(String((error as Error).message)).not.toContain(token);
    return (error as FirebaseTokenError).reason;
  }
  throw new Error('the token was accepted');
}

describe('Firebase ID token verifier', () => {
  let keys: KeyServer;
  beforeAll(async () => {
    keys = await startKeyServer({ maxAgeS: 120 });
  });
  afterAll(async () => {
    await keys.close();
  });

  it('accepts a good token: uid, e-mail lower-cased, verified flag, name, provider', async () => {
    const { verifier, nowS } = clockedVerifier(configFor(keys.url));
    const token = await signIdToken(keys.key, {
      projectId: PROJECT,
      uid: 'u-1',
      email: 'Jane.Doe@Example.COM',
      emailVerified: true,
      name: 'Jane Doe',
      nowS: nowS(),
    });
    const authTime = nowS() - 10;
    expect(await verifier.verify(token)).toEqual({
      uid: 'u-1',
      email: 'jane.doe@example.com',
      emailVerified: true,
      name: 'Jane Doe',
      signInProvider: 'password',
      authTime,
    });
    const unverified = await signIdToken(keys.key, { projectId: PROJECT, uid: 'u-2', email: null, nowS: nowS() });
    expect(await verifier.verify(unverified)).toEqual({ uid: 'u-2', emailVerified: false, signInProvider: 'password', authTime });
  });

  it('refuses wrong audience and issuer, an expired token, future auth_time and iat, a missing, empty or too long sub', async () => {
    const { verifier, nowS } = clockedVerifier(configFor(keys.url));
    const spec = { projectId: PROJECT, uid: 'u-3', nowS: nowS() };
    const cases: Array<[Record<string, unknown>, FirebaseTokenFailure]> = [
      [{ aud: 'another-project' }, 'claims'],
      [{ aud: undefined }, 'claims'],
      [{ iss: 'https://securetoken.google.com/another-project' }, 'claims'],
      [{ iss: `https://accounts.google.com/${PROJECT}` }, 'claims'],
      [{ exp: nowS() - CLOCK_TOLERANCE_S - 1 }, 'expired'],
      [{ exp: undefined }, 'claims'],
      [{ auth_time: nowS() + CLOCK_TOLERANCE_S + 60 }, 'claims'],
      [{ auth_time: undefined }, 'claims'],
      [{ auth_time: 'yesterday' }, 'claims'],
      [{ iat: nowS() + CLOCK_TOLERANCE_S + 60 }, 'claims'],
      [{ sub: undefined }, 'claims'],
      [{ sub: '' }, 'claims'],
      [{ sub: 'x'.repeat(129) }, 'claims'],
      [{ sub: 42 }, 'claims'],
    ];
    for (const [overrides, reason] of cases) {
      expect([overrides, await refusal(verifier, await signIdToken(keys.key, spec, overrides))]).toEqual([overrides, reason]);
    }
    // A sub of 128 characters is a uid.
    expect((await verifier.verify(await signIdToken(keys.key, spec, { sub: 'y'.repeat(128) }))).uid).toBe('y'.repeat(128));
  });

  it(`allows ${CLOCK_TOLERANCE_S} s of clock skew and no more`, async () => {
    const { verifier, nowS } = clockedVerifier(configFor(keys.url));
    const spec = { projectId: PROJECT, uid: 'u-skew', nowS: nowS() };
    expect((await verifier.verify(await signIdToken(keys.key, spec, { exp: nowS() - CLOCK_TOLERANCE_S + 1, iat: nowS() + CLOCK_TOLERANCE_S - 1 }))).uid).toBe(
      'u-skew',
    );
    expect(await refusal(verifier, await signIdToken(keys.key, spec, { exp: nowS() - CLOCK_TOLERANCE_S }))).toBe('expired');
    expect(await refusal(verifier, await signIdToken(keys.key, spec, { iat: nowS() + CLOCK_TOLERANCE_S + 1 }))).toBe('claims');
  });

  it('refuses HS256, RS256 by a key not in the set, an unknown kid, no kid, and what is not a JWT', async () => {
    const { verifier, nowS } = clockedVerifier(configFor(keys.url));
    const claims = { iss: `https://securetoken.google.com/${PROJECT}`, aud: PROJECT, sub: 'u-4', auth_time: nowS() - 5, iat: nowS(), exp: nowS() + 3600 };
    // HS256 keyed with the published key's modulus: the classic algorithm confusion.
    const secret = new TextEncoder().encode(String(keys.key.jwk.n));
    const hs256 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid: keys.key.kid }).sign(secret);
    expect(await refusal(verifier, hs256)).toBe('algorithm');
    const rs512 = await signIdToken(keys.key, { projectId: PROJECT, nowS: nowS() });
    const [, payload, signature] = rs512.split('.');
    const relabelled = `${Buffer.from(JSON.stringify({ alg: 'RS512', kid: keys.key.kid })).toString('base64url')}.${payload}.${signature}`;
    expect(await refusal(verifier, relabelled)).toBe('algorithm');

    const stranger = await makeSigningKey(keys.key.kid);
    expect(await refusal(verifier, await signIdToken(stranger, { projectId: PROJECT, nowS: nowS() }))).toBe('signature');
    const unknown = await makeSigningKey('not-published');
    expect(await refusal(verifier, await signIdToken(unknown, { projectId: PROJECT, nowS: nowS() }))).toBe('unknown-kid');
    expect(await refusal(verifier, await signIdToken(keys.key, { projectId: PROJECT, nowS: nowS() }, {}, { kid: null }))).toBe('kid-missing');
    // A good token with its signature swapped for another token's.
    const good = await signIdToken(keys.key, { projectId: PROJECT, uid: 'a', nowS: nowS() });
    const other = await signIdToken(keys.key, { projectId: PROJECT, uid: 'b', nowS: nowS() });
    expect(await refusal(verifier, `${good.split('.').slice(0, 2).join('.')}.${other.split('.')[2]}`)).toBe('signature');
    for (const junk of ['abc', 'a.b.c', '']) expect(await refusal(verifier, junk)).toBe('malformed');
  });

  it('refuses alg none without the emulator switch, and for a non-demo project even with it', async () => {
    const plain = clockedVerifier(configFor(keys.url));
    expect(await refusal(plain.verifier, unsignedIdToken({ projectId: PROJECT, nowS: plain.nowS() }))).toBe('unsigned');
    // config.ts refuses this configuration at boot; the verifier refuses it again.
    const nonDemo = clockedVerifier(configFor(keys.url, { emulatorHost: '127.0.0.1:9099' }));
    expect(await refusal(nonDemo.verifier, unsignedIdToken({ projectId: PROJECT, nowS: nonDemo.nowS() }))).toBe('unsigned');
    const demoWithoutSwitch = clockedVerifier(configFor(keys.url, { projectId: DEMO }));
    expect(await refusal(demoWithoutSwitch.verifier, unsignedIdToken({ projectId: DEMO, nowS: demoWithoutSwitch.nowS() }))).toBe('unsigned');
  });

  it('accepts alg none with the switch and a demo- project, with every claim check still applied', async () => {
    const { verifier, nowS } = clockedVerifier(configFor(keys.url, { projectId: DEMO, emulatorHost: '127.0.0.1:9099' }));
    const spec = { projectId: DEMO, uid: 'emu-1', email: 'emu@example.com', emailVerified: false, nowS: nowS() };
    expect(await verifier.verify(unsignedIdToken(spec))).toEqual({
      uid: 'emu-1',
      email: 'emu@example.com',
      emailVerified: false,
      signInProvider: 'password',
      authTime: nowS() - 10,
    });
    expect(await refusal(verifier, unsignedIdToken({ ...spec, projectId: PROJECT }))).toBe('claims');
    expect(await refusal(verifier, unsignedIdToken(spec, { exp: nowS() - 60 }))).toBe('expired');
    expect(await refusal(verifier, unsignedIdToken(spec, { sub: '' }))).toBe('claims');
    expect(await refusal(verifier, unsignedIdToken(spec, { auth_time: nowS() + 600 }))).toBe('claims');
    // An unsigned header with a signature attached is no emulator token.
    expect(await refusal(verifier, `${unsignedIdToken(spec)}c2ln`)).toBe('malformed');
    // Signed tokens of the demo project still go through the keys.
    expect((await verifier.verify(await signIdToken(keys.key, spec))).uid).toBe('emu-1');
  });
});

describe('Firebase key set cache', () => {
  let keys: KeyServer;
  beforeAll(async () => {
    keys = await startKeyServer({ maxAgeS: 120 });
  });
  afterAll(async () => {
    await keys.close();
  });

  it('fetches once for many verifications, concurrent ones included, and again after max-age', async () => {
    const { verifier, clock, nowS } = clockedVerifier(configFor(keys.url));
    const before = keys.fetches();
    const tokens = await Promise.all(Array.from({ length: 12 }, (_, i) => signIdToken(keys.key, { projectId: PROJECT, uid: `c-${i}`, nowS: nowS() })));
    const identities = await Promise.all(tokens.map((token) => verifier.verify(token)));
    expect(identities.map((i) => i.uid)).toEqual(tokens.map((_, i) => `c-${i}`));
    for (const token of tokens) await verifier.verify(token);
    expect(keys.fetches() - before).toBe(1);

    clock.ms += 119_000;
    await verifier.verify(tokens[0]!);
    expect(keys.fetches() - before).toBe(1);
    clock.ms += 2_000;
    await verifier.verify(await signIdToken(keys.key, { projectId: PROJECT, nowS: nowS() }));
    expect(keys.fetches() - before).toBe(2);
  });

  it('an unknown kid fetches again at most once a minute; a key published since is then found', async () => {
    const { verifier, clock, nowS } = clockedVerifier(configFor(keys.url));
    const before = keys.fetches();
    await verifier.verify(await signIdToken(keys.key, { projectId: PROJECT, nowS: nowS() }));
    expect(keys.fetches() - before).toBe(1);

    const next = await makeSigningKey(`key-next-${Date.now()}`);
    const forged = await Promise.all(Array.from({ length: 10 }, () => signIdToken(next, { projectId: PROJECT, nowS: nowS() })));
    // Just fetched: no fetch for an unknown kid within the minute, however many arrive at once.
    expect(await Promise.all(forged.map((token) => refusal(verifier, token)))).toEqual(forged.map(() => 'unknown-kid'));
    expect(keys.fetches() - before).toBe(1);

    keys.publish(next);
    clock.ms += UNKNOWN_KID_REFETCH_MS - 1_000;
    expect(await refusal(verifier, forged[0]!)).toBe('unknown-kid');
    expect(keys.fetches() - before).toBe(1);
    clock.ms += 2_000;
    // A minute on: one fetch, shared by every verification waiting on it, finds the new key.
    const fresh = await signIdToken(next, { projectId: PROJECT, nowS: nowS() });
    expect((await Promise.all([fresh, fresh, fresh].map((token) => verifier.verify(token)))).map((i) => i.uid)).toEqual([
      'uid-default',
      'uid-default',
      'uid-default',
    ]);
    expect(keys.fetches() - before).toBe(2);

    // Still unknown a minute later: one more fetch, then none for the next minute.
    const stranger = await signIdToken(await makeSigningKey('never-published'), { projectId: PROJECT, nowS: nowS() });
    expect(await refusal(verifier, stranger)).toBe('unknown-kid');
    expect(keys.fetches() - before).toBe(2);
    clock.ms += UNKNOWN_KID_REFETCH_MS + 1_000;
    for (let i = 0; i < 5; i++) expect(await refusal(verifier, stranger)).toBe('unknown-kid');
    expect(keys.fetches() - before).toBe(3);
  });

  it('keeps the set an hour when the answer names no max-age', async () => {
    const plain = await startKeyServer({ maxAgeS: null });
    try {
      const { verifier, clock, nowS } = clockedVerifier(configFor(plain.url));
      await verifier.verify(await signIdToken(plain.key, { projectId: PROJECT, nowS: nowS() }));
      clock.ms += 59 * 60_000;
      await verifier.verify(await signIdToken(plain.key, { projectId: PROJECT, nowS: nowS() }));
      expect(plain.fetches()).toBe(1);
      clock.ms += 2 * 60_000;
      await verifier.verify(await signIdToken(plain.key, { projectId: PROJECT, nowS: nowS() }));
      expect(plain.fetches()).toBe(2);
    } finally {
      await plain.close();
    }
  });

  it('keeps using the cached keys when the key server stops answering, and refuses when it never answered', async () => {
    const once = await startKeyServer({ maxAgeS: 120 });
    const { verifier, clock, nowS } = clockedVerifier(configFor(once.url));
    await verifier.verify(await signIdToken(once.key, { projectId: PROJECT, nowS: nowS() }));
    await once.close();
    clock.ms += 10 * 60_000;
    expect((await verifier.verify(await signIdToken(once.key, { projectId: PROJECT, uid: 'stale', nowS: nowS() }))).uid).toBe('stale');

    const closed = await closedPortUrl();
    const nothing = clockedVerifier(configFor(closed));
    expect(await refusal(nothing.verifier, await signIdToken(once.key, { projectId: PROJECT, nowS: nothing.nowS() }))).toBe('keys-unavailable');
  });

  it('reads max-age from Cache-Control, clamped to a minute .. a day', () => {
    expect(keysLifetimeMs('public, max-age=19845, must-revalidate, no-transform')).toBe(19_845_000);
    expect(keysLifetimeMs(null)).toBe(3600_000);
    expect(keysLifetimeMs('no-cache')).toBe(3600_000);
    expect(keysLifetimeMs('max-age=0')).toBe(60_000);
    expect(keysLifetimeMs('s-maxage=5, max-age=999999')).toBe(24 * 3600_000);
  });
});

describe('Firebase boot notes', () => {
  it('say the project when configured, and warn loudly in emulator mode', () => {
    expect(firebaseBootNotes(undefined)).toEqual([]);
    expect(firebaseBootNotes(configFor('https://keys.example'))).toEqual([{ level: 'info', message: `Firebase Auth sign-in for project ${PROJECT}` }]);
    const notes = firebaseBootNotes(configFor('https://keys.example', { projectId: DEMO, emulatorHost: '127.0.0.1:9099' }));
    expect(notes[0]?.level).toBe('info');
    expect(notes[1]?.level).toBe('warn');
    expect(notes[1]?.message).toContain(`UNSIGNED ID tokens of project ${DEMO} are accepted`);
  });
});

/** A URL on 127.0.0.1 where nothing listens (a port just freed). */
async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/keys`;
}
