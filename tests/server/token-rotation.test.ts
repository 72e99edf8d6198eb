import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { EnrolDeviceAnswer } from '../../src/contract/gate';
import { fromBase64Url, parseSignedCredential, verifyCredential, verifyRevocationList } from '../../src/domain/qr';
import { buildApp } from '../../server/app';
import { tokenKeyId, tokenKeyring } from '../../server/auth/token-keys';
import { loadConfig } from '../../server/config';
import type { AppContext, JobLog } from '../../server/context';
import { serverJobs, startJobs } from '../../server/jobs';
import { lockRevocationLists, publishRevocationList } from '../../server/modules/access/gate-state.service';
import { openIssuerKey } from '../../server/modules/access/issuer-keys';
import { writeTransaction } from '../../server/sync/change-log';
import { insertCast, RESIDENT, WILLOW_CREEK } from '../helpers/cast';
import { verificationMails } from '../helpers/email-verification';
import { makeUser, signInAs, type Caller } from '../helpers/factories';
import { dropTestDatabase, pgDatabaseUrl, runOnTestPostgres } from '../helpers/postgres';
import { availableDialects } from '../helpers/test-app';
import { killServerProcesses, startServerProcess } from '../sync/server-process';
import { enrolDevice, newDevice } from './gate-helpers';

/**
 * Issue 27 item 4: TOKEN_SECRET is rotated without signing anyone out. The real server is
 * restarted on one database (SQLite file, PostgreSQL database) with A, then B with A as a
 * previous secret, then B alone; the boot jobs run as server/main.ts starts them.
 */

const dialects = await availableDialects();
const WC = WILLOW_CREEK.id;
const A = `secret-A-${crypto.randomBytes(24).toString('hex')}`;
const B = `secret-B-${crypto.randomBytes(24).toString('hex')}`;

afterAll(() => killServerProcesses());

/** A database that outlives the servers booted on it: a SQLite file in a folder, or a PostgreSQL database of its own. */
type Store = { dataDir: string; databaseUrl: string | undefined; drop(): Promise<void> };

async function newStore(dialect: 'sqlite' | 'postgres'): Promise<Store> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-rotation-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (dialect === 'sqlite') {
    const template = inject('sqliteTemplate');
    if (template) fs.copyFileSync(template, path.join(dataDir, 'estate.sqlite'));
    return { dataDir, databaseUrl: undefined, drop: async () => removeDir() };
  }
  const database = `t_${crypto.randomBytes(6).toString('hex')}`;
  const template = inject('pgTemplate');
  await runOnTestPostgres(template ? `create database ${database} template ${template}` : `create database ${database}`);
  return {
    dataDir,
    databaseUrl: pgDatabaseUrl(database),
    async drop() {
      await dropTestDatabase(database);
      removeDir();
    },
  };
}

type Booted = { app: FastifyInstance; ctx: AppContext; errors: string[]; close(): Promise<void> };

/** The server as server/main.ts runs it on the store (its own database connection, its boot jobs run once), with the jobs' errors kept. */
async function boot(store: Store, env: Record<string, string>): Promise<Booted> {
  const config = loadConfig({
    DATA_DIR: store.dataDir,
    STATIC_DIR: path.join(store.dataDir, 'no-static'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATABASE_URL: store.databaseUrl,
    ...env,
  });
  const { app, ctx } = await buildApp(config, { logger: false });
  await app.ready();
  const errors: string[] = [];
  const log: JobLog = { info: () => undefined, error: (_details, message) => errors.push(message) };
  const jobs = startJobs(ctx, log, serverJobs());
  await jobs.idle();
  return {
    app,
    ctx,
    errors,
    async close() {
      await jobs.stop();
      await app.close();
    },
  };
}

const kidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as { kid?: unknown }).kid;
const acl = async (app: FastifyInstance, who: { token: string; userId: string }) =>
  (await app.inject({ method: 'GET', url: API.acl(who.userId), headers: { authorization: `Bearer ${who.token}` } })).statusCode;
