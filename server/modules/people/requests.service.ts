import type { RequestDecisionArgs, UnitRequest, UnitRequestArgs } from '../../../src/contract/people';
import { MANAGER_ROLES } from '../../../src/domain/roles';
import { LETTING_MESSAGES } from '../../../src/i18n/en/invites';
import { ASSOCIATE_MESSAGES, REQUEST_MESSAGES } from '../../../src/i18n/en/people';
import { format } from '../../../src/i18n/format';
import { requireAccess } from '../../auth/authorize';
import type { Actor, AppContext, ModuleHooks } from '../../context';
import type { MailMessage } from '../../mail/mailer';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { notify } from '../notifications/notifications.service';
import { clearDelegate, makeDelegate, sendWithWrite } from './delegates.service';
import { toUnitRequest } from './people-rows';
import * as repo from './people.repository';
import { associateNamed, newRowId } from './associates.service';
import { ensureUnit, publishUnit, requireUnitHolder, requireUnitPeople } from './units.service';
import { isMinorRelationship } from '../../../src/domain/associates';
import * as core from '../core/core.service';

/**
 * Requests to the estate manager (spec 2 sections 4-6): removing an associate, more associates
 * for the unit, a change of delegate. Made by the unit's people (a delegate change by its
 * holders), decided by the estate's managers; the decision reaches the requester as a
 * notification and changes the data.
 */

/** Publishes the request to the unit's people and the estate's managers. */
async function publishRequest(trx: Trx, row: repo.RequestRow): Promise<UnitRequest> {
  const request = toUnitRequest(row);
  await publish(trx, scopes.unit(request.estateId, request.unitNo), 'unitRequests', request.id, request);
  await publish(trx, scopes.manager(request.estateId), 'unitRequests', request.id, request);
  return request;
}

/** `people.request` and the spec's REST requests: one PENDING request; a replay of its id changes nothing. */
export async function createRequest(trx: Trx, userId: string, args: UnitRequestArgs): Promise<UnitRequest> {
  // A delegate change and more letting guests are the holders' (the letting user's) to ask for.
  if (args.kind === 'delegateChange' || args.kind === 'moreGuests') await requireUnitHolder(trx, userId, args.estateId, args.unitNo);
  else await requireUnitPeople(trx, userId, args.estateId, args.unitNo);
  const existing = await repo.findRequest(trx, args.requestId);
  if (existing) {
    if (existing.user_id === userId && existing.kind === args.kind && Number(existing.estate_id) === args.estateId && existing.unit_no === args.unitNo)
      return toUnitRequest(existing);
    throw badRequest(ASSOCIATE_MESSAGES.tryLater, 'people/request-exists');
  }
  let associateName = '';
  let associateId = '';
  if (args.kind === 'moreGuests' && Number((await core.findUnit(trx, args.estateId, args.unitNo))?.is_letting ?? 0) !== 1)
    throw forbidden(LETTING_MESSAGES.notLettingUnit, 'people/not-letting-unit');
  if (args.kind !== 'moreAssociates' && args.kind !== 'moreGuests') {
    const associate = args.associateId === '' ? undefined : await repo.findAssociate(trx, args.associateId);
    if (!associate || associate.status !== 'active' || Number(associate.estate_id) !== args.estateId || associate.unit_no !== args.unitNo) {
      throw notFound(ASSOCIATE_MESSAGES.notFound, 'people/associate-not-found');
    }
    if (args.kind === 'delegateChange' && (Number(associate.is_minor) === 1 || isMinorRelationship(associate.relationship)))
      throw badRequest(ASSOCIATE_MESSAGES.delegateMinor, 'people/delegate-minor');
    associateName = `${associate.first_name} ${associate.last_name}`;
    associateId = associate.id;
  }
  if (await repo.findPendingRequest(trx, args.estateId, args.unitNo, args.kind, associateId))
    throw badRequest(ASSOCIATE_MESSAGES.requestPending, 'people/request-pending');
  const requester = await core.findUserById(trx, userId);
  const row = await repo.insertRequest(trx, {
    id: args.requestId,
    estate_id: args.estateId,
    unit_no: args.unitNo,
    kind: args.kind,
    associate_id: associateId,
    associate_name: associateName,
    user_id: userId,
    requested_by_name: requester?.display_name ?? '',
    status: 'PENDING',
    reason: '',
    decided_by: '',
    created_at: Date.now(),
    decided_at: 0,
  });
  return publishRequest(trx, row);
}

export async function createRequestMutator(trx: Trx, actor: Actor, args: UnitRequestArgs): Promise<void> {
  await createRequest(trx, actor.userId, args);
}

/** DELETE API.associates: the removal of the associate named by ID number (or id) is requested (`userID` must be the caller). */
export async function requestRemovalFor(
  ctx: AppContext,
  callerId: string,
  userId: string | undefined,
  estateId: number,
  unitNo: string,
  named: { idNumber?: string | undefined; associateId?: string | undefined },
): Promise<UnitRequest> {
  const id = await requireAccess(ctx.db, callerId, { self: userId });
  const associate = await associateNamed(ctx, id, estateId, unitNo, named);
  return writeTransaction(ctx.db, (trx) => createRequest(trx, id, { requestId: newRowId(), kind: 'removal', estateId, unitNo, associateId: associate.id }));
}

