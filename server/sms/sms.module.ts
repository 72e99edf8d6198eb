import type { Module } from '../context';
import { smsOutboxMigration } from './migrations/095_sms_outbox';
import { smsOutboxPurgeJob } from './stored-sms-sender';
// Adds the stored SMS outbox's table to Database (declaration merging).
import './sms.tables';

/** The SMS senders' own table: the stored outbox the default sender writes (its page is the dev module's), with its purge. */
export const smsModule: Module = {
  name: 'sms',
  migrations: { '095_sms_outbox': smsOutboxMigration },
  jobs: [smsOutboxPurgeJob],
};
