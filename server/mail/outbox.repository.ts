import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { Trx } from '../sync/change-log';
import type { MailOutboxTable, OutboxState } from './mail.tables';

export type OutboxRow = MailOutboxTable;

export async function insertOutboxMail(db: Db | Trx, row: OutboxRow): Promise<void> {
  await db.insertInto('mail_outbox').values(row).execute();
}

/**
 * Begins a try of one mail: counts it and holds the row until `holdUntil`, in one statement that
 * changes the row only if it is still pending and, for `first`, untried (the try of the process
 * that wrote it), else due. Two processes never both begin the same try. Answers the row as
 * claimed, or undefined when another process has it or it is not due.
 */
export async function claimOutboxMail(db: Db, id: string, claim: { now: number; holdUntil: number; first: boolean }): Promise<OutboxRow | undefined> {
  return db
    .updateTable('mail_outbox')
    .set({ attempts: sql<number>`attempts + 1`, next_attempt_at: claim.holdUntil, last_attempt_at: claim.now })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .$if(claim.first, (q) => q.where('attempts', '=', 0))
    .$if(!claim.first, (q) => q.where('next_attempt_at', '<=', claim.now))
    .returningAll()
    .executeTakeFirst();
}

/** Ids of pending mails whose next try is due, oldest first. */
export async function listDueOutboxIds(db: Db, now: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('state', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Records the end of try number `attempt`: sent (the bodies emptied), failed for good, or pending
 * again from `nextAttemptAt`. Only while the row is still that try's (an operator's retry or
 * another process's later try wins). Answers whether it was.
 */
export async function finishOutboxTry(
  db: Db,
  id: string,
  attempt: number,
  end: { state: 'sent'; at: number } | { state: 'failed'; error: string } | { state: 'pending'; error: string; nextAttemptAt: number },
): Promise<boolean> {
  const set =
    end.state === 'sent'
      ? { state: end.state, sent_at: end.at, text_body: '', html_body: '' }
      : end.state === 'failed'
        ? { state: end.state, last_error: end.error }
        : { state: end.state, last_error: end.error, next_attempt_at: end.nextAttemptAt };
  const result = await db
    .updateTable('mail_outbox')
    .set(set)
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where('attempts', '=', attempt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many rows are in each state (a state with none is absent). */
export async function countOutboxByState(db: Db): Promise<Array<{ state: OutboxState; count: number }>> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('state')
    .execute();
  return rows.map((r) => ({ state: r.state, count: Number(r.count) }));
}

export type OpenOutboxMail = Pick<OutboxRow, 'id' | 'to_address' | 'subject' | 'what' | 'state' | 'attempts' | 'next_attempt_at' | 'last_error' | 'created_at'>;

/** Pending and failed mails, oldest first. */
export async function listOpenOutboxMail(db: Db, limit: number): Promise<OpenOutboxMail[]> {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'what', 'state', 'attempts', 'next_attempt_at', 'last_error', 'created_at'])
    .where('state', 'in', ['pending', 'failed'])
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Makes mails due now with a full set of tries: one (failed or pending) by id, or every failed one. Answers how many. */
export async function requeueOutboxMail(db: Db, which: { id: string } | 'all-failed', now: number): Promise<number> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ state: 'pending', attempts: 0, next_attempt_at: now })
    .$if(which === 'all-failed', (q) => q.where('state', '=', 'failed'))
    .$if(which !== 'all-failed', (q) => q.where('state', 'in', ['pending', 'failed']).where('id', '=', which === 'all-failed' ? '' : which.id))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Deletes sent rows sent before `sentBefore` and failed rows last tried before `failedBefore`,
 * `batch` per statement, walking the ids in order. Answers how many.
 */
export async function purgeOutbox(db: Db, sentBefore: number, failedBefore: number, batch: number): Promise<number> {
  const old = (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
    eb.or([eb.and([eb('state', '=', 'sent'), eb('sent_at', '<', sentBefore)]), eb.and([eb('state', '=', 'failed'), eb('last_attempt_at', '<', failedBefore)])]);
  let after = '';
  let deleted = 0;
  for (;;) {
    const ids = (await db.selectFrom('mail_outbox').select('id').where('id', '>', after).where(old).orderBy('id').limit(batch).execute()).map((r) => r.id);
    if (ids.length === 0) return deleted;
    // Checked again: an operator's retry may have made one pending meanwhile.
    deleted += Number((await db.deleteFrom('mail_outbox').where('id', 'in', ids).where(old).executeTakeFirst()).numDeletedRows);
    if (ids.length < batch) return deleted;
    after = ids[ids.length - 1] ?? after;
  }
}

/** Deletes every mail to an address (any letter case), in the caller's transaction. */
export async function deleteOutboxMailTo(trx: Trx, address: string): Promise<void> {
  await trx.deleteFrom('mail_outbox').where(sql<string>`lower(to_address)`, '=', address.trim().toLowerCase()).execute();
}
