/** The mail interface. Built-in: a stored mailbox in the database; production: SMTP. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

export interface Mailer {
  readonly kind: 'mailbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends one mail: the stored mailbox at once (awaited, so a test reads it when the call answers),
 * SMTP in the background, so an answer's timing does not depend on whether a mail went out.
 * Failures are logged with `what` (the mail's purpose).
 */
export function deliverMail(mailer: Mailer, message: MailMessage, what = 'mail'): Promise<void> {
  const sending = mailer.send(message);
  if (mailer.kind === 'mailbox') return sending;
  sending.catch((error: unknown) => console.error(`${what} delivery failed`, error));
  return Promise.resolve();
}
