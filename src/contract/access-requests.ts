import * as v from 'valibot';
import { ACCESS_REQUEST_MESSAGES } from '../i18n/en/access-requests';
import { ERROR_MESSAGES } from '../i18n/en/errors';
import { UnitNoSchema } from './people';
import { noLinks } from './person-name';
import { PhotoUrlSchema } from './profile';
import { syncedTable } from './registry';
import { text } from './text';

/**
 * Visitor access requests (issue 29): a visitor at the gate without a pass; the guard asks the
 * unit's residents, who approve or decline from the notification (its push's actions or the
 * accessAlert page), through the outbox. The first answer stands; the guard's console shows it
 * after its next sync or poke. Synced to the estate's gate scope (consoles) and the unit's scope
 * (its residents' devices).
 */

const RowId = v.pipe(text(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, ERROR_MESSAGES.invalidId));

export const ACCESS_REQUEST_STATES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type AccessRequestState = (typeof ACCESS_REQUEST_STATES)[number];
export const ACCESS_REQUEST_ANSWERS = ['APPROVED', 'DECLINED'] as const;
export type AccessRequestAnswer = (typeof ACCESS_REQUEST_ANSWERS)[number];

export const AccessRequestSchema = v.object({
  id: text(),
  estateId: v.number(),
  unitNo: text(),
  visitorName: text(),
  /** What the guard adds ('Delivery for unit 12', a vehicle registration); '' when nothing. */
  note: text(),
  guardUserId: text(),
  /** The guard's display name, for the resident's page. */
  guardName: text(),
  state: v.picklist(ACCESS_REQUEST_STATES),
  /** Who answered ('' while pending) and their display name. */
  answeredBy: text(),
  answeredByName: text(),
  /** Epoch ms. */
  createdAt: v.number(),
  answeredAt: v.nullable(v.number()),
  /** The guard's photo of the visitor ('/sdk/files/<id>'), '' when none (a row stored before issue 31 has none). */
  photoUrl: v.optional(text(), ''),
  /** The gate the guard asked from (the console's access zone's name, 093), '' when not set (and on rows stored before). */
  gateName: v.optional(text(), ''),
});
export type AccessRequest = v.InferOutput<typeof AccessRequestSchema>;

/** Mutation `accessRequests.create` (gate staff of the estate): the id is made on the console, so an offline request names its row. */
export const AccessRequestCreateArgsSchema = v.object({
  id: RowId,
  estateId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  unitNo: UnitNoSchema,
  visitorName: v.pipe(text(), v.trim(), v.nonEmpty(ACCESS_REQUEST_MESSAGES.visitorNameRequired), v.maxLength(100), noLinks),
  note: v.optional(v.pipe(text(), v.trim(), v.maxLength(200), noLinks), ''),
  /** The access zone the console stands at (its gate); absent or 0: none chosen. The server records the zone's name. */
  zoneId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type AccessRequestCreateArgs = v.InferOutput<typeof AccessRequestCreateArgsSchema>;

/** Mutation `accessRequests.answer` (a resident of the request's unit): the first answer stands; a later one changes nothing. */
export const AccessRequestAnswerArgsSchema = v.object({ id: RowId, answer: v.picklist(ACCESS_REQUEST_ANSWERS) });
export type AccessRequestAnswerArgs = v.InferOutput<typeof AccessRequestAnswerArgsSchema>;

/** Mutation `accessRequests.setPhoto` (the guard who asked): their upload of the visitor's photo joins the request. */
export const AccessRequestPhotoArgsSchema = v.object({ id: RowId, url: PhotoUrlSchema });
export type AccessRequestPhotoArgs = v.InferOutput<typeof AccessRequestPhotoArgsSchema>;

// ---------------------------------------------------------------- sync declarations

export const accessRequestsTables = { accessRequests: syncedTable(AccessRequestSchema, 'id') };
export const accessRequestsMutations = {
  'accessRequests.create': AccessRequestCreateArgsSchema,
  'accessRequests.answer': AccessRequestAnswerArgsSchema,
  'accessRequests.setPhoto': AccessRequestPhotoArgsSchema,
};

type AccessRequestsTables = typeof accessRequestsTables;
type AccessRequestsMutations = typeof accessRequestsMutations;
declare module './registry' {
  interface SyncedTableRegistry extends AccessRequestsTables {}
  interface MutationRegistry extends AccessRequestsMutations {}
}
