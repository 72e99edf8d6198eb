import { API } from '../contract/api-paths';
import { stripJpegMetadata } from '../domain/image-metadata';
import { requestFailedMessage } from '../i18n/en/errors';
import { accessToken, ApiError, apiUrl, OfflineError } from '../sync/transport';

/** Longest side of an uploaded photo, in pixels (resized in the browser before upload). */
export const MAX_PHOTO_PX = 1024;

/**
 * Draws the picked image onto a canvas no larger than `max` pixels on its longest side and encodes
 * it as `type` (a JPEG on white, as it has no transparency; a PNG keeps its own).
 */
export async function redrawImage(file: Blob, max: number, type: 'image/jpeg' | 'image/png', quality: number): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, max / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas unavailable');
  if (type === 'image/jpeg') {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
  }
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))), type, quality));
}

/** Draws the picked image onto a canvas no larger than MAX_PHOTO_PX and encodes it as JPEG. */
export function resizePhoto(file: Blob, max = MAX_PHOTO_PX): Promise<Blob> {
  return redrawImage(file, max, 'image/jpeg', 0.85);
}

/**
 * A picture ready to leave the device: resized (resizePhoto re-encodes it through a canvas, which
 * already drops EXIF) and then stripped of any metadata segment left (stripJpegMetadata), so
 * no position, camera or comment goes with it (POPIA).
 */
export async function prepareImageForUpload(blob: Blob): Promise<Blob> {
  const jpeg = await resizePhoto(blob);
  const stripped = stripJpegMetadata(new Uint8Array(await jpeg.arrayBuffer()));
  return new Blob([stripped], { type: 'image/jpeg' });
}

/** Online-only: stores the photo with the server's file store and returns its URL. */
export async function uploadPhoto(blob: Blob): Promise<string> {
  const token = await accessToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(API.files), {
      method: 'POST',
      headers: { 'Content-Type': blob.type || 'application/octet-stream', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: blob,
    });
  } catch {
    throw new OfflineError();
  }
  const body = (await response.json().catch(() => undefined)) as { details?: { url?: string }[]; errorCode?: string; errorDescription?: string } | undefined;
  const url = body?.details?.[0]?.url;
  if (!response.ok || !url)
    throw new ApiError(response.status, body?.errorCode ?? `http-${response.status}`, body?.errorDescription ?? requestFailedMessage(response.status), body);
  return url;
}
