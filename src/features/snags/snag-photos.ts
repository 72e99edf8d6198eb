import { useLiveQuery } from 'dexie-react-hooks';
import { SNAG_MAX_PHOTOS, snagPhotoUrl } from '../../contract/snags';
import { db } from '../../db/db';
import { SNAG_MESSAGES } from '../../i18n/en/snags';
import { mutate, newRowId } from '../../sync/mutate';
import { prepareImageForUpload } from '../../app/photo-files';
import { ApiError } from '../../sync/transport';
import { uploadQueue } from '../../sync/upload-queue';
import type { SnagUploadRow } from './snags.feature';

/*
 * Photos of a maintenance request taken on this device wait in `db.snagUploads` until they are
 * uploaded (the shared upload queue, as a vehicle's photos): the upload answers a file URL, and
 * `snags.addPhoto` goes through the outbox after the request's own `snags.report`, so a photo
 * taken offline reaches the request once the device is back online.
 */

/** The photos of a request still waiting on this device. */
export function useWaitingPhotos(snagId: string): SnagUploadRow[] {
  return useLiveQuery(() => db.snagUploads.where('snagId').equals(snagId).sortBy('createdAt'), [snagId]) ?? [];
}

/** Keeps the picked photos of a new request on the device (at most SNAG_MAX_PHOTOS), in order. */
export async function keepSnagPhotos(snagId: string, photos: readonly Blob[]): Promise<void> {
  const now = Date.now();
  await db.snagUploads.bulkPut(photos.slice(0, SNAG_MAX_PHOTOS).map((blob, index) => ({ id: newRowId(), snagId, blob, createdAt: now + index })));
}

const fileIdOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

const photos = uploadQueue<SnagUploadRow>({
  waiting: () => db.snagUploads.orderBy('createdAt').toArray(),
  // The outbox sends `snags.addPhoto` after the request's `snags.report`: no need to wait for the server.
  readiness: async (photo) => ((await db.snags.get(photo.snagId)) ? 'go' : 'drop'),
  prepare: (photo) => prepareImageForUpload(photo.blob).catch(() => photo.blob),
  refused: async (photo, error) => {
    const message = SNAG_MESSAGES.photoFailed;
    await db.snagUploads.update(photo.id, { error: error instanceof ApiError ? `${message}: ${error.message}` : message });
  },
  attach: async (photo, url) => {
    // Keep the bytes under the URL the request will list, so the photo shows offline.
    await db.fileCache.put({ url: snagPhotoUrl(photo.snagId, fileIdOf(url)), blob: photo.blob, fetchedAt: Date.now() });
    await mutate('snags.addPhoto', { snagId: photo.snagId, url });
  },
  remove: (photo) => db.snagUploads.delete(photo.id),
});

/** Uploads the photos waiting on this device (one run at a time); stops quietly when offline. */
export function uploadSnagPhotos(): Promise<void> {
  return photos.run();
}

/** Runs the upload now, whenever the device comes back online and whenever a photo is ready (the maintenance screens). */
export function useSnagPhotoUploader(): void {
  photos.useUploader();
}
