import type { AccessRequest, AccessRequestAnswerArgs, AccessRequestCreateArgs, AccessRequestPhotoArgs } from '../../../src/contract/access-requests';
import { accessRequestCutoff, accessRequestOpen } from '../../../src/domain/access-requests';
import { ANSWERABLE_ACTION_TYPE } from '../../../src/domain/push';
import { GATE_STAFF_ROLES, UNIT_PEOPLE_ROLES } from '../../../src/domain/roles';
import { ACCESS_REQUEST_MESSAGES } from '../../../src/i18n/en/access-requests';
import { format } from '../../../src/i18n/format';
import { requireAccess } from '../../auth/authorize';
import type { Actor, AppContext } from '../../context';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { addPurged, inBatches, PURGE_BATCH, type PurgedRows } from '../../lib/purge';
import { forgetRows, publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { isOwnPhotoUrl } from '../files/files.service';
import { notify } from '../notifications/notifications.service';
import * as core from '../core/core.service';
import { configFor } from '../people/config.service';
import * as repo from './access-requests.repository';

/**
 * Visitor access requests (issue 29): a visitor at the gate without a pass; the guard asks the
 * unit's residents (`accessRequests.create`, through the console's outbox), each resident of the
 * unit gets a 'Visitor Access Request' notification they can answer (its push's Approve and
 * Decline, or the accessAlert page), and the first answer (`accessRequests.answer`) stands. A
 * request goes to the estate's gate scope (every console) and to the unit's scope (its people).
 */

/** The notification type (the spec's Visitor Access category; the same string as a pass refusal's). */
export const ACCESS_REQUEST_TYPE = 'Visitor Access Request';

export function toAccessRequest(row: repo.AccessRequestRow): AccessRequest {
  return {
    id: row.id,
    estateId: Number(row.estate_id),
    unitNo: row.unit_no,
    visitorName: row.visitor_name,
    note: row.note,
    guardUserId: row.guard_user_id,
    guardName: row.guard_name,
    state: row.state as AccessRequest['state'],
    answeredBy: row.answered_by,
    answeredByName: row.answered_by_name,
    createdAt: Number(row.created_at),
    answeredAt: row.answered_at === null ? null : Number(row.answered_at),
    photoUrl: row.photo_url,
    gateName: row.gate_name,
  };
}

/** Publishes a request to the estate's gate consoles and to its unit's people. */
async function publishRequest(trx: Trx, row: repo.AccessRequestRow): Promise<AccessRequest> {
  const request = toAccessRequest(row);
  await publish(trx, scopes.gate(request.estateId), 'accessRequests', request.id, request);
  await publish(trx, scopes.unit(request.estateId, request.unitNo), 'accessRequests', request.id, request);
  return request;
}

/** The people of a unit who are asked and may answer: its holders and its delegate. */
const unitPeople = (db: Trx, estateId: number, unitNo: string) => core.listUnitHolders(db, estateId, unitNo, UNIT_PEOPLE_ROLES);

const displayName = (user: { display_name: string; first_name: string; last_name: string } | undefined): string =>
  user ? user.display_name || `${user.first_name} ${user.last_name}`.trim() : '';

/** The name of the estate's access zone `zoneId` (the console's gate), '' when none or unknown (a console with an old list). */
async function gateName(trx: Trx, estateId: number, zoneId: number): Promise<string> {
  if (zoneId === 0) return '';
  return (await configFor(trx, estateId)).accessZones.find((z) => z.id === zoneId)?.accessZoneName ?? '';
}

/**
 * `accessRequests.create`: the estate's gate staff ask the unit's people about a visitor. A unit
 * nobody lives in is refused (400 unknownUnit). The request is PENDING; each person of the unit is
 * notified once; the console's gate (its zone) is recorded by name. A replay of the id by the same guard changes nothing; another's is refused.
 */
export async function createAccessRequest(trx: Trx, guardUserId: string, args: AccessRequestCreateArgs): Promise<AccessRequest> {
  await requireAccess(trx, guardUserId, {
    estateId: args.estateId,
    roles: GATE_STAFF_ROLES,
    message: ACCESS_REQUEST_MESSAGES.notGuard,
    code: 'access-requests/not-guard',
  });
  const existing = await repo.findAccessRequest(trx, args.id);
  if (existing) {
    if (existing.guard_user_id !== guardUserId) throw badRequest(ACCESS_REQUEST_MESSAGES.exists, 'access-requests/exists');
    return toAccessRequest(existing);
  }
  const people = await unitPeople(trx, args.estateId, args.unitNo);
  if (people.length === 0) throw badRequest(ACCESS_REQUEST_MESSAGES.unknownUnit, 'access-requests/unknown-unit');
  const guard = await core.findUserById(trx, guardUserId);
  const row = await repo.insertAccessRequest(trx, {
    id: args.id,
    estate_id: args.estateId,
    unit_no: args.unitNo,
    visitor_name: args.visitorName,
    note: args.note,
    guard_user_id: guardUserId,
    guard_name: displayName(guard),
    state: 'PENDING',
    answered_by: '',
    answered_by_name: '',
    created_at: Date.now(),
    answered_at: null,
    photo_url: '',
    gate_name: await gateName(trx, args.estateId, args.zoneId ?? 0),
  });
  const request = await publishRequest(trx, row);
  for (const person of people) {
    await notify(trx, {
      userId: person.id,
      estateId: request.estateId,
      type: ACCESS_REQUEST_TYPE,
      title: ACCESS_REQUEST_MESSAGES.notificationTitle,
      description: format(ACCESS_REQUEST_MESSAGES.notificationText, { visitor: request.visitorName, unitNo: request.unitNo }),
      actionID: request.id,
      actionType: ANSWERABLE_ACTION_TYPE,
      approvalUID: request.id,
    });
  }
  return request;
}

/**
 * `accessRequests.answer`: a person of the request's unit approves or declines. The first answer
 * within the answer window stands; another person's later answer is refused (409, who answered
 * what) and so is one that arrives after the window (409 notAnsweredInTime): the device rolls it
 * back and shows why. The same person's answer again changes nothing. Anyone else: 404 when the
 * request is at an estate they hold no role at (as for none), else 403 notYourUnit.
 */
export async function answerAccessRequest(trx: Trx, userId: string, args: AccessRequestAnswerArgs): Promise<AccessRequest> {
  const found = await repo.findAccessRequest(trx, args.id);
  if (!found) throw notFound(ACCESS_REQUEST_MESSAGES.notFound, 'access-requests/not-found');
  const estateId = Number(found.estate_id);
  try {
    await requireAccess(trx, userId, { estateId, member: true });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 403) throw notFound(ACCESS_REQUEST_MESSAGES.notFound, 'access-requests/not-found');
    throw error;
  }
  await requireAccess(trx, userId, {
    estateId,
    unitNo: found.unit_no,
    roles: UNIT_PEOPLE_ROLES,
    message: ACCESS_REQUEST_MESSAGES.notYourUnit,
    code: 'access-requests/not-your-unit',
  });
  const now = Date.now();
  if (found.state !== 'PENDING') return answeredAlready(found, userId);
  if (!accessRequestOpen(Number(found.created_at), now)) throw conflict(ACCESS_REQUEST_MESSAGES.notAnsweredInTime, 'access-requests/expired');
  const answerer = await core.findUserById(trx, userId);
  const updated = await repo.answerPendingRequest(trx, found.id, {
    state: args.answer,
    answered_by: userId,
    answered_by_name: displayName(answerer),
    answered_at: now,
  });
  if (!updated) return answeredAlready((await repo.findAccessRequest(trx, found.id)) ?? found, userId);
  return publishRequest(trx, updated);
}

