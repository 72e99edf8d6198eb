import * as v from 'valibot';
import { MUTATIONS, type MutationName } from '../../src/contract/mutations';
import type { Mutation, MutationResult, PushRequest, PushResponse } from '../../src/contract/sync';
import type { AppContext } from '../context';
import { AppError, forbidden } from '../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from './change-log';
import { runMutator } from './mutators';

/** A mutation id beyond lastMutationId + 1: the client lost state; it renumbers and retries. */
export class MutationGapError extends Error {
  constructor(readonly lastMutationId: number) {
    super('Mutation out of order');
  }
}

const isMutationName = (name: string): name is MutationName => Object.hasOwn(MUTATIONS, name);

type Outcome = { kind: 'applied' | 'duplicate' } | { kind: 'rejected'; message: string };

/**
 * Locks (creating when new) the client's row and returns its last applied mutation id.
 * The insert-then-lock order makes concurrent pushes of one client wait for each other.
 */
async function lockClient(ctx: AppContext, trx: Trx, userId: string, clientId: string): Promise<number> {
  await trx
    .insertInto('sync_clients')
    .values({ client_id: clientId, user_id: userId, last_mutation_id: 0, updated_at: Date.now() })
    .onConflict((oc) => oc.column('client_id').doNothing())
    .execute();
  const row = await trx
    .selectFrom('sync_clients')
    .select(['user_id', 'last_mutation_id'])
    .where('client_id', '=', clientId)
    .$if(ctx.dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirstOrThrow();
  if (row.user_id !== userId) throw forbidden('This client belongs to another user.', 'sync/foreign-client');
  return Number(row.last_mutation_id);
}

async function advance(trx: Trx, clientId: string, id: number): Promise<void> {
  await trx.updateTable('sync_clients').set({ last_mutation_id: id, updated_at: Date.now() }).where('client_id', '=', clientId).execute();
}

/** Records the refusal for the client to pull and acknowledges the id, in one transaction. */
async function reject(ctx: AppContext, userId: string, clientId: string, mutation: Mutation, message: string): Promise<Outcome> {
  return writeTransaction(ctx.db, async (trx) => {
    const last = await lockClient(ctx, trx, userId, clientId);
    if (mutation.id <= last) return { kind: 'duplicate' };
    if (mutation.id > last + 1) throw new MutationGapError(last);
    const id = `${clientId}:${mutation.id}`;
    await publish(trx, scopes.user(userId), 'mutationErrors', id, { id, clientId, mutationId: mutation.id, name: mutation.name, message });
    await advance(trx, clientId, mutation.id);
    return { kind: 'rejected', message };
  });
}

/** Applies one mutation exactly once: skip when seen, refuse gaps, else run and acknowledge atomically. */
async function applyOne(ctx: AppContext, userId: string, clientId: string, mutation: Mutation): Promise<Outcome> {
  let refusal: string | undefined;
  const outcome = await writeTransaction(ctx.db, async (trx): Promise<Outcome | null> => {
    const last = await lockClient(ctx, trx, userId, clientId);
    if (mutation.id <= last) return { kind: 'duplicate' };
    if (mutation.id > last + 1) throw new MutationGapError(last);
    if (!isMutationName(mutation.name)) {
      refusal = `Unknown mutation ${mutation.name}`;
      return null;
    }
    const parsed = v.safeParse(MUTATIONS[mutation.name], mutation.args);
    if (!parsed.success) {
      refusal = parsed.issues[0]?.message ?? 'Invalid request';
      return null;
    }
    try {
      await runMutator(mutation.name, trx, { userId }, parsed.output, ctx);
    } catch (error) {
      if (error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500) {
        refusal = error.message;
        // Roll back whatever the mutator wrote; the refusal is recorded in its own transaction.
        throw error;
      }
      throw error;
    }
    await advance(trx, clientId, mutation.id);
    return { kind: 'applied' };
  }).catch((error: unknown) => {
    if (refusal !== undefined && error instanceof AppError) return null;
    throw error;
  });
  if (outcome) return outcome;
  return reject(ctx, userId, clientId, mutation, refusal ?? 'Invalid request');
}

/** Processes a push in order, one transaction per mutation; stops at a gap. */
export async function pushMutations(ctx: AppContext, userId: string, request: PushRequest): Promise<PushResponse> {
  const results: MutationResult[] = [];
  for (const mutation of request.mutations) {
    const outcome = await applyOne(ctx, userId, request.clientId, mutation);
    if (ctx.config.fault === 'exit-after-apply' && outcome.kind !== 'duplicate') process.exit(137);
    results.push(outcome.kind === 'rejected' ? { id: mutation.id, ok: false, error: outcome.message } : { id: mutation.id, ok: true });
  }
  const row = await ctx.db.selectFrom('sync_clients').select('last_mutation_id').where('client_id', '=', request.clientId).executeTakeFirst();
  return { lastMutationId: row ? Number(row.last_mutation_id) : 0, results };
}
