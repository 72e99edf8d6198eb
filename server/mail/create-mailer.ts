import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Mailer } from './mailer';
import { createMailboxMailer } from './mailbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set, else the stored mailbox (the default on a fresh machine). */
export function createMailer(config: Config, db: Db): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createMailboxMailer(db);
}
