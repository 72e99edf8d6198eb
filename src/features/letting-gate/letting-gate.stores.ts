import { defineStores } from '../../db/feature';

/** The letting writes' device-only table (the synced letters and guests are stored by the visitors feature). */
export const stores = defineStores({
  localTables: {
    // Version 23: a letting guest's pictures taken on this device, until uploaded and the guest holds them (src/app/letting-guest-uploads.ts).
    lettingGuestUploads: { since: 23, stores: 'id, guestId, createdAt' },
  },
});
