import type { ModuleRoutes } from '../../context';
import { onAccountDeletion } from '../account-deletion/account-deletion.service';
import { backfillMemberCards, tombstoneMemberCardsOf } from './manager.service';

/**
 * Estate manager console. Its actions use the existing endpoints (notifications send, gate
 * revocations, access control); this module keeps the managers' member cards complete: a
 * deleted account's cards are tombstoned, and memberships from before the console get theirs.
 */
export const registerManagerModule: ModuleRoutes = async (_app, ctx) => {
  onAccountDeletion(tombstoneMemberCardsOf);
  await backfillMemberCards(ctx.db);
};
