import { defineStores, tableStore } from '../../db/feature';

/** The Dexie stores of the sports token tables (`src/db/schema.ts` opens the database from these; the row schemas stay in sports-tokens.feature.ts). */
export const stores = defineStores({
  tables: {
    sportsTokens: tableStore('id', 21, ['estateId', 'userId']),
    sportsTokenMoves: tableStore('id', 21, ['[userId+estateId]']),
    bookingsContent: tableStore('estateId', 21, []),
  },
});
