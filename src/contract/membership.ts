import * as v from 'valibot';
import { MEMBERSHIP_MESSAGES } from '../i18n/en/membership.messages';
import { RowIdSchema } from './profile';
import { syncedTable } from './registry';
import { text } from './text';

/**
 * Membership requests: a sign-up's estate, user type and the unit the person names become a
 * request to join; once their e-mail address is verified it waits for the estate's manager, who
 * approves it (choosing the unit and the role) or declines it with a reason, through the outbox.
 * Synced to the person (their own request) and, from when it is pending, to the estate's managers
 * (`manager:<estate>`) with the person's name and e-mail.
 */

/**
 * What became of a request: `awaitingVerification` until the person's e-mail address is verified
 * (the managers do not see it), `pending` for the manager, then `approved`, `declined` (with the
 * reason) or `withdrawn` by the person.
 */
export const MEMBERSHIP_STATUSES = ['awaitingVerification', 'pending', 'approved', 'declined', 'withdrawn'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** The roles a request may be approved as: a unit's people, or a visitor (who holds no unit). */
export const MEMBERSHIP_ROLES = ['owner', 'tenant', 'resident', 'visitor'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];
/** Roles held at a unit: the approval names an existing, not archived unit of the estate. */
export const MEMBERSHIP_UNIT_ROLES: readonly MembershipRole[] = ['owner', 'tenant', 'resident'];
export const isMembershipUnitRole = (role: string): boolean => (MEMBERSHIP_UNIT_ROLES as readonly string[]).includes(role);

/** Whether the request still waits (for verification or for the manager): it can be decided or withdrawn. */
export const isOpenRequest = (status: MembershipStatus): boolean => status === 'awaitingVerification' || status === 'pending';

/** A request to join an estate, as synced. */
export const MembershipRequestSchema = v.object({
  id: text(),
  estateId: v.number(),
  userId: text(),
  /** The person's name and e-mail (for the estate's managers). */
  name: text(),
  email: text(),
  /** The unit the person named at sign-up ('' when none). */
  unitClaimed: text(),
  /** The user type chosen at sign-up ('resident', 'owner', 'visitor'). */
  userType: text(),
  status: v.picklist(MEMBERSHIP_STATUSES),
  /** The manager's reason for declining ('' otherwise). */
  reason: text(),
  /** What the approval gave: the role and its unit ('' until approved; the unit '' for a visitor). */
  grantedRole: text(),
  grantedUnitNo: text(),
  /** Who decided (their name) and when (epoch ms, 0 while open). */
  decidedByName: text(),
  decidedAt: v.number(),
  createdAt: v.number(),
});
export type MembershipRequest = v.InferOutput<typeof MembershipRequestSchema>;

// ---------------------------------------------------------------- mutations

const UnitChoiceSchema = v.pipe(text(), v.trim(), v.regex(/^([A-Za-z0-9][A-Za-z0-9 /-]{0,19})?$/, MEMBERSHIP_MESSAGES.invalidUnit));

/**
 * `membership.approve`: the estate's manager lets the person in as `roleName` of `unitNo` (an
 * existing, not archived unit of the estate; '' for a visitor).
 */
export const MembershipApproveArgsSchema = v.pipe(
  v.object({
    id: RowIdSchema,
    roleName: v.picklist(MEMBERSHIP_ROLES, MEMBERSHIP_MESSAGES.roleRequired),
    unitNo: v.optional(UnitChoiceSchema, ''),
  }),
  v.check((args) => !isMembershipUnitRole(args.roleName) || args.unitNo !== '', MEMBERSHIP_MESSAGES.unitRequired),
  v.check((args) => isMembershipUnitRole(args.roleName) || args.unitNo === '', MEMBERSHIP_MESSAGES.visitorNoUnit),
);
export type MembershipApproveArgs = v.InferOutput<typeof MembershipApproveArgsSchema>;

/** `membership.decline`: the estate's manager declines, with the reason the person is told. */
export const MembershipDeclineArgsSchema = v.object({
  id: RowIdSchema,
  reason: v.pipe(text(), v.trim(), v.nonEmpty(MEMBERSHIP_MESSAGES.reasonRequired), v.maxLength(500, MEMBERSHIP_MESSAGES.reasonTooLong)),
});
export type MembershipDeclineArgs = v.InferOutput<typeof MembershipDeclineArgsSchema>;

/** `membership.withdraw`: the person takes back their own open request. */
export const MembershipWithdrawArgsSchema = v.object({ id: RowIdSchema });
export type MembershipWithdrawArgs = v.InferOutput<typeof MembershipWithdrawArgsSchema>;

// ---------------------------------------------------------------- sync declarations

/** The synced table of this area (Dexie table name and the change log's `tbl`). */
export const membershipTables = { membershipRequests: syncedTable(MembershipRequestSchema, 'id') };
/** The named mutations of this area a client may push; args are checked by these schemas on both sides. */
export const membershipMutations = {
  'membership.approve': MembershipApproveArgsSchema,
  'membership.decline': MembershipDeclineArgsSchema,
  'membership.withdraw': MembershipWithdrawArgsSchema,
};

type MembershipTables = typeof membershipTables;
type MembershipMutations = typeof membershipMutations;
declare module './registry' {
  interface SyncedTableRegistry extends MembershipTables {}
  interface MutationRegistry extends MembershipMutations {}
}