/** PUT API.associatesRequestIncrease: more associates for the unit are requested (`userID` must be the caller). */
export async function requestIncreaseFor(
  ctx: AppContext,
  callerId: string,
  userId: string | undefined,
  estateId: number,
  unitNo: string,
): Promise<UnitRequest> {
  const id = await requireAccess(ctx.db, callerId, { self: userId });
  return writeTransaction(ctx.db, (trx) => createRequest(trx, id, { requestId: newRowId(), kind: 'moreAssociates', estateId, unitNo, associateId: '' }));
}

/**
 * Removes an associate (approved removal): what other modules do on a removal (`hooks.associateRemoved`:
 * the invites module revokes the associate's passes), removed, tombstoned, the delegate's role taken
 * back, the unit's count republished.
 */
async function removeAssociate(trx: Trx, hooks: ModuleHooks, associate: repo.AssociateRow, now: number): Promise<void> {
  // The associate's gate pass first (its rows locked before anything publishes): refused at the guards' next sync.
  for (const step of hooks.associateRemoved) await step(trx, Number(associate.estate_id), associate.id);
  if (Number(associate.is_delegate) === 1) await clearDelegate(trx, hooks, associate);
  await repo.updateAssociate(trx, associate.id, { status: 'removed', removed_at: now, is_delegate: 0, delegate_user_id: '' });
  const estateId = Number(associate.estate_id);
  await publish(trx, scopes.unit(estateId, associate.unit_no), 'associates', associate.id, null);
  await publishUnit(trx, estateId, associate.unit_no);
}

/** What the notification calls the request ('remove Nomsa Dube', ...). */
function kindText(row: repo.RequestRow): string {
  if (row.kind === 'removal') return format(REQUEST_MESSAGES.kindRemoval, { name: row.associate_name });
  if (row.kind === 'delegateChange') return format(REQUEST_MESSAGES.kindDelegateChange, { name: row.associate_name });
  if (row.kind === 'moreGuests') return format(REQUEST_MESSAGES.kindMoreGuests, { unitNo: row.unit_no });
  return format(REQUEST_MESSAGES.kindMoreAssociates, { unitNo: row.unit_no });
}

/** Approving changes the data: removal, one more associate or guest place at the unit, or the new delegate (the old one cleared). */
async function applyApproval(trx: Trx, hooks: ModuleHooks, row: repo.RequestRow, now: number): Promise<MailMessage | null> {
  const estateId = Number(row.estate_id);
  if (row.kind === 'moreAssociates') {
    await ensureUnit(trx, estateId, row.unit_no);
    await core.addAssociatePlace(trx, estateId, row.unit_no, now);
    await publishUnit(trx, estateId, row.unit_no);
    return null;
  }
  if (row.kind === 'moreGuests') {
    await ensureUnit(trx, estateId, row.unit_no);
    await core.addGuestPlace(trx, estateId, row.unit_no, now);
    await publishUnit(trx, estateId, row.unit_no);
    return null;
  }
  const associate = await repo.findAssociate(trx, row.associate_id);
  const active = associate?.status === 'active' ? associate : undefined;
  if (row.kind === 'removal') {
    // Removed meanwhile (by another request): nothing left to do.
    if (active) await removeAssociate(trx, hooks, active, now);
    return null;
  }
  if (!active) throw badRequest(ASSOCIATE_MESSAGES.removed, 'people/associate-removed');
  const current = await repo.findUnitDelegate(trx, estateId, row.unit_no);
  if (current?.id === active.id) return null;
  if (current) await clearDelegate(trx, hooks, current);
  return (await makeDelegate(trx, hooks, active, row.user_id)).mail;
}

/**
 * POST API.requestDecision(id): the request's estate managers approve (the data changes) or
 * decline with a reason; the requester is notified and the request republished with its status.
 */
export async function decideRequest(ctx: AppContext, callerId: string, requestId: string, args: RequestDecisionArgs): Promise<UnitRequest> {
  const found = await repo.findRequest(ctx.db, requestId);
  if (!found) throw notFound(REQUEST_MESSAGES.notFound, 'people/request-not-found');
  await requireAccess(ctx.db, callerId, { estateId: Number(found.estate_id), roles: MANAGER_ROLES });
  return writeTransaction(ctx.db, async (trx) => {
    const row = await repo.lockRequest(trx, ctx.dialect, requestId);
    if (!row) throw notFound(REQUEST_MESSAGES.notFound, 'people/request-not-found');
    if (row.status !== 'PENDING') throw badRequest(REQUEST_MESSAGES.alreadyDecided, 'people/request-decided');
    const now = Date.now();
    const approved = args.decision === 'approve';
    const mail = approved ? await applyApproval(trx, ctx.hooks, row, now) : null;
    const updated = await repo.updateRequest(trx, row.id, {
      status: approved ? 'APPROVED' : 'DECLINED',
      reason: approved ? '' : args.reason,
      decided_by: callerId,
      decided_at: now,
    });
    const kind = kindText(updated);
    await notify(trx, {
      userId: updated.user_id,
      estateId: Number(updated.estate_id),
      type: 'Estate Manager',
      title: approved ? REQUEST_MESSAGES.approvedTitle : REQUEST_MESSAGES.declinedTitle,
      description: approved ? format(REQUEST_MESSAGES.approvedText, { kind }) : format(REQUEST_MESSAGES.declinedText, { kind, reason: args.reason }),
    });
    await sendWithWrite(ctx, trx, mail);
    return publishRequest(trx, updated);
  });
}
