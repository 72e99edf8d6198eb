import type { AppContext } from '../../context';
import type { MailMessage } from '../../mail/mailer';

/**
 * Sends one of the auth area's mails: the stored mailbox at once (awaited), SMTP in the background,
 * so an answer's timing does not depend on whether a mail went out; failures are logged.
 */
export async function deliver(ctx: AppContext, message: MailMessage): Promise<void> {
  const sending = ctx.mailer.send(message);
  if (ctx.mailer.kind === 'mailbox') return sending;
  sending.catch((error: unknown) => console.error('mail delivery failed', error));
}
