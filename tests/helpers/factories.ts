import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API } from '../../src/contract/api-paths';
import type { TokenDetails } from '../../src/contract/auth';
import type { PeopleConfigArgs } from '../../src/contract/people';
import type { RoleName } from '../../src/domain/roles';
import { hashPassword } from '../../server/auth/passwords';
import { findUserById } from '../../server/modules/core/core.repository';
import { issueSession } from '../../server/modules/auth/sessions.service';
import type { AppContext } from '../../server/context';
import { ensureGateEstate } from '../../server/modules/access/gate-state.service';
import { savePeopleConfig } from '../../server/modules/people/config.service';
import { insertEstate, insertRoles, insertTiles } from '../../server/seed/demo';
import { insertUserWithRoles } from '../../server/seed/demo-users';
import { estateRow } from '../../server/seed/demo-content';
import { demoTiles } from '../../server/seed/demo-tiles';
import { writeTransaction } from '../../server/sync/change-log';

/**
 * Factories for the data a test needs, written by the server's own code (the seed's insert and
 * publish functions, the gate service, the sessions service), so every row is published
 * to sync as the product would publish it. A test makes its estates, then its people.
 */

/** What the factories need of a booted server: its HTTP surface and its context. */
export type Server = { app: FastifyInstance; ctx: AppContext };

/** A signed-in session: what a test sends as the bearer. */
export type Caller = { token: string; userId: string; refreshToken: string };

/** A user a factory made, signed in, with the credentials to sign in again. */
export type TestUser = Caller & { email: string; password: string };

/** Signs a user in through the real endpoint. */
export async function signInAs(app: FastifyInstance, who: { email: string; password: string }): Promise<Caller> {
  const res = await app.inject({ method: 'POST', url: API.signIn, payload: { userEmail: who.email, userPassword: who.password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const details = (res.json() as { details: TokenDetails[] }).details[0];
  if (!details) throw new Error('no token details');
  return { token: details.accessToken, userId: details.user.uid, refreshToken: details.refreshToken };
}

// Reference data --------------------------------------------------------------------------

const referenceData = new WeakMap<AppContext, Promise<void>>();

/**
 * The roles table (names, display names, ranks), written by the seed's code: the access list,
 * member cards and gate checks read a role's rank and display name from it. Once per
 * database; nothing when the demo seed already wrote it.
 */
export function seedReferenceData(s: Pick<Server, 'ctx'>): Promise<void> {
  let done = referenceData.get(s.ctx);
  if (!done) {
    done = (async () => {
      if (await s.ctx.db.selectFrom('roles').select('name').limit(1).executeTakeFirst()) return;
      await writeTransaction(s.ctx.db, insertRoles);
    })();
    referenceData.set(s.ctx, done);
  }
  return done;
}

// Estates ---------------------------------------------------------------------------------

export type EstateSpec = {
  /** Default: the next free id from 1000. */
  id?: number;
  name?: string;
  suburb?: string;
  city?: string;
  supportEmail?: string;
  /** The standard tile set for every role (the seed's tiles). Default: none. */
  tiles?: boolean;
};

let nextEstateId = 1000;

/**
 * An estate with a fresh QR key, published with its access info, and its gate state (issuing
 * key, config, signed revocation list) as boot makes it. Makes the reference data first.
 */
export async function makeEstate(s: Pick<Server, 'ctx'>, spec: EstateSpec = {}): Promise<number> {
  await seedReferenceData(s);
  const id = spec.id ?? nextEstateId++;
  await writeTransaction(s.ctx.db, async (trx) => {
    await insertEstate(trx, estateRow(id, spec.name ?? `Estate ${id}`, spec.suburb ?? '', spec.city ?? '', spec.supportEmail ?? `support@estate${id}.example`));
    if (spec.tiles) await insertTiles(trx, demoTiles([id]));
  });
  await ensureGateEstate(s.ctx, id);
  return id;
}

/** Several estates, one after the other; their ids in the same positions. */
export async function makeEstates<const T extends readonly EstateSpec[]>(s: Pick<Server, 'ctx'>, specs: T): Promise<{ -readonly [K in keyof T]: number }> {
  const ids: number[] = [];
  for (const spec of specs) ids.push(await makeEstate(s, spec));
  return ids as { -readonly [K in keyof T]: number };
}

// Users -----------------------------------------------------------------------------------

export type RoleSpec = { estateId: number; role: RoleName; unitNo?: string; accessControl?: boolean };

export type UserSpec = {
  /** Default: a fresh address. */
  email?: string;
  /** Default: one shared password (hashed once). */
  password?: string;
  /** 'product': hashed by the product's hashPassword (scrypt N=2^17), for tests of the hash itself. Default: the test cost (see testHash). */
  passwordHash?: 'product' | 'test';
  firstName?: string;
  lastName?: string;
  /** Also the contacts' cell; a mobile counts as verified. Default: none. */
  mobile?: string;
  /** Highest first: the first role is the user type. Default: none. */
  roles?: readonly RoleSpec[];
  /** Default: the estate of the first role (required when there is none). */
  defaultEstateId?: number;
  /** Whether the e-mail address counts as verified (issue 26). Default: yes. */
  emailVerified?: boolean;
};

const DEFAULT_PASSWORD = 'Factory#2026-pass';

/** The scrypt cost of factory passwords: N=2^10 takes about 3 ms of CPU where the product's N=2^17 takes about 0.4 s. */
const TEST_LOG2_N = 10;

/**
 * A password hash in the product's stored format (`scrypt$logN$r$p$salt$key`, see
 * server/auth/passwords.ts) at the test cost. The parameters travel with the hash, so the
 * product's own verifyPassword checks it, only cheaper: every sign-in, re-authentication and
 * PIN reset of a factory user runs the real check. Before, some 600 scrypt calls at N=2^17 were
 * about half the suite's CPU. Sign-up, reset, delete codes and the hash format keep the product's
 * cost (they hash with the product's function).
 */
function testHash(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize('NFC'), salt, 32, { N: 2 ** TEST_LOG2_N, r: 8, p: 1 }, (error, key) => {
      if (error) reject(error);
      else resolve(`scrypt$${TEST_LOG2_N}$8$1$${salt.toString('base64')}$${key.toString('base64')}`);
    });
  });
}

