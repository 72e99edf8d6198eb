import crypto from 'node:crypto';
import type { AcceptAsNewAccount, InvitableRole, InvitationDetails } from '../../../src/contract/staff';
import { format } from '../../../src/i18n/format';
import { passwordLengthMessage } from '../../../src/i18n/en/auth';
import { STAFF_MESSAGES } from '../../../src/i18n/en/staff';
import { hashPassword, isPasswordLongEnough } from '../../auth/passwords';
import { hit } from '../../auth/rate-limit';
import { hashToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { isUniqueViolation, type Db } from '../../db/database';
import { AppError, badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { markEmailVerified } from '../auth/email-verification.service';
import { toUserRecord, toUserRole } from '../auth/user-rows';
import { saveContacts } from '../contacts/contacts.service';
import { publishMemberCard } from '../manager/manager.service';
import * as core from '../core/core.service';
import { logMembershipChange } from './membership-log.service';
import * as repo from './staff.repository';
import { publishInvitation, publishStaffMember } from './staff-rows.service';

/**
 * The invitation page (/invitation?token=...): what the link invites to, accepting it signed in
 * with the invited e-mail, or with a new account of that e-mail. The public calls are counted per
 * client address. Acceptance writes what sign-up and the demo seed write for a member: the role
 * row (user scope), the staff list row, the managers' member card.
 */

/** Public token calls per client address (the token is the credential: guessing is counted). */
const LOOKUP_LIMIT = { limit: 120, windowMs: 15 * 60_000 };
const NEW_ACCOUNT_LIMIT = { limit: 30, windowMs: 60 * 60_000 };

async function countAttempt(ctx: AppContext, key: string, limit: { limit: number; windowMs: number }): Promise<void> {
  if (!(await hit(ctx.db, key, limit.limit, limit.windowMs)).allowed) throw tooManyRequests(STAFF_MESSAGES.tooManyAttempts, 'staff/too-many-attempts');
}

/** The open invitation of a link; each closed state its own message. */
async function openInvitation(db: Db | Trx, token: string, now = Date.now()): Promise<repo.InvitationRow> {
  const row = await repo.findInvitationByTokenHash(db, hashToken(token));
  if (!row) throw notFound(STAFF_MESSAGES.linkUnknown, 'staff/link-unknown');
  if (row.accepted_at !== null) throw badRequest(STAFF_MESSAGES.linkUsed, 'staff/link-used');
  if (row.revoked_at !== null) throw badRequest(STAFF_MESSAGES.linkRevoked, 'staff/link-revoked');
  if (Number(row.expires_at) <= now) throw badRequest(STAFF_MESSAGES.linkExpired, 'staff/link-expired');
  return row;
}

/** GET STAFF_API.lookup (public): the estate, role, unit and e-mail the link invites to. */
export async function lookupInvitation(ctx: AppContext, token: string, ip: string): Promise<InvitationDetails> {
  await countAttempt(ctx, `invitation:ip:${ip}`, LOOKUP_LIMIT);
  const row = await openInvitation(ctx.db, token);
  const estateId = Number(row.estate_id);
  return {
    estateId,
    estateName: (await core.estateName(ctx.db, estateId)) ?? '',
    roleName: row.role_name as InvitableRole,
    unitNo: row.unit_no,
    email: row.email,
    expiresAt: Number(row.expires_at),
    accountExists: (await core.findUserByEmailIgnoringCase(ctx.db, row.email)) !== undefined,
  };
}

/**
 * Gives the invitation's role to `userId` (unless they hold it already) and closes the invitation;
 * inside the caller's write transaction. A second acceptance of the same link is refused.
 */
async function grantInvitation(ctx: AppContext, trx: Trx, invitation: repo.InvitationRow, userId: string, now: number): Promise<void> {
  if (!(await repo.markAccepted(trx, invitation.id, userId, now))) throw badRequest(STAFF_MESSAGES.linkUsed, 'staff/link-used');
  const estateId = Number(invitation.estate_id);
  const held = await core.listUserRolesAt(trx, userId, estateId);
  if (!held.some((r) => r.role_name === invitation.role_name && r.unit_no === invitation.unit_no)) {
    const role = await core.insertUserRole(trx, {
      id: crypto.randomUUID(),
      user_id: userId,
      estate_id: estateId,
      role_name: invitation.role_name,
      unit_no: invitation.unit_no,
      access_control: 1,
      created_at: now,
    });
    await publish(trx, scopes.user(userId), 'userRoles', role.id, toUserRole(role));
    await publishStaffMember(trx, role, (await core.findUserById(trx, userId)) ?? null);
    await logMembershipChange(trx, {
      estateId,
      personId: userId,
      actorId: invitation.invited_by,
      action: 'invitation-accepted',
      roleAfter: role.role_name,
      unitAfter: role.unit_no,
      at: now,
    });
  }
  await publishInvitation(trx, invitation, false);
  await publishMemberCard(trx, ctx.hooks, estateId, userId);
}

/** POST STAFF_API.accept (signed in): the caller's e-mail must be the invited one; it counts verified from then on. */
export async function acceptInvitation(ctx: AppContext, callerId: string, token: string): Promise<void> {
  const invitation = await openInvitation(ctx.db, token);
  const caller = await core.findUserById(ctx.db, callerId);
  if (!caller || caller.email.toLowerCase() !== invitation.email) {
    throw forbidden(format(STAFF_MESSAGES.wrongEmail, { email: invitation.email }), 'staff/wrong-email');
  }
  await writeTransaction(ctx.db, async (trx) => {
    const now = Date.now();
    await grantInvitation(ctx, trx, await openInvitation(trx, token), callerId, now);
    // The link went to the caller's address: accepting it proves the address (issue 26).
    await markEmailVerified(ctx, trx, callerId, now);
  });
}

/**
 * POST STAFF_API.acceptNew (public): a new account with the invitation's e-mail (the link proved
 * the address: see staff.tables.ts), the password under the server's policy, then the role. The
 * app signs in with the new password afterwards.
 */
export async function acceptAsNewAccount(ctx: AppContext, input: AcceptAsNewAccount, ip: string): Promise<void> {
  await countAttempt(ctx, `invitation-new:ip:${ip}`, NEW_ACCOUNT_LIMIT);
  const invitation = await openInvitation(ctx.db, input.token);
  if (await core.findUserByEmailIgnoringCase(ctx.db, invitation.email)) throw conflict(STAFF_MESSAGES.accountExists, 'staff/account-exists');
  if (!isPasswordLongEnough(input.password, ctx.config.passwordMinLength)) throw badRequest(passwordLengthMessage(ctx.config.passwordMinLength), 'validation');
  const passwordHash = await hashPassword(input.password);
  try {
    await writeTransaction(ctx.db, async (trx) => {
      const open = await openInvitation(trx, input.token);
      const now = Date.now();
      const userId = crypto.randomUUID();
      const user = await core.insertUser(trx, {
        id: userId,
        email: open.email,
        password_hash: passwordHash,
        first_name: input.firstName,
        last_name: input.lastName,
        display_name: `${input.firstName} ${input.lastName}`,
        mobile: '',
        mobile_verified: 0,
        photo_url: '',
        id_number: '',
        default_estate_id: Number(open.estate_id),
        user_type: open.role_name,
        email_verified: 0,
        created_at: now,
        updated_at: now,
      });
      await publish(trx, scopes.user(userId), 'users', userId, toUserRecord(user));
      await saveContacts(trx, userId, { cellNumber: '', homeNumber: '', workNumber: '', emergencyContactName: '', emergencyContactNumber: '' });
      await grantInvitation(ctx, trx, open, userId, now);
      for (const step of ctx.hooks.signUp) await step(trx, { id: userId, email: open.email }, ctx);
      // Made from the link mailed to the address: verified, with what waited for the address.
      await markEmailVerified(ctx, trx, userId, now);
    });
  } catch (error) {
    if (!(error instanceof AppError) && isUniqueViolation(error)) throw conflict(STAFF_MESSAGES.accountExists, 'staff/account-exists');
    throw error;
  }
}
