import * as v from 'valibot';
import { MOVES_MESSAGES } from '../i18n/en/moves.messages';
import { STAFF_MESSAGES } from '../i18n/en/staff.messages';
import { syncedTable } from './registry';
import { INVITABLE_ROLES, isUnitRole } from './staff';
import { text } from './text';

/**
 * Moves within an estate and the membership log (issue 26): the estate's manager moves a member
 * in (a role at a unit), out (the unit role ends), to another unit or role, or transfers a unit's
 * ownership to another member or to an e-mail (an invitation). What ends with a move away from a
 * unit ends in the same transaction (gate keys, passes they issued, regular visitors through them:
 * `Module.onMembershipRemoved`). Every change of membership is a `membershipLog` row, synced to
 * the estate's managers (`manager:<estate>`).
 */

const EstateIdSchema = v.pipe(v.number(), v.integer());
const UserIdSchema = v.pipe(text(), v.minLength(1, STAFF_MESSAGES.memberNotFound), v.maxLength(64, STAFF_MESSAGES.memberNotFound));
const UnitNoSchema = v.pipe(
  text(),
  v.trim(),
  v.minLength(1, STAFF_MESSAGES.unitRequired),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9 /-]{0,19}$/, STAFF_MESSAGES.invalidUnit),
);
/** A role held at a unit (owner, resident, and those added to UNIT_ROLES). */
const UnitRoleSchema = v.pipe(
  v.picklist(INVITABLE_ROLES, STAFF_MESSAGES.roleRequired),
  v.check((role) => isUnitRole(role), MOVES_MESSAGES.unitRoleOnly),
);
const EmailShape = v.pipe(v.string(), v.email());
const ReasonSchema = v.optional(v.pipe(text(), v.trim(), v.maxLength(500, MOVES_MESSAGES.reasonTooLong)), '');

/** POST MOVES_API.move: the member's unit role (`roleName` at `unitNo`) becomes `toRoleName` at `toUnitNo`. */
export const MoveMemberArgsSchema = v.pipe(
  v.object({
    estateId: EstateIdSchema,
    userId: UserIdSchema,
    roleName: UnitRoleSchema,
    unitNo: UnitNoSchema,
    toRoleName: UnitRoleSchema,
    toUnitNo: UnitNoSchema,
    reason: ReasonSchema,
  }),
  v.check((a) => a.roleName !== a.toRoleName || a.unitNo !== a.toUnitNo, MOVES_MESSAGES.nothingChanges),
);
export type MoveMemberArgs = v.InferOutput<typeof MoveMemberArgsSchema>;

/** POST MOVES_API.moveOut: the member's unit role ends (what else ends: see the module's comment). */
export const MoveOutArgsSchema = v.object({
  estateId: EstateIdSchema,
  userId: UserIdSchema,
  roleName: UnitRoleSchema,
  unitNo: UnitNoSchema,
  reason: ReasonSchema,
});
export type MoveOutArgs = v.InferOutput<typeof MoveOutArgsSchema>;

/** POST MOVES_API.moveIn: a member, or a former member of the estate, is given a role at a unit. */
export const MoveInArgsSchema = v.object({
  estateId: EstateIdSchema,
  userId: UserIdSchema,
  roleName: UnitRoleSchema,
  unitNo: UnitNoSchema,
  reason: ReasonSchema,
});
export type MoveInArgs = v.InferOutput<typeof MoveInArgsSchema>;

/**
 * POST MOVES_API.transfer: the owner role at `unitNo` goes from `fromUserId` to a member of the
 * estate (`toUserId`) or to an e-mail address (an invitation to be the unit's owner); one of the two.
 */
export const TransferOwnershipArgsSchema = v.pipe(
  v.object({
    estateId: EstateIdSchema,
    unitNo: UnitNoSchema,
    fromUserId: UserIdSchema,
    toUserId: v.optional(v.pipe(text(), v.maxLength(64, STAFF_MESSAGES.memberNotFound)), ''),
    toEmail: v.optional(
      v.pipe(
        text(),
        v.trim(),
        v.toLowerCase(),
        v.maxLength(254, STAFF_MESSAGES.invalidEmail),
        v.check((e) => e === '' || v.is(EmailShape, e), STAFF_MESSAGES.invalidEmail),
      ),
      '',
    ),
    reason: ReasonSchema,
  }),
  v.check((a) => (a.toUserId === '') !== (a.toEmail === ''), MOVES_MESSAGES.transferTarget),
  v.check((a) => a.toUserId !== a.fromUserId, MOVES_MESSAGES.transferToSelf),
);
export type TransferOwnershipArgs = v.InferOutput<typeof TransferOwnershipArgsSchema>;

/** What a membership log row records. */
export const MEMBERSHIP_ACTIONS = [
  'approved',
  'declined',
  'moved-in',
  'moved-out',
  'changed',
  'ownership-transferred',
  'invitation-accepted',
  'removed',
] as const;
export type MembershipAction = (typeof MEMBERSHIP_ACTIONS)[number];

/** One change of a person's membership of an estate, as its managers read it (newest first). */
export const MembershipLogEntrySchema = v.object({
  id: text(),
  estateId: v.number(),
  /** The person whose membership changed ('' for an e-mail not yet an account, or a deleted account). */
  personId: text(),
  personName: text(),
  personEmail: text(),
  /** Who acted ('' for the person themself or a deleted account). */
  actorName: text(),
  action: v.picklist(MEMBERSHIP_ACTIONS),
  roleBefore: text(),
  unitBefore: text(),
  roleAfter: text(),
  unitAfter: text(),
  reason: text(),
  /** Epoch ms. */
  at: v.number(),
});
export type MembershipLogEntry = v.InferOutput<typeof MembershipLogEntrySchema>;

export const MOVES_API = {
  move: '/sdk/staff/members/move',
  moveOut: '/sdk/staff/members/move-out',
  moveIn: '/sdk/staff/members/move-in',
  transfer: '/sdk/staff/members/transfer-ownership',
} as const;

/** The synced tables of this area (Dexie table names and the change log's `tbl`). */
export const movesTables = {
  membershipLog: syncedTable(MembershipLogEntrySchema, 'id'),
};

type MovesTables = typeof movesTables;
declare module './registry' {
  interface SyncedTableRegistry extends MovesTables {}
}
