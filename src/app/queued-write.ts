import type { MutationInput, MutationName, SyncedTable } from '../contract/registry';
import type { LocalArgs } from '../sync/enqueue';
import { syncNow } from '../sync/engine';
import { awaitWrite } from '../sync/hooks';
import { mutate } from '../sync/mutate';

/**
 * What became of a write made through the outbox, as the gate's forms show it: the server took it
 * (`landed`), it waits on this device for a signal (`queued`: the lists show it as waiting), or the
 * server refused it with its message (the row rolled back; the refusal stays until dismissed).
 */
export type QueuedResult = { kind: 'landed' } | { kind: 'queued' } | { kind: 'refused'; message: string; outboxId: number };

/**
 * Queues one write (its optimistic row shows at once), then waits a moment for the server's
 * answer; once it landed the device pulls, so a row the server folded into another is gone.
 * A form's own mistake (the schema's message) throws, as `mutate` does.
 */
export async function queuedWrite<N extends MutationName>(name: N, input: MutationInput<N>, ...local: LocalArgs<N>): Promise<QueuedResult> {
  const queued = await mutate(name, input, ...local);
  return settle(queued.table, queued.rowId);
}

async function settle(table: SyncedTable, rowId: string): Promise<QueuedResult> {
  const outcome = await awaitWrite(table, rowId);
  if (outcome.kind === 'pending') return { kind: 'queued' };
  if (outcome.kind === 'refused') return outcome;
  await syncNow().catch(() => undefined);
  return { kind: 'landed' };
}
