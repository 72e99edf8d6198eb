import * as v from 'valibot';
import { CONCIERGE_MESSAGES } from '../i18n/en/concierge.messages';
import { syncedTable } from './registry';
import { text } from './text';

/**
 * Concierge mode (spec 1 section 3, spec 2's visitor unit picker, spec 3's lagoon unit selection:
 * `isConcierge`, `userID`): the estate manager grants a member the `concierge` role; a concierge's
 * unit pickers choose a resident of the estate and act for them (`userID`), and every such action
 * is recorded as done by the concierge for that resident.
 */

const UserId = v.pipe(text(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, CONCIERGE_MESSAGES.residentUnknown));

/**
 * One unit holder of an estate with a unit they hold, as a concierge picks them (search by name or
 * unit), published to the estate's `concierge:` scope (its concierges only): no e-mail, no phone.
 */
export const ConciergeResidentSchema = v.object({
  /** `${estateId}:${userId}:${unitNo}` */
  id: text(),
  estateId: v.number(),
  userId: text(),
  displayName: text(),
  unitNo: text(),
  roleName: text(),
});
export type ConciergeResident = v.InferOutput<typeof ConciergeResidentSchema>;

export const conciergeResidentId = (estateId: number, userId: string, unitNo: string) => `${estateId}:${userId}:${unitNo}`;

export const CONCIERGE_ACTION_KINDS = ['invite', 'lagoon'] as const;
export type ConciergeActionKind = (typeof CONCIERGE_ACTION_KINDS)[number];

/**
 * What a concierge did for a resident: the invite or booking (`subjectId`) made as the resident's,
 * by the concierge. Published to the resident, the concierge and the estate's managers.
 */
export const ConciergeActionSchema = v.object({
  id: text(),
  estateId: v.number(),
  kind: v.picklist(CONCIERGE_ACTION_KINDS),
  subjectId: text(),
  unitNo: text(),
  conciergeId: text(),
  conciergeName: text(),
  residentId: text(),
  residentName: text(),
  createdAt: v.number(),
});
export type ConciergeAction = v.InferOutput<typeof ConciergeActionSchema>;

/** `concierge.grant` / `concierge.revoke`: the estate manager gives or takes the role (through the outbox). */
export const ConciergeRoleArgsSchema = v.object({
  estateId: v.pipe(v.number(), v.integer()),
  userId: UserId,
});
export type ConciergeRoleArgs = v.InferOutput<typeof ConciergeRoleArgsSchema>;

/**
 * The `userID` a concierge's call names: the resident it acts for (absent or the caller's own id:
 * the caller acts for themself).
 */
export const ActingForSchema = v.optional(UserId);

// ---------------------------------------------------------------- sync declarations

export const conciergeTables = {
  conciergeResidents: syncedTable(ConciergeResidentSchema, 'id'),
  conciergeActions: syncedTable(ConciergeActionSchema, 'id'),
};
export const conciergeMutations = {
  'concierge.grant': ConciergeRoleArgsSchema,
  'concierge.revoke': ConciergeRoleArgsSchema,
};

type ConciergeTables = typeof conciergeTables;
type ConciergeMutations = typeof conciergeMutations;
declare module './registry' {
  interface SyncedTableRegistry extends ConciergeTables {}
  interface MutationRegistry extends ConciergeMutations {}
}
