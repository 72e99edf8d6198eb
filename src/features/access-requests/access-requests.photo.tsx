import { useLiveQuery } from 'dexie-react-hooks';
import type { AccessRequest } from '../../contract/access-requests';
import { db } from '../../db/db';
import { StoredImage } from '../../app/StoredImage';
import { prepareImageForUpload } from '../../app/photo-files';
import { useObjectUrl } from '../../app/stored-files';
import { t } from '../../i18n';
import { ACCESS_REQUEST_MESSAGES } from '../../i18n/en/access-requests';
import { mutate, newRowId } from '../../sync/mutate';
import { ApiError } from '../../sync/transport';
import { uploadQueue } from '../../sync/upload-queue';
import type { AccessRequestPhotoRow } from './access-requests.feature';
import '../../i18n/areas/access-requests';

/*
 * The guard's photo of a visitor (issue 31): taken with the request, it waits on the console in
 * `db.accessRequestPhotos` (offline too) until the shared upload queue sends it (POST /sdk/files,
 * resized, no metadata); `accessRequests.setPhoto` then follows the request's own create through
 * the outbox. The bytes stay in the file cache under the file's URL, so the console shows the photo
 * offline; the unit's people fetch it once with their session and keep it the same way.
 */

/** Keeps the photo taken with a new request until it can be uploaded (one per request: a newer one replaces it). */
export async function keepAccessRequestPhoto(requestId: string, blob: Blob): Promise<void> {
  await db.transaction('rw', db.accessRequestPhotos, async () => {
    await db.accessRequestPhotos.where('requestId').equals(requestId).delete();
    await db.accessRequestPhotos.put({ id: newRowId(), requestId, blob, createdAt: Date.now() });
  });
}

const photos = uploadQueue<AccessRequestPhotoRow>({
  waiting: () => db.accessRequestPhotos.orderBy('createdAt').toArray(),
  // The outbox sends setPhoto after the request's create; a request refused (rolled back) takes its photo with it.
  readiness: async (photo) => ((await db.accessRequests.get(photo.requestId)) ? 'go' : 'drop'),
  prepare: (photo) => prepareImageForUpload(photo.blob).catch(() => photo.blob),
  refused: async (photo, error) => {
    const message = ACCESS_REQUEST_MESSAGES.photoFailed;
    await db.accessRequestPhotos.update(photo.id, { error: error instanceof ApiError ? `${message} ${error.message}` : message });
  },
  attach: async (photo, url) => {
    await db.fileCache.put({ url, blob: photo.blob, fetchedAt: Date.now() });
    await mutate('accessRequests.setPhoto', { id: photo.requestId, url });
  },
  remove: (photo) => db.accessRequestPhotos.delete(photo.id),
});

/** On the guard's panel: uploads the waiting photos now, when the console is back online and whenever one is kept. */
export function useAccessRequestPhotoUploader(): void {
  photos.useUploader();
}

/**
 * The visitor's photo on a request, when the guard took one: the stored file (cached on the device,
 * so it shows offline once seen), or on the guard's console the photo still waiting for upload.
 */
export function VisitorPhoto({ request, className }: { request: AccessRequest; className?: string }) {
  const waiting = useLiveQuery(
    () => (request.photoUrl ? undefined : db.accessRequestPhotos.where('requestId').equals(request.id).first()),
    [request.id, request.photoUrl],
  );
  const local = useObjectUrl(waiting?.blob);
  const alt = t('accessRequests.photo.alt', { name: request.visitorName });
  const classes = `access-request-photo${className ? ` ${className}` : ''}`;
  if (request.photoUrl) return <StoredImage url={request.photoUrl} alt={alt} className={classes} />;
  return local ? <img src={local} alt={alt} className={classes} /> : null;
}
