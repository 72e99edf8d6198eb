import { API } from '../../src/contract/api-paths';
import { PullQuerySchema, PushRequestSchema, type PushGapResponse } from '../../src/contract/sync';
import { requireLiveSession } from '../auth/authenticate';
import type { AppContext, AuthUser, Module, Mutators } from '../context';
import { validate } from '../lib/validate';
import { registerPokeHub } from './events';
import { type PullInput, pullChanges } from './pull';
import { userScopes } from './scopes';
import { MutationGapError, pushMutations } from './push';
import { syncMigration } from './migrations/008_sync';
import { syncEpochMigration } from './migrations/080_sync_epoch';
import { changeLogSequencerMigration } from './migrations/086_change_log_sequencer';
import { tombstonePurgeJob } from './purge-job';
// Adds sync's tables to Database (declaration merging).
import './sync.tables';

/**
 * Pull (deltas from a cursor), push (idempotent named mutations) and the SSE poke stream; the
 * change log's tables and its tombstone purge. The mutator map comes from `server/modules.ts`:
 * sync knows no module.
 */
export function syncModule(mutators: Mutators): Module {
  return {
    name: 'sync',
    migrations: { '008_sync': syncMigration, '080_sync_epoch': syncEpochMigration, '086_change_log_sequencer': changeLogSequencerMigration },
    jobs: [tombstonePurgeJob],
    async routes(app, ctx) {
      const hub = await registerPokeHub(app, ctx);

      // The session check is the poll's own statement's (`pullChanges`): one statement per up-to-date poll.
      // Polls are most requests: logged only when failed or slow (server/lib/request-log.ts).
      app.get(API.syncPull, { config: { sessionReadByRoute: true, logOnlyUnusual: true } }, async (request, reply) => {
        const answer = await pullChanges(ctx, request.user, await validPullQuery(ctx, request.user, request.query));
        ctx.metrics.countPull(answer.reset ? 'reset' : 'page');
        // The answer's JSON text as built (`pullChanges`), with the content type Fastify gives a JSON reply.
        return reply.type('application/json; charset=utf-8').send(answer.json);
      });

      app.post(API.syncPush, async (request, reply) => {
        const body = validate(PushRequestSchema, request.body);
        try {
          return await pushMutations(ctx, mutators, request.log, request.user.id, body);
        } catch (error) {
          if (!(error instanceof MutationGapError)) throw error;
          const detail = `Expected mutation ${error.lastMutationId + 1}`;
          const answer: PushGapResponse = {
            status: 'error',
            errorCode: 'sync/gap',
            errorDescription: error.message,
            errorDetails: { detail },
            lastMutationId: error.lastMutationId,
            // The mutations of this push committed before the gap: the client settles them first.
            results: error.results,
          };
          return reply.status(409).send(answer);
        }
      });

      app.get(API.syncEvents, async (request, reply) => {
        const streamScopes = await userScopes(ctx.db, request.user.id, ctx.hooks);
        reply.hijack();
        hub.attach(reply.raw, request.user.id, streamScopes);
      });
    },
  };
}

/**
 * The pull's query, validated. A request refused for its query by a caller whose session is not
 * live answers 401, as every other route's (whose session is checked before the handler runs).
 */
async function validPullQuery(ctx: AppContext, caller: AuthUser, query: unknown): Promise<PullInput> {
  try {
    return validate(PullQuerySchema, query);
  } catch (error) {
    await requireLiveSession(ctx, caller);
    throw error;
  }
}
