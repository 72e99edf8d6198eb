import path from 'node:path';
import type { Config } from '../config';
import type { BootNote } from '../context';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

/**
 * The S3-compatible bucket when S3_BUCKET is set (what a fleet of processes needs: each serves
 * what another stored), else the folder under DATA_DIR (one process, the default on a fresh machine).
 */
export function createFileStore(config: Config): FileStore {
  return config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(config.dataDir);
}

/**
 * Where uploaded files go, said at boot: the bucket (never the keys), or a warning when a server on
 * PostgreSQL (the fleet's database) keeps them on its own disk, where the others cannot read them.
 */
export function fileStoreBootNotes(config: Config): BootNote[] {
  const s3 = config.s3;
  if (s3) {
    const where = s3.endpoint === undefined ? `AWS S3 in ${s3.region}` : s3.endpoint;
    const under = s3.prefix === '' ? '' : `, under ${s3.prefix}/`;
    return [{ level: 'info', message: `Uploaded files: S3 bucket ${s3.bucket} at ${where}${under}` }];
  }
  if (config.databaseUrl === undefined) return [];
  return [
    {
      level: 'warn',
      message: `Uploaded files are kept in ${path.join(config.dataDir, 'files')}, which only this process reads: with several processes on one database, set S3_BUCKET`,
    },
  ];
}
