import * as v from 'valibot';
import { API } from '../contract/api-paths';
import { PushGapResponseSchema, type MutationResult, type PushRequest, type PushResponse } from '../contract/sync';
import { db, type OutboxEntry } from '../db/db';
import { ERROR_MESSAGES } from '../i18n/en/errors';
import { coalesced } from './coalesce';
import { ensureClientId, rollBack, startNewClient } from './outbox';
import { allSyncedTables } from './tables';
import { ApiError, apiFetch, OfflineError } from './transport';

const BATCH = 100;

async function withLock(name: string, work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) {
    await locks.request(name, work);
    return;
  }
  await work();
}

type Step = 'more' | 'done' | 'stop';

async function pushBatch(entries: OutboxEntry[], clientId: string): Promise<PushResponse> {
  const body: PushRequest = { clientId, mutations: entries.map((e) => ({ id: e.id, name: e.name, args: e.args })) };
  return apiFetch<PushResponse>(API.syncPush, { method: 'POST', body });
}

/** Records the server's answer: acknowledged entries leave the outbox, refused ones roll back. */
async function settle(entries: OutboxEntry[], results: MutationResult[]): Promise<void> {
  if (results.length === 0) return;
  const byId = new Map(entries.map((e) => [e.id, e]));
  await db.transaction('rw', [db.outbox, db.shadows, db.meta, ...allSyncedTables()], async () => {
    for (const result of results) {
      const entry = byId.get(result.id);
      if (!entry) continue;
      const current = await db.outbox.get(entry.id);
      if (!current || current.status !== 'pending') continue;
      if (result.ok) await db.outbox.delete(entry.id);
      else await rollBack(current, result.error ?? ERROR_MESSAGES.refused);
    }
  });
}

async function flushStep(state: { restarted: boolean }): Promise<Step> {
  const session = await db.session.get('current');
  if (!session) return 'stop';
  const entries = await db.outbox
    .orderBy('id')
    .filter((e) => e.status === 'pending')
    .limit(BATCH)
    .toArray();
  if (entries.length === 0) return 'done';
  const clientId = await ensureClientId();
  let answer: PushResponse;
  try {
    answer = await pushBatch(entries, clientId);
  } catch (error) {
    if (error instanceof OfflineError) return 'stop';
    if (error instanceof ApiError && (error.code === 'sync/gap' || error.code === 'sync/foreign-client') && !state.restarted) {
      // A gap answer carries what the server committed before it: settle that first, so
      // none of it is sent again under the new client id (it would be applied twice).
      const gap = v.safeParse(PushGapResponseSchema, error.body);
      if (gap.success) await settle(entries, gap.output.results);
      state.restarted = true;
      await startNewClient();
      return 'more';
    }
    // 401 (signed out), 5xx (server will be retried), anything else: keep entries pending.
    return 'stop';
  }
  await settle(entries, answer.results);
  return entries.length === BATCH ? 'more' : 'done';
}

async function flushLocked(): Promise<void> {
  const state = { restarted: false };
  for (let i = 0; i < 1000; i += 1) {
    const step = await flushStep(state);
    if (step !== 'more') return;
  }
}

/**
 * Pushes pending outbox entries in id order until none are left or the server is out of
 * reach. One flush at a time per context (in-process guard) and across the page and the
 * service worker (Web Lock `outbox-flush`). A call during a flush runs one more pass after it.
 */
export const flushOutbox: () => Promise<void> = coalesced(() => withLock('outbox-flush', flushLocked));
