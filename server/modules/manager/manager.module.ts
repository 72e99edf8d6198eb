import type { Module } from '../../context';
import { backfillMemberCards, tombstoneMemberCardsOf } from './manager.service';

/**
 * Estate manager console. Its actions use other modules' endpoints (notifications send, gate
 * revocations, access control); this module keeps the managers' member cards complete: a
 * deleted account's cards are tombstoned, and memberships from before the console get theirs.
 */
export const managerModule: Module = {
  name: 'manager',
  onAccountDeletion: tombstoneMemberCardsOf,
  jobs: [
    {
      name: 'member-card backfill',
      async run(ctx, log) {
        const published = await backfillMemberCards(ctx.db, ctx.hooks);
        if (published > 0) log.info({ published }, 'published missing member cards');
      },
    },
  ],
};
