import crypto from 'node:crypto';
import { FILE_URL_PATTERN } from '../../../src/contract/profile';
import { API } from '../../../src/contract/api-paths';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { checkFile, type FileKind } from '../../files/file-policy';
import {
  bytesOwnedBy,
  deleteFileRows,
  fileIdsOfOwners,
  fileIdsOwnedLike,
  findFile,
  insertFile,
  moveFilesOwner,
  setFileOwner,
  userHeldFilesBefore,
} from './files.repository';
import { hit, resetKeys } from '../../auth/rate-limit';
import { UPLOAD_LIMIT_MESSAGES } from '../../../src/i18n/en/files';
import { format } from '../../../src/i18n/format';
import { AppError, notFound, tooManyRequests } from '../../lib/errors';
import { writeTransaction, type Trx } from '../../sync/change-log';
import { GATE_STAFF_ROLES, MANAGER_ROLES, isRoleIn } from '../../../src/domain/roles';
import { findUserById, listUserRolesAt, sharesEstateAsStaff } from '../core/core.service';

/**
 * True when `url` is `ownerId`'s current profile photo and `viewerId` works the gate (guard or
 * estate manager) at an estate where the owner holds a role: they verify people at the gate.
 */
async function isProfilePhotoVisibleToStaff(db: Db | Trx, ownerId: string, url: string, viewerId: string): Promise<boolean> {
  const owner = await findUserById(db, ownerId);
  if (!owner || owner.photo_url !== url) return false;
  return sharesEstateAsStaff(db, viewerId, GATE_STAFF_ROLES, ownerId);
}

/**
 * True when a file held by an estate's content (server/modules/content) may be read by `viewerId`:
 * `content:<estate>` by anyone with a role at the estate, `residents:<estate>` by those with a unit
 * there and its managers, `unit:<estate>:<unitNo>` by that unit's people and the managers.
 */
async function isContentFileVisible(db: Db | Trx, holder: string, viewerId: string): Promise<boolean> {
  const match = /^(content|residents):(\d+)$|^unit:(\d+):(.+)$/.exec(holder);
  if (!match) return false;
  const estateId = Number(match[2] ?? match[3]);
  const roles = await listUserRolesAt(db, viewerId, estateId);
  if (match[1] === 'content') return roles.length > 0;
  const unitNo = match[4];
  return roles.some((r) => isRoleIn(r.role_name, MANAGER_ROLES) || (unitNo === undefined ? r.unit_no !== '' : r.unit_no === unitNo));
}

/** Whether a module's rows let `viewerId` read the upload at `url` (`Module.fileReaders`). */
async function readableThroughModules(ctx: AppContext, url: string, viewerId: string): Promise<boolean> {
  for (const check of ctx.hooks.fileReaders) if (await check(ctx.db, url, viewerId)) return true;
  return false;
}

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

/** The key of a user's upload counter (`rate_limits`). */
const uploadRateKey = (userId: string) => `uploads:${userId}`;

/** `Module.onAccountDeletion`: the deleted account's upload counter goes (its files go with its rows). */
export const forgetUploader = (trx: Trx, userId: string) => resetKeys(trx, [uploadRateKey(userId)]);

/**
 * POST /sdk/files: a user's upload, within their limits (UPLOADS_PER_HOUR, counted per attempt
 * before anything is read: 429; UPLOAD_QUOTA_MB over the files they hold, this one included: 413),
 * then stored for them like any file. Files a record took over (a snag's photos, an associate's
 * documents) no longer count; unused uploads leave with the purge (`purgeUnusedUploads`).
 */
export async function uploadFile(ctx: AppContext, userId: string, kind: FileKind, bytes: Buffer): Promise<{ id: string; url: string }> {
  const { perHour, quotaBytes } = ctx.config.uploads;
  if (!(await hit(ctx.db, uploadRateKey(userId), perHour, 60 * 60_000)).allowed) {
    throw tooManyRequests(format(UPLOAD_LIMIT_MESSAGES.tooMany, { n: perHour }), 'files/too-many');
  }
  checkFile(kind, bytes);
  if ((await bytesOwnedBy(ctx.db, userId)) + bytes.length > quotaBytes) {
    throw new AppError(413, 'files/quota', format(UPLOAD_LIMIT_MESSAGES.quota, { mb: Math.floor(quotaBytes / (1024 * 1024)) }));
  }
  return storeFile(ctx, userId, kind, bytes);
}

/** How many uploads the purge weighs at a time. */
const PURGE_PAGE = 200;

/**
 * The purge of unused uploads (a job): every upload still held by its uploader, older than
 * UPLOAD_PURGE_AFTER_HOURS, that no module's rows refer to (`Module.fileReferences`: a profile
 * photo, a vehicle's photos, an own onboarding face) is deleted: its row, then its bytes. The
 * references are checked again in the deleting transaction. Answers how many went.
 */
