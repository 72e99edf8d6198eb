import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { MAILBOX_MESSAGES } from '../../../src/i18n/en/mail';
import { forbidden } from '../../lib/errors';
import { isLoopbackAddress, isLoopbackHost } from '../../lib/loopback';
import { validate } from '../../lib/validate';
import { text } from '../../../src/contract/text';
import { listMailbox } from '../../mail/mailbox-mailer';
import type { ModuleRoutes } from '../../context';
import type { Config } from '../../config';
import type { Mailer } from '../../mail/mailer';
import { pageSecurityHeaders } from '../../lib/security-headers';
import { MAILBOX_STYLE_HASH, renderMailboxPage } from './mailbox-page';

/** `to` is text(): a NUL in it (`?to=%00`) reached PostgreSQL, which refuses NUL in text, as a 500. */
const MailboxQuery = v.object({ to: v.optional(v.pipe(text(), v.maxLength(254))) });

/**
 * The stored mailbox, for development and tests: only registered when mail goes to the
 * built-in mailbox and DEV_MAILBOX is not `false` (otherwise these paths answer 404; mail
 * is still stored in the database's `mailbox` table while SMTP_URL is unset).
 */
export const mailboxPublicRoutes: ModuleRoutes = async (app, ctx) => {
  if (ctx.mailer.kind !== 'mailbox' || !ctx.config.devMailbox) return;

  // It holds password-reset links, so it answers only callers on this machine: the TCP peer
  // must be a loopback address. `request.ip` and X-Forwarded-For are never used (behind a
  // proxy on the same host every caller would look local, and the header is the caller's to write).
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) throw forbidden(MAILBOX_MESSAGES.loopbackOnly, 'dev/mailbox-loopback-only');
  });

  app.get(API.devMailbox, async (request) => {
    return ok(...(await listMailbox(ctx.db, validate(MailboxQuery, request.query).to || undefined)));
  });

  // The page's own inline <style> is allowed by its hash, on this page only.
  const pageHeaders = await pageSecurityHeaders(ctx.config, { styleHashes: [MAILBOX_STYLE_HASH] });
  app.get('/dev/mailbox', async (request, reply) => {
    const to = validate(MailboxQuery, request.query).to || undefined;
    return reply
      .headers(pageHeaders)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(renderMailboxPage(await listMailbox(ctx.db, to), to));
  });
};

/** The boot warning when the stored mailbox's pages are on and HOST accepts other machines. */
export function mailboxExposureWarning(config: Pick<Config, 'host' | 'devMailbox'>, mailerKind: Mailer['kind']): string | null {
  if (mailerKind !== 'mailbox' || !config.devMailbox || isLoopbackHost(config.host)) return null;
  return `HOST=${config.host} listens beyond this machine while e-mail goes to the stored mailbox: /dev/mailbox answers loopback callers only, but set SMTP_URL (or DEV_MAILBOX=false) before exposing this server.`;
}
