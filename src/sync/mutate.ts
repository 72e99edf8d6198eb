import type { MutationInput, MutationName } from '../contract/registry';
import { requestFlush } from './engine';
import { enqueueMutation, type LocalArgs, type QueuedWrite } from './enqueue';

export type { MutationInput, QueuedWrite };

/**
 * One local write from the page: queued by `enqueueMutation` (validated with the feature's schema,
 * the signed-in user read, the optimistic write and the outbox entry in one Dexie transaction,
 * opened before this returns), then flushed. Offline, the row shows the new value as pending and
 * the outbox keeps it until a flush reaches the server. Answers where the write went.
 */
export async function mutate<N extends MutationName>(name: N, input: MutationInput<N>, ...local: LocalArgs<N>): Promise<QueuedWrite> {
  const queued = await enqueueMutation(name, input, ...local);
  requestFlush();
  return queued;
}

/** A new row id, made on the device so an offline write can name its row (url-safe). */
export function newRowId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
