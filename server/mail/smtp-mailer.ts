import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

/**
 * Production mailer: SMTP via nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example:465).
 * A try ends within about two minutes (nodemailer's own timeouts reach ten): the outbox holds a
 * mail for five while it is tried, and a failed try is tried again later anyway.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
