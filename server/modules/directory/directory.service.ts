import type { DirectoryEntry } from '../../../src/contract/records';
import { publish, scopes, type Trx } from '../../sync/change-log';
import { upsertEntry } from './directory.repository';

/**
 * Stores an estate's directory entry and publishes it to the estate's scope in the same
 * transaction: every member's devices receive it with the commit and list it offline.
 */
export async function saveDirectoryEntry(trx: Trx, entry: DirectoryEntry): Promise<void> {
  await upsertEntry(trx, { id: entry.id, estate_id: entry.estateID, data: JSON.stringify(entry) });
  await publish(trx, scopes.estate(entry.estateID), 'directory', entry.id, entry);
}

