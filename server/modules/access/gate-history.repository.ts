import type { Db } from '../../db/database';
import { containsTerm, olderThan } from '../../lib/text-search';
import type { Trx } from '../../sync/change-log';

/** Kysely only: the gate history (gate events and the visitor log) past the devices' window, and its search. */
type Q = Db | Trx;

/** Of these gate events, those scanned before `beforeMs`. */
export const gateEventIdsBefore = async (db: Q, ids: readonly string[], beforeMs: number): Promise<string[]> =>
  ids.length === 0
    ? []
    : (await db.selectFrom('gate_events').select('id').where('id', 'in', ids).where('scanned_at', '<', beforeMs).execute()).map((r) => r.id);

/** Of these visitor-log rows, those decided before `beforeMs`. */
export const gateLogIdsBefore = async (db: Q, ids: readonly string[], beforeMs: number): Promise<string[]> =>
  ids.length === 0 ? [] : (await db.selectFrom('gate_log').select('id').where('id', 'in', ids).where('decided_at', '<', beforeMs).execute()).map((r) => r.id);

export type GateLogFilter = {
  estateId: number;
  /** Lower-cased words; each must be in the person's name, the unit or the guard's name. */
  terms: readonly string[];
  /** Decided at or after / before (epoch ms); undefined: open. */
  fromMs?: number | undefined;
  untilMs?: number | undefined;
  /** The previous page's last row: older rows only (decided_at, then id, descending). */
  before?: { at: number; id: string } | undefined;
  limit: number;
};

/** One page of the estate's visitor log, newest first (the index on estate and decision time). */
export const searchGateLog = (db: Q, f: GateLogFilter) =>
  db
    .selectFrom('gate_log')
    .selectAll()
    .where('estate_id', '=', f.estateId)
    .$if(f.fromMs !== undefined, (qb) => qb.where('decided_at', '>=', f.fromMs ?? 0))
    .$if(f.untilMs !== undefined, (qb) => qb.where('decided_at', '<', f.untilMs ?? 0))
    .$if(f.before !== undefined, (qb) => qb.where(olderThan('decided_at', f.before ?? { at: 0, id: '' })))
    .$if(f.terms.length > 0, (qb) =>
      qb.where((eb) =>
        eb.and(f.terms.map((term) => eb.or([containsTerm('person_name', term), containsTerm('unit_no', term), containsTerm('guard_name', term)]))),
      ),
    )
    .orderBy('decided_at', 'desc')
    .orderBy('id', 'desc')
    .limit(f.limit)
    .execute();