export async function purgeUnusedUploads(ctx: AppContext, now = Date.now()): Promise<number> {
  const before = now - ctx.config.uploads.purgeAfterMs;
  let purged = 0;
  let after = '';
  for (;;) {
    const page = await userHeldFilesBefore(ctx.db, before, after, PURGE_PAGE);
    if (page.length === 0) return purged;
    after = page.at(-1) ?? after;
    const unused = await writeTransaction(ctx.db, async (trx) => {
      const referenced = new Set<string>();
      for (const check of ctx.hooks.fileReferences) for (const id of await check(trx, page)) referenced.add(id);
      const gone = page.filter((id) => !referenced.has(id));
      await deleteFileRows(trx, gone);
      return gone;
    });
    await deleteFileBytes(ctx, unused);
    purged += unused.length;
  }
}

/**
 * A file the caller may read: its owner, for a profile photo the guards and estate managers of
 * an estate where the owner holds a role, and for a file the estate's content holds that
 * content's audience (`content:`, `residents:`, `unit:` holders; see isContentFileVisible), and
 * for a guard's photo of a visitor the request's unit people and the estate's gate staff.
 * Anyone else gets 404 (no hint that it exists).
 */
export async function readFile(ctx: AppContext, callerId: string, id: string): Promise<{ bytes: Buffer; contentType: string }> {
  const row = await findFile(ctx.db, id);
  if (!row) throw notFound();
  const visible =
    row.owner_id === callerId ||
    (await isContentFileVisible(ctx.db, row.owner_id, callerId)) ||
    (await isProfilePhotoVisibleToStaff(ctx.db, row.owner_id, API.file(id), callerId)) ||
    (await readableThroughModules(ctx, API.file(id), callerId));
  if (!visible) throw notFound();
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

/** A stored file's owner and type (no bytes), or undefined when there is none. */
export async function fileInfo(db: Db | Trx, id: string): Promise<{ ownerId: string; contentType: string } | undefined> {
  const row = await findFile(db, id);
  return row ? { ownerId: row.owner_id, contentType: row.content_type } : undefined;
}

/** The file id a `/sdk/files/<id>` URL names, or undefined for anything else. */
export function fileIdOfUrl(url: string): string | undefined {
  if (!FILE_URL_PATTERN.test(url)) return undefined;
  return decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));
}

/**
 * Takes a file `userId` uploaded (its `/sdk/files/<id>` URL) for a record that holds it
 * privately: the file's owner becomes `holder` (e.g. `associate:<id>`), so its URL answers 404
 * to everyone and only the holder's own routes serve it. Answers the file id, or undefined when
 * the URL is not a stored file of the user's.
 */
export async function claimOwnFile(trx: Trx, userId: string, url: string, holder: string): Promise<string | undefined> {
  const id = fileIdOfUrl(url);
  if (id === undefined) return undefined;
  const row = await findFile(trx, id);
  if (!row || row.owner_id !== userId) return undefined;
  await setFileOwner(trx, id, holder);
  return id;
}

/** The file's owner becomes `holder` (a file the caller already holds: give it on, or mark it for deletion). */
export const giveFile = (trx: Trx, id: string, holder: string) => setFileOwner(trx, id, holder);

/** Every file of the holders goes to `ownerId` (e.g. a deleted account's, whose erasure then removes them). */
export const giveFilesOf = (trx: Trx, holders: readonly string[], ownerId: string) => moveFilesOwner(trx, holders, ownerId);

/** The ids of the files the holders hold (exact owners), or whose owner starts with `prefix`. */
export const filesHeldBy = (db: Db | Trx, holders: readonly string[]) => fileIdsOfOwners(db, holders);
export const filesHeldLike = (db: Db | Trx, prefix: string) => fileIdsOwnedLike(db, prefix);

/**
 * Deletes stored files: their rows in the caller's transaction, their bytes after it commits
 * (call `deleteFileBytes` then), so a rollback never leaves a row without its bytes.
 */
export const deleteFileRecords = (trx: Trx, ids: readonly string[]) => deleteFileRows(trx, ids);
export async function deleteFileBytes(ctx: AppContext, ids: readonly string[]): Promise<void> {
  for (const id of ids) await ctx.files.delete(id).catch(() => undefined);
}

/** A stored file's bytes and type, for a route that has made its own access decision; undefined when gone. */
export async function readStoredFile(ctx: AppContext, id: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  const row = await findFile(ctx.db, id);
  if (!row) return undefined;
  const bytes = await ctx.files.get(id);
  return bytes ? { bytes, contentType: row.content_type } : undefined;
}
