import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { assertSafeFileId, type FileStore } from './file-store';

/**
 * Files as objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2, s3rver in the
 * tests), through the AWS SDK's S3 client: one PutObject, GetObject or DeleteObject per call, each
 * object under `<prefix>/<id>`. A PutObject is atomic (a reader sees the old object or the whole
 * new one), which is the contract's "no reader ever sees part of a file".
 *
 * The credentials need s3:PutObject, s3:GetObject and s3:DeleteObject on the prefix, and
 * s3:ListBucket on the bucket: without it S3 answers a missing object with 403 rather than
 * NoSuchKey (so `get` would reject instead of answering undefined), and `check` (HeadBucket)
 * is refused.
 */
export function createS3FileStore(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Unset: the SDK's default chain (environment, shared files, the instance's or task's role).
    credentials: config.credentials,
    // A server that does not answer fails the call (the SDK retries it) instead of holding a request forever.
    requestHandler: { connectionTimeout: 5000, socketTimeout: 30_000 },
    // The SDK's newer integrity checksums (CRC32 on every PutObject since 3.729) are refused by several
    // S3-compatible servers; with an endpoint of its own, send and check them only where S3 requires them.
    ...(config.endpoint === undefined ? {} : { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }),
  });
  const Bucket = config.bucket;
  const keyOf = (id: string) => (config.prefix === '' ? assertSafeFileId(id) : `${config.prefix}/${assertSafeFileId(id)}`);
  return {
    async put(id, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(id), Body: bytes, ContentLength: bytes.length }));
    },
    async get(id) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(id) }));
        if (!object.Body) throw new Error('the S3 object had no body');
        const bytes = await object.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },
    async delete(id) {
      // S3 answers 204 whether or not the key existed.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(id) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

/**
 * The object is not there: NoSuchKey, or a bare 404 from a server that sends no error code. A
 * missing bucket (NoSuchBucket, also 404) is a broken setting, not a missing file, so it rejects.
 */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchKey') return true;
  return error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}