const wrapIds = async (ctx: AppContext) => (await ctx.db.selectFrom('gate_issuer_keys').select('wrap_key_id').execute()).map((r) => r.wrap_key_id);
const issuerKeysOf = async (ctx: AppContext) =>
  Object.fromEntries(
    (await ctx.db.selectFrom('gate_issuer_keys').select(['key_id', 'public_key']).where('estate_id', '=', WC).execute()).map((k) => [
      k.key_id,
      fromBase64Url(k.public_key) ?? new Uint8Array(),
    ]),
  );

/** A device enrolled at Willow Creek: the credential the server signed with the estate's issuing key verifies against its public key. */
async function enrolsWithValidCredential(s: Booted, who: Caller): Promise<boolean> {
  const answer = await enrolDevice(s.app, who.token, newDevice(), WC);
  expect(answer.status).toBe(200);
  const signed = parseSignedCredential((answer.body.details?.[0] as EnrolDeviceAnswer | undefined)?.credential ?? '');
  if (!signed) return false;
  return verifyCredential(signed, await issuerKeysOf(s.ctx), Math.floor(Date.now() / 1000)).ok;
}

/** The estate's revocation list signed now (as a revocation publishes it), checked against the estate's public key. */
async function signsRevocationList(s: Booted): Promise<boolean> {
  const record = await writeTransaction(s.ctx.db, async (trx) => {
    await lockRevocationLists(s.ctx, trx, [WC]);
    return publishRevocationList(s.ctx, trx, WC);
  });
  const { estateId: _e, keyId, signature, ...list } = record;
  return verifyRevocationList({ list, keyId, signature }, await issuerKeysOf(s.ctx)).ok;
}

describe.each(dialects)('TOKEN_SECRET rotation on %s', (dialect) => {
  it('A, then B with A previous: old tokens and codes still work, new ones carry B, the gate keys are re-sealed; then B alone: A refused, all else runs', async () => {
    const store = await newStore(dialect);
    try {
      // Under A: the estates' issuing keys are sealed with A, a resident signs in, an unverified user is mailed a code.
      const first = await boot(store, { TOKEN_SECRET: A });
      const [resident] = await insertCast(first, [RESIDENT]);
      const underA = await signInAs(first.app, RESIDENT);
      expect(kidOf(underA.token)).toBe(tokenKeyId(A));
      expect(new Set(await wrapIds(first.ctx))).toEqual(new Set([tokenKeyId(A)]));
      const newcomer = await makeUser(first, { roles: [{ estateId: WC, role: 'resident', unitNo: '30' }], emailVerified: false });
      const resent = await first.app.inject({ method: 'POST', url: API.verifyEmailResend, headers: { authorization: `Bearer ${newcomer.token}` } });
      expect(resent.statusCode).toBe(200);
      const [mail] = await verificationMails(first.ctx.db, newcomer.email);
      await first.close();

      // B current, A previous: nobody is signed out.
      const second = await boot(store, { TOKEN_SECRET: B, TOKEN_SECRETS_PREVIOUS: A });
      expect(second.errors).toEqual([]);
      expect(await acl(second.app, underA)).toBe(200);
      const underB = await signInAs(second.app, RESIDENT);
      expect(kidOf(underB.token)).toBe(tokenKeyId(B));
      expect(underB.token).not.toContain(B);
      // The code mailed under A verifies.
      const verified = await second.app.inject({
        method: 'POST',
        url: API.verifyEmail,
        headers: { authorization: `Bearer ${newcomer.token}` },
        payload: { code: mail?.code },
      });
      expect(verified.statusCode).toBe(200);
      // The boot job sealed every issuing key with B: B alone opens them, and they still sign what the guards check.
      expect(new Set(await wrapIds(second.ctx))).toEqual(new Set([tokenKeyId(B)]));
      const keyRow = await second.ctx.db.selectFrom('gate_issuer_keys').selectAll().where('estate_id', '=', WC).executeTakeFirstOrThrow();
      expect(openIssuerKey(tokenKeyring(B), keyRow)).toHaveLength(64);
      expect(() => openIssuerKey(tokenKeyring(A), keyRow)).toThrow('not configured');
      expect(await enrolsWithValidCredential(second, underB)).toBe(true);
      await second.close();

      // B alone: a token signed with A is refused; B's tokens, the refresh tokens and the gate keys work.
      const third = await boot(store, { TOKEN_SECRET: B });
      expect(third.errors).toEqual([]);
      expect(await acl(third.app, underA)).toBe(401);
      expect(await acl(third.app, underB)).toBe(200);
      const refreshed = await third.app.inject({ method: 'POST', url: API.refresh, payload: { refreshToken: underA.refreshToken } });
      expect(refreshed.statusCode).toBe(200);
      const renewed = (refreshed.json() as { details: Array<{ accessToken: string }> }).details[0]?.accessToken ?? '';
      expect(kidOf(renewed)).toBe(tokenKeyId(B));
      expect(await acl(third.app, { token: renewed, userId: resident.userId })).toBe(200);
      expect(await signsRevocationList(third)).toBe(true);
      expect(await enrolsWithValidCredential(third, underB)).toBe(true);
      await third.close();
    } finally {
      await store.drop();
    }
  }, 120_000);

  it('an issuing key sealed with a secret no longer configured: a logged error naming the setting, the server keeps running', async () => {
    const store = await newStore(dialect);
    try {
      const first = await boot(store, { TOKEN_SECRET: A });
      await insertCast(first, [RESIDENT]);
      await first.close();

      // A dropped too early: the keys sealed with it cannot be opened.
      const second = await boot(store, { TOKEN_SECRET: B });
      expect(second.errors).toContain(
        `The estate issuing key ${(await second.ctx.db.selectFrom('gate_issuer_keys').select('key_id').where('estate_id', '=', WC).executeTakeFirstOrThrow()).key_id} was sealed with a token secret (key id ${tokenKeyId(A)}) that is not configured: set that secret in TOKEN_SECRETS_PREVIOUS until the key is re-sealed.`,
      );
      expect(new Set(await wrapIds(second.ctx))).toEqual(new Set([tokenKeyId(A)]));
      const resident = await signInAs(second.app, RESIDENT);
      expect(await acl(second.app, resident)).toBe(200);
      expect((await enrolDevice(second.app, resident.token, newDevice(), WC)).status).toBe(500);
      expect((await second.app.inject({ method: 'GET', url: API.health })).statusCode).toBe(200);
      await second.close();

      // A given back as a previous secret: the keys are re-sealed with B and work again.
      const third = await boot(store, { TOKEN_SECRET: B, TOKEN_SECRETS_PREVIOUS: A });
      expect(third.errors).toEqual([]);
      expect(new Set(await wrapIds(third.ctx))).toEqual(new Set([tokenKeyId(B)]));
      expect(await enrolsWithValidCredential(third, await signInAs(third.app, RESIDENT))).toBe(true);
      await third.close();
    } finally {
      await store.drop();
    }
  }, 120_000);
});

