import crypto from 'node:crypto';
import type { Job } from '../context';
import type { Db } from '../db/database';
import { PURGE_BATCH, reportPurged } from '../lib/purge';
import type { SmsMessage, SmsSender } from './sms-sender';

export type StoredSms = { id: string; to: string; body: string; createdAt: number };

/**
 * The built-in SMS sender: every message is a row in `sms_outbox`, readable at /dev/sms and by
 * tests. Like the stored mailbox, no two messages share a millisecond, so newest-first is stable.
 */
export function createStoredSmsSender(db: Db): SmsSender {
  let last = 0;
  return {
    kind: 'stored',
    async send(message: SmsMessage) {
      last = Math.max(Date.now(), last + 1);
      await db.insertInto('sms_outbox').values({ id: crypto.randomUUID(), to_number: message.to, body: message.body, created_at: last }).execute();
    },
  };
}

/** Stored messages, newest first, optionally only those to one number (E.164). */
export async function listStoredSms(db: Db, to?: string, limit = 200): Promise<StoredSms[]> {
  const rows = await db
    .selectFrom('sms_outbox')
    .selectAll()
    .$if(to !== undefined, (q) => q.where('to_number', '=', to ?? ''))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, to: r.to_number, body: r.body, createdAt: Number(r.created_at) }));
}

/** Deletes stored SMS older than `before`, `batch` per statement. Answers how many. */
export async function purgeStoredSms(db: Db, before: number, batch = PURGE_BATCH): Promise<number> {
  let deleted = 0;
  for (;;) {
    const ids = (await db.selectFrom('sms_outbox').select('id').where('created_at', '<', before).orderBy('id').limit(batch).execute()).map((r) => r.id);
    if (ids.length === 0) return deleted;
    deleted += Number((await db.deleteFrom('sms_outbox').where('id', 'in', ids).executeTakeFirst()).numDeletedRows);
    if (ids.length < batch) return deleted;
  }
}

/** The stored SMS are kept as long as the stored mailbox's mail (MAILBOX_KEEP_DAYS): a developer's and a staging copy's. */
export const smsOutboxPurgeJob: Job = {
  name: 'sms outbox purge',
  everyMs: 60 * 60_000,
  async run(ctx, log) {
    const before = Date.now() - ctx.config.mailboxKeepDays * 24 * 60 * 60_000;
    reportPurged(ctx, log, { sms_outbox: await purgeStoredSms(ctx.db, before) }, 'deleted stored SMS past their keeping time', {
      keepDays: ctx.config.mailboxKeepDays,
    });
  },
};
