import { API } from '../../../src/contract/api-paths';
import { SendNotificationRequestSchema } from '../../../src/contract/notifications';
import { ok } from '../../../src/contract/envelope';
import { authenticate } from '../../auth/authenticate';
import { validate } from '../../lib/validate';
import type { ModuleRoutes } from '../../context';
import { sendFromManager } from './notifications.service';

/** The estate manager's send endpoint. Reading and marking read go through sync. */
export const registerNotificationRoutes: ModuleRoutes = (app, ctx) => {
  app.post(API.notificationsSend, async (request, reply) => {
    const user = await authenticate(ctx, request);
    const sent = await sendFromManager(ctx, user.id, validate(SendNotificationRequestSchema, request.body ?? {}));
    return reply.status(201).send(ok({ sent: sent.length, notificationIds: sent.map((n) => n.notificationId) }));
  });
};
