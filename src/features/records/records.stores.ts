import { defineStores, tableStore } from '../../db/feature';

/** The Dexie stores of the records tables (`src/db/schema.ts` opens the database from these; the row schemas stay in records.feature.ts). */
export const stores = defineStores({
  tables: {
    contacts: tableStore('userId', 1),
    accounts: tableStore('accountID', 2),
    addresses: tableStore('addressID', 2),
    vehicles: tableStore('vehicleId', 2),
  },
});
