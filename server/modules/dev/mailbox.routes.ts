import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { validate } from '../../lib/validate';
import { listMailbox } from '../../mail/mailbox-mailer';
import type { Module } from '../../modules';
import { renderMailboxPage } from './mailbox-page';

const MailboxQuery = v.object({ to: v.optional(v.pipe(v.string(), v.maxLength(254))) });

/**
 * The stored mailbox, for development and tests: only registered when mail goes to the
 * built-in mailbox (with SMTP configured these paths answer 404).
 */
export const registerMailboxRoutes: Module = (app, ctx) => {
  if (ctx.mailer.kind !== 'mailbox') return;

  app.get(API.devMailbox, async (request) => ok(...(await listMailbox(ctx.db, validate(MailboxQuery, request.query).to || undefined))));

  app.get('/dev/mailbox', async (request, reply) => {
    const to = validate(MailboxQuery, request.query).to || undefined;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(renderMailboxPage(await listMailbox(ctx.db, to), to));
  });
};
