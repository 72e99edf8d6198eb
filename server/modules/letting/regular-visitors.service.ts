import crypto from 'node:crypto';
import type { InviteAnswer, RegularVisitor, RegularVisitorCreateArgs } from '../../../src/contract/invites';
import { samePhone } from '../../../src/domain/invites';
import { INVITE_MESSAGES, REGULAR_VISITOR_MESSAGES } from '../../../src/i18n/en/invites';
import { REGULAR_VISITOR_NOTICES } from '../../../src/i18n/en/regular-visitors';
import { format } from '../../../src/i18n/format';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { deliverMail } from '../../mail/outbox.service';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { listActiveInvitesOfRegularVisitors, revokeInvite } from '../invites/invites.service';
import { activePassOf } from '../invites/passes.service';
import { notify } from '../notifications/notifications.service';
import { configFor } from '../people/config.service';
import { lockUnitForCount } from '../people/units.service';
import { createJoinToken } from './join.service';
import { joinMail, knownZones, notYours, requireHolder, requireReader, zonesOfKind } from './letting-common';
import { splitName, toRegularVisitor } from './letting-rows';
import * as repo from './letting.repository';
import { reconcileVisitorRole } from './visitor-role.service';
import * as core from '../core/core.service';

/**
 * Regular (verified) visitors of a unit (spec 2 sections 2-7): the unit's holders invite one by
 * e-mail (a join link), the visitor signs up, joins and onboards, the holders approve or decline
 * them and may remove them. Rows are synced to the unit's scope; the visitor's role follows
 * their rows (visitor-role.service.ts).
 */

const notFoundHere = () => notYours(REGULAR_VISITOR_MESSAGES.notFound, 'letting/visitor-not-found');

/** A regular visitor (not removed) of a unit the caller holds; 404 otherwise, the same for another unit's as for none. */
async function heldVisitor(db: AppContext['db'] | Trx, callerId: string, id: string): Promise<repo.RegularVisitorRow> {
  const row = await repo.findRegularVisitor(db, id);
  if (!row || row.status === 'REMOVED' || row.owner_id === '') throw notFoundHere();
  try {
    await requireHolder(db, callerId, Number(row.estate_id), row.unit_no);
  } catch {
    throw notFoundHere();
  }
  return row;
}

export const publishVisitor = (trx: Trx, row: repo.RegularVisitorRow) =>
  publish(trx, scopes.unit(Number(row.estate_id), row.unit_no), 'regularVisitors', row.id, row.status === 'REMOVED' ? null : toRegularVisitor(row));

/**
 * A holder of the unit invites a regular visitor named `id`, in `trx` (spec 'Regular visitor
 * create'). One already at the unit with the same phone (not removed) answers alreadyActive 1
 * with the estate's regularVisitExistsMsg and nothing changes; otherwise the visitor is INVITED
 * and their join link e-mailed once the write commits. An `id` the caller stored at the unit answers again.
 */
export async function createRegularVisitorIn(trx: Trx, ctx: AppContext, callerId: string, args: RegularVisitorCreateArgs, id: string): Promise<InviteAnswer> {
  await requireHolder(trx, callerId, args.estateId, args.standNo);
  const config = await configFor(trx, args.estateId);
  const zones = zonesOfKind(config, 'regularVisitor');
  if (zones.length > 0 && !knownZones(args.accessGroups, zones)) throw badRequest(INVITE_MESSAGES.zoneRequired, 'letting/zone');
  const resident = await core.findUserById(trx, callerId);
  if (resident && resident.mobile !== '' && samePhone(resident.mobile, args.phoneNumber)) throw badRequest(INVITE_MESSAGES.ownPhone, 'letting/own-phone');
  // One writer per unit at a time, so two invitations of one phone cannot both be made.
  await lockUnitForCount(trx, ctx.dialect, args.estateId, args.standNo);
  const stored = await repo.findRegularVisitor(trx, id);
  if (stored) {
    if (stored.owner_id !== callerId || Number(stored.estate_id) !== args.estateId || stored.unit_no !== args.standNo)
      throw badRequest(REGULAR_VISITOR_MESSAGES.notFound, 'letting/visitor-exists');
    return { status: 'success', details: [{ Message: INVITE_MESSAGES.sent, alreadyActive: 0, id }] };
  }
  const existing = (await repo.listRegularVisitorsOfUnit(trx, args.estateId, args.standNo)).find((r) => samePhone(r.phone, args.phoneNumber));
  if (existing) {
    const message = config.wizard.regularVisitExistsMsg || REGULAR_VISITOR_NOTICES.alreadyRegistered;
    return { status: 'success', details: [{ Message: message, alreadyActive: 1, id: existing.id }] };
  }
  const now = Date.now();
  const { first, last } = splitName(args.displayName);
  const row = await repo.insertRegularVisitor(trx, {
    id,
    estate_id: args.estateId,
    unit_no: args.standNo,
    owner_id: callerId,
    display_name: args.displayName,
    first_name: first,
    last_name: last,
    phone: args.phoneNumber,
    email: args.email,
    ...repo.NOT_ONBOARDED,
    zone_ids: args.accessGroups.join(','),
    status: 'INVITED',
    created_at: now,
    onboarded_at: null,
    ended_at: null,
    purged_at: null,
    visitor_user_id: '',
    decided_at: null,
  });
  const token = await createJoinToken(trx, 'regularVisitor', row.id, args.estateId, now);
  await publishVisitor(trx, row);
  const estate = (await core.estateName(trx, args.estateId)) ?? '';
  const mail = joinMail(ctx, args.email, { estate, name: first, resident: resident?.display_name ?? '', token });
  await deliverMail(ctx, mail, 'letting join mail', trx);
  return { status: 'success', details: [{ Message: INVITE_MESSAGES.sent, alreadyActive: 0, id: row.id }] };
}

