import * as v from 'valibot';
import { withEstateId } from '../../src/contract/estate-id';
import type { ArgsSchema, MutationName } from '../../src/contract/registry';
import type { Mutation, MutationResult, PushRequest, PushResponse } from '../../src/contract/sync';
import type { AppContext, Mutators, MutatorOf } from '../context';
import { ERROR_MESSAGES, GENERIC_FAILURE_MESSAGE } from '../../src/i18n/en/errors';
import { AppError, forbidden } from '../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from './change-log';

/**
 * A mutation id beyond lastMutationId + 1: the client lost state; it renumbers and retries.
 * `results` are the mutations of the same push committed before the gap: the client
 * settles them first, so none of them is sent (and applied) again under a new client id.
 */
export class MutationGapError extends Error {
  constructor(
    readonly lastMutationId: number,
    readonly results: MutationResult[] = [],
  ) {
    super('Mutation out of order');
  }
}

/** Where push failures are logged (the request's logger). */
export type PushLog = { error(details: object, message: string): void };

/** The handler of a pushed name, with the schema its args are checked by (undefined: no such mutation). */
function mutatorOf(mutators: Mutators, name: string): MutatorOf<ArgsSchema> | undefined {
  return Object.hasOwn(mutators, name) ? mutators[name as MutationName] : undefined;
}

type Outcome = { kind: 'applied' | 'duplicate' } | { kind: 'rejected'; message: string };

/**
 * Errors that say nothing about the mutation itself (the database was busy, restarting or
 * out of reach, a serialisation conflict or deadlock on PostgreSQL): the push answers 500
 * and the client retries later, the id does not advance. Any other error a mutator throws
 * is a property of that mutation, which would fail again on every retry (a poison mutation).
 */
function isTransient(error: unknown): boolean {
  if (error instanceof AppError) return error.statusCode >= 500;
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // PostgreSQL SQLSTATE classes: 08 connection, 40 rollback (serialisation, deadlock),
    // 53 insufficient resources, 57 operator intervention (shutdown, cancel), 58 system error.
    if (/^(08|40|53|57|58)[0-9A-Z]{3}$/.test(code)) return true;
    if (/^SQLITE_(BUSY|LOCKED|IOERR|FULL|NOMEM|CANTOPEN|INTERRUPT)/.test(code)) return true;
    if (/^E[A-Z]+$/.test(code)) return true; // Node system errors: ECONNRESET, ETIMEDOUT, ...
  }
  // pg's own errors carry no code: a lost connection ('Connection terminated unexpectedly'; a
  // statement on a connection lost mid-transaction: 'Client has encountered a connection error
  // and is not queryable'), no connection in time ('timeout exceeded when trying to connect').
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && /connection terminated|timeout exceeded|timeout expired|not queryable/i.test(message);
}

/** Test-only (FAULT=throw-in-mutator:<name>[,<name>...]): this mutator fails after its writes. */
function isFaultInjected(ctx: AppContext, name: string): boolean {
  const fault = ctx.config.fault;
  return fault !== undefined && fault.startsWith('throw-in-mutator:') && fault.slice('throw-in-mutator:'.length).split(',').includes(name);
}

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
  if (row.user_id !== userId) throw forbidden(ERROR_MESSAGES.foreignClient, 'sync/foreign-client');
  return Number(row.last_mutation_id);
}

async function advance(trx: Trx, clientId: string, id: number): Promise<void> {
  await trx.updateTable('sync_clients').set({ last_mutation_id: id, updated_at: Date.now() }).where('client_id', '=', clientId).execute();
}

