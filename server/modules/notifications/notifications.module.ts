import type { Module } from '../../context';
import { NotificationMarkReadArgsSchema } from '../../../src/contract/notifications';
import { defineMutator } from '../../sync/define-mutator';
import { notificationsRoutes } from './notifications.routes';
import { markRead, purgeOldNotifications } from './notifications.service';
import { notificationsMigration } from './migrations/031_notifications';
import { estateNoticesMigration } from './migrations/081_estate_notices';
import { notificationsCreatedMigration } from './migrations/082_notifications_created';
// Adds the area's tables to Database (declaration merging).
import './notifications.tables';
import { seedDemoNotificationRows } from '../../seed/demo-notifications';
import { reportPurged } from '../../lib/purge';

export const notificationsModule = {
  name: 'notifications',
  routes: notificationsRoutes,
  mutators: {
    'notifications.markRead': defineMutator(NotificationMarkReadArgsSchema, (trx, actor, args) => markRead(trx, actor.userId, args)),
  },
  jobs: [
    {
      // Spec 1: notifications older than 30 days are dropped (bounded history, issue 28).
      name: 'notifications purge',
      everyMs: 60 * 60_000,
      async run(ctx, log) {
        reportPurged(ctx, log, await purgeOldNotifications(ctx.db), 'deleted notifications older than 30 days');
      },
    },
  ],
  migrations: {
    '031_notifications': notificationsMigration,
    '081_estate_notices': estateNoticesMigration,
    '082_notifications_created': notificationsCreatedMigration,
  },
  seed: { after: ['auth'], rows: seedDemoNotificationRows },
} satisfies Module;
