import type { GateLogEntry } from '../../../src/contract/gate';
import { gateHistoryCutoff } from '../../../src/domain/gate-history';
import type { Db } from '../../db/database';
import { forgetHistory } from '../../sync/history-window';
import { toGateLogEntry } from './gate-log.service';
import * as repo from './gate-history.repository';

/**
 * The gate decisions' history (issue 28): residents' scans (`gateEvents`) and the visitor log
 * (`gateLog`) decided before the window (src/domain/gate-history.ts) leave the sync change log,
 * so a new guard or manager device downloads the window only; the search finds them on the server.
 */

/** Takes the gate events and visitor-log rows decided before the window out of the change log; answers how many. */
export async function forgetDecisionHistory(db: Db, now: number = Date.now()): Promise<number> {
  const before = gateHistoryCutoff(now);
  const events = await forgetHistory(db, 'gateEvents', (ids) => repo.gateEventIdsBefore(db, ids, before));
  const log = await forgetHistory(db, 'gateLog', (ids) => repo.gateLogIdsBefore(db, ids, before));
  return events + log;
}

/** One page of the estate's visitor log as a search finds it (the caller checked the access); `next` when more may follow. */
export async function findGateDecisions(db: Db, filter: repo.GateLogFilter): Promise<{ rows: GateLogEntry[]; next: { at: number; id: string } | null }> {
  const rows = (await repo.searchGateLog(db, { ...filter, limit: filter.limit + 1 })).map(toGateLogEntry);
  const page = rows.slice(0, filter.limit);
  const last = page[page.length - 1];
  return { rows: page, next: rows.length > filter.limit && last ? { at: last.decidedAt, id: last.id } : null };
}
