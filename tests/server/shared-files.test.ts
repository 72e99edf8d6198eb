import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDb, type DbDialect } from '../../server/db/database';
import { fileIdOfUrl } from '../../server/modules/files/files.service';
import { dropTestDatabase, pgDatabaseUrl, runOnTestPostgres } from '../helpers/postgres';
import { makeEstate, makeUser, type Server, type TestUser } from '../helpers/factories';
import { tryStartS3Server } from '../helpers/s3';
import { pdfBytes, pngBytes } from '../helpers/test-files';
import { availableDialects } from '../helpers/test-app';

/**
 * Two servers of one fleet, as two processes behind a load balancer are: one database, one
 * TOKEN_SECRET, each its own DATA_DIR. A file uploaded through one (the real POST /sdk/files) is
 * served by the other (GET /sdk/files/:id) only when they share an S3-compatible bucket (s3rver
 * here); with the default folder under DATA_DIR, the other answers 404.
 *
 * On PostgreSQL the two apps open their own pools on one database. Without a reachable
 * PostgreSQL, the SQLite variant opens one database file twice (two connections, WAL, as two
 * processes on one machine would) while each app keeps its own DATA_DIR for files, so a file can
 * only cross through the bucket there too.
 */

const dialects = await availableDialects();
const s3 = await tryStartS3Server('fleet-files');
afterAll(async () => {
  await s3?.close();
});

type Fleet = { a: Server; b: Server; dataDirs: string[]; close(): Promise<void> };

/** Two apps on one new database, each its own DATA_DIR, with `env` added to both configs. */
async function startTwoApps(dialect: DbDialect, env: Record<string, string>): Promise<Fleet> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-files-'));
  const database = `shared_files_${crypto.randomBytes(6).toString('hex')}`;
  if (dialect === 'postgres') await runOnTestPostgres(`create database ${database}`);
  const tokenSecret = crypto.randomBytes(32).toString('hex');
  const apps: Server[] = [];
  const dataDirs = ['a', 'b'].map((name) => path.join(root, name));
  // One after the other: the first migrates the new database, the second finds nothing to do.
  for (const dataDir of dataDirs) {
    const config = loadConfig({
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(root, 'no-static'),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      TOKEN_SECRET: tokenSecret,
      ...(dialect === 'postgres' ? { DATABASE_URL: pgDatabaseUrl(database) } : {}),
      ...env,
    });
    const db = dialect === 'sqlite' ? openDb({ dataDir: path.join(root, 'shared-db') }) : undefined;
    apps.push(await buildApp(config, { db, logger: false }));
  }
  const [a, b] = apps;
  if (!a || !b) throw new Error('two apps were built');
  return {
    a,
    b,
    dataDirs,
    async close() {
      for (const app of apps) await app.app.close();
      if (dialect === 'postgres') await dropTestDatabase(database);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

async function uploadThrough(app: FastifyInstance, who: TestUser, contentType: string, bytes: Buffer): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: API.files,
    headers: { authorization: `Bearer ${who.token}`, 'content-type': contentType },
    payload: bytes,
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json<{ details: { url: string }[] }>().details[0]?.url;
  if (!url) throw new Error('the upload answered no url');
  return url;
}

const readThrough = (app: FastifyInstance, who: TestUser, url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${who.token}` } });

/** The files each app's DATA_DIR holds (none when the bytes went to the bucket). */
const localFiles = (dataDir: string) => (fs.existsSync(path.join(dataDir, 'files')) ? fs.readdirSync(path.join(dataDir, 'files')) : []);

describe.each(dialects)('files across two servers on %s', (dialect) => {
  describe.skipIf(!s3)('sharing one S3-compatible bucket', () => {
    let fleet: Fleet;
    let resident: TestUser;
    beforeAll(async () => {
      if (!s3) return;
      fleet = await startTwoApps(dialect, { ...s3.env, S3_PREFIX: `shared-files/${dialect}` });
      const estate = await makeEstate(fleet.a);
      resident = await makeUser(fleet.a, { roles: [{ estateId: estate, role: 'resident', unitNo: '7' }] });
    });
    afterAll(async () => {
      await fleet?.close();
    });

    it('serves a photo and a PDF uploaded through one through the other, byte for byte; neither DATA_DIR holds them', async () => {
      const photo = pngBytes(32, 32);
      const statement = await pdfBytes('Levy statement, unit 7');
      const photoUrl = await uploadThrough(fleet.a.app, resident, 'image/png', photo);
      const pdfUrl = await uploadThrough(fleet.b.app, resident, 'application/pdf', statement);

      const photoThroughB = await readThrough(fleet.b.app, resident, photoUrl);
      expect(photoThroughB.statusCode).toBe(200);
      expect(photoThroughB.headers['content-type']).toBe('image/png');
      expect(photoThroughB.rawPayload.equals(photo)).toBe(true);
      const pdfThroughA = await readThrough(fleet.a.app, resident, pdfUrl);
      expect(pdfThroughA.statusCode).toBe(200);
      expect(pdfThroughA.headers['content-type']).toBe('application/pdf');
      expect(pdfThroughA.rawPayload.equals(statement)).toBe(true);

      for (const dataDir of fleet.dataDirs) expect(localFiles(dataDir)).toEqual([]);
      // And a file one server deletes is gone for the other.
      await fleet.b.ctx.files.delete(fileIdOfUrl(photoUrl) ?? '');
      expect(await fleet.a.ctx.files.get(fileIdOfUrl(photoUrl) ?? '')).toBeUndefined();
    });

    it('both answer ready through the store check', async () => {
      await expect(fleet.a.ctx.files.check()).resolves.toBeUndefined();
      await expect(fleet.b.ctx.files.check()).resolves.toBeUndefined();
    });
  });

  // The failure this fixes: with the default store, the bytes stay on the disk of the server that took them.
  describe('each with its folder under DATA_DIR (no S3_BUCKET)', () => {
    let fleet: Fleet;
    let resident: TestUser;
    beforeAll(async () => {
      fleet = await startTwoApps(dialect, {});
      const estate = await makeEstate(fleet.a);
      resident = await makeUser(fleet.a, { roles: [{ estateId: estate, role: 'resident', unitNo: '7' }] });
    });
    afterAll(async () => {
      await fleet?.close();
    });

    it('answers 404 through the other server for a photo uploaded through one', async () => {
      const photoUrl = await uploadThrough(fleet.a.app, resident, 'image/png', pngBytes());
      expect((await readThrough(fleet.a.app, resident, photoUrl)).statusCode).toBe(200);
      expect((await readThrough(fleet.b.app, resident, photoUrl)).statusCode).toBe(404);
      expect(localFiles(fleet.dataDirs[0] ?? '')).toEqual([fileIdOfUrl(photoUrl)]);
    });
  });
});
