/**
 * Where uploaded files' bytes live (photos, documents). Built once, in `ctx.files`, by
 * `createFileStore` (create-file-store.ts): an S3-compatible bucket when S3_BUCKET is set
 * (s3-file-store.ts), which every process of a fleet shares; else a folder under DATA_DIR
 * (local-file-store.ts), which only the process on that disk sees.
 *
 * The contract:
 * - Ids are made by the server, url-safe, 8 to 64 of `[A-Za-z0-9_-]`; a store rejects any other id.
 * - `put` stores the whole of `bytes` under `id`, replacing what was there; once it resolves,
 *   `get` answers those bytes, and no reader ever sees part of a file.
 * - `get` answers undefined when there is no such file; any other failure rejects.
 * - `delete` resolves whether or not the file existed.
 * - `check` resolves when the store can be reached now (one cheap call, for a readiness probe)
 *   and rejects with the reason otherwise; it stores nothing.
 * The store holds bytes only. What a file is and who may read it are decided before it is called:
 * the kind's policy (server/files/file-policy.ts) checks the bytes before `put`, and the `files`
 * table holds the owner, type and size, written after `put` and removed before `delete`.
 */
export interface FileStore {
  put(id: string, bytes: Buffer): Promise<void>;
  get(id: string): Promise<Buffer | undefined>;
  delete(id: string): Promise<void>;
  check(): Promise<void>;
}

const SAFE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The contract's id rule, for every store: an id that could name another path or key is refused. */
export function assertSafeFileId(id: string): string {
  if (!SAFE_ID.test(id)) throw new Error('unsafe file id');
  return id;
}
