import type { EntityTable } from 'dexie';
import { snagPhotoUrl, snagsMutations as m, snagsTables } from '../../contract/snags';
import { clientTable, defineFeature, defineMutation } from '../../db/feature';
import { stores } from './snags.stores';

/** A maintenance request's photo taken on this device, kept until it is uploaded and the request holds it. */
export type SnagUploadRow = { id: string; snagId: string; blob: Blob; createdAt: number; error?: string };

declare module '../../db/feature' {
  interface LocalTableRegistry {
    snagUploads: EntityTable<SnagUploadRow, 'id'>;
  }
}

/** The file id at the end of an uploaded file's URL (`/sdk/files/<id>`). */
const fileIdOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** Maintenance requests: the user's own and, for an estate manager, the estate's; photos wait on the device until uploaded. */
export const feature = defineFeature({
  tables: {
    snags: clientTable(snagsTables.snags, stores.tables.snags),
  },
  localTables: stores.localTables,
  mutations: {
    // Open at once, unnumbered until the server gives the estate's next case number.
    'snags.report': defineMutation(m['snags.report'], {
      table: 'snags',
      rowId: (args) => args.id,
      apply: (args, { db, userId }) => {
        const now = Date.now();
        return db.snags.put({ ...args, userId, caseNumber: 0, email: '', user: '', photos: [], status: 'OPEN', history: [], createdAt: now, updatedAt: now });
      },
    }),
    // The request lists the photo under its own URL (served to the reporter and the estate's managers).
    'snags.addPhoto': defineMutation(m['snags.addPhoto'], {
      table: 'snags',
      rowId: (args) => args.snagId,
      apply: async (args, { db }) => {
        const row = await db.snags.get(args.snagId);
        if (row) await db.snags.update(args.snagId, { photos: [...row.photos, snagPhotoUrl(args.snagId, fileIdOf(args.url))] });
      },
    }),
  },
});
