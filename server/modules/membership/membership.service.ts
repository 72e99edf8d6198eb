import { deliverMail } from '../../mail/outbox.service';
import crypto from 'node:crypto';
import {
  isMembershipUnitRole,
  isOpenRequest,
  type MembershipApproveArgs,
  type MembershipDeclineArgs,
  type MembershipRequest,
  type MembershipRole,
  type MembershipStatus,
  type MembershipWithdrawArgs,
} from '../../../src/contract/membership';
import { MANAGER_ROLES } from '../../../src/domain/roles';
import { format } from '../../../src/i18n/format';
import { membershipDecisionMail } from '../../../src/i18n/en/mail';
import { MEMBERSHIP_MESSAGES, MEMBERSHIP_NOTIFICATIONS, MEMBERSHIP_ROLE_ARTICLES } from '../../../src/i18n/en/membership';
import { requireAccess } from '../../auth/authorize';
import type { Actor, AppContext, EmailVerifiedStep, JoinRequestedStep } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { publish, scopes, type Trx } from '../../sync/change-log';
import { toUserRole } from '../auth/user-rows';
import { publishMemberCard } from '../manager/manager.service';
import { logMembershipChange } from '../staff/membership-log.service';
import { notify } from '../notifications/notifications.service';
import * as core from '../core/core.service';
import * as repo from './membership.repository';

/**
 * Joining an estate is a request (issue 26): a sign-up's estate, user type and named unit are
 * recorded (`onJoinRequested`), wait for the person's e-mail address to be verified
 * (`onEmailVerified`), then for the estate's manager, who approves them into a unit with a role
 * or declines with a reason (mutations, through the outbox). The person is told by notification
 * and e-mail; their role row reaches them with the commit, and their tiles with the next pull.
 */

/** The notification type of a decision (its page: detail/membershipDetail). */
export const MEMBERSHIP_NOTIFICATION_TYPE = 'membership';

/** A unit number as the request keeps it: trimmed, at most the units' 20 characters. */
const claimedUnit = (unitNo: string) => unitNo.trim().slice(0, 20);

/** "an owner of unit 12", "a visitor". */
const roleText = (role: string, unitNo: string) => (MEMBERSHIP_ROLE_ARTICLES[role as MembershipRole] ?? role) + (unitNo ? ` of unit ${unitNo}` : '');

async function toRequest(trx: Trx, row: repo.RequestRow): Promise<MembershipRequest> {
  const [person, decider] = await Promise.all([
    core.findUserById(trx, row.user_id),
    row.decided_by ? core.findUserById(trx, row.decided_by) : Promise.resolve(undefined),
  ]);
  return {
    id: row.id,
    estateId: Number(row.estate_id),
    userId: row.user_id,
    name: person?.display_name ?? '',
    email: person?.email ?? '',
    unitClaimed: row.unit_claimed,
    userType: row.user_type,
    status: row.status as MembershipStatus,
    reason: row.reason,
    grantedRole: row.granted_role,
    grantedUnitNo: row.granted_unit_no,
    decidedByName: decider?.display_name ?? '',
    decidedAt: Number(row.decided_at),
    createdAt: Number(row.created_at),
  };
}

/**
 * Publishes a request to its person and, once it is past e-mail verification, to the estate's
 * managers (a request of an unverified address is not theirs to see). `seenByManagers`: whether
 * the managers had it (a request withdrawn before verification never reaches them).
 */
async function publishRequest(trx: Trx, row: repo.RequestRow, seenByManagers = row.status !== 'awaitingVerification'): Promise<MembershipRequest> {
  const request = await toRequest(trx, row);
  await publish(trx, scopes.user(row.user_id), 'membershipRequests', row.id, request);
  if (seenByManagers) await publish(trx, scopes.manager(request.estateId), 'membershipRequests', row.id, request);
  return request;
}

/**
 * `Module.onJoinRequested`: records a sign-up's request in its transaction. It waits for the
 * person's e-mail address to be verified, unless the address is verified already: then the
 * estate's managers see it at once. An
 * open request of theirs at the same estate is replaced (withdrawn), so a manager sees one.
 */
