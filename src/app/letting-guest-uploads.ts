import { API } from '../contract/api-paths';
import type { GuestImageField } from '../contract/letting';
import { db } from '../db/db';
import { LETTING_MESSAGES } from '../i18n/en/invites';
import { hasUnsettledWrite } from '../sync/hooks';
import { mutate, newRowId } from '../sync/mutate';
import { ApiError } from '../sync/transport';
import { uploadQueue } from '../sync/upload-queue';
import type { GuestUploadRow } from '../domain/letting';

/*
 * A letting guest's face and document pictures taken on this device wait in
 * db.lettingGuestUploads until the guest exists on the server (lettingGuests.add confirmed), then
 * go up one at a time (POST /sdk/files) and become the guest's through the outbox
 * (lettingGuests.setImage). The face's bytes stay in db.fileCache under the guest's image URL, so
 * it shows offline at once.
 */

/** Keeps the pictures of a new guest until they are uploaded; the face shows from the cache meanwhile. */
export async function keepGuestPictures(guestId: string, pictures: Partial<Record<GuestImageField, Blob | undefined>>): Promise<void> {
  await db.transaction('rw', db.lettingGuestUploads, db.fileCache, async () => {
    for (const [field, blob] of Object.entries(pictures) as [GuestImageField, Blob | undefined][]) {
      if (!blob) continue;
      await db.lettingGuestUploads.put({ id: newRowId(), guestId, field, blob, createdAt: Date.now() });
      if (field === 'face') await db.fileCache.put({ url: API.lettingImage('guests', guestId, 'face'), blob, fetchedAt: Date.now() });
    }
  });
}

const pictures = uploadQueue<GuestUploadRow>({
  waiting: () => db.lettingGuestUploads.orderBy('createdAt').toArray(),
  // Refused (rolled back) or removed: nothing to attach the picture to.
  readiness: async (picture) =>
    !(await db.lettingGuests.get(picture.guestId)) ? 'drop' : (await hasUnsettledWrite('lettingGuests', picture.guestId, 'lettingGuests.add')) ? 'wait' : 'go',
  refused: async (picture, error) => {
    await db.lettingGuestUploads.update(picture.id, {
      error: error instanceof ApiError && error.message ? `${LETTING_MESSAGES.guestFailed} (${error.message})` : LETTING_MESSAGES.guestFailed,
    });
  },
  attach: async (picture, url) => {
    await mutate('lettingGuests.setImage', { guestId: picture.guestId, field: picture.field, url });
  },
  remove: (picture) => db.lettingGuestUploads.delete(picture.id),
});

/** Uploads the pictures whose guest the server has (one run at a time); stops quietly when offline. */
export function uploadGuestPictures(): Promise<void> {
  return pictures.run();
}

/** Runs the upload on the letting screens: now, when the device comes back online, and whenever a guest's creation lands. */
export function useGuestPictureUploader(): void {
  pictures.useUploader();
}
