import crypto from 'node:crypto';
import type { Db } from '../db/database';
import type { Job } from '../context';
import { PURGE_BATCH, reportPurged } from '../lib/purge';
import type { MailMessage, Mailer } from './mailer';

export type StoredMail = { id: string; to: string; subject: string; text: string; html: string; createdAt: number };

/**
 * The built-in mailer: every message is a row in `mailbox`, readable at /dev/mailbox and by tests.
 * Newest first is by `created_at`, so this mailer never stores two messages at the same
 * millisecond: the ids are random, and two mails sent within one millisecond (a resend right
 * after the sign-up's mail) would otherwise list in either order.
 */
export function createMailboxMailer(db: Db): Mailer {
  let last = 0;
  return {
    kind: 'mailbox',
    async send(message: MailMessage) {
      last = Math.max(Date.now(), last + 1);
      await db
        .insertInto('mailbox')
        .values({
          id: crypto.randomUUID(),
          to_address: message.to.trim().toLowerCase(),
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          created_at: last,
        })
        .execute();
    },
  };
}

/** Stored messages, newest first, optionally only those to one address. */
export async function listMailbox(db: Db, to?: string, limit = 200): Promise<StoredMail[]> {
  const rows = await db
    .selectFrom('mailbox')
    .selectAll()
    .$if(to !== undefined, (q) => q.where('to_address', '=', (to ?? '').trim().toLowerCase()))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.text_body, html: r.html_body, createdAt: Number(r.created_at) }));
}

/**
 * Deletes the stored mails that came before `before`, `batch` per statement, walking the ids in
 * order (the mailbox is a developer's and a staging copy's, with no index by time). Answers how many.
 */
export async function purgeMailbox(db: Db, before: number, batch = PURGE_BATCH): Promise<number> {
  let after = '';
  let deleted = 0;
  for (;;) {
    const ids = (await db.selectFrom('mailbox').select('id').where('id', '>', after).where('created_at', '<', before).orderBy('id').limit(batch).execute()).map(
      (r) => r.id,
    );
    if (ids.length === 0) return deleted;
    deleted += Number((await db.deleteFrom('mailbox').where('id', 'in', ids).executeTakeFirst()).numDeletedRows);
    if (ids.length < batch) return deleted;
    after = ids[ids.length - 1] ?? after;
  }
}

/** The stored mailbox keeps a mail MAILBOX_KEEP_DAYS (the page lists the newest; nothing else reads it). */
export const mailboxPurgeJob: Job = {
  name: 'mailbox purge',
  everyMs: 60 * 60_000,
  async run(ctx, log) {
    const before = Date.now() - ctx.config.mailboxKeepDays * 24 * 60 * 60_000;
    reportPurged(ctx, log, { mailbox: await purgeMailbox(ctx.db, before) }, 'deleted stored mails past their keeping time', {
      keepDays: ctx.config.mailboxKeepDays,
    });
  },
};