export const recordJoinRequest: JoinRequestedStep = async (trx, _ctx, request) => {
  const earlier = await repo.listUserRequests(trx, request.userId);
  const verified = Number((await core.findUserById(trx, request.userId))?.email_verified ?? 0) === 1;
  const now = Date.now();
  for (const open of earlier.filter((r) => Number(r.estate_id) === request.estateId && isOpenRequest(r.status as MembershipStatus))) {
    const withdrawn = await repo.updateRequestFrom(trx, open.id, open.status, { status: 'withdrawn', updated_at: now });
    if (withdrawn) await publishRequest(trx, withdrawn, open.status === 'pending');
  }
  const row = await repo.insertRequest(trx, {
    id: crypto.randomUUID(),
    estate_id: request.estateId,
    user_id: request.userId,
    unit_claimed: claimedUnit(request.unitNo),
    user_type: request.userType,
    status: verified ? 'pending' : 'awaitingVerification',
    reason: '',
    granted_role: '',
    granted_unit_no: '',
    decided_by: '',
    decided_at: 0,
    created_at: now,
    updated_at: now,
  });
  await publishRequest(trx, row);
};

/** `Module.onEmailVerified`: the person's requests that waited for their address go to the estate's managers. */
export const releaseVerifiedRequests: EmailVerifiedStep = async (trx, user) => {
  const now = Date.now();
  for (const row of await repo.listUserRequestsIn(trx, user.id, ['awaitingVerification'])) {
    const pending = await repo.updateRequestFrom(trx, row.id, 'awaitingVerification', { status: 'pending', updated_at: now });
    if (pending) await publishRequest(trx, pending);
  }
};

/**
 * The pending request `id`, with the caller checked as a manager of its estate first. A request
 * still waiting for verification answers as none would (the managers do not see it yet); one
 * already decided or withdrawn is refused with its own message.
 */
async function pendingRequestForManager(trx: Trx, callerId: string, id: string): Promise<repo.RequestRow> {
  const row = await repo.findRequest(trx, id);
  if (!row) throw notFound(MEMBERSHIP_MESSAGES.notFound, 'membership/not-found');
  await requireAccess(trx, callerId, {
    estateId: Number(row.estate_id),
    roles: MANAGER_ROLES,
    message: MEMBERSHIP_MESSAGES.notManager,
    code: 'membership/not-manager',
  });
  if (row.status === 'awaitingVerification') throw notFound(MEMBERSHIP_MESSAGES.notFound, 'membership/not-found');
  if (row.status !== 'pending') throw conflict(MEMBERSHIP_MESSAGES.alreadyDecided, 'membership/decided');
  return row;
}

/** Tells the person (notification in the transaction, e-mail after its commit). */
async function tellPerson(ctx: AppContext, trx: Trx, row: repo.RequestRow): Promise<void> {
  const estateId = Number(row.estate_id);
  const [estate, person] = await Promise.all([core.estateName(trx, estateId), core.findUserById(trx, row.user_id)]);
  const estateName = estate ?? '';
  const approved = row.status === 'approved';
  const role = roleText(row.granted_role, row.granted_unit_no);
  await notify(trx, {
    userId: row.user_id,
    estateId,
    type: MEMBERSHIP_NOTIFICATION_TYPE,
    title: format(approved ? MEMBERSHIP_NOTIFICATIONS.approvedTitle : MEMBERSHIP_NOTIFICATIONS.declinedTitle, { estate: estateName }),
    description: approved
      ? format(MEMBERSHIP_NOTIFICATIONS.approvedText, { estate: estateName, role })
      : format(MEMBERSHIP_NOTIFICATIONS.declinedText, { estate: estateName, reason: row.reason }),
    actionID: row.id,
    actionType: row.status,
  });
  if (!person) return;
  const message = {
    to: person.email,
    ...membershipDecisionMail(
      approved
        ? { firstName: person.first_name, estateName, approved: true, roleText: role }
        : { firstName: person.first_name, estateName, approved: false, reason: row.reason },
    ),
  };
  await deliverMail(ctx, message, 'membership decision mail', trx);
}

/**
 * `membership.approve`: the estate's manager lets the person in as `roleName` of `unitNo` (an
 * existing, not archived unit; none for a visitor). In the push's transaction: the role row (in the
 * access list, as an invitation gives it) published to the person, the managers' member card,
 * the request closed, the person notified; the e-mail after the commit.
 */
