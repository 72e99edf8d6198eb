import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerEstateRoutes } from './modules/estates/estates.routes';
import { registerContactRoutes } from './modules/contacts/contacts.routes';
import { registerMailboxRoutes } from './modules/dev/mailbox.routes';
import { registerSyncRoutes } from './sync/sync.routes';

export type Module = (app: FastifyInstance, ctx: AppContext) => Promise<void> | void;

/** Every server module, registered in this order by buildApp(). */
export const modules: Module[] = [
  registerHealthRoutes,
  registerAuthRoutes,
  registerEstateRoutes,
  registerContactRoutes,
  registerMailboxRoutes,
  registerSyncRoutes,
];
