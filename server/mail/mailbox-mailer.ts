import crypto from 'node:crypto';
import type { Db } from '../db/database';
import type { MailMessage, Mailer } from './mailer';

export type StoredMail = { id: string; to: string; subject: string; text: string; html: string; createdAt: number };

/** The built-in mailer: every message is a row in `mailbox`, readable at /dev/mailbox and by tests. */
export function createMailboxMailer(db: Db): Mailer {
  return {
    kind: 'mailbox',
    async send(message: MailMessage) {
      await db
        .insertInto('mailbox')
        .values({
          id: crypto.randomUUID(),
          to_address: message.to.trim().toLowerCase(),
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          created_at: Date.now(),
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
