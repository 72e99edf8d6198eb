import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { PaygateSandboxRequestsTable } from './payments.tables';

export type SandboxRequestRow = Selectable<PaygateSandboxRequestsTable>;

export async function insertRequest(db: Db, row: Insertable<PaygateSandboxRequestsTable>): Promise<void> {
  await db.insertInto('paygate_sandbox_requests').values(row).execute();
}

export async function findRequest(db: Db, payRequestId: string): Promise<SandboxRequestRow | undefined> {
  if (payRequestId === '') return undefined;
  return db.selectFrom('paygate_sandbox_requests').selectAll().where('pay_request_id', '=', payRequestId).executeTakeFirst();
}

/** Records the card page's result once: only a request without one is changed. */
export async function completeRequest(db: Db, payRequestId: string, changes: Updateable<PaygateSandboxRequestsTable>): Promise<SandboxRequestRow | undefined> {
  return db
    .updateTable('paygate_sandbox_requests')
    .set(changes)
    .where('pay_request_id', '=', payRequestId)
    .where('transaction_status', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function holdNotifies(db: Db, payRequestId: string, bodies: string): Promise<void> {
  await db.updateTable('paygate_sandbox_requests').set({ held_notify: bodies }).where('pay_request_id', '=', payRequestId).execute();
}

/** Requests with held notifies, settled before `settledBefore` (epoch ms). */
export async function listHeld(db: Db, settledBefore: number): Promise<Pick<SandboxRequestRow, 'pay_request_id' | 'notify_url'>[]> {
  return db
    .selectFrom('paygate_sandbox_requests')
    .select(['pay_request_id', 'notify_url'])
    .where('held_notify', 'is not', null)
    .where('done_at', '<=', settledBefore)
    .orderBy('done_at')
    .execute();
}

/** Takes a request's held notifies (answers them), or null when another caller took them first. */
export async function takeHeld(db: Db, payRequestId: string): Promise<string | null> {
  const held =
    (await db.selectFrom('paygate_sandbox_requests').select('held_notify').where('pay_request_id', '=', payRequestId).executeTakeFirst())?.held_notify ?? null;
  if (held === null) return null;
  const taken = await db
    .updateTable('paygate_sandbox_requests')
    .set({ held_notify: null })
    .where('pay_request_id', '=', payRequestId)
    .where('held_notify', '=', held)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? held : null;
}
