import type { Module } from '../../context';
import { PushSetCategoryArgsSchema } from '../../../src/contract/push';
import { defineMutator } from '../../sync/define-mutator';
import { pushMigration } from './migrations/088_push';
import { pushOutboxJob, pushOutboxPurgeJob } from './push-outbox.service';
import { pushRoutes } from './push.routes';
import { forgetMovedOutSubscriptions, forgetSessionSubscriptions, setPushCategory } from './push.service';
import { ensureVapidKeys, vapidBootNotes } from './vapid.service';
// Adds the area's tables to Database (declaration merging).
import './push.tables';

/**
 * Web Push (issue 29): the devices' subscriptions, the users' categories (`push.setCategory`) and
 * the push outbox that carries every notify() and estate notice to them after the commit.
 * Subscriptions go on sign-out (`onSessionEnd`), move-out (`onMembershipRemoved`), when the push
 * service answers 404/410, and with the account (their `user_id`, as the outbox's and the
 * categories' rows).
 */
export const pushModule = {
  name: 'push',
  routes: pushRoutes,
  mutators: {
    'push.setCategory': defineMutator(PushSetCategoryArgsSchema, setPushCategory),
  },
  migrations: {
    '088_push': pushMigration,
  },
  jobs: [pushOutboxJob, pushOutboxPurgeJob],
  boot: ensureVapidKeys,
  bootNotes: (ctx) => vapidBootNotes(ctx.config),
  onSessionEnd: forgetSessionSubscriptions,
  onMembershipRemoved: (trx, _ctx, removal) => forgetMovedOutSubscriptions(trx, removal),
} satisfies Module;
