import * as v from 'valibot';
import { STAFF_MESSAGES } from '../i18n/en/staff.messages';
import { syncedTable } from './registry';
import { text } from './text';

/**
 * Staff and invitations: a manager (or an operator, for managers) invites a person by e-mail to a
 * role at an estate; the mailed link (/invitation?token=...) lets them accept with an existing
 * account or a new one. The estate's staff and its open invitations sync to its managers
 * (`manager:<estate>`), its managers and open manager invitations also to the operators
 * (`operator`). Removing a person ends their sessions and gate keys (`Module.onMembershipRemoved`).
 */

/** The roles an invitation can give: staff (estate manager, guard) and a unit's people (owner, tenant, resident). */
export const INVITABLE_ROLES = ['estateManager', 'guard', 'owner', 'tenant', 'resident'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** Roles held at the estate itself (no unit): the staff list shows them. */
export const STAFF_ROLES: readonly InvitableRole[] = ['estateManager', 'guard'];
/** Roles held at a unit: the invitation names the unit, which must exist at the estate. */
export const UNIT_ROLES: readonly InvitableRole[] = ['owner', 'tenant', 'resident'];

export const isStaffRole = (role: string): boolean => (STAFF_ROLES as readonly string[]).includes(role);
export const isUnitRole = (role: string): boolean => (UNIT_ROLES as readonly string[]).includes(role);

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 3600_000;

const EmailSchema = v.pipe(
  text(),
  v.trim(),
  v.toLowerCase(),
  v.minLength(1, STAFF_MESSAGES.emailRequired),
  v.maxLength(254, STAFF_MESSAGES.invalidEmail),
  v.email(STAFF_MESSAGES.invalidEmail),
);
const UnitSchema = v.pipe(text(), v.trim(), v.regex(/^([A-Za-z0-9][A-Za-z0-9 /-]{0,19})?$/, STAFF_MESSAGES.invalidUnit));
const EstateIdSchema = v.pipe(v.number(), v.integer());
const InvitationIdSchema = v.pipe(text(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, STAFF_MESSAGES.invitationNotFound));
/** An invitation link's token (43 base64url characters; anything close is read and answered as unknown). */
export const InvitationTokenSchema = v.pipe(text(), v.minLength(1, STAFF_MESSAGES.linkUnknown), v.maxLength(200, STAFF_MESSAGES.linkUnknown));

/** POST STAFF_API.invite: who to invite, to which role (and unit, for an owner or resident). */
export const InviteArgsSchema = v.pipe(
  v.object({
    estateId: EstateIdSchema,
    email: EmailSchema,
    roleName: v.picklist(INVITABLE_ROLES, STAFF_MESSAGES.roleRequired),
    unitNo: v.optional(UnitSchema, ''),
  }),
  v.check((input) => !isUnitRole(input.roleName) || input.unitNo !== '', STAFF_MESSAGES.unitRequired),
  v.transform((input) => ({ ...input, unitNo: isUnitRole(input.roleName) ? input.unitNo : '' })),
);
export type InviteArgs = v.InferOutput<typeof InviteArgsSchema>;

/** The path of one invitation (resend, revoke). */
export const InvitationParamsSchema = v.object({ id: InvitationIdSchema });

/** POST STAFF_API.remove: the role a person holds at the estate (and its unit) that goes. */
export const RemoveMemberArgsSchema = v.object({
  estateId: EstateIdSchema,
  userId: v.pipe(text(), v.minLength(1, STAFF_MESSAGES.memberNotFound), v.maxLength(64, STAFF_MESSAGES.memberNotFound)),
  roleName: v.picklist(INVITABLE_ROLES, STAFF_MESSAGES.roleRequired),
  unitNo: v.optional(UnitSchema, ''),
});
export type RemoveMemberArgs = v.InferOutput<typeof RemoveMemberArgsSchema>;

/** POST STAFF_API.accept (signed in): the link's token. */
export const AcceptInvitationSchema = v.object({ token: InvitationTokenSchema });

/** GET STAFF_API.lookup: the link's token. */
export const InvitationLookupQuerySchema = v.object({ token: InvitationTokenSchema });

/** POST STAFF_API.acceptNew (public): a new account with the invitation's e-mail. */
export const AcceptAsNewAccountSchema = v.object({
  token: InvitationTokenSchema,
  firstName: v.pipe(text(), v.trim(), v.minLength(1, STAFF_MESSAGES.firstNameRequired), v.maxLength(100)),
  lastName: v.pipe(text(), v.trim(), v.minLength(1, STAFF_MESSAGES.lastNameRequired), v.maxLength(100)),
  password: v.pipe(text(), v.minLength(1, STAFF_MESSAGES.passwordRequired), v.maxLength(1024)),
});
export type AcceptAsNewAccount = v.InferOutput<typeof AcceptAsNewAccountSchema>;

/** What the invitation page shows before anyone accepts. */
export type InvitationDetails = {
  estateId: number;
  estateName: string;
  roleName: InvitableRole;
  unitNo: string;
  email: string;
  expiresAt: number;
  /** Whether an account with this e-mail exists (the page offers sign-in instead of a new account). */
  accountExists: boolean;
};

/** A person holding a staff role at an estate (one role row), as the managers' and operators' lists show them. */
export const StaffMemberSchema = v.object({
  /** The role row's id. */
  id: text(),
  estateId: v.number(),
  userId: text(),
  name: text(),
  email: text(),
  roleName: text(),
  unitNo: text(),
  /** When the role was given (epoch ms). */
  since: v.number(),
});
export type StaffMember = v.InferOutput<typeof StaffMemberSchema>;

/** An invitation not yet accepted nor revoked (an expired one stays listed until it is resent or revoked). */
export const StaffInvitationSchema = v.object({
  id: text(),
  estateId: v.number(),
  email: text(),
  roleName: text(),
  unitNo: text(),
  invitedByName: text(),
  createdAt: v.number(),
  expiresAt: v.number(),
});
export type StaffInvitation = v.InferOutput<typeof StaffInvitationSchema>;

/** The area's REST paths: the console's calls (signed in) and the invitation page's (public). */
export const STAFF_API = {
  invite: '/sdk/staff/invitations',
  resend: (id: string) => `/sdk/staff/invitations/${encodeURIComponent(id)}/resend`,
  resendPattern: '/sdk/staff/invitations/:id/resend',
  revoke: (id: string) => `/sdk/staff/invitations/${encodeURIComponent(id)}/revoke`,
  revokePattern: '/sdk/staff/invitations/:id/revoke',
  remove: '/sdk/staff/remove',
  accept: '/sdk/staff/invitations/accept',
  lookup: (token: string) => `/sdk/invitation?token=${encodeURIComponent(token)}`,
  lookupPattern: '/sdk/invitation',
  acceptNew: '/sdk/invitation/new-account',
} as const;

/** The link an invitation e-mail carries (the app's public page). */
export const invitationLink = (publicUrl: string, token: string) => `${publicUrl}/invitation?token=${encodeURIComponent(token)}`;

/** The synced tables of this area (Dexie table names and the change log's `tbl`). */
export const staffTables = {
  staffMembers: syncedTable(StaffMemberSchema, 'id'),
  staffInvitations: syncedTable(StaffInvitationSchema, 'id'),
};

type StaffTables = typeof staffTables;
declare module './registry' {
  interface SyncedTableRegistry extends StaffTables {}
}
