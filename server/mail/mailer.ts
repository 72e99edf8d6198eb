/** The mail interface. Built-in: a stored mailbox in the database; production: SMTP. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

export interface Mailer {
  readonly kind: 'mailbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
