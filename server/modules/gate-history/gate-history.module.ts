import type { Module } from '../../context';
import { forgetDecisionHistory } from '../access/gate-history.service';
import { forgetPassHistory } from '../invites/pass-history.service';
import { gateHistoryRoutes } from './gate-history.routes';

/** Every hour: the gate history past the devices' window leaves the change log. */
const WINDOW_EVERY_MS = 3600_000;

/**
 * The gate's history (issue 28): what a guard's or a manager's device holds is the last
 * GATE_HISTORY_DAYS of gate decisions (src/domain/gate-history.ts), the estate's live passes and its
 * gate state; the hourly window job takes older decisions, pass uses and ended passes' tombstones out
 * of the sync change log (in short batches, one process of the fleet per run), and the search finds
 * them, online.
 */
export const gateHistoryModule = {
  name: 'gate-history',
  routes: gateHistoryRoutes,
  jobs: [
    {
      name: 'gate history window',
      everyMs: WINDOW_EVERY_MS,
      async run(ctx, log) {
        const decisions = await forgetDecisionHistory(ctx.db);
        const passes = await forgetPassHistory(ctx.db);
        if (decisions + passes > 0) log.info({ decisions, passes }, 'gate history past the window left the change log');
      },
    },
  ],
} satisfies Module;
