import type { Module } from '../../context';
import { NotificationMarkReadArgsSchema } from '../../../src/contract/notifications';
import { defineMutator } from '../../sync/define-mutator';
import { notificationsRoutes } from './notifications.routes';
import { markRead } from './notifications.service';

export const notificationsModule = {
  name: 'notifications',
  routes: notificationsRoutes,
  mutators: {
    'notifications.markRead': defineMutator(NotificationMarkReadArgsSchema, (trx, actor, args) => markRead(trx, actor.userId, args)),
  },
} satisfies Module;
