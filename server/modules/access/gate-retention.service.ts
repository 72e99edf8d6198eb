import type { AppContext } from '../../context';
import { addPurged, inBatches, PURGE_BATCH, type PurgedRows } from '../../lib/purge';
import { forgetRows, writeTransaction } from '../../sync/change-log';
import * as repo from './access.repository';
import * as core from '../core/core.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The gate's retention of residents' decisions (issue 28: bounded history; POPIA s14: kept no
 * longer than needed). A resident's QR decision is a `gate_events` row (the guard devices'
 * record) and a `resident` line of the visitor log (`gate_log`, the same id). Both go once
 * scanned more than GATE_LOG_KEEP_DAYS ago, with their change-log entries and no tombstone: the
 * devices drop their own copies by age (src/features/access/access.feature.ts). The visitor
 * log's pass and PIN lines are the invites module's, purged with the estate's visitor retention.
 */
export async function purgeOldGateEvents(ctx: Pick<AppContext, 'db' | 'config'>, now = Date.now(), batch = PURGE_BATCH): Promise<PurgedRows> {
  const before = now - ctx.config.gateLogKeepDays * DAY_MS;
  const total: PurgedRows = {};
  // Estate by estate, so each batch reads the (estate, time) index.
  for (const estateId of await core.listEstateIds(ctx.db)) {
    const purged = await inBatches(async () => {
      const ids = await repo.listGateEventsScannedBefore(ctx.db, estateId, before, batch);
      const rows = await writeTransaction(ctx.db, async (trx) => {
        const events = await repo.deleteGateEventsScannedBefore(trx, estateId, ids, before);
        const lines = await repo.deleteResidentGateLogRows(trx, estateId, events);
        const log = (await forgetRows(trx, 'gateEvents', events)) + (await forgetRows(trx, 'gateLog', lines));
        return { gate_events: events.length, gate_log: lines.length, change_log: log };
      });
      return { purged: rows, more: ids.length === batch };
    });
    addPurged(total, purged);
  }
  return total;
}
