import { defineStores, ESTATE_ID_VERSION, tableStore } from '../../db/feature';

/** The version that indexed `gatePasses` by the end of their window (issue 28, the gate history window). */
const GATE_HISTORY_VERSION = 14;

/** The Dexie stores of the visitors tables (`src/db/schema.ts` opens the database from these; the row schemas stay in visitors.feature.ts). */
export const stores = defineStores({
  tables: {
    inviteSettings: tableStore('estateId', 4, [], { until: ESTATE_ID_VERSION, key: 'EstateID', indexes: [] }),
    invites: tableStore('inviteId', 4, ['[estateId+unitNo]'], { until: ESTATE_ID_VERSION, indexes: ['[EstateID+unitNo]'] }),
    passes: tableStore('id', 4, ['subjectId', '[estateId+unitNo]'], { until: ESTATE_ID_VERSION, indexes: ['subjectId', '[EstateID+unitNo]'] }),
    // Version 14 indexes the window's end: passes that ended before the gate history window leave the device.
    gatePasses: tableStore('id', 4, ['estateId', 'pinHash', 'validTo'], { until: GATE_HISTORY_VERSION, indexes: ['estateId', 'pinHash'] }),
    passUses: tableStore('id', 4, ['estateId', 'passId', 'scannedAt']),
    regularVisitors: tableStore('id', 4, ['[estateId+unitNo]', 'visitor_userId'], {
      until: ESTATE_ID_VERSION,
      indexes: ['[EstateID+unitNo]', 'visitor_userId'],
    }),
    letters: tableStore('inviteId', 4, ['[estateId+unitNo]', 'letter_userId'], { until: ESTATE_ID_VERSION, indexes: ['[EstateID+unitNo]', 'letter_userId'] }),
    lettingGuests: tableStore('id', 4, ['[estateId+unitNo]', 'inviteId'], { until: ESTATE_ID_VERSION, indexes: ['[EstateID+unitNo]', 'inviteId'] }),
  },
  localTables: {
    // Version 17: the pass tickets this device holds for passes issued with no signal (src/app/pass-tickets.ts).
    passTickets: { since: 17, stores: 'ticketId, [estateId+unitNo]' },
  },
});
