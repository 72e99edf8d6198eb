import * as v from 'valibot';
import { SNAG_MESSAGES } from '../i18n/en/snags.messages';
import { syncedTable } from './registry';
import { text } from './text';
import { UnitNoSchema } from './people';
import { PhotoUrlSchema, RowIdSchema } from './profile';

/**
 * Maintenance requests ("snags"): a resident reports a problem at their unit (category,
 * description, up to 3 photos) through the outbox; the estate manager sets its status with a
 * note and the reporter gets a `snag` notification. Field names follow the spec's Snag (request,
 * email, user, createdAt, updatedAt) at this edge. Synced to the reporter (user scope) and the
 * estate's managers (manager scope).
 */

export const SNAG_CATEGORIES = ['plumbing', 'electrical', 'roofing', 'garden', 'roads', 'security', 'other'] as const;
export type SnagCategory = (typeof SNAG_CATEGORIES)[number];

export const SNAG_STATUSES = ['OPEN', 'IN_PROGRESS', 'RESOLVED'] as const;
export type SnagStatus = (typeof SNAG_STATUSES)[number];

/** Photos a request may carry. */
export const SNAG_MAX_PHOTOS = 3;

/** One status change: what the manager set, their note, when (epoch ms). */
export const SnagHistoryEntrySchema = v.object({ status: v.picklist(SNAG_STATUSES), note: text(), at: v.number() });
export type SnagHistoryEntry = v.InferOutput<typeof SnagHistoryEntrySchema>;

/** A maintenance request (spec 'Snag'), as synced. */
export const SnagSchema = v.object({
  id: text(),
  estateId: v.number(),
  unitNo: text(),
  userId: text(),
  /** The estate's case number (from 1001); 0 until the server has numbered it. */
  caseNumber: v.number(),
  category: v.picklist(SNAG_CATEGORIES),
  /** Spec: request (what the resident wrote). */
  request: text(),
  /** Spec: email and user (the reporter's e-mail and name). */
  email: text(),
  user: text(),
  /** The photos' URLs (served to the reporter and the estate's managers only: snagPhotoUrl). */
  photos: v.array(text()),
  status: v.picklist(SNAG_STATUSES),
  history: v.array(SnagHistoryEntrySchema),
  createdAt: v.number(),
  updatedAt: v.number(),
});
export type Snag = v.InferOutput<typeof SnagSchema>;

// ---------------------------------------------------------------- mutations

/** `snags.report`: a new request at one of the caller's units; the id is made on the device. */
export const SnagReportArgsSchema = v.object({
  id: RowIdSchema,
  estateId: v.number(),
  unitNo: UnitNoSchema,
  category: v.picklist(SNAG_CATEGORIES, SNAG_MESSAGES.categoryRequired),
  request: v.pipe(text(), v.trim(), v.nonEmpty(SNAG_MESSAGES.requestRequired), v.maxLength(2000, SNAG_MESSAGES.requestTooLong)),
});
export type SnagReportArgs = v.InferOutput<typeof SnagReportArgsSchema>;

/** `snags.addPhoto`: a photo the reporter uploaded (its `/sdk/files/<id>` URL), taken by the request. */
export const SnagPhotoArgsSchema = v.object({
  snagId: RowIdSchema,
  url: v.pipe(PhotoUrlSchema, v.nonEmpty(SNAG_MESSAGES.photoFailed)),
});
export type SnagPhotoArgs = v.InferOutput<typeof SnagPhotoArgsSchema>;

// ---------------------------------------------------------------- the estate manager's update

/** POST SNAG_API.status(id): the new status and an optional note for the reporter. */
export const SnagStatusArgsSchema = v.object({
  status: v.picklist(SNAG_STATUSES, SNAG_MESSAGES.statusRequired),
  note: v.optional(v.pipe(text(), v.trim(), v.maxLength(500, SNAG_MESSAGES.noteTooLong)), ''),
});
export type SnagStatusArgs = v.InferOutput<typeof SnagStatusArgsSchema>;

/** The area's REST paths (the spec names none; the app reports through sync). */
export const SNAG_API = {
  status: (id: string) => `/sdk/snags/${encodeURIComponent(id)}/status`,
  statusPattern: '/sdk/snags/:id/status',
  photo: (id: string, fileId: string) => `/sdk/snags/${encodeURIComponent(id)}/photos/${encodeURIComponent(fileId)}`,
  photoPattern: '/sdk/snags/:id/photos/:fileId',
} as const;

/** A request's photo URL (what the synced row lists), from the file id its upload answered. */
export const snagPhotoUrl = (snagId: string, fileId: string) => SNAG_API.photo(snagId, fileId);

// ---------------------------------------------------------------- sync declarations

/** The synced table of this area (Dexie table name and the change log's `tbl`). */
export const snagsTables = { snags: syncedTable(SnagSchema, 'id') };
/** The named mutations of this area a client may push; args are checked by these schemas on both sides. */
export const snagsMutations = { 'snags.report': SnagReportArgsSchema, 'snags.addPhoto': SnagPhotoArgsSchema };

type SnagsTables = typeof snagsTables;
type SnagsMutations = typeof snagsMutations;
declare module './registry' {
  interface SyncedTableRegistry extends SnagsTables {}
  interface MutationRegistry extends SnagsMutations {}
}