/** POST API.regularVisitors: `createRegularVisitorIn` in a transaction of its own, under a new id. */
export async function createRegularVisitor(ctx: AppContext, callerId: string, args: RegularVisitorCreateArgs): Promise<InviteAnswer> {
  const id = crypto.randomUUID().replace(/-/g, '');
  return writeTransaction(ctx.db, (trx) => createRegularVisitorIn(trx, ctx, callerId, args, id));
}

/** GET API.regularVisitors?uid=&estateID=&unitNo=: the unit's regular visitors, not removed (`uid` must be the caller). */
export async function listRegularVisitorsFor(
  ctx: AppContext,
  callerId: string,
  uid: string | undefined,
  estateId: number,
  unitNo: string,
): Promise<RegularVisitor[]> {
  const id = await requireAccess(ctx.db, callerId, { self: uid });
  await requireReader(ctx.db, id, estateId, unitNo);
  return (await repo.listRegularVisitorsOfUnit(ctx.db, estateId, unitNo)).map(toRegularVisitor);
}

/**
 * Ends a regular visitor (removed, or declined): their join links go, their role follows (and
 * their credentials when they lose the access list), their active invites are revoked (their
 * passes refused after the guards' next sync). Call before the transaction publishes.
 */
async function endVisitor(
  ctx: AppContext,
  trx: Trx,
  callerId: string,
  row: repo.RegularVisitorRow,
  status: 'REMOVED' | 'DECLINED',
  now: number,
): Promise<repo.RegularVisitorRow> {
  const updated = await repo.updateRegularVisitor(trx, row.id, { status, ended_at: now, ...(status === 'DECLINED' ? { decided_at: now } : {}) });
  await repo.deleteJoinTokensOf(trx, 'regularVisitor', [row.id]);
  await reconcileVisitorRole(ctx, trx, row.visitor_user_id, Number(row.estate_id));
  for (const invite of await listActiveInvitesOfRegularVisitors(trx, [row.id])) {
    if (Number(invite.estate_id) === Number(row.estate_id) && invite.unit_no === row.unit_no) await revokeInvite(trx, callerId, { inviteId: invite.id });
  }
  return updated;
}

/** A holder of the unit removes the visitor in `trx` (REMOVED, tombstoned from the unit). */
export async function removeRegularVisitorIn(trx: Trx, ctx: AppContext, callerId: string, id: string): Promise<RegularVisitor> {
  const row = await heldVisitor(trx, callerId, id);
  const updated = await endVisitor(ctx, trx, callerId, row, 'REMOVED', Date.now());
  await publishVisitor(trx, updated);
  return toRegularVisitor(updated);
}

/** DELETE API.regularVisitor(id): `removeRegularVisitorIn` in a transaction of its own. */
export async function removeRegularVisitor(ctx: AppContext, callerId: string, id: string): Promise<RegularVisitor> {
  await heldVisitor(ctx.db, callerId, id);
  return writeTransaction(ctx.db, (trx) => removeRegularVisitorIn(trx, ctx, callerId, id));
}

