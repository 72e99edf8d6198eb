import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { text } from '../../../src/contract/text';
import { SMS_OUTBOX_MESSAGES } from '../../../src/i18n/en/verify-phone';
import type { ModuleRoutes } from '../../context';
import { forbidden } from '../../lib/errors';
import { isLoopbackAddress } from '../../lib/loopback';
import { pageSecurityHeaders } from '../../lib/security-headers';
import { validate } from '../../lib/validate';
import { listStoredSms } from '../../sms/stored-sms-sender';
import { renderSmsPage, SMS_STYLE_HASH } from './sms-page';

/** `to` is an E.164 number (+27...); a '+' typed into the page's form arrives as '+', or as a space when not encoded. */
const SmsQuery = v.object({
  to: v.optional(
    v.pipe(
      text(),
      v.maxLength(30),
      v.transform((to) => to.trim().replace(/^(\d)/, '+$1')),
    ),
  ),
});

/**
 * The stored SMS outbox, for development and tests, exactly like the stored mailbox: only while
 * SMS go to the stored outbox (SMS_PROVIDER unset or `stored`) and DEV_MAILBOX is not `false`,
 * and only for callers on this machine (the TCP peer, never a forwarded header): it holds codes.
 */
export const smsPublicRoutes: ModuleRoutes = async (app, ctx) => {
  if (ctx.sms.kind !== 'stored' || !ctx.config.devMailbox) return;

  app.addHook('onRequest', async (request) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) throw forbidden(SMS_OUTBOX_MESSAGES.loopbackOnly, 'dev/sms-loopback-only');
  });

  app.get(API.devSms, async (request) => {
    return ok(...(await listStoredSms(ctx.db, validate(SmsQuery, request.query).to || undefined)));
  });

  const pageHeaders = await pageSecurityHeaders(ctx.config, { styleHashes: [SMS_STYLE_HASH] });
  app.get('/dev/sms', async (request, reply) => {
    const to = validate(SmsQuery, request.query).to || undefined;
    return reply
      .headers(pageHeaders)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(renderSmsPage(await listStoredSms(ctx.db, to), to));
  });
};