export async function approveRequest(trx: Trx, actor: Actor, args: MembershipApproveArgs, ctx: AppContext): Promise<void> {
  const row = await pendingRequestForManager(trx, actor.userId, args.id);
  const estateId = Number(row.estate_id);
  const unitNo = isMembershipUnitRole(args.roleName) ? args.unitNo : '';
  if (unitNo) {
    const unit = await core.findUnit(trx, estateId, unitNo);
    if (!unit) throw badRequest(format(MEMBERSHIP_MESSAGES.unitUnknown, { unitNo }), 'membership/unit-unknown');
    if (Number(unit.archived_at) > 0) throw badRequest(format(MEMBERSHIP_MESSAGES.unitArchived, { unitNo }), 'membership/unit-archived');
  }
  const held = await core.listUserRolesAt(trx, row.user_id, estateId);
  if (held.some((r) => r.role_name === args.roleName && r.unit_no === unitNo)) {
    throw conflict(format(MEMBERSHIP_MESSAGES.alreadyHolds, { role: roleText(args.roleName, unitNo) }), 'membership/already-holds');
  }
  const now = Date.now();
  const decided = await repo.updateRequestFrom(trx, row.id, 'pending', {
    status: 'approved',
    granted_role: args.roleName,
    granted_unit_no: unitNo,
    decided_by: actor.userId,
    decided_at: now,
    updated_at: now,
  });
  if (!decided) throw conflict(MEMBERSHIP_MESSAGES.alreadyDecided, 'membership/decided');
  const role = await core.insertUserRole(trx, {
    id: crypto.randomUUID(),
    user_id: row.user_id,
    estate_id: estateId,
    role_name: args.roleName,
    unit_no: unitNo,
    access_control: 1,
    created_at: now,
  });
  await publish(trx, scopes.user(row.user_id), 'userRoles', role.id, toUserRole(role));
  await publishMemberCard(trx, ctx.hooks, estateId, row.user_id);
  await publishRequest(trx, decided);
  await logMembershipChange(trx, {
    estateId,
    personId: row.user_id,
    actorId: actor.userId,
    action: 'approved',
    roleAfter: args.roleName,
    unitAfter: unitNo,
    at: now,
  });
  await tellPerson(ctx, trx, decided);
}

/** `membership.decline`: the estate's manager declines with the reason; the person is told it. */
export async function declineRequest(trx: Trx, actor: Actor, args: MembershipDeclineArgs, ctx: AppContext): Promise<void> {
  const row = await pendingRequestForManager(trx, actor.userId, args.id);
  const now = Date.now();
  const decided = await repo.updateRequestFrom(trx, row.id, 'pending', {
    status: 'declined',
    reason: args.reason,
    decided_by: actor.userId,
    decided_at: now,
    updated_at: now,
  });
  if (!decided) throw conflict(MEMBERSHIP_MESSAGES.alreadyDecided, 'membership/decided');
  await publishRequest(trx, decided);
  await logMembershipChange(trx, {
    estateId: Number(row.estate_id),
    personId: row.user_id,
    actorId: actor.userId,
    action: 'declined',
    reason: args.reason,
    at: now,
  });
  await tellPerson(ctx, trx, decided);
}

/** `membership.withdraw`: the person takes back their own open request (another's answers as none would). */
export async function withdrawRequest(trx: Trx, actor: Actor, args: MembershipWithdrawArgs): Promise<void> {
  const row = await repo.findRequest(trx, args.id);
  if (!row || row.user_id !== actor.userId) throw notFound(MEMBERSHIP_MESSAGES.notFound, 'membership/not-found');
  if (!isOpenRequest(row.status as MembershipStatus)) throw conflict(MEMBERSHIP_MESSAGES.alreadyDecided, 'membership/decided');
  const withdrawn = await repo.updateRequestFrom(trx, row.id, row.status, { status: 'withdrawn', updated_at: Date.now() });
  if (!withdrawn) throw conflict(MEMBERSHIP_MESSAGES.alreadyDecided, 'membership/decided');
  await publishRequest(trx, withdrawn, row.status === 'pending');
}

/**
 * The person's requests go with their account (`user_id`); before they do, they leave the
 * managers' scope. Runs inside the account-deletion transaction.
 */
export async function forgetUserRequests(trx: Trx, userId: string): Promise<void> {
  for (const row of await repo.listUserRequests(trx, userId)) {
    if (row.status !== 'awaitingVerification') await publish(trx, scopes.manager(Number(row.estate_id)), 'membershipRequests', row.id, null);
  }
}
