import type { AppContext } from '../../context';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { deleteFileBytes, deleteFileRecords, filesHeldBy, filesHeldLike, giveFilesOf } from '../files/files.service';
import { associateFileHolder, discardedFileHolder } from './associates.service';
import { configFor } from './config.service';
import { withdrawDelegateRole } from './delegates.service';
import { publishGateFaces } from './identity.service';
import { toAssociate } from './people-rows';
import * as repo from './people.repository';
import { publishUnit } from './units.service';

/**
 * What the people module keeps and for how long (POPIA): removed associates' images and ID
 * numbers are purged after the estate's retention days; a deleted account takes its associates
 * (and their images) with it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The retention job: at each estate, removed associates older than `limits.retentionDays` lose
 * their image files (rows, then bytes after the commit) and their ID number, and are marked
 * purged; images replaced earlier (discarded) go too. Answers how many associates were purged.
 */
export async function purgeExpired(ctx: AppContext, now: number = Date.now()): Promise<number> {
  let purged = 0;
  for (const estateId of await repo.estatesWithUnpurged(ctx.db)) {
    const { limits } = await configFor(ctx.db, estateId);
    const fileIds = await writeTransaction(ctx.db, async (trx) => {
      const rows = await repo.listPurgeable(trx, estateId, now - limits.retentionDays * DAY_MS);
      const holders = rows.flatMap((r) => [associateFileHolder(r.id), discardedFileHolder(r.id)]);
      const ids = await filesHeldBy(trx, holders);
      await repo.deleteEnrolments(trx, ids);
      await deleteFileRecords(trx, ids);
      for (const row of rows) {
        await repo.updateAssociate(trx, row.id, { id_number: '', face_file_id: '', document_front_file_id: '', document_back_file_id: '', purged_at: now });
      }
      purged += rows.length;
      return ids;
    });
    await deleteFileBytes(ctx, fileIds);
  }
  const discarded = await writeTransaction(ctx.db, async (trx) => {
    const ids = await filesHeldLike(trx, 'discarded:');
    await repo.deleteEnrolments(trx, ids);
    await deleteFileRecords(trx, ids);
    return ids;
  });
  await deleteFileBytes(ctx, discarded);
  return purged;
}

/**
 * Account deletion step (before the user's rows are erased): the user's associates go now, with
 * their consents, views and requests about them (tombstoned), and their image files are given
 * back to the user so the erasure deletes them (rows, then bytes after the commit); the
 * requests the user made are tombstoned; the user's name leaves other records (the delegate
 * they were, the associates they added for a resident, the consents they gave).
 */
export async function forgetUser(trx: Trx, userId: string, ctx: AppContext): Promise<void> {
  const owned = await repo.listAssociatesOwnedBy(trx, userId);
  const ids = owned.map((a) => a.id);
  await giveFilesOf(trx, [...ids.flatMap((id) => [associateFileHolder(id), discardedFileHolder(id)]), `discarded:self:${userId}`], userId);
  const requests = [...(await repo.listRequestsAbout(trx, ids)), ...(await repo.listRequestsBy(trx, userId))];
  const seen = new Set<string>();
  for (const request of requests) {
    if (seen.has(request.id)) continue;
    seen.add(request.id);
    const estateId = Number(request.estate_id);
    await publish(trx, scopes.unit(estateId, request.unit_no), 'unitRequests', request.id, null);
    await publish(trx, scopes.manager(estateId), 'unitRequests', request.id, null);
  }
  await repo.deleteRequests(trx, [...seen]);
  await repo.deleteViewsOf(trx, ids);
  await repo.deleteConsentsOf(trx, 'associate', ids);
  // A delegate's role goes with the associate.
  for (const associate of owned) if (associate.delegate_user_id !== userId) await withdrawDelegateRole(trx, ctx.hooks, associate);
  await repo.deleteAssociates(trx, ids);
  const units = new Map(owned.map((a) => [`${a.estate_id}:${a.unit_no}`, a]));
  for (const associate of owned)
    if (associate.status === 'active') await publish(trx, scopes.unit(Number(associate.estate_id), associate.unit_no), 'associates', associate.id, null);
  for (const a of units.values()) await publishUnit(trx, Number(a.estate_id), a.unit_no);

  // Records of others that named the user.
  for (const delegation of await repo.listDelegationsOf(trx, userId)) {
    const row = await repo.updateAssociate(trx, delegation.id, { delegate_user_id: '' });
    await publish(trx, scopes.unit(Number(row.estate_id), row.unit_no), 'associates', row.id, toAssociate(row));
  }
  await repo.clearCreatedBy(trx, userId);
  await repo.clearConsentGiver(trx, userId);
  if (await repo.findOwnOnboarding(trx, userId)) await publishGateFaces(trx, userId, null);
}