/** The message of an earlier refusal of this mutation (its mutationErrors row), if it was refused. */
async function earlierRefusal(ctx: AppContext, userId: string, clientId: string, mutationId: number): Promise<string | undefined> {
  const row = await ctx.db
    .selectFrom('change_log')
    .select('data')
    .where('tbl', '=', 'mutationErrors')
    .where('row_id', '=', `${clientId}:${mutationId}`)
    .where('scope', '=', scopes.user(userId))
    .where('op', '=', 'put')
    .executeTakeFirst();
  if (!row?.data) return undefined;
  const message = (JSON.parse(row.data) as { message?: unknown }).message;
  return typeof message === 'string' ? message : undefined;
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

/**
 * Applies one mutation exactly once: skip when seen, refuse gaps, else run and acknowledge
 * atomically. A mutator's 4xx is a refusal with its message; any other error it throws
 * (not a transient database failure) is a refusal with the generic message, logged with
 * the mutation's name, so one poison mutation cannot block every later write of the client.
 */
async function applyOne(ctx: AppContext, mutators: Mutators, log: PushLog, userId: string, clientId: string, mutation: Mutation): Promise<Outcome> {
  let refusal: string | undefined;
  let poison: unknown;
  const outcome = await writeTransaction(ctx.db, async (trx): Promise<Outcome | null> => {
    const last = await lockClient(ctx, trx, userId, clientId);
    if (mutation.id <= last) return { kind: 'duplicate' };
    if (mutation.id > last + 1) throw new MutationGapError(last);
    const mutator = mutatorOf(mutators, mutation.name);
    if (!mutator) {
      refusal = `Unknown mutation ${mutation.name}`;
      return null;
    }
    // An app still on a version from before the estate id had one name pushes `EstateID`/`estateID`.
    const parsed = v.safeParse(mutator.schema, withEstateId(mutation.args));
    if (!parsed.success) {
      refusal = parsed.issues[0]?.message ?? ERROR_MESSAGES.invalidRequest;
      return null;
    }
    try {
      await mutator.run(trx, { userId }, parsed.output, ctx);
      if (isFaultInjected(ctx, mutation.name)) throw new Error(`Injected fault in ${mutation.name}`);
    } catch (error) {
      if (error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500) refusal = error.message;
      else if (!isTransient(error)) poison = error;
      // Roll back whatever the mutator wrote; a refusal is recorded in its own transaction.
      throw error;
    }
    await advance(trx, clientId, mutation.id);
    return { kind: 'applied' };
  }).catch((error: unknown) => {
    if (refusal !== undefined && error instanceof AppError) return null;
    if (poison !== undefined && error === poison) return null;
    throw error;
  });
  if (outcome) return outcome;
  if (poison !== undefined) {
    log.error(
      { err: poison, mutation: mutation.name, mutationId: mutation.id, clientId },
      `mutation ${mutation.name} failed; refused with the generic message`,
    );
    refusal = GENERIC_FAILURE_MESSAGE;
  }
  return reject(ctx, userId, clientId, mutation, refusal ?? ERROR_MESSAGES.invalidRequest);
}

/**
 * Processes a push in order, one transaction per mutation. A gap stops it: the
 * MutationGapError then carries the results of the mutations committed before it.
 */
export async function pushMutations(ctx: AppContext, mutators: Mutators, log: PushLog, userId: string, request: PushRequest): Promise<PushResponse> {
  const results: MutationResult[] = [];
  for (const mutation of request.mutations) {
    let outcome: Outcome;
    try {
      outcome = await applyOne(ctx, mutators, log, userId, request.clientId, mutation);
    } catch (error) {
      if (error instanceof MutationGapError) throw new MutationGapError(error.lastMutationId, results);
      throw error;
    }
    if (ctx.config.fault === 'exit-after-apply' && outcome.kind !== 'duplicate') process.exit(137);
    if (outcome.kind === 'duplicate') {
      // Sent again after a lost answer: repeat the refusal if it was one, so the client rolls back.
      const message = await earlierRefusal(ctx, userId, request.clientId, mutation.id);
      if (message !== undefined) outcome = { kind: 'rejected', message };
    }
    ctx.metrics.pushedMutations.inc({ outcome: outcome.kind === 'rejected' ? 'refused' : outcome.kind === 'duplicate' ? 'duplicate' : 'applied' });
    results.push(outcome.kind === 'rejected' ? { id: mutation.id, ok: false, error: outcome.message } : { id: mutation.id, ok: true });
  }
  const row = await ctx.db.selectFrom('sync_clients').select('last_mutation_id').where('client_id', '=', request.clientId).executeTakeFirst();
  return { lastMutationId: row ? Number(row.last_mutation_id) : 0, results };
}
