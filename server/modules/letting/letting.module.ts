import type { Module } from '../../context';
import { lettingMutators } from './letting.mutators';
import { lettingPublicRoutes, lettingRoutes } from './letting.routes';
import { endVisitorsOnMembershipRemoved, publishEndedVisitors } from './membership.service';
import { forgetUser, maintainLetting } from './retention.service';
import { lettingMigration } from './migrations/052_letting';
import { onboardingDocumentDetailsMigration } from './migrations/105_onboarding_document_details';
// Adds the area's tables to Database (declaration merging).
import './letting.tables';
import { seedDemoLetting } from '../../seed/demo-letting';

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * Regular visitors and short-term letting (spec 2): regular visitors invited by a
 * unit's holders through a join link, onboarded and approved (the Regular Visitor role at the
 * estate); letters of a letting unit with their gate pass for the letting dates; letting guests
 * within the unit's maximum with their passes; the request for more guests; expiry and the
 * POPIA purge.
 */
export const lettingModule = {
  name: 'letting',
  publicRoutes: lettingPublicRoutes,
  routes: lettingRoutes,
  mutators: lettingMutators,
  jobs: [
    {
      name: 'letting expiry and retention',
      everyMs: TEN_MINUTES,
      async run(ctx, log) {
        const done = await maintainLetting(ctx);
        if (done.ended + done.issued + done.settled + done.purged > 0)
          log.info(done, 'letting: lettings ended, passes issued, orphaned visitors settled, records purged');
      },
    },
  ],
  onAccountDeletion: forgetUser,
  // A member leaving a unit (staff module): the regular visitors who come through them end, their
  // gate keys revoked first (lock order), their rows, roles and invites published after.
  onMembershipRemoved: (trx, ctx, removal) => endVisitorsOnMembershipRemoved(ctx, trx, removal),
  afterMembershipRemoved: (trx, ctx, removal) => publishEndedVisitors(ctx, trx, removal),
  migrations: {
    '052_letting': lettingMigration,
    '105_onboarding_document_details': onboardingDocumentDetailsMigration,
  },
  seed: { after: ['people'], rows: seedDemoLetting },
} satisfies Module;
