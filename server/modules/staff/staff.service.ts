import { deliverMail } from '../../mail/outbox.service';
import crypto from 'node:crypto';
import { INVITATION_TTL_MS, invitationLink, isUnitRole, type InviteArgs } from '../../../src/contract/staff';
import { MANAGER_ROLES, ROLES, type RoleName } from '../../../src/domain/roles';
import { format } from '../../../src/i18n/format';
import { invitationMail } from '../../../src/i18n/en/mail';
import { STAFF_MESSAGES, STAFF_ROLE_ARTICLES } from '../../../src/i18n/en/staff';
import { requireAccess } from '../../auth/authorize';
import { hashToken, randomToken } from '../../auth/tokens';
import type { AppContext, MemberInvite } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { writeTransaction, type Trx } from '../../sync/change-log';
import * as core from '../core/core.service';
import * as repo from './staff.repository';
import { publishInvitation } from './staff-rows.service';

/**
 * Staff and invitations (the manager console's Staff section, the operator's Estate managers):
 * who may invite whom, the invitation and its e-mail, resend, revoke. Removing a person's role and
 * the moves within an estate are in moves.service.ts.
 */

/**
 * Who may invite to, or remove from, `roleName` at an estate: an operator (managers only) or the
 * estate's manager. An operator's answer comes from `ctx.hooks.isOperator` (the operator module).
 */
export async function requireMayManage(ctx: AppContext, db: Db | Trx, callerId: string, estateId: number, roleName: string): Promise<void> {
  if (roleName === ROLES.estateManager) {
    if (await isOperator(ctx, db, callerId)) {
      if (!(await core.estateExists(db, estateId))) throw notFound(STAFF_MESSAGES.estateUnknown, 'staff/estate-unknown');
      return;
    }
    await requireAccess(db, callerId, { estateId, roles: MANAGER_ROLES, message: STAFF_MESSAGES.managersOnly, code: 'staff/forbidden' });
    return;
  }
  await requireAccess(db, callerId, { estateId, roles: MANAGER_ROLES, message: STAFF_MESSAGES.notManager, code: 'staff/forbidden' });
}

const isOperator = async (ctx: AppContext, db: Db | Trx, userId: string) => (await ctx.hooks.isOperator?.(db, userId)) ?? false;

/** "an estate manager", "a guard", ... for a role name. */
const roleArticle = (roleName: string) => STAFF_ROLE_ARTICLES[roleName as keyof typeof STAFF_ROLE_ARTICLES] ?? roleName;

/** Writes the invitation's e-mail to the outbox in `trx`; it leaves once `trx` has committed (the stored mailbox at once; SMTP in the background). */
async function mailAfterCommit(ctx: AppContext, trx: Trx, invitation: repo.InvitationRow, token: string): Promise<void> {
  const [estateName, inviter] = await Promise.all([core.estateName(trx, Number(invitation.estate_id)), core.findUserById(trx, invitation.invited_by)]);
  const roleText = roleArticle(invitation.role_name) + (invitation.unit_no ? ` of unit ${invitation.unit_no}` : '');
  const message = {
    to: invitation.email,
    ...invitationMail({
      estateName: estateName ?? '',
      roleText,
      inviterName: inviter?.display_name || 'The estate',
      link: invitationLink(ctx.config.publicUrl, token),
    }),
  };
  await deliverMail(ctx, message, 'invitation mail', trx);
}

/**
 * Writes an invitation inside the caller's write transaction (the caller checked who may invite):
 * the unit must exist for an owner or resident, the person must not hold the role already, an
 * open invitation of the same e-mail to the same role at the estate is replaced. The e-mail goes
 * after the commit. Also `Module.inviteMember` (the units import's owner e-mails).
 */
