import crypto from 'node:crypto';
import { FILE_URL_PATTERN, MAX_UPLOAD_BYTES } from '../../../src/contract/profile';
import { FILE_MESSAGES } from '../../../src/i18n/en/files';
import { API } from '../../../src/contract/api-paths';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { detectImageType } from '../../files/detect-type';
import type { FileStore } from '../../files/file-store';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { Trx } from '../../sync/change-log';
import { findFile, insertFile, isProfilePhotoVisibleToStaff } from './files.repository';

/**
 * Stores an uploaded photo for its owner after checking size and content (magic bytes).
 * The bytes go to the file store first; the metadata row makes the file visible.
 */
export async function uploadPhoto(ctx: AppContext, store: FileStore, ownerId: string, bytes: Buffer | undefined): Promise<{ id: string; url: string }> {
  if (!bytes || bytes.length === 0) throw badRequest(FILE_MESSAGES.empty, 'files/empty');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError(413, 'files/too-large', FILE_MESSAGES.tooLarge);
  const type = detectImageType(bytes);
  if (!type) throw new AppError(415, 'files/bad-type', FILE_MESSAGES.badType);
  const id = crypto.randomBytes(16).toString('base64url');
  await store.put(id, bytes);
  await insertFile(ctx.db, { id, owner_id: ownerId, content_type: type, size: bytes.length, created_at: Date.now() });
  return { id, url: API.file(id) };
}

/**
 * A file the caller may read: its owner, and for a profile photo the guards and estate
 * managers of an estate where the owner holds a role. Anyone else gets 404 (no hint that it exists).
 */
export async function readPhoto(ctx: AppContext, store: FileStore, callerId: string, id: string): Promise<{ bytes: Buffer; contentType: string }> {
  const row = await findFile(ctx.db, id);
  if (!row) throw notFound();
  if (row.owner_id !== callerId && !(await isProfilePhotoVisibleToStaff(ctx.db, row.owner_id, API.file(id), callerId))) throw notFound();
  const bytes = await store.get(id);
  if (!bytes) throw notFound();
  return { bytes, contentType: row.content_type };
}

/** True when `url` is '' or names a stored file owned by `userId` (photo URLs on rows). */
export async function isOwnPhotoUrl(db: Db | Trx, userId: string, url: string): Promise<boolean> {
  if (url === '') return true;
  if (!FILE_URL_PATTERN.test(url)) return false;
  const id = decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));
  const row = await findFile(db, id);
  return row?.owner_id === userId;
}
