import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerEstateRoutes } from './modules/estates/estates.routes';
import { registerContactRoutes } from './modules/contacts/contacts.routes';
import { registerMailboxRoutes } from './modules/dev/mailbox.routes';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { registerAccountDeletionRoutes } from './modules/account-deletion/account-deletion.routes';
import { registerAccessRoutes } from './modules/access/access.routes';
import { registerSyncRoutes } from './sync/sync.routes';
import { registerProfileRoutes } from './modules/profile/profile.routes';
import { registerAccountRoutes } from './modules/accounts/accounts.routes';
import { registerAddressRoutes } from './modules/addresses/addresses.routes';
import { registerVehicleRoutes } from './modules/vehicles/vehicles.routes';
import { registerFileRoutes } from './modules/files/files.routes';
import { registerDeviceRoutes } from './modules/devices/devices.routes';
import { registerManagerModule } from './modules/manager/manager.routes';

export type Module = (app: FastifyInstance, ctx: AppContext) => Promise<void> | void;

/** Every server module, registered in this order by buildApp(). */
export const modules: Module[] = [
  registerHealthRoutes,
  registerAuthRoutes,
  registerEstateRoutes,
  registerContactRoutes,
  registerMailboxRoutes,
  // notifications and delete account (issue 3)
  registerNotificationRoutes,
  registerAccountDeletionRoutes,
  registerSyncRoutes,
  // account and profile (issue 3)
  registerProfileRoutes,
  registerAccountRoutes,
  registerAddressRoutes,
  registerVehicleRoutes,
  registerFileRoutes,
  registerDeviceRoutes,
  // gate access (issue 4)
  registerAccessRoutes,
  // estate manager console
  registerManagerModule,
];
