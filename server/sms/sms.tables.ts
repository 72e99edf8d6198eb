/** One SMS kept by the stored sender (the default; listed at /dev/sms for loopback callers). */
export interface SmsOutboxTable {
  id: string;
  to_number: string;
  body: string;
  created_at: number;
}

/** The Kysely tables of the SMS senders, part of `Database` (server/db/schema.ts). Times are epoch milliseconds. */
export interface SmsTables {
  sms_outbox: SmsOutboxTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../db/schema' {
  interface Database extends SmsTables {}
}
