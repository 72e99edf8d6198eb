import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A running S3-compatible server for tests, with one empty bucket. */
export type S3TestServer = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The S3_* settings that point a server (buildApp or a process) at this bucket. */
  env: Record<string, string>;
  /** Stops the server (ending the clients' kept-alive connections) and removes its folder. */
  close(): Promise<void>;
};

/**
 * s3rver (a fake S3 over a folder, from the npm registry) on a free loopback port, with a temporary
 * folder and the bucket made. Its one account is S3RVER/S3RVER; it checks that a request's key id
 * is known but not its SigV4 signature, so a wrong secret is not caught here.
 */
export async function startS3Server(bucket = 'estate-files'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    fs.rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey, S3_FORCE_PATH_STYLE: 'true' },
    async close() {
      // The S3 client keeps its connections alive; http.Server.close() alone would wait for them.
      server.httpServer?.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** startS3Server, or undefined with a warning when s3rver cannot start here (its suites then skip). */
export async function tryStartS3Server(bucket?: string): Promise<S3TestServer | undefined> {
  try {
    return await startS3Server(bucket);
  } catch (error) {
    console.warn(`WARNING: s3rver could not start (${error instanceof Error ? error.message : String(error)}); the S3 file store tests are skipped.`);
    return undefined;
  }
}