/**
 * A request answered before this answer arrived: the caller's own answer again (another of their
 * devices, or the push's action and the page) changes nothing and is no error; another person's is
 * refused (409) with who answered what, so the device rolls its optimistic answer back to the one
 * that stands.
 */
function answeredAlready(row: repo.AccessRequestRow, userId: string): AccessRequest {
  const request = toAccessRequest(row);
  if (request.answeredBy === userId) return request;
  const name = request.answeredByName;
  const message =
    name === ''
      ? ACCESS_REQUEST_MESSAGES.answeredAlready
      : format(request.state === 'APPROVED' ? ACCESS_REQUEST_MESSAGES.approvedAlready : ACCESS_REQUEST_MESSAGES.deniedAlready, { name });
  throw conflict(message, 'access-requests/answered');
}

/**
 * `accessRequests.setPhoto`: the guard who asked adds their photo of the visitor (their own upload,
 * made when the console could send it, so it follows the request through the outbox). Anyone else:
 * 404 as for none; a URL that is not the guard's upload: 400.
 */
export async function setAccessRequestPhoto(trx: Trx, userId: string, args: AccessRequestPhotoArgs): Promise<AccessRequest> {
  const found = await repo.findAccessRequest(trx, args.id);
  if (!found || found.guard_user_id !== userId) throw notFound(ACCESS_REQUEST_MESSAGES.notFound, 'access-requests/not-found');
  if (args.url === '' || !(await isOwnPhotoUrl(trx, userId, args.url))) throw badRequest(ACCESS_REQUEST_MESSAGES.photoFailed, 'access-requests/photo');
  if (found.photo_url === args.url) return toAccessRequest(found);
  return publishRequest(trx, await repo.setRequestPhoto(trx, found.id, args.url));
}

export async function setAccessRequestPhotoMutator(trx: Trx, actor: Actor, args: AccessRequestPhotoArgs): Promise<void> {
  await setAccessRequestPhoto(trx, actor.userId, args);
}

export async function createAccessRequestMutator(trx: Trx, actor: Actor, args: AccessRequestCreateArgs): Promise<void> {
  await createAccessRequest(trx, actor.userId, args);
}

export async function answerAccessRequestMutator(trx: Trx, actor: Actor, args: AccessRequestAnswerArgs): Promise<void> {
  await answerAccessRequest(trx, actor.userId, args);
}

/**
 * Retention: requests made more than ACCESS_REQUEST_KEEP_DAYS ago go, with their change-log
 * entries and no tombstone; the devices drop their copies by the same age
 * (src/features/access-requests/access-requests.feature.ts). In batches, estate by estate.
 */
export async function purgeOldAccessRequests(ctx: Pick<AppContext, 'db'>, now = Date.now(), batch = PURGE_BATCH): Promise<PurgedRows> {
  const before = accessRequestCutoff(now);
  const total: PurgedRows = {};
  for (const estateId of await core.listEstateIds(ctx.db)) {
    const purged = await inBatches(async () => {
      const ids = await repo.listRequestIdsCreatedBefore(ctx.db, estateId, before, batch);
      const rows = await writeTransaction(ctx.db, async (trx) => {
        const deleted = await repo.deleteRequestsCreatedBefore(trx, ids, before);
        return { access_requests: deleted.length, change_log: await forgetRows(trx, 'accessRequests', deleted) };
      });
      return { purged: rows, more: ids.length === batch };
    });
    addPurged(total, purged);
  }
  return total;
}

/** A deleted user's name and id leave the requests they asked or answered (the estate's record stays); republished. */
export async function forgetAccessRequestUser(trx: Trx, userId: string): Promise<void> {
  const rows = new Map((await repo.forgetUser(trx, userId)).map((row) => [row.id, row]));
  for (const row of rows.values()) await publishRequest(trx, row);
}
