/**
 * Where uploaded files' bytes live (photos, documents). Built once, in `ctx.files`; the default
 * is a folder under DATA_DIR (local-file-store.ts), and an S3-compatible store implements the
 * same three calls (PutObject, GetObject, DeleteObject).
 *
 * The contract:
 * - Ids are made by the server, url-safe, 8 to 64 of `[A-Za-z0-9_-]`; a store rejects any other id.
 * - `put` stores the whole of `bytes` under `id`, replacing what was there; once it resolves,
 *   `get` answers those bytes, and no reader ever sees part of a file.
 * - `get` answers undefined when there is no such file; any other failure rejects.
 * - `delete` resolves whether or not the file existed.
 * The store holds bytes only. What a file is and who may read it are decided before it is called:
 * the kind's policy (server/files/file-policy.ts) checks the bytes before `put`, and the `files`
 * table holds the owner, type and size, written after `put` and removed before `delete`.
 */
export interface FileStore {
  put(id: string, bytes: Buffer): Promise<void>;
  get(id: string): Promise<Buffer | undefined>;
  delete(id: string): Promise<void>;
}
