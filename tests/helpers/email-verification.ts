import type { FastifyInstance } from 'fastify';
import { API } from '../../src/contract/api-paths';
import { verifyEmailMail } from '../../src/i18n/en/mail';
import type { Db } from '../../server/db/database';
import { listMailbox } from '../../server/mail/mailbox-mailer';

/** What one verification mail carries: its 6-digit code and its link's token. */
export type VerificationMail = { code: string; token: string };

const SUBJECT = verifyEmailMail({ firstName: '', link: '', code: '', ttlMs: 0 }).subject;

/** The verification mails in the stored mailbox for `email`, newest first. */
export async function verificationMails(db: Db, email: string): Promise<VerificationMail[]> {
  return (await listMailbox(db, email))
    .filter((mail) => mail.subject === SUBJECT)
    .map((mail) => ({
      code: /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '',
      token: decodeURIComponent(/\/verify-email\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)?.[1] ?? ''),
    }));
}

/** Verifies the signed-in caller's address with the code of the newest mail to it, through the real endpoint; answers the status. */
export async function verifyWithMailedCode(app: FastifyInstance, db: Db, who: { token: string; email: string }): Promise<number> {
  const [mail] = await verificationMails(db, who.email);
  if (!mail) throw new Error(`no verification mail to ${who.email}`);
  const res = await app.inject({ method: 'POST', url: API.verifyEmail, headers: { authorization: `Bearer ${who.token}` }, payload: { code: mail.code } });
  return res.statusCode;
}