export const writeInvitation: MemberInvite = async (trx, ctx, invite) => {
  const email = invite.email.trim().toLowerCase();
  const unitNo = isUnitRole(invite.roleName) ? invite.unitNo.trim() : '';
  const unit = isUnitRole(invite.roleName) ? await core.findUnit(trx, invite.estateId, unitNo) : undefined;
  if (isUnitRole(invite.roleName) && !unit) {
    throw badRequest(format(STAFF_MESSAGES.unitUnknown, { unitNo }), 'staff/unit-unknown');
  }
  if (unit && Number(unit.archived_at) > 0) {
    throw badRequest(format(STAFF_MESSAGES.unitArchived, { unitNo }), 'staff/unit-archived');
  }
  const person = await core.findUserByEmailIgnoringCase(trx, email);
  if (person) {
    const held = await core.listUserRolesAt(trx, person.id, invite.estateId);
    if (held.some((r) => r.role_name === invite.roleName && r.unit_no === unitNo)) {
      throw conflict(format(STAFF_MESSAGES.alreadyHolds, { email, role: roleArticle(invite.roleName) }), 'staff/already-holds');
    }
  }
  const now = Date.now();
  for (const open of await repo.listOpenInvitationsFor(trx, invite.estateId, email, invite.roleName)) {
    await repo.revokeInvitation(trx, open.id, now);
    await publishInvitation(trx, open, false);
  }
  const token = randomToken();
  const invitation = await repo.insertInvitation(trx, {
    id: crypto.randomUUID(),
    estate_id: invite.estateId,
    email,
    role_name: invite.roleName,
    unit_no: unitNo,
    token_hash: hashToken(token),
    invited_by: invite.invitedBy,
    created_at: now,
    expires_at: now + INVITATION_TTL_MS,
    accepted_at: null,
    accepted_by: null,
    revoked_at: null,
  });
  await publishInvitation(trx, invitation, true);
  await mailAfterCommit(ctx, trx, invitation, token);
};

/** POST STAFF_API.invite: the console's or the operator's invitation. */
export async function invite(ctx: AppContext, callerId: string, args: InviteArgs): Promise<{ id: string }> {
  await requireMayManage(ctx, ctx.db, callerId, args.estateId, args.roleName);
  return writeTransaction(ctx.db, async (trx) => {
    await writeInvitation(trx, ctx, {
      estateId: args.estateId,
      email: args.email,
      roleName: args.roleName as RoleName,
      unitNo: args.unitNo,
      invitedBy: callerId,
    });
    const [made] = await repo.listOpenInvitationsFor(trx, args.estateId, args.email, args.roleName);
    return { id: made?.id ?? '' };
  });
}

/** An invitation the caller may manage (404 for none; 403 for another estate's). */
async function managedInvitation(ctx: AppContext, callerId: string, id: string): Promise<repo.InvitationRow> {
  const found = await repo.findInvitation(ctx.db, id);
  if (!found) throw notFound(STAFF_MESSAGES.invitationNotFound, 'staff/invitation-not-found');
  await requireMayManage(ctx, ctx.db, callerId, Number(found.estate_id), found.role_name);
  return found;
}

/** POST STAFF_API.resend: a new link (the old one stops working) and a new 7 days; the e-mail again. */
export async function resendInvitation(ctx: AppContext, callerId: string, id: string): Promise<void> {
  await managedInvitation(ctx, callerId, id);
  await writeTransaction(ctx.db, async (trx) => {
    const row = await repo.findInvitation(trx, id);
    if (!row || row.accepted_at !== null || row.revoked_at !== null) throw badRequest(STAFF_MESSAGES.invitationClosed, 'staff/invitation-closed');
    const token = randomToken();
    const now = Date.now();
    const renewed = await repo.renewInvitation(trx, id, { token_hash: hashToken(token), created_at: now, expires_at: now + INVITATION_TTL_MS });
    await publishInvitation(trx, renewed, true);
    await mailAfterCommit(ctx, trx, renewed, token);
  });
}

/** POST STAFF_API.revoke: the link stops working; the row leaves the lists. Revoking a closed one changes nothing. */
export async function revokeInvitation(ctx: AppContext, callerId: string, id: string): Promise<void> {
  await managedInvitation(ctx, callerId, id);
  await writeTransaction(ctx.db, async (trx) => {
    const row = await repo.findInvitation(trx, id);
    if (row && (await repo.revokeInvitation(trx, id, Date.now()))) await publishInvitation(trx, row, false);
  });
}