/** Each password is hashed once per process and cost. */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string, cost: 'product' | 'test'): Promise<string> {
  const key = `${cost}:${password}`;
  let hash = hashes.get(key);
  if (!hash) {
    hash = cost === 'product' ? hashPassword(password) : testHash(password);
    hashes.set(key, hash);
  }
  return hash;
}

let usersMade = 0;

/** A user a factory wrote, not signed in. */
export type InsertedUser = { userId: string; email: string; password: string };

/** A user with their roles, contacts and member cards, published as the seed does; not signed in. */
export async function insertUser(s: Pick<Server, 'ctx'>, spec: UserSpec = {}): Promise<InsertedUser> {
  usersMade += 1;
  const email = spec.email ?? `user${usersMade}-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const password = spec.password ?? DEFAULT_PASSWORD;
  const roles = (spec.roles ?? []).map((r) => ({ estateId: r.estateId, role: r.role, unitNo: r.unitNo ?? '', accessControl: r.accessControl ?? false }));
  const defaultEstateId = spec.defaultEstateId ?? roles[0]?.estateId;
  if (defaultEstateId === undefined) throw new Error('a user without roles needs a defaultEstateId');
  const passwordHash = await hashOnce(password, spec.passwordHash ?? 'test');
  const userId = await writeTransaction(s.ctx.db, (trx) =>
    insertUserWithRoles(trx, s.ctx.hooks, {
      email,
      passwordHash,
      firstName: spec.firstName ?? 'Test',
      lastName: spec.lastName ?? `User${usersMade}`,
      mobile: spec.mobile ?? '',
      defaultEstateId,
      userType: roles[0]?.role ?? 'resident',
      roles,
      emailVerified: spec.emailVerified ?? true,
    }),
  );
  return { userId, email, password };
}

/**
 * A user (see insertUser), signed in: a session issued by the sessions service, the same tokens
 * the sign-in endpoint answers after its password check. Issuing it directly spares every
 * factory user a round trip through the endpoint and its password check; the endpoint itself,
 * its check and its limits are tested through `signInAs` in the auth suites.
 */
export async function makeUser(s: Server, spec: UserSpec = {}): Promise<TestUser> {
  const user = await insertUser(s, spec);
  const row = await findUserById(s.ctx.db, user.userId);
  if (!row) throw new Error('the user just written is missing');
  const details = await issueSession(s.ctx, s.ctx.db, row);
  return { token: details.accessToken, userId: details.user.uid, refreshToken: details.refreshToken, email: user.email, password: user.password };
}

/** One TestUser per spec, in the same positions. */
export type TestUsers<T extends readonly UserSpec[]> = { -readonly [K in keyof T]: TestUser };

/** Several users at once, in the order given. */
export function makeUsers<const T extends readonly UserSpec[]>(s: Server, specs: T): Promise<TestUsers<T>> {
  return Promise.all(specs.map((spec) => makeUser(s, spec))) as Promise<TestUsers<T>>;
}

// People at a unit ---------------------------------------------------------------------------

/** The estate's people configuration (associate types, document types, zones, limits), stored and published by the people module. */
export async function makePeopleConfig(s: Pick<Server, 'ctx'>, estateId: number, config: PeopleConfigArgs): Promise<void> {
  await writeTransaction(s.ctx.db, (trx) => savePeopleConfig(trx, estateId, config));
}
