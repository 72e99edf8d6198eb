import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { tryStartS3Server, type S3TestServer } from '../helpers/s3';
import type { S3Config } from '../../server/config';
import type { FileStore } from '../../server/files/file-store';
import { createLocalFileStore } from '../../server/files/local-file-store';
import { createS3FileStore } from '../../server/files/s3-file-store';

/**
 * The FileStore contract (server/files/file-store.ts), run against each store: the local folder, and the S3
 * store against a real S3-compatible server (s3rver) that this file starts. Each store kind says
 * how to make a store, a second store on the same backing (what another process would open), and
 * a store whose backing fails.
 */

const s3 = await tryStartS3Server();
afterAll(async () => {
  await s3?.close();
});

type StoreKind = {
  name: string;
  /** A fresh store with nothing in it. */
  make(): FileStore;
  /** A second store on the backing of the last one made: what another process opens. */
  twin(): FileStore;
  /** A store on the same kind of backing that fails (unreadable folder; missing bucket). */
  broken(): FileStore;
};

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-test-'));
  tempDirs.push(dir);
  return dir;
};

const s3ConfigOf = (server: S3TestServer, overrides: Partial<S3Config> = {}): S3Config => ({
  bucket: server.bucket,
  endpoint: server.endpoint,
  region: 'us-east-1',
  credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  forcePathStyle: true,
  prefix: '',
  ...overrides,
});

function localKind(): StoreKind {
  let dir = '';
  return {
    name: 'local folder',
    make() {
      dir = tempDir();
      return createLocalFileStore(dir);
    },
    twin: () => createLocalFileStore(dir),
    broken() {
      // A plain file where the files' folder should be: every read and write under it fails (ENOTDIR).
      const broken = tempDir();
      fs.writeFileSync(path.join(broken, 'files'), 'not a folder');
      return createLocalFileStore(broken);
    },
  };
}

function s3Kind(server: S3TestServer): StoreKind {
  let prefix = '';
  return {
    name: 's3rver',
    make() {
      // Each store its own prefix in the one bucket, so the tests cannot see each other's files.
      prefix = `contract/${crypto.randomBytes(4).toString('hex')}`;
      return createS3FileStore(s3ConfigOf(server, { prefix }));
    },
    twin: () => createS3FileStore(s3ConfigOf(server, { prefix })),
    broken: () => createS3FileStore(s3ConfigOf(server, { bucket: 'no-such-bucket' })),
  };
}

const KINDS: StoreKind[] = [localKind(), ...(s3 ? [s3Kind(s3)] : [])];
if (!s3) it.skip('the S3 store contract (s3rver could not start: see the warning above)', () => {});

const ID = 'abcdefgh1234';
/** Every byte value, then random bytes: what a text-only path (an encoding, a line-ending fix) would corrupt. */
const BINARY = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), crypto.randomBytes(300 * 1024)]);
const UNSAFE_IDS = ['../../etc/passwd', 'a/b/c/d/e', 'short', '', 'x'.repeat(65), 'abc defgh', 'abcdefgh.txt', '..%2F..%2Fetc'];

