import type { Module } from '../context';
import { mailboxMigration } from './migrations/004_mailbox';
import { mailOutboxMigration } from './migrations/078_mail_outbox';
import { mailboxPurgeJob } from './mailbox-mailer';
import { mailOutboxJob, mailOutboxPurgeJob } from './outbox.service';
// Adds the stored mailbox's and the outbox's tables to Database (declaration merging).
import './mail.tables';

/**
 * The mailers' own tables: the stored mailbox the mailbox mailer writes (its page is the dev
 * module's) and the outbox every mail goes through, with their jobs (due mail, old rows of each purged).
 */
export const mailModule: Module = {
  name: 'mail',
  migrations: { '004_mailbox': mailboxMigration, '078_mail_outbox': mailOutboxMigration },
  jobs: [mailOutboxJob, mailOutboxPurgeJob, mailboxPurgeJob],
};
