import { ok } from '../../../src/contract/envelope';
import { GATE_HISTORY_API, GateHistorySearchSchema } from '../../../src/contract/gate-history';
import type { ModuleRoutes } from '../../context';
import { validate } from '../../lib/validate';
import { searchGateHistory } from './gate-history.service';

/** The gate history search: online, the estate's gate staff only; names searched for travel in the body. */
export const gateHistoryRoutes: ModuleRoutes = (app, ctx) => {
  app.post(GATE_HISTORY_API.search, async (request, reply) => {
    // People's names and movements: never kept by a shared cache.
    reply.header('Cache-Control', 'no-store');
    return ok(await searchGateHistory(ctx, request.user.id, validate(GateHistorySearchSchema, request.body ?? {})));
  });
};
