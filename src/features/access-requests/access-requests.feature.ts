import type { EntityTable } from 'dexie';
import { accessRequestsMutations as m, accessRequestsTables as t } from '../../contract/access-requests';
import { accessRequestCutoff, accessRequestOpen } from '../../domain/access-requests';
import { clientTable, defineFeature, defineMutation, type MutationContext } from '../../db/feature';
import { stores } from './access-requests.stores';

/** A guard's photo of a visitor taken on this console, kept until it is uploaded and the request holds it. */
export type AccessRequestPhotoRow = { id: string; requestId: string; blob: Blob; createdAt: number; error?: string };

declare module '../../db/feature' {
  interface LocalTableRegistry {
    accessRequestPhotos: EntityTable<AccessRequestPhotoRow, 'id'>;
  }
}

/** The signed-in user's name as the optimistic rows show it. */
async function myName(db: MutationContext['db'], userId: string): Promise<string> {
  const me = await db.users.get(userId);
  return me ? me.displayName || `${me.firstName} ${me.lastName}`.trim() : '';
}

/**
 * Visitor access requests (issue 29): the estate's on a guard console (gate scope), the unit's on
 * its people's devices (unit scope). The writes go through the outbox, the answer also from the
 * service worker's notification actions (this file is read there too); the guard's photo of the
 * visitor waits in `accessRequestPhotos` until it is uploaded (access-requests.photos.ts). Requests older than
 * ACCESS_REQUEST_KEEP_DAYS leave the device as the server purges them.
 */
export const feature = defineFeature({
  tables: {
    accessRequests: clientTable(t.accessRequests, stores.tables.accessRequests),
  },
  localTables: stores.localTables,
  history: {
    accessRequests: (db, nowMs) => db.accessRequests.where('createdAt').below(accessRequestCutoff(nowMs)).primaryKeys(),
  },
  mutations: {
    // PENDING at once on the console; the server asks the unit's people when it arrives.
    'accessRequests.create': defineMutation(m['accessRequests.create'], {
      table: 'accessRequests',
      rowId: (args) => args.id,
      apply: async ({ zoneId, ...args }, { db, userId }) => {
        if (await db.accessRequests.get(args.id)) return;
        const zones = zoneId ? ((await db.peopleConfig.get(args.estateId))?.accessZones ?? []) : [];
        await db.accessRequests.put({
          ...args,
          gateName: zones.find((z) => z.id === zoneId)?.accessZoneName ?? '',
          guardUserId: userId,
          guardName: await myName(db, userId),
          state: 'PENDING',
          answeredBy: '',
          answeredByName: '',
          createdAt: Date.now(),
          answeredAt: null,
          photoUrl: '',
        });
      },
    }),
    // The guard's photo of the visitor, once uploaded (its bytes are in the file cache under the URL already).
    'accessRequests.setPhoto': defineMutation(m['accessRequests.setPhoto'], {
      table: 'accessRequests',
      rowId: (args) => args.id,
      apply: async (args, { db }) => {
        if (await db.accessRequests.get(args.id)) await db.accessRequests.update(args.id, { photoUrl: args.url });
      },
    }),
    // The first answer stands: a request already answered (or past its window) keeps its row.
    'accessRequests.answer': defineMutation(m['accessRequests.answer'], {
      table: 'accessRequests',
      rowId: (args) => args.id,
      apply: async (args, { db, userId }) => {
        const row = await db.accessRequests.get(args.id);
        const now = Date.now();
        if (row?.state !== 'PENDING' || !accessRequestOpen(row.createdAt, now)) return;
        await db.accessRequests.update(args.id, { state: args.answer, answeredBy: userId, answeredByName: await myName(db, userId), answeredAt: now });
      },
    }),
  },
});
