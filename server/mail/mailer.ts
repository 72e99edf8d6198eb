/** The mail interface. Built-in: a stored mailbox in the database; production: SMTP. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/**
 * Hands one message to the mail server (or the stored mailbox). The modules never call it: they
 * send through the outbox (`deliverMail` in outbox.service.ts), which calls it with retries.
 */
export interface Mailer {
  readonly kind: 'mailbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
