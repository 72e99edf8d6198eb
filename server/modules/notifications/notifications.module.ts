import type { Module } from '../../context';
import { NotificationMarkReadArgsSchema } from '../../../src/contract/notifications';
import { defineMutator } from '../../sync/define-mutator';
import { notificationsRoutes } from './notifications.routes';
import { markRead } from './notifications.service';
import { notificationsMigration } from './migrations/031_notifications';
import { estateNoticesMigration } from './migrations/081_estate_notices';
// Adds the area's tables to Database (declaration merging).
import './notifications.tables';
import { seedDemoNotificationRows } from '../../seed/demo-notifications';

export const notificationsModule = {
  name: 'notifications',
  routes: notificationsRoutes,
  mutators: {
    'notifications.markRead': defineMutator(NotificationMarkReadArgsSchema, (trx, actor, args) => markRead(trx, actor.userId, args)),
  },
  migrations: {
    '031_notifications': notificationsMigration,
    '081_estate_notices': estateNoticesMigration,
  },
  seed: { after: ['auth'], rows: seedDemoNotificationRows },
} satisfies Module;