describe.each(KINDS)('file store contract: $name', (kind) => {
  it('answers the bytes it stored, byte for byte, and undefined for an id never stored', async () => {
    const store = kind.make();
    await store.put(ID, BINARY);
    const back = await store.get(ID);
    expect(back).toBeInstanceOf(Buffer);
    expect(back?.equals(BINARY)).toBe(true);
    expect(await store.get('neverStored123')).toBeUndefined();
  });

  it('stores an empty file as empty, not as missing', async () => {
    const store = kind.make();
    await store.put(ID, Buffer.alloc(0));
    expect(await store.get(ID)).toEqual(Buffer.alloc(0));
  });

  it('replaces what was stored under the id', async () => {
    const store = kind.make();
    await store.put(ID, Buffer.from('first version, the longer one'));
    await store.put(ID, Buffer.from('second'));
    expect((await store.get(ID))?.toString()).toBe('second');
  });

  it('deletes a file, and resolves when deleting one that is not there', async () => {
    const store = kind.make();
    await store.put(ID, Buffer.from('hello'));
    await store.put('keepThisOne1', Buffer.from('kept'));
    await store.delete(ID);
    expect(await store.get(ID)).toBeUndefined();
    expect((await store.get('keepThisOne1'))?.toString()).toBe('kept');
    await expect(store.delete(ID)).resolves.toBeUndefined();
    await expect(store.delete('neverStored123')).resolves.toBeUndefined();
  });

  it('refuses every id outside the rule, for each call, storing nothing', async () => {
    const store = kind.make();
    for (const id of UNSAFE_IDS) {
      await expect(store.put(id, Buffer.from('x')), id).rejects.toThrow('unsafe file id');
      await expect(store.get(id), id).rejects.toThrow('unsafe file id');
      await expect(store.delete(id), id).rejects.toThrow('unsafe file id');
    }
    // The rule's edges are taken: 8 and 64 characters, with - and _.
    for (const id of ['a-b_c-d_', 'Z'.repeat(64)]) {
      await store.put(id, Buffer.from(id));
      expect((await store.get(id))?.toString()).toBe(id);
    }
  });

  it('serves what one store put through another on the same backing (another process)', async () => {
    const store = kind.make();
    const other = kind.twin();
    await store.put(ID, BINARY);
    expect((await other.get(ID))?.equals(BINARY)).toBe(true);
    await other.delete(ID);
    expect(await store.get(ID)).toBeUndefined();
  });

  it('rejects, rather than answering undefined, when its backing fails; check says so too', async () => {
    const broken = kind.broken();
    await expect(broken.get(ID)).rejects.toThrow();
    await expect(broken.put(ID, Buffer.from('x'))).rejects.toThrow();
    await expect(broken.check()).rejects.toThrow();
    await expect(kind.make().check()).resolves.toBeUndefined();
  });
});

describe('local file store', () => {
  it('keeps the bytes as DATA_DIR/files/<id>, with no temporary file left', async () => {
    const dir = tempDir();
    const store = createLocalFileStore(dir);
    await store.put(ID, Buffer.from('hello'));
    expect(fs.readFileSync(path.join(dir, 'files', ID), 'utf8')).toBe('hello');
    expect(fs.readdirSync(path.join(dir, 'files'))).toEqual([ID]);
  });

  it('check makes the folder when no file was stored yet', async () => {
    const dir = tempDir();
    await createLocalFileStore(dir).check();
    expect(fs.statSync(path.join(dir, 'files')).isDirectory()).toBe(true);
  });
});

describe.skipIf(!s3)('S3 file store on s3rver', () => {
  const server = s3 as S3TestServer;
  const raw = () =>
    new S3Client({
      endpoint: server.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    });

  it('keeps each file as the object <prefix>/<id>, and two prefixes do not see each other', async () => {
    const a = createS3FileStore(s3ConfigOf(server, { prefix: 'estate/a' }));
    const b = createS3FileStore(s3ConfigOf(server, { prefix: 'estate/b' }));
    await a.put(ID, Buffer.from('in a'));
    const listed = await raw().send(new ListObjectsV2Command({ Bucket: server.bucket, Prefix: 'estate/' }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual([`estate/a/${ID}`]);
    const object = await raw().send(new GetObjectCommand({ Bucket: server.bucket, Key: `estate/a/${ID}` }));
    expect(await object.Body?.transformToString()).toBe('in a');
    expect(await b.get(ID)).toBeUndefined();
  });

  it('rejects every call with an access key the server does not know', async () => {
    const stranger = createS3FileStore(s3ConfigOf(server, { credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'whatever' } }));
    await expect(stranger.put(ID, Buffer.from('x'))).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    await expect(stranger.get(ID)).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    await expect(stranger.check()).rejects.toThrow();
  });

  it('rejects a read, rather than answering undefined, once the server is gone', async () => {
    const own = await tryStartS3Server('gone-soon');
    if (!own) throw new Error('s3rver started once in this file but not twice');
    const store = createS3FileStore(s3ConfigOf(own));
    await store.put(ID, Buffer.from('stored before the server stopped'));
    await own.close();
    await expect(store.get(ID)).rejects.toThrow();
    await expect(store.get('neverStored123')).rejects.toThrow();
    await expect(store.check()).rejects.toThrow();
  });
});