describe('TOKEN_SECRET is required where a generated one cannot be shared', () => {
  it('refuses DATABASE_URL without TOKEN_SECRET, naming the setting', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db.example/estate' })).toThrow(
      'Invalid configuration: TOKEN_SECRET must be set when DATABASE_URL is set (a random secret of at least 32 characters, the same on every server process)',
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/estate', TOKEN_SECRET: A }).tokenSecret).toBe(A);
  });

  it('server/main.ts exits at start on PostgreSQL without TOKEN_SECRET, with the message', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-no-secret-'));
    try {
      await expect(startServerProcess(dataDir, { DATABASE_URL: 'postgres://127.0.0.1:5432/test', TOKEN_SECRET: '' })).rejects.toThrow(
        'TOKEN_SECRET must be set when DATABASE_URL is set',
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('TOKEN_SECRETS_PREVIOUS: each entry at least 32 characters, and only beside TOKEN_SECRET', () => {
    expect(loadConfig({ TOKEN_SECRET: B, TOKEN_SECRETS_PREVIOUS: ` ${A} , ${'c'.repeat(32)}` }).tokenSecretsPrevious).toEqual([A, 'c'.repeat(32)]);
    expect(() => loadConfig({ TOKEN_SECRET: B, TOKEN_SECRETS_PREVIOUS: `${A},short` })).toThrow(
      'TOKEN_SECRETS_PREVIOUS must be comma-separated secrets of at least 32 characters each',
    );
    expect(() => loadConfig({ TOKEN_SECRETS_PREVIOUS: A })).toThrow('TOKEN_SECRETS_PREVIOUS needs TOKEN_SECRET');
    expect(loadConfig({}).tokenSecretsPrevious).toEqual([]);
  });
});
