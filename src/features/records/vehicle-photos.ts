import * as v from 'valibot';
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { VehicleFieldsSchema, type Vehicle, type VehicleFields, type VehiclePhotoField } from '../../contract/profile';
import { db, type PhotoUploadRow } from '../../db/db';
import { mutate } from '../../sync/mutate';
import { ApiError, OfflineError } from '../../sync/transport';
import { t } from '../../i18n';
import { awaitOutcome, newRowId, type Outcome } from './outbox-outcome';
import { uploadPhoto } from '../../sync/photo-files';

/** The user's vehicles from the device (undefined while loading). */
export function useVehicles(): Vehicle[] | undefined {
  return useLiveQuery(async () => (await db.vehicles.toArray()).sort((a, b) => `${a.make} ${a.model}`.localeCompare(`${b.make} ${b.model}`)), []);
}

/** One vehicle: undefined while loading, null when it is not on the device. */
export function useVehicle(vehicleId: string): Vehicle | null | undefined {
  return useLiveQuery(async () => (await db.vehicles.get(vehicleId)) ?? null, [vehicleId]);
}

/** Photos taken on this device that still wait for upload, per vehicle. */
export function usePendingPhotos(): PhotoUploadRow[] {
  return useLiveQuery(() => db.photoUploads.toArray(), []) ?? [];
}

export type NewPhotos = Partial<Record<VehiclePhotoField, Blob>>;

async function keepPhotos(vehicleId: string, photos: NewPhotos): Promise<void> {
  await db.transaction('rw', db.photoUploads, async () => {
    for (const [field, blob] of Object.entries(photos) as [VehiclePhotoField, Blob | undefined][]) {
      if (!blob) continue;
      await db.photoUploads.where('vehicleId').equals(vehicleId).filter((p) => p.field === field).delete();
      await db.photoUploads.put({ id: newRowId(), vehicleId, field, blob, createdAt: Date.now() });
    }
  });
}

/**
 * Adds a vehicle on the device at once (pending until the server confirms). New photos are
 * kept on the device and uploaded when online; their URLs follow through the outbox.
 */
export async function addVehicle(input: VehicleFields, photos: NewPhotos = {}): Promise<Outcome> {
  const session = await db.session.get('current');
  if (!session) throw new Error('Not signed in');
  const fields = v.parse(VehicleFieldsSchema, input);
  const vehicleId = newRowId();
  await mutate({
    name: 'vehicles.add',
    args: { vehicleId, ...fields },
    table: 'vehicles',
    rowId: vehicleId,
    apply: async () => {
      await db.vehicles.put({ vehicleId, userId: session.userId, ...fields });
    },
  });
  await keepPhotos(vehicleId, photos);
  void uploadPendingPhotos();
  return awaitOutcome('vehicles', vehicleId);
}

export async function editVehicle(vehicleId: string, input: VehicleFields, photos: NewPhotos = {}): Promise<Outcome> {
  const session = await db.session.get('current');
  if (!session) throw new Error('Not signed in');
  const fields = v.parse(VehicleFieldsSchema, input);
  await mutate({
    name: 'vehicles.edit',
    args: { vehicleId, ...fields },
    table: 'vehicles',
    rowId: vehicleId,
    apply: async () => {
      await db.vehicles.put({ vehicleId, userId: session.userId, ...fields });
    },
  });
  await keepPhotos(vehicleId, photos);
  void uploadPendingPhotos();
  return awaitOutcome('vehicles', vehicleId);
}

export async function deleteVehicle(vehicleId: string): Promise<Outcome> {
  await mutate({
    name: 'vehicles.delete',
    args: { vehicleId },
    table: 'vehicles',
    rowId: vehicleId,
    apply: async () => {
      await db.vehicles.delete(vehicleId);
    },
  });
  await db.photoUploads.where('vehicleId').equals(vehicleId).delete();
  return awaitOutcome('vehicles', vehicleId);
}

let uploading: Promise<void> | null = null;
let uploadAgain = false;

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
    await mutate({
      name: 'vehicles.setPhoto',
      args: { vehicleId: photo.vehicleId, field: photo.field, url },
      table: 'vehicles',
      rowId: photo.vehicleId,
      apply: async () => {
        await db.vehicles.update(photo.vehicleId, { [photo.field]: url });
      },
    });
    await db.photoUploads.delete(photo.id);
  }
}

/** Uploads the photos waiting on this device (one run at a time); stops quietly when offline. */
export function uploadPendingPhotos(): Promise<void> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return Promise.resolve();
  if (uploading) {
    uploadAgain = true;
    return uploading;
  }
  uploading = (async () => {
    try {
      do {
        uploadAgain = false;
        await uploadOnce();
      } while (uploadAgain);
    } finally {
      uploading = null;
    }
  })();
  return uploading;
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

export async function dismissPhotoError(id: string): Promise<void> {
  await db.photoUploads.delete(id);
}
