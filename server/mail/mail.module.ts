import type { Module } from '../context';
import { mailboxMigration } from './migrations/004_mailbox';
// Adds the stored mailbox's table to Database (declaration merging).
import './mail.tables';

/** The mailers' own table (the stored mailbox the mailbox mailer writes); its page is the dev module's. */
export const mailModule: Module = {
  name: 'mail',
  migrations: { '004_mailbox': mailboxMigration },
};
