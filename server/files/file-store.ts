/**
 * Where uploaded files (profile and vehicle photos) live. The built-in default is a folder
 * under DATA_DIR; a production backend (S3-compatible store) implements the same interface.
 * Ids are server-generated and url-safe; metadata (owner, type, size) is in the `files` table.
 */
export interface FileStore {
  readonly kind: string;
  put(id: string, bytes: Buffer): Promise<void>;
  /** The stored bytes, or undefined when there is no such file. */
  get(id: string): Promise<Buffer | undefined>;
  delete(id: string): Promise<void>;
}
