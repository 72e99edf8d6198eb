import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { SNAG_MAX_PHOTOS, snagPhotoUrl } from '../../contract/snags';
import { db, type SnagUploadRow } from '../../db/db';
import { SNAG_MESSAGES } from '../../i18n/en/snags';
import { coalesced } from '../../sync/coalesce';
import { mutate, newRowId } from '../../sync/mutate';
import { prepareImageForUpload, uploadPhoto } from '../../app/photo-files';
import { ApiError, OfflineError } from '../../sync/transport';

/*
 * Photos of a maintenance request taken on this device wait in `db.snagUploads` until they are
 * uploaded (the same steps as a vehicle's photos): the upload answers a file URL, and
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

async function uploadOnce(): Promise<void> {
  const queued = await db.snagUploads.orderBy('createdAt').toArray();
  for (const photo of queued) {
    if (photo.error) continue;
    if (!(await db.snags.get(photo.snagId))) {
      await db.snagUploads.delete(photo.id);
      continue;
    }
    let url: string;
    try {
      url = await uploadPhoto(await prepareImageForUpload(photo.blob).catch(() => photo.blob));
    } catch (error) {
      if (error instanceof OfflineError) return;
      const message = SNAG_MESSAGES.photoFailed;
      await db.snagUploads.update(photo.id, { error: error instanceof ApiError ? `${message}: ${error.message}` : message });
      continue;
    }
    const shownAt = snagPhotoUrl(photo.snagId, fileIdOf(url));
    // Keep the bytes under the URL the request will list, so the photo shows offline.
    await db.fileCache.put({ url: shownAt, blob: photo.blob, fetchedAt: Date.now() });
    await mutate({
      name: 'snags.addPhoto',
      args: { snagId: photo.snagId, url },
      table: 'snags',
      rowId: photo.snagId,
      apply: async (args) => {
        const row = await db.snags.get(args.snagId);
        if (row) await db.snags.update(args.snagId, { photos: [...row.photos, shownAt] });
      },
    });
    await db.snagUploads.delete(photo.id);
  }
}

const uploadRuns = coalesced(uploadOnce);

/** Uploads the photos waiting on this device (one run at a time); stops quietly when offline. */
export function uploadSnagPhotos(): Promise<void> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return Promise.resolve();
  return uploadRuns();
}

/** Runs the upload now and whenever the device comes back online (the maintenance screens). */
export function useSnagPhotoUploader(): void {
  useEffect(() => {
    void uploadSnagPhotos();
    const onOnline = () => void uploadSnagPhotos();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
}
