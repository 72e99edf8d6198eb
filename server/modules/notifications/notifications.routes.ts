import { API } from '../../../src/contract/api-paths';
import { SendNotificationRequestSchema } from '../../../src/contract/notifications';
import { ok } from '../../../src/contract/envelope';
import { validate } from '../../lib/validate';
import type { ModuleRoutes } from '../../context';
import { sendFromManager } from './notifications.service';

/** The estate manager's send endpoint. Reading and marking read go through sync. */
export const notificationsRoutes: ModuleRoutes = (app, ctx) => {
  app.post(API.notificationsSend, async (request, reply) => {
    const sent = await sendFromManager(ctx, request.user.id, validate(SendNotificationRequestSchema, request.body ?? {}));
    return reply.status(201).send(ok(sent));
  });
};
