import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeFileId, type FileStore } from './file-store';

/** Files as plain files in `<dataDir>/files`, written to a temporary name and renamed into place. */
export function createLocalFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'files');
  const fileOf = (id: string) => path.join(root, assertSafeFileId(id));
  return {
    async put(id, bytes) {
      const target = fileOf(id);
      await fs.mkdir(root, { recursive: true });
      const temp = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, target);
    },
    async get(id) {
      try {
        return await fs.readFile(fileOf(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(id) {
      await fs.rm(fileOf(id), { force: true });
    },
    // The folder exists (or can be made) and this process may read and write it: what `put` and `get` need.
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, constants.R_OK | constants.W_OK);
    },
  };
}
