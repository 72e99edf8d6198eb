import type { Module } from '../../context';
import { notificationsRoutes } from './notifications.routes';
import { markRead } from './notifications.service';

export const notificationsModule: Module = {
  name: 'notifications',
  routes: notificationsRoutes,
  mutators: {
    'notifications.markRead': (trx, actor, args) => markRead(trx, actor.userId, args),
  },
};
