import { inviteLimitsTables } from '../../contract/invite-limits';
import { clientTable, defineFeature } from '../../db/feature';
import { stores } from './invite-limits.stores';

/**
 * A resident's own visitor invites (spec 2 section 6): their block and daily cap set by the
 * estate manager and the day's count, synced to the resident (so the invite screens explain it
 * offline) and to the estate's managers (the console's section). Set online by the manager.
 */
export const feature = defineFeature({
  tables: {
    residentInviteLimits: clientTable(inviteLimitsTables.residentInviteLimits, stores.tables.residentInviteLimits),
  },
});
