import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { VehiclePhotoField } from '../../contract/profile';
import { db, type PhotoUploadRow } from '../../db/db';
import { t } from '../../i18n';
import { coalesced } from '../../sync/coalesce';
import { mutate, newRowId } from '../../sync/mutate';
import { uploadPhoto } from '../../sync/photo-files';
import { ApiError, OfflineError } from '../../sync/transport';

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
      await db.photoUploads.where('vehicleId').equals(vehicleId).filter((p) => p.field === field).delete();
      await db.photoUploads.put({ id: newRowId(), vehicleId, field, blob, createdAt: Date.now() });
    }
  });
}

/** Drops the photos still waiting for a vehicle (it is being deleted). */
export async function discardPhotos(vehicleId: string): Promise<void> {
  await db.photoUploads.where('vehicleId').equals(vehicleId).delete();
}

async function uploadOnce(): Promise<void> {
  const queued = await db.photoUploads.orderBy('id').toArray();
  for (const photo of queued) {
    if (photo.error) continue;
    if (!(await db.vehicles.get(photo.vehicleId))) {
      await db.photoUploads.delete(photo.id);
      continue;
    }
    let url: string;
    try {
      url = await uploadPhoto(photo.blob);
    } catch (error) {
      if (error instanceof OfflineError) return;
      const message = photo.field === 'carPhotoURL' ? t('vehicles.carPhotoFailed') : t('vehicles.discPhotoFailed');
      await db.photoUploads.update(photo.id, { error: error instanceof ApiError ? `${message}: ${error.message}` : message });
      continue;
    }
    // Keep the uploaded bytes for offline display under the new URL.
    await db.fileCache.put({ url, blob: photo.blob, fetchedAt: Date.now() });
    const current = await db.vehicles.get(photo.vehicleId);
    if (!current) {
      await db.photoUploads.delete(photo.id);
      continue;
    }
    await mutate('vehicles.setPhoto', { vehicleId: photo.vehicleId, field: photo.field, url });
    await db.photoUploads.delete(photo.id);
  }
}

const uploadRuns = coalesced(uploadOnce);

/** Uploads the photos waiting on this device (one run at a time); stops quietly when offline. */
export function uploadPendingPhotos(): Promise<void> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return Promise.resolve();
  return uploadRuns();
}

/** Runs the photo upload now and whenever the device comes back online (vehicle screens). */
export function usePhotoUploader(): void {
  useEffect(() => {
    void uploadPendingPhotos();
    const onOnline = () => void uploadPendingPhotos();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
}
