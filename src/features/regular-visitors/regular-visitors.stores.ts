import { defineStores } from '../../db/feature';

/** The regular visitor's device-only table (the unit's regular visitors are stored by the visitors feature). */
export const stores = defineStores({
  localTables: {
    // Version 23: the signed-in visitor's Upcoming Invites as last read online, so the list renders with no signal.
    upcomingInvites: { since: 23, stores: 'userId' },
  },
});
