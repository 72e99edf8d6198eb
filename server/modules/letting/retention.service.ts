import type { AppContext } from '../../context';
import { estateDate } from '../../../src/domain/estate-time';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { deleteFileBytes, deleteFileRecords, filesHeldBy, giveFilesOf } from '../files/files.service';
import { configFor } from '../people/config.service';
import { lockUnitForCount, setGuestsCount } from '../people/units.service';
import { endGuests, issueGuestPass } from './guests.service';
import { endLetter, issueLetterPass } from './letters.service';
import { discardedFileHolder, lettingFileHolder, withIssuingKey } from './letting-common';
import { toLetter, toRegularVisitor } from './letting-rows';
import * as repo from './letting.repository';
import { settleOrphanVisitors } from './visitor-role.service';

/**
 * What the letting module keeps and for how long (POPIA): letters whose letting is over and guests
 * whose dates are over end (their passes revoked); the names, phones, e-mails, ID numbers and
 * images of regular visitors, letters and guests removed, declined or ended are purged after
 * the estate's retention days (people configuration `limits.retentionDays`). A resident's
 * account takes its visitors, letters and guests with it; a visitor's or letter's account only
 * leaves their links.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Letters past their letting and guests past their last day end. Answers how many. */
export async function endOverLettings(ctx: AppContext, now: number = Date.now()): Promise<number> {
  const letters = await repo.listEndedLetters(ctx.db, now);
  for (const letter of letters) {
    await writeTransaction(ctx.db, async (trx) => {
      const row = await repo.findLetter(trx, letter.id);
      if (row && (row.status === 'PENDING' || row.status === 'ACTIVE')) await endLetter(trx, ctx.dialect, row, 'EXPIRED', now);
    });
  }
  const guests = await repo.listEndedGuests(ctx.db, estateDate(now));
  const units = new Map(guests.map((g) => [`${g.estate_id}:${g.unit_no}`, { estateId: Number(g.estate_id), unitNo: g.unit_no }]));
  for (const { estateId, unitNo } of units.values()) {
    await writeTransaction(ctx.db, async (trx) => {
      await lockUnitForCount(trx, ctx.dialect, estateId, unitNo);
      const ended = (await repo.listActiveGuests(trx, estateId, unitNo)).filter((g) => g.valid_to < estateDate(now));
      await endGuests(trx, estateId, unitNo, ended, now);
    });
  }
  return letters.length + guests.length;
}

/**
 * The retention purge: at each estate, rows ended longer ago than `limits.retentionDays` lose
 * their personal details and image files (rows, then bytes after the commit), are marked purged
 * and leave the unit's devices. Answers how many rows were purged.
 */
export async function purgeEnded(ctx: AppContext, now: number = Date.now()): Promise<number> {
  let purged = 0;
  for (const estateId of await repo.estatesWithUnpurged(ctx.db)) {
    const { limits } = await configFor(ctx.db, estateId);
    const cutoff = now - limits.retentionDays * DAY_MS;
    const fileIds = await writeTransaction(ctx.db, async (trx) => {
      const ids: string[] = [];
      for (const table of ['regular_visitors', 'letters', 'letting_guests'] as const) {
        const rows = await repo.listPurgeable(trx, table, estateId, cutoff);
        const files = await filesHeldBy(
          trx,
          rows.flatMap((r) => [lettingFileHolder(r.id), discardedFileHolder(r.id)]),
        );
        await deleteFileRecords(trx, files);
        ids.push(...files);
        await repo.purgeRows(
          trx,
          table,
          rows.map((r) => r.id),
          now,
        );
        const synced = table === 'regular_visitors' ? 'regularVisitors' : table === 'letters' ? 'letters' : 'lettingGuests';
        for (const row of rows) await publish(trx, scopes.unit(Number(row.estate_id), row.unit_no), synced, row.id, null);
        purged += rows.length;
      }
      return ids;
    });
    await deleteFileBytes(ctx, fileIds);
  }
  await repo.deleteExpiredJoinTokens(ctx.db, now);
  return purged;
}

/**
 * ACTIVE letters and guests without a gate pass get one (rows written where no pass could be
 * issued: the demo seed runs before the estates have their issuing keys). Answers how many.
 */
