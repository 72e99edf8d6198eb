import type { Module } from '../../context';
import { registerNotificationRoutes } from './notifications.routes';
import { markRead } from './notifications.service';

export const notificationsModule: Module = {
  name: 'notifications',
  publicRoutes: registerNotificationRoutes,
  mutators: {
    'notifications.markRead': (trx, actor, args) => markRead(trx, actor.userId, args),
  },
};
