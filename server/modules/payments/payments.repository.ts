import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { PaymentEventsTable, PaymentsTable } from './payments.tables';

export type PaymentRow = Selectable<PaymentsTable>;

export async function insertPayment(trx: Trx, row: Insertable<PaymentsTable>): Promise<PaymentRow> {
  return trx.insertInto('payments').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findPayment(db: Db | Trx, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findPaymentByRequest(db: Db | Trx, payRequestId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('pay_request_id', '=', payRequestId).executeTakeFirst();
}

/** A payer's attempts, newest first. */
export async function listPaymentsOf(db: Db | Trx, userId: string): Promise<PaymentRow[]> {
  return db.selectFrom('payments').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** Attempts still PENDING that started before `before` (epoch ms), oldest first. */
export async function listPendingBefore(db: Db, before: number, limit: number): Promise<PaymentRow[]> {
  return db.selectFrom('payments').selectAll().where('state', '=', 'PENDING').where('created_at', '<', before).orderBy('created_at').limit(limit).execute();
}

/** Stores the gateway's PAY_REQUEST_ID on an attempt that is still PENDING. */
export async function setPayRequestId(trx: Trx, id: string, payRequestId: string, now: number): Promise<PaymentRow | undefined> {
  return trx
    .updateTable('payments')
    .set({ pay_request_id: payRequestId, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
}

/**
 * The one settling write: moves the attempt out of PENDING only if it is still PENDING, so of
 * any number of notifies, returns, status calls and job runs exactly one settles it.
 */
export async function settleIfPending(trx: Trx, id: string, changes: Updateable<PaymentsTable>): Promise<PaymentRow | undefined> {
  return trx.updateTable('payments').set(changes).where('id', '=', id).where('state', '=', 'PENDING').returningAll().executeTakeFirst();
}

/** Records a gateway answer, notify or return; a notify whose dedupe key was seen is not recorded twice (answers false). */
export async function recordEvent(db: Db | Trx, row: Insertable<PaymentEventsTable>): Promise<boolean> {
  const result = await db
    .insertInto('payment_events')
    .values(row)
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The payer's e-mail goes with their account; the payment record itself is kept (a financial record). */
export async function clearPayerEmail(trx: Trx, userId: string): Promise<void> {
  await trx.updateTable('payments').set({ payer_email: '' }).where('user_id', '=', userId).execute();
}

/** Whether a payment for this purpose and subject was approved. */
export const hasApprovedPayment = async (db: Db | Trx, purpose: string, subjectId: string) =>
  (await db
    .selectFrom('payments')
    .select('id')
    .where('purpose', '=', purpose)
    .where('subject_id', '=', subjectId)
    .where('state', '=', 'APPROVED')
    .executeTakeFirst()) !== undefined;
