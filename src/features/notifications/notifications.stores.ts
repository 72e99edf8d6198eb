import { defineStores, tableStore } from '../../db/feature';

/** The Dexie stores of the notifications tables (`src/db/schema.ts` opens the database from these; the row schemas stay in notifications.feature.ts). */
export const stores = defineStores({
  tables: {
    notifications: tableStore('notificationId', 2, ['status', 'createdAt']),
    estateNotices: tableStore('notificationId', 13, ['estateId', 'createdAt']),
  },
});
