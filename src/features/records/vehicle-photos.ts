import { useLiveQuery } from 'dexie-react-hooks';
import type { VehiclePhotoField } from '../../contract/profile';
import { db, type PhotoUploadRow } from '../../db/db';
import { t } from '../../i18n';
import { mutate, newRowId } from '../../sync/mutate';
import { ApiError } from '../../sync/transport';
import { uploadQueue } from '../../sync/upload-queue';
import '../../i18n/areas/records';

/** Photos taken on this device that still wait for upload, per vehicle. */
export function usePendingPhotos(): PhotoUploadRow[] {
  return useLiveQuery(() => db.photoUploads.toArray(), []) ?? [];
}

export type NewPhotos = Partial<Record<VehiclePhotoField, Blob>>;

/** Keeps the picked photos of a vehicle on the device until they are uploaded (a newer pick replaces an older one). */
export async function keepPhotos(vehicleId: string, photos: NewPhotos): Promise<void> {
  await db.transaction('rw', db.photoUploads, async () => {
    for (const [field, blob] of Object.entries(photos) as [VehiclePhotoField, Blob | undefined][]) {
      if (!blob) continue;
      await db.photoUploads
        .where('vehicleId')
        .equals(vehicleId)
        .filter((p) => p.field === field)
        .delete();
      await db.photoUploads.put({ id: newRowId(), vehicleId, field, blob, createdAt: Date.now() });
    }
  });
}

/** Drops the photos still waiting for a vehicle (it is being deleted). */
export async function discardPhotos(vehicleId: string): Promise<void> {
  await db.photoUploads.where('vehicleId').equals(vehicleId).delete();
}

const photos = uploadQueue<PhotoUploadRow>({
  waiting: () => db.photoUploads.orderBy('id').toArray(),
  readiness: async (photo) => ((await db.vehicles.get(photo.vehicleId)) ? 'go' : 'drop'),
  refused: async (photo, error) => {
    const message = photo.field === 'carPhotoURL' ? t('vehicles.carPhotoFailed') : t('vehicles.discPhotoFailed');
    await db.photoUploads.update(photo.id, { error: error instanceof ApiError ? `${message}: ${error.message}` : message });
  },
  attach: async (photo, url) => {
    // Keep the uploaded bytes for offline display under the new URL.
    await db.fileCache.put({ url, blob: photo.blob, fetchedAt: Date.now() });
    await mutate('vehicles.setPhoto', { vehicleId: photo.vehicleId, field: photo.field, url });
  },
  remove: (photo) => db.photoUploads.delete(photo.id),
});

/** Uploads the photos waiting on this device (one run at a time); stops quietly when offline. */
export function uploadPendingPhotos(): Promise<void> {
  return photos.run();
}

/** Runs the photo upload now and whenever the device comes back online (vehicle screens). */
export function usePhotoUploader(): void {
  photos.useUploader();
}
