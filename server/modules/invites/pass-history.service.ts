import type { PassRecord } from '../../../src/contract/gate-history';
import { gateHistoryCutoff, keepsUses } from '../../../src/domain/gate-history';
import type { Db } from '../../db/database';
import { forgetHistory } from '../../sync/history-window';
import { toPass } from './invites-rows';
import * as repo from './pass-history.repository';
import { ticketsEndedBefore } from './pass-tickets.repository';

/**
 * Passes in the gate history (issue 28), past the window (src/domain/gate-history.ts): pass uses
 * scanned before it leave the sync change log, except those of a pass still in its window with
 * limited entries (the console counts its entries from them); so do the tombstones of passes whose
 * window ended before it (the expiry job tombstoned them from the gate scope: devices drop such rows
 * themselves, so the tombstone waits for no one). The estate's passes, current and past, are found
 * by the search.
 */

/** Takes the pass uses and the ended passes' tombstones past the window out of the change log; answers how many. */
export async function forgetPassHistory(db: Db, now: number = Date.now()): Promise<number> {
  const before = gateHistoryCutoff(now);
  const uses = await forgetHistory(db, 'passUses', async (ids) =>
    (await repo.usesBefore(db, ids, before)).filter((use) => !keepsUses(use.pass, now)).map((use) => use.id),
  );
  const ended = await forgetHistory(db, 'gatePasses', async (ids) => [
    ...(await repo.passesEndedBefore(db, ids, Math.floor(before / 1000))),
    ...(await ticketsEndedBefore(db, ids, Math.floor(before / 1000))),
  ]);
  return uses + ended;
}

/** One page of the estate's passes as a search finds them (the caller checked the access); `next` when more may follow. */
export async function findPasses(db: Db, filter: repo.PassFilter): Promise<{ rows: PassRecord[]; next: { at: number; id: string } | null }> {
  const found = await repo.searchPasses(db, { ...filter, limit: filter.limit + 1 });
  const rows = found.slice(0, filter.limit).map((row): PassRecord => {
    const pass = toPass(row);
    return {
      id: pass.id,
      estateId: pass.estateId,
      kind: pass.kind,
      unitNo: pass.unitNo,
      holderName: pass.holderName,
      validFrom: pass.validFrom,
      validTo: pass.validTo,
      maxEntries: pass.maxEntries,
      entriesUsed: pass.entriesUsed,
      status: pass.status,
    };
  });
  const last = rows[rows.length - 1];
  return { rows, next: found.length > filter.limit && last ? { at: last.validFrom, id: last.id } : null };
}
