export interface MailboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
}

/** `pending`: to be sent (again); `sent`; `failed`: MAIL_MAX_ATTEMPTS tries failed, until the operator retries it. */
export type OutboxState = 'pending' | 'sent' | 'failed';

/**
 * One mail in the outbox (server/mail/outbox.service.ts). The bodies are emptied once it is sent
 * (they may hold a reset link or a code); `what` names its purpose in the logs and the operator's list.
 */
export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  what: string;
  state: OutboxState;
  /** Tries begun, the current one included. */
  attempts: number;
  /** When the next try may begin: after a failure the backoff's end; during a try, when it counts as abandoned. */
  next_attempt_at: number;
  last_attempt_at: number | null;
  /** The last failed try's error; kept when a later try succeeds. */
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

/**
 * The Kysely tables of this area (the stored mailbox, the outbox), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface MailTables {
  mailbox: MailboxTable;
  mail_outbox: MailOutboxTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../db/schema' {
  interface Database extends MailTables {}
}
