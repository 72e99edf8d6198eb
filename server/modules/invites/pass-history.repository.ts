import type { Db } from '../../db/database';
import { containsTerm, olderThan } from '../../lib/text-search';
import type { Trx } from '../../sync/change-log';

/** Kysely only: pass uses past the devices' window, and the search of the estate's passes. */
type Q = Db | Trx;

/** Of these pass uses, those scanned before `beforeMs`, with their pass's status, window end and entries (undefined: the pass is gone). */
export async function usesBefore(db: Q, ids: readonly string[], beforeMs: number) {
  if (ids.length === 0) return [];
  const uses = await db.selectFrom('pass_uses').select(['id', 'pass_id']).where('id', 'in', ids).where('scanned_at', '<', beforeMs).execute();
  const passIds = [...new Set(uses.map((u) => u.pass_id).filter((id) => id !== ''))];
  const passes =
    passIds.length === 0 ? [] : await db.selectFrom('passes').select(['id', 'status', 'valid_to', 'max_entries']).where('id', 'in', passIds).execute();
  const byId = new Map(passes.map((p) => [p.id, { status: p.status, validTo: Number(p.valid_to), maxEntries: Number(p.max_entries) }]));
  return uses.map((u) => ({ id: u.id, pass: byId.get(u.pass_id) }));
}

/** Of these passes, those whose window ended before `beforeSec` and that left the gate scope (their tombstone is all the log holds). */
export const passesEndedBefore = async (db: Q, ids: readonly string[], beforeSec: number): Promise<string[]> =>
  ids.length === 0
    ? []
    : (await db.selectFrom('passes').select('id').where('id', 'in', ids).where('gate_dropped', '=', 1).where('valid_to', '<', beforeSec).execute()).map(
        (r) => r.id,
      );

export type PassFilter = {
  estateId: number;
  /** Lower-cased words; each must be in the holder's name or the unit, or be the delivery PIN whose hash is given. */
  terms: ReadonlyArray<{ term: string; pinHash?: string | undefined }>;
  /** Passes whose window overlaps [fromSec, untilSec) (epoch seconds); undefined: open. */
  fromSec?: number | undefined;
  untilSec?: number | undefined;
  /** The previous page's last row: older rows only (valid_from, then id, descending). */
  before?: { at: number; id: string } | undefined;
  limit: number;
};

/** One page of the estate's passes, the latest window first (migration 085's index on estate and window start). */
export const searchPasses = (db: Q, f: PassFilter) =>
  db
    .selectFrom('passes')
    .selectAll()
    .where('estate_id', '=', f.estateId)
    .$if(f.untilSec !== undefined, (qb) => qb.where('valid_from', '<', f.untilSec ?? 0))
    .$if(f.fromSec !== undefined, (qb) => qb.where('valid_to', '>=', f.fromSec ?? 0))
    .$if(f.before !== undefined, (qb) => qb.where(olderThan('valid_from', f.before ?? { at: 0, id: '' })))
    .$if(f.terms.length > 0, (qb) =>
      qb.where((eb) =>
        eb.and(
          f.terms.map(({ term, pinHash }) =>
            eb.or([containsTerm('holder_name', term), containsTerm('unit_no', term), ...(pinHash ? [eb('pin_hash', '=', pinHash)] : [])]),
          ),
        ),
      ),
    )
    .orderBy('valid_from', 'desc')
    .orderBy('id', 'desc')
    .limit(f.limit)
    .execute();
