import type { MutationInput, MutationName } from '../contract/registry';
import { requestFlush } from './engine';
import { enqueueMutation, type LocalArgs } from './enqueue';

export type { MutationInput };

/**
 * One local write from the page: queued by `enqueueMutation` (validated with the feature's schema,
 * the optimistic write and the outbox entry in one Dexie transaction), then flushed. Offline, the
 * row shows the new value as pending and the outbox keeps it until a flush reaches the server.
 */
export async function mutate<N extends MutationName>(name: N, input: MutationInput<N>, ...local: LocalArgs<N>): Promise<void> {
  await enqueueMutation(name, input, ...local);
  requestFlush();
}

/** A new row id, made on the device so an offline write can name its row (url-safe). */
export function newRowId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
