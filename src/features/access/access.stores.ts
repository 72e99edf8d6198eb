import { defineStores, ESTATE_ID_VERSION, tableStore } from '../../db/feature';

/** The Dexie stores of the access tables (`src/db/schema.ts` opens the database from these; the row schemas stay in access.feature.ts). */
export const stores = defineStores({
  tables: {
    accessControlConfig: tableStore('estateId', 2, [], { until: ESTATE_ID_VERSION, key: 'EstateID', indexes: [] }),
    gateKeys: tableStore('keyId', 2, ['estateId']),
    revocationLists: tableStore('estateId', 2),
    gateResidents: tableStore('id', 2, ['estateId']),
    gateEvents: tableStore('id', 2, ['estateId', 'scannedAt']),
    gateLog: tableStore('id', 10, ['estateId', 'decidedAt']),
  },
});
