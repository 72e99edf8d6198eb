import { useLiveQuery } from 'dexie-react-hooks';
import { API } from '../contract/api-paths';
import type { AssociateImageField } from '../contract/people';
import { db, type AssociateUploadRow } from '../db/db';
import { UPLOAD_MESSAGES } from '../i18n/en/onboarding';
import { hasUnsettledWrite } from '../sync/hooks';
import { mutate, newRowId } from '../sync/mutate';
import { ApiError } from '../sync/transport';
import { uploadQueue } from '../sync/upload-queue';

/*
 * Face and document pictures of associates taken on this device wait in db.associateUploads
 * until their associate exists on the server (its associates.create confirmed), then go up one
 * at a time (POST /sdk/files) and become the associate's image through the outbox
 * (associates.setImage). The face's bytes stay in db.fileCache under the associate's image URL,
 * so it shows offline. Pictures are prepared (resized, re-encoded: no EXIF) before they are kept.
 */

/** Every picture still waiting on this device. */
export function usePendingAssociateImages(): AssociateUploadRow[] {
  return useLiveQuery(() => db.associateUploads.toArray(), []) ?? [];
}

/** Keeps the pictures of a new associate until they are uploaded (a newer one replaces an older one of the same field). */
export async function keepAssociateImages(associateId: string, images: Partial<Record<AssociateImageField, Blob>>): Promise<void> {
  await db.transaction('rw', db.associateUploads, async () => {
    for (const [field, blob] of Object.entries(images) as [AssociateImageField, Blob | undefined][]) {
      if (!blob) continue;
      await db.associateUploads
        .where('associateId')
        .equals(associateId)
        .filter((p) => p.field === field)
        .delete();
      await db.associateUploads.put({ id: newRowId(), associateId, field, blob, createdAt: Date.now() });
    }
  });
}

/** Whether the associate's creation still waits in the outbox (pending, or refused and not yet dismissed). */
function creationUnsettled(associateId: string): Promise<boolean> {
  return hasUnsettledWrite('associates', associateId, 'associates.create');
}

const FAILED: Record<AssociateImageField, string> = {
  face: UPLOAD_MESSAGES.faceFailed,
  documentFront: UPLOAD_MESSAGES.other,
  documentBack: UPLOAD_MESSAGES.other,
};

const pictures = uploadQueue<AssociateUploadRow>({
  waiting: () => db.associateUploads.orderBy('id').toArray(),
  // Refused (rolled back) or removed: nothing to attach the picture to.
  readiness: async (picture) => (!(await db.associates.get(picture.associateId)) ? 'drop' : (await creationUnsettled(picture.associateId)) ? 'wait' : 'go'),
  refused: async (picture, error) => {
    const message = FAILED[picture.field];
    await db.associateUploads.update(picture.id, { error: error instanceof ApiError && error.message ? `${message} (${error.message})` : message });
  },
  attach: async (picture, url) => {
    const imageUrl = API.associateImage(picture.associateId, 'face');
    if (picture.field === 'face') await db.fileCache.put({ url: imageUrl, blob: picture.blob, fetchedAt: Date.now() });
    await mutate('associates.setImage', { associateId: picture.associateId, field: picture.field, url });
  },
  remove: (picture) => db.associateUploads.delete(picture.id),
});

/** Uploads the pictures whose associate the server has (one run at a time); stops quietly when offline. */
export function uploadPendingAssociateImages(): Promise<void> {
  return pictures.run();
}

/** Drops a picture whose upload failed (the user dismissed its message). */
export async function discardAssociateImage(id: string): Promise<void> {
  await db.associateUploads.delete(id);
}

/**
 * Runs the upload on the associate screens: now, when the device comes back online, and
 * whenever a waiting picture's associate becomes confirmed (its creation leaves the outbox).
 */
export function useAssociateUploader(): void {
  pictures.useUploader();
}