/**
 * A holder of the unit approves (APPROVED: the visitor's role enters the estate's access list) or
 * declines (DECLINED: the role goes) a visitor who onboarded (PENDING), in `trx`; the visitor is notified.
 */
export async function decideRegularVisitorIn(
  trx: Trx,
  ctx: AppContext,
  callerId: string,
  id: string,
  decision: 'approve' | 'decline',
): Promise<RegularVisitor> {
  const row = await heldVisitor(trx, callerId, id);
  if (row.status !== 'PENDING') throw badRequest(REGULAR_VISITOR_NOTICES.alreadyDecided, 'letting/visitor-decided');
  const now = Date.now();
  const estateId = Number(row.estate_id);
  let updated: repo.RegularVisitorRow;
  if (decision === 'approve') {
    updated = await repo.updateRegularVisitor(trx, row.id, { status: 'APPROVED', decided_at: now });
    await reconcileVisitorRole(ctx, trx, row.visitor_user_id, estateId);
  } else {
    updated = await endVisitor(ctx, trx, callerId, row, 'DECLINED', now);
  }
  if (row.visitor_user_id !== '') {
    const params = { resident: (await core.findUserById(trx, callerId))?.display_name ?? '', estate: (await core.estateName(trx, estateId)) ?? '' };
    await notify(trx, {
      userId: row.visitor_user_id,
      estateId,
      type: 'Visitor Access',
      title: decision === 'approve' ? REGULAR_VISITOR_NOTICES.approvedTitle : REGULAR_VISITOR_NOTICES.declinedTitle,
      description: format(decision === 'approve' ? REGULAR_VISITOR_NOTICES.approvedText : REGULAR_VISITOR_NOTICES.declinedText, params),
    });
  }
  await publishVisitor(trx, updated);
  return toRegularVisitor(updated);
}

/** POST API.regularVisitorDecision(id): `decideRegularVisitorIn` in a transaction of its own. */
export async function decideRegularVisitor(ctx: AppContext, callerId: string, id: string, decision: 'approve' | 'decline'): Promise<RegularVisitor> {
  await heldVisitor(ctx.db, callerId, id);
  return writeTransaction(ctx.db, (trx) => decideRegularVisitorIn(trx, ctx, callerId, id, decision));
}

/** The spec's 'Upcoming invite': inviteId, visitInfo, status ('Active' or other), inviteURL (the pass page). */
export type UpcomingInvite = { inviteId: string; visitInfo: string; status: string; inviteURL: string };

/**
 * GET API.regularVisitorInvites: the caller's upcoming invites as a regular visitor (the visitor
 * invites residents sent them after approving them) and as a letter (their letting's pass),
 * each with the link of its pass page.
 */
export async function upcomingInvitesOf(ctx: AppContext, callerId: string): Promise<UpcomingInvite[]> {
  const now = Date.now();
  const answers: (UpcomingInvite & { at: string })[] = [];
  const estates = new Map<number, string>();
  const estateNameOf = async (estateId: number) => {
    if (!estates.has(estateId)) estates.set(estateId, (await core.estateName(ctx.db, estateId)) ?? '');
    return estates.get(estateId) ?? '';
  };
  const entry = async (id: string, estateId: number, unitNo: string, from: string, to: string) => {
    const pass = await activePassOf(ctx.db, estateId, id);
    if (!pass) return;
    answers.push({
      inviteId: id,
      visitInfo: format(REGULAR_VISITOR_NOTICES.visitInfo, { estate: await estateNameOf(estateId), unitNo, from, to }),
      status: REGULAR_VISITOR_NOTICES.active,
      inviteURL: `/visit/${pass.linkToken}`,
      at: from,
    });
  };
  const visitors = (await repo.listRegularVisitorsOfUser(ctx.db, callerId)).filter((r) => r.status === 'APPROVED');
  for (const invite of await listActiveInvitesOfRegularVisitors(
    ctx.db,
    visitors.map((r) => r.id),
  )) {
    if (Number(invite.ends_at) > now) await entry(invite.id, Number(invite.estate_id), invite.unit_no, invite.date_start, invite.date_end);
  }
  for (const letter of await repo.listLettersOfUser(ctx.db, callerId)) {
    if (letter.status === 'ACTIVE' && Number(letter.ends_at) > now)
      await entry(letter.id, Number(letter.estate_id), letter.unit_no, letter.date_start, letter.date_end);
  }
  return answers.sort((a, b) => a.at.localeCompare(b.at)).map(({ at: _at, ...invite }) => invite);
}
