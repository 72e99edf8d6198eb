import type { Config } from '../config';
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