export async function issueMissingPasses(ctx: AppContext, now: number = Date.now()): Promise<number> {
  let issued = 0;
  for (const letter of await repo.listActiveLettersWithoutPass(ctx.db)) {
    if (Number(letter.ends_at) <= now) continue;
    await withIssuingKey(ctx, Number(letter.estate_id), () =>
      writeTransaction(ctx.db, async (trx) => {
        const row = await repo.findLetter(trx, letter.id);
        if (!row || row.status !== 'ACTIVE' || row.pass_id !== '') return;
        issued += 1;
        await issueLetterPass(trx, ctx, row);
      }),
    );
  }
  for (const guest of await repo.listActiveGuestsWithoutPass(ctx.db)) {
    if (guest.valid_to < estateDate(now)) continue;
    await withIssuingKey(ctx, Number(guest.estate_id), () =>
      writeTransaction(ctx.db, async (trx) => {
        const row = await repo.findGuest(trx, guest.id);
        if (!row || row.status !== 'ACTIVE' || row.pass_id !== '') return;
        issued += 1;
        await issueGuestPass(trx, ctx, row);
      }),
    );
  }
  return issued;
}

/** The job: lettings over, passes missing, orphaned visitors' roles settled, then the purge. */
export async function maintainLetting(ctx: AppContext): Promise<{ ended: number; issued: number; settled: number; purged: number }> {
  const ended = await endOverLettings(ctx);
  const issued = await issueMissingPasses(ctx);
  const settled = await settleOrphanVisitors(ctx);
  const purged = await purgeEnded(ctx);
  return { ended, issued, settled, purged };
}

/**
 * Account deletion step (before the user's rows are erased). As a resident: their letters and
 * guests go (tombstoned; their passes were revoked by the invites module's step, which runs
 * first), the units' guest counts republished, their images given back to the user so the
 * erasure deletes them; their regular visitors become REMOVED rows without an owner or personal
 * details, which the letting job settles (the visitors' roles and credentials: the gate's lock
 * order keeps that out of this transaction) and then deletes. As a visitor or letter: their
 * links to the residents' records are cleared and republished.
 */
export async function forgetUser(trx: Trx, userId: string): Promise<void> {
  const now = Date.now();
  const visitors = await repo.listRegularVisitorsOwnedBy(trx, userId);
  const letters = await repo.listLettersOwnedBy(trx, userId);
  const guests = await repo.listGuestsOwnedBy(trx, userId);
  const ids = [...visitors, ...letters, ...guests].map((r) => r.id);
  await giveFilesOf(
    trx,
    ids.flatMap((id) => [lettingFileHolder(id), discardedFileHolder(id)]),
    userId,
  );
  await repo.deleteJoinTokensOf(
    trx,
    'regularVisitor',
    visitors.map((r) => r.id),
  );
  await repo.deleteJoinTokensOf(
    trx,
    'letter',
    letters.map((r) => r.id),
  );

  for (const row of visitors)
    if (row.status !== 'REMOVED' && row.purged_at === null)
      await publish(trx, scopes.unit(Number(row.estate_id), row.unit_no), 'regularVisitors', row.id, null);
  await repo.purgeRows(
    trx,
    'regular_visitors',
    visitors.map((r) => r.id),
    now,
  );
  await repo.orphanRegularVisitors(
    trx,
    visitors.map((r) => r.id),
    now,
  );

  for (const row of letters)
    if (row.status !== 'REMOVED' && row.purged_at === null) await publish(trx, scopes.unit(Number(row.estate_id), row.unit_no), 'letters', row.id, null);
  await repo.deleteRows(
    trx,
    'letters',
    letters.map((r) => r.id),
  );
  for (const row of guests) if (row.status === 'ACTIVE') await publish(trx, scopes.unit(Number(row.estate_id), row.unit_no), 'lettingGuests', row.id, null);
  await repo.deleteRows(
    trx,
    'letting_guests',
    guests.map((r) => r.id),
  );
  const units = new Map(
    guests.filter((g) => g.status === 'ACTIVE').map((g) => [`${g.estate_id}:${g.unit_no}`, { estateId: Number(g.estate_id), unitNo: g.unit_no }]),
  );
  for (const { estateId, unitNo } of units.values()) await setGuestsCount(trx, estateId, unitNo, await repo.countActiveGuests(trx, estateId, unitNo));

  // Records of others that named the user.
  for (const row of await repo.listRegularVisitorsOfUser(trx, userId)) {
    const updated = await repo.updateRegularVisitor(trx, row.id, { visitor_user_id: '' });
    if (updated.status !== 'REMOVED' && updated.purged_at === null)
      await publish(trx, scopes.unit(Number(updated.estate_id), updated.unit_no), 'regularVisitors', updated.id, toRegularVisitor(updated));
  }
  for (const row of await repo.listLettersOfUser(trx, userId)) {
    const updated = await repo.updateLetter(trx, row.id, { letter_user_id: '' });
    if (updated.status !== 'REMOVED' && updated.purged_at === null)
      await publish(trx, scopes.unit(Number(updated.estate_id), updated.unit_no), 'letters', updated.id, toLetter(updated));
  }
  await repo.clearJoinTokenUser(trx, userId);
}
