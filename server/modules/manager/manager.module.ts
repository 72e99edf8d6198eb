import type { Module } from '../../context';
import { ConciergeRoleArgsSchema } from '../../../src/contract/concierge';
import { defineMutator } from '../../sync/define-mutator';
import { grantConcierge, revokeConcierge } from './concierge-role.service';
import { backfillMemberCards, tombstoneMemberCardsOf } from './manager.service';

/**
 * Estate manager console. Its actions use other modules' endpoints (notifications send, gate
 * revocations, access control); this module keeps the managers' member cards complete: a
 * deleted account's cards are tombstoned, and memberships from before the console get theirs.
 */
export const managerModule = {
  name: 'manager',
  onAccountDeletion: tombstoneMemberCardsOf,
  // The concierge role, given and taken on a member's row (issue 32).
  mutators: {
    'concierge.grant': defineMutator(ConciergeRoleArgsSchema, grantConcierge),
    'concierge.revoke': defineMutator(ConciergeRoleArgsSchema, revokeConcierge),
  },
  jobs: [
    {
      name: 'member-card backfill',
      async run(ctx, log) {
        const published = await backfillMemberCards(ctx.db, ctx.hooks);
        if (published > 0) log.info({ published }, 'published missing member cards');
      },
    },
  ],
} satisfies Module;
