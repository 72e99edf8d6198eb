import { db } from '../db/db';
import { stripJpegMetadata } from '../domain/image-metadata';
import { t } from '../i18n';
import { CONTENT_MESSAGES } from '../i18n/en/content';
import { GENERIC_FAILURE_MESSAGE } from '../i18n/en/errors';
import { redrawImage, uploadPhoto } from '../app/photo-files';
import { ApiError, OfflineError } from '../sync/transport';
import { browserOffline } from '../sync/network';
import '../i18n/areas/auth';

/**
 * Files the console's content names (event and newsletter images, newsletter and document PDFs,
 * site plans, banners): uploaded first through POST /sdk/files, then named by the record's url
 * ('/sdk/files/<id>'). Pictures are drawn again through a canvas before they leave the device
 * (no position, camera or comment goes with them; at most MAX_IMAGE_PX on the longest side; PNG
 * stays PNG for logos with transparency). The uploaded bytes go to the device's file cache, so
 * the preview shows at once.
 */

/** What a file field takes: a picture, a PDF, or either (documents). */
export type FilePurpose = 'image' | 'pdf' | 'document';
export type UploadedFile = { url: string; contentType: string; extension: string };

/** Longest side of an uploaded picture: site plans and banners stay sharp enough to zoom. */
export const MAX_IMAGE_PX = 2048;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export const ACCEPT: Record<FilePurpose, string> = {
  image: 'image/jpeg,image/png,image/webp',
  pdf: 'application/pdf,.pdf',
  document: 'application/pdf,.pdf,image/jpeg,image/png,image/webp',
};

const isPdf = (file: File) => file.type === 'application/pdf' || (file.type === '' && file.name.toLowerCase().endsWith('.pdf'));

/** The picture drawn again (ready to leave the device): a PNG stays PNG, anything else becomes a JPEG without metadata. */
async function redrawForUpload(file: Blob, keepPng: boolean): Promise<Blob> {
  const type = keepPng ? 'image/png' : 'image/jpeg';
  const blob = await redrawImage(file, MAX_IMAGE_PX, type, 0.88);
  return keepPng ? blob : new Blob([stripJpegMetadata(new Uint8Array(await blob.arrayBuffer()))], { type });
}

/** The bytes to send for the purpose, or the message why this file does not fit it. */
async function prepare(file: File, purpose: FilePurpose): Promise<{ ok: true; blob: Blob; extension: string } | { ok: false; message: string }> {
  if (purpose !== 'image' && isPdf(file)) return { ok: true, blob: new Blob([await file.arrayBuffer()], { type: 'application/pdf' }), extension: 'pdf' };
  if (purpose !== 'pdf' && IMAGE_TYPES.includes(file.type)) {
    try {
      const keepPng = file.type === 'image/png';
      return { ok: true, blob: await redrawForUpload(file, keepPng), extension: keepPng ? 'png' : 'jpg' };
    } catch {
      return { ok: false, message: CONTENT_MESSAGES.wrongFileType };
    }
  }
  return { ok: false, message: CONTENT_MESSAGES.wrongFileType };
}

/** Online only: uploads the chosen file; answers its url and type, or the message (the server's refusal included). */
export async function uploadContentFile(file: File, purpose: FilePurpose): Promise<{ ok: true; file: UploadedFile } | { ok: false; message: string }> {
  const prepared = await prepare(file, purpose);
  if (!prepared.ok) return prepared;
  if (browserOffline()) return { ok: false, message: t('signup.offline') };
  try {
    const url = await uploadPhoto(prepared.blob);
    await db.fileCache.put({ url, blob: prepared.blob, fetchedAt: Date.now() });
    return { ok: true, file: { url, contentType: prepared.blob.type, extension: prepared.extension } };
  } catch (error) {
    if (error instanceof OfflineError) return { ok: false, message: t('signup.offline') };
    if (error instanceof ApiError && error.message) return { ok: false, message: error.message };
    return { ok: false, message: GENERIC_FAILURE_MESSAGE };
  }
}
