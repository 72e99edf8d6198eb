import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { fileStoreBootNotes } from '../../server/files/create-file-store';

// S3_* settings: which file store the server uses (server/files/create-file-store.ts).

const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const MINIO = {
  S3_BUCKET: 'estate-files',
  S3_ENDPOINT: 'http://minio:9000',
  S3_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE',
  S3_SECRET_ACCESS_KEY: SECRET,
  S3_FORCE_PATH_STYLE: 'true',
};

/** The message loadConfig refuses `env` with. */
function refusal(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('loadConfig took the settings');
}

describe('S3 file store settings', () => {
  it('are off without S3_BUCKET: the folder under DATA_DIR', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: '' }).s3).toBeUndefined();
  });

  it('read a bucket alone with the defaults: AWS S3 in us-east-1, host-style, the default credential chain, no prefix', () => {
    expect(loadConfig({ S3_BUCKET: 'estate-files' }).s3).toEqual({
      bucket: 'estate-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('read a self-hosted server with its keys, and a prefix without its outer slashes', () => {
    expect(loadConfig({ ...MINIO, S3_REGION: 'auto', S3_PREFIX: '/estate/prod/' }).s3).toEqual({
      bucket: 'estate-files',
      endpoint: 'http://minio:9000',
      region: 'auto',
      credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: SECRET },
      forcePathStyle: true,
      prefix: 'estate/prod',
    });
  });

  it('refuse one key without the other, and any S3_* setting without S3_BUCKET', () => {
    expect(refusal({ ...MINIO, S3_SECRET_ACCESS_KEY: undefined })).toBe(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the default credential chain)',
    );
    expect(refusal({ ...MINIO, S3_ACCESS_KEY_ID: undefined })).toContain('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
    expect(refusal({ ...MINIO, S3_BUCKET: undefined })).toBe(
      'Invalid configuration: S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE need S3_BUCKET',
    );
    expect(refusal({ S3_REGION: 'eu-west-1' })).toBe('Invalid configuration: S3_REGION needs S3_BUCKET');
    expect(refusal({ S3_PREFIX: 'estate' })).toBe('Invalid configuration: S3_PREFIX needs S3_BUCKET');
  });

  it('refuse malformed values, naming the setting', () => {
    expect(refusal({ S3_BUCKET: 'Estate_Files' })).toContain('S3_BUCKET must be a bucket name');
    expect(refusal({ S3_BUCKET: 'ab' })).toContain('S3_BUCKET must be a bucket name');
    expect(refusal({ ...MINIO, S3_ENDPOINT: 'minio:9000' })).toContain('S3_ENDPOINT must be an http:// or https:// URL');
    expect(refusal({ ...MINIO, S3_ENDPOINT: 'ftp://minio' })).toContain('S3_ENDPOINT must be an http:// or https:// URL');
    expect(refusal({ ...MINIO, S3_REGION: 'EU West' })).toContain('S3_REGION must be a region name');
    expect(refusal({ ...MINIO, S3_FORCE_PATH_STYLE: 'yes' })).toContain('S3_FORCE_PATH_STYLE must be true or false');
    for (const prefix of ['estate/../other', 'estate//prod', './estate', 'estate prod', 'estate/.hidden']) {
      expect(refusal({ ...MINIO, S3_PREFIX: prefix }), prefix).toContain('S3_PREFIX must be folder names');
    }
    expect(refusal({ ...MINIO, S3_PREFIX: 'a'.repeat(201) })).toContain('S3_PREFIX must be at most 200 characters');
  });

  it('never put a secret in a message: a bad secret, a lone secret, credentials in the endpoint', () => {
    const spaced = `${SECRET} `;
    const bad = refusal({ ...MINIO, S3_SECRET_ACCESS_KEY: spaced });
    expect(bad).toBe('Invalid configuration: S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY must be printable characters without spaces');
    const lone = refusal({ ...MINIO, S3_ACCESS_KEY_ID: undefined });
    const inUrl = refusal({ ...MINIO, S3_ENDPOINT: `http://minio:${encodeURIComponent(SECRET)}@minio:9000` });
    expect(inUrl).toBe('Invalid configuration: S3_ENDPOINT: S3_ENDPOINT must not hold credentials (set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)');
    for (const message of [bad, lone, inUrl]) {
      expect(message).not.toContain(SECRET);
      expect(message).not.toContain(encodeURIComponent(SECRET));
    }
  });

  it('are said at boot without the keys; a server on PostgreSQL keeping files on its own disk is warned', () => {
    const notes = (env: Record<string, string>) => fileStoreBootNotes(loadConfig({ DATA_DIR: '/srv/estate', ...env }));
    expect(notes({ ...MINIO, S3_PREFIX: 'estate/prod' })).toEqual([
      { level: 'info', message: 'Uploaded files: S3 bucket estate-files at http://minio:9000, under estate/prod/' },
    ]);
    expect(notes({ S3_BUCKET: 'estate-files', S3_REGION: 'eu-west-1' })).toEqual([
      { level: 'info', message: 'Uploaded files: S3 bucket estate-files at AWS S3 in eu-west-1' },
    ]);
    expect(JSON.stringify(notes(MINIO))).not.toContain(SECRET);
    expect(notes({ DATABASE_URL: 'postgres://db/estate', TOKEN_SECRET: 'a-secret-of-at-least-32-characters-long' })).toEqual([
      {
        level: 'warn',
        message: 'Uploaded files are kept in /srv/estate/files, which only this process reads: with several processes on one database, set S3_BUCKET',
      },
    ]);
    // One process on SQLite is what the folder is for.
    expect(notes({})).toEqual([]);
  });
});
