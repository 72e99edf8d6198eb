import { defineStores, ESTATE_ID_VERSION, tableStore } from '../../db/feature';

/** The Dexie stores of the bookings tables (`src/db/schema.ts` opens the database from these; the row schemas stay in bookings.feature.ts). */
export const stores = defineStores({
  tables: {
    bookingServices: tableStore('id', 5, ['estateId'], { until: ESTATE_ID_VERSION, indexes: ['EstateID'] }),
    bookingResources: tableStore('id', 5, ['estateId', 'serviceId'], { until: ESTATE_ID_VERSION, indexes: ['EstateID', 'serviceId'] }),
    bookingSlots: tableStore('id', 5, ['[resourceId+date]']),
    bookings: tableStore('id', 5, ['estateId', 'userId', 'status', 'date'], {
      until: ESTATE_ID_VERSION,
      indexes: ['EstateID', 'userId', 'status', 'date'],
    }),
    lagoonConfig: tableStore('estateId', 5, [], { until: ESTATE_ID_VERSION, key: 'EstateID', indexes: [] }),
  },
});
