import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store';

const SAFE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** Files as plain files in `<dataDir>/files`, written to a temporary name and renamed into place. */
export function createLocalFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'files');
  const fileOf = (id: string) => {
    if (!SAFE_ID.test(id)) throw new Error('unsafe file id');
    return path.join(root, id);
  };
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
  };
}
