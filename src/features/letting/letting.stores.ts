import { defineStores } from '../../db/feature';

/** The letting feature's device-only tables (its synced tables are stored by the visitors feature). */
export const stores = defineStores({
  localTables: {
    // Version 23: a letting guest's pictures taken on this device, until uploaded and the guest holds them (letting-uploads.ts).
    lettingGuestUploads: { since: 23, stores: 'id, guestId, createdAt' },
  },
});
