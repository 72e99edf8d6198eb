import crypto from 'node:crypto';
import { FILE_URL_PATTERN } from '../../../src/contract/profile';
import { API } from '../../../src/contract/api-paths';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { checkFile, type FileKind } from '../../files/file-policy';
import { notFound } from '../../lib/errors';
import type { Trx } from '../../sync/change-log';
import { findFile, insertFile, isProfilePhotoVisibleToStaff } from './files.repository';

/**
 * Stores an upload of `kind` for its owner once the kind's policy accepts it (size, then type by
 * content). The bytes go to the file store first; the metadata row then makes the file visible.
 */
export async function storeFile(ctx: AppContext, ownerId: string, kind: FileKind, bytes: Buffer): Promise<{ id: string; url: string }> {
  const contentType = checkFile(kind, bytes);
  const id = crypto.randomBytes(16).toString('base64url');
  await ctx.files.put(id, bytes);
  await insertFile(ctx.db, { id, owner_id: ownerId, content_type: contentType, size: bytes.length, created_at: Date.now() });
  return { id, url: API.file(id) };
}

/** A profile or vehicle photo: JPEG, PNG or WebP, at most 5 MB. */
export const uploadPhoto = (ctx: AppContext, ownerId: string, bytes: Buffer) => storeFile(ctx, ownerId, 'image', bytes);

/**
 * A file the caller may read: its owner, and for a profile photo the guards and estate
 * managers of an estate where the owner holds a role. Anyone else gets 404 (no hint that it exists).
 */
export async function readFile(ctx: AppContext, callerId: string, id: string): Promise<{ bytes: Buffer; contentType: string }> {
  const row = await findFile(ctx.db, id);
  if (!row) throw notFound();
  if (row.owner_id !== callerId && !(await isProfilePhotoVisibleToStaff(ctx.db, row.owner_id, API.file(id), callerId))) throw notFound();
  const bytes = await ctx.files.get(id);
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
