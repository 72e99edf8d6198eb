import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

/** Production mailer: SMTP via nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example:465). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
