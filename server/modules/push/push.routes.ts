import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import type { PushKeyResponse } from '../../../src/contract/push';
import type { ModuleRoutes } from '../../context';
import { pushSenderOf, watchPushOutbox } from './push-outbox.service';
import { readSubscription, readUnsubscribe, subscribe, unsubscribe } from './push.service';

/**
 * The server's VAPID public key and the caller's own subscription per device. Registering them also
 * makes this app the sender of its database's pushes (their first try after a commit) and adds
 * the outbox's gauge to /metrics.
 */
export const pushRoutes: ModuleRoutes = async (app, ctx) => {
  const sender = await pushSenderOf(ctx);
  watchPushOutbox(ctx);

  app.get(API.pushKey, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const answer: PushKeyResponse = { publicKey: sender.vapid.publicKey };
    return ok(answer);
  });

  app.put(API.pushSubscription, async (request) => {
    await subscribe(ctx, request.user, readSubscription(request.body, ctx.config.push.production));
    return ok();
  });

  app.delete(API.pushSubscription, async (request) => {
    await unsubscribe(ctx, request.user.id, readUnsubscribe(request.body));
    return ok();
  });
};
