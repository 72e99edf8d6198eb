import type { Snag, SnagHistoryEntry, SnagPhotoArgs, SnagReportArgs, SnagStatusArgs } from '../../../src/contract/snags';
import { SNAG_MAX_PHOTOS, snagPhotoUrl } from '../../../src/contract/snags';
import { MANAGER_ROLES, UNIT_PEOPLE_ROLES } from '../../../src/domain/roles';
import { SNAG_CATEGORY_WORDS, SNAG_MESSAGES, SNAG_NOTIFICATIONS, SNAG_STATUS_WORDS } from '../../../src/i18n/en/snags';
import { format } from '../../../src/i18n/format';
import { requireAccess } from '../../auth/authorize';
import type { Actor, AppContext } from '../../context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { claimOwnFile, giveFilesOf, readStoredFile } from '../files/files.service';
import { notify } from '../notifications/notifications.service';
import * as repo from './snags.repository';
import * as core from '../core/core.service';

/**
 * Maintenance requests (spec 'Snag'): reported by a holder of the unit through the outbox (numbered
 * per estate when they arrive), photos taken by the request once uploaded (their files held by
 * `snag:<id>`, served only to the reporter and the estate's managers), the status set by the
 * estate's manager with a note (the reporter is notified). A request goes to its reporter's scope
 * and to the estate managers'.
 */

const SNAG_TYPE = 'snag';

/** The holder of a request's photo files (their URL under /sdk/files answers 404 to everyone). */
export const snagFileHolder = (snagId: string) => `snag:${snagId}`;

const fileIdsOf = (row: repo.SnagRow): string[] => JSON.parse(row.photos) as string[];
const historyOf = (row: repo.SnagRow): SnagHistoryEntry[] => JSON.parse(row.history) as SnagHistoryEntry[];

export function toSnag(row: repo.SnagRow): Snag {
  return {
    id: row.id,
    estateId: Number(row.estate_id),
    unitNo: row.unit_no,
    userId: row.user_id,
    caseNumber: Number(row.case_number),
    category: row.category as Snag['category'],
    request: row.request,
    email: row.email,
    user: row.user_name,
    photos: fileIdsOf(row).map((fileId) => snagPhotoUrl(row.id, fileId)),
    status: row.status as Snag['status'],
    history: historyOf(row),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** Publishes a request to its reporter and to the estate's managers. */
async function publishSnag(trx: Trx, row: repo.SnagRow): Promise<Snag> {
  const snag = toSnag(row);
  await publish(trx, scopes.user(row.user_id), 'snags', snag.id, snag);
  await publish(trx, scopes.manager(snag.estateId), 'snags', snag.id, snag);
  return snag;
}

/** The caller's own request, or 404 (another's answers as none would). */
async function ownSnag(trx: Trx, userId: string, id: string): Promise<repo.SnagRow> {
  const row = await repo.findSnag(trx, id);
  if (!row || row.user_id !== userId) throw notFound(SNAG_MESSAGES.notFound, 'snags/not-found');
  return row;
}

/**
 * `snags.report`: a holder of the unit (resident, owner, delegate) reports a problem there; the
 * request is OPEN with the estate's next case number. A replay of its id changes nothing.
 */
export async function reportSnag(trx: Trx, userId: string, args: SnagReportArgs): Promise<Snag> {
  await requireAccess(trx, userId, {
    estateId: args.estateId,
    unitNo: args.unitNo,
    roles: UNIT_PEOPLE_ROLES,
    message: SNAG_MESSAGES.notYourUnit,
    code: 'snags/not-your-unit',
  });
  const existing = await repo.findSnag(trx, args.id);
  if (existing) {
    if (existing.user_id !== userId) throw badRequest(SNAG_MESSAGES.exists, 'snags/exists');
    return toSnag(existing);
  }
  // The reporter holds a role at the unit (checked above): their e-mail and name go on the request.
  const reporter = await core.findUserById(trx, userId);
  const now = Date.now();
  const row = await repo.insertSnag(trx, {
    id: args.id,
    estate_id: args.estateId,
    unit_no: args.unitNo,
    user_id: userId,
    case_number: await repo.nextCaseNumber(trx, args.estateId),
    category: args.category,
    request: args.request,
    email: reporter?.email ?? '',
    user_name: reporter?.display_name ?? '',
    photos: '[]',
    status: 'OPEN',
    history: '[]',
    created_at: now,
    updated_at: now,
  });
  return publishSnag(trx, row);
}

/**
 * `snags.addPhoto`: a photo the reporter uploaded joins their request (at most 3); its file is
 * taken by the request, so only the reporter and the estate's managers can read it.
 */
export async function addSnagPhoto(trx: Trx, userId: string, args: SnagPhotoArgs): Promise<Snag> {
  const row = await ownSnag(trx, userId, args.snagId);
  const photos = fileIdsOf(row);
  if (photos.length >= SNAG_MAX_PHOTOS) throw badRequest(SNAG_MESSAGES.tooManyPhotos, 'snags/too-many-photos');
  const fileId = await claimOwnFile(trx, userId, args.url, snagFileHolder(row.id));
  if (fileId === undefined) throw badRequest(SNAG_MESSAGES.photoFailed, 'snags/photo');
  const updated = await repo.updateSnag(trx, row.id, { photos: JSON.stringify([...photos, fileId]), updated_at: Date.now() });
  return publishSnag(trx, updated);
}

export async function reportSnagMutator(trx: Trx, actor: Actor, args: SnagReportArgs): Promise<void> {
  await reportSnag(trx, actor.userId, args);
}

export async function addSnagPhotoMutator(trx: Trx, actor: Actor, args: SnagPhotoArgs): Promise<void> {
  await addSnagPhoto(trx, actor.userId, args);
}

/** Tells the reporter what the manager set ('snag' notification; the case number is the title's second word). */
async function notifyReporter(trx: Trx, snag: Snag, note: string): Promise<void> {
  const params = { category: SNAG_CATEGORY_WORDS[snag.category], status: SNAG_STATUS_WORDS[snag.status].toLowerCase(), note };
  await notify(trx, {
    userId: snag.userId,
    estateId: snag.estateId,
    type: SNAG_TYPE,
    title: format(SNAG_NOTIFICATIONS.title, { caseNumber: snag.caseNumber }),
    description: format(note ? SNAG_NOTIFICATIONS.textWithNote : SNAG_NOTIFICATIONS.text, params),
    actionID: snag.id,
    actionType: snag.status,
  });
}

/**
 * POST SNAG_API.status (manager console): the estate's manager sets a request's status with an
 * optional note, kept in its history; the request is republished and its reporter notified.
 */
export async function setSnagStatus(ctx: AppContext, callerId: string, snagId: string, args: SnagStatusArgs): Promise<Snag> {
  const found = await repo.findSnag(ctx.db, snagId);
  if (!found) throw notFound(SNAG_MESSAGES.notFound, 'snags/not-found');
  await requireAccess(ctx.db, callerId, {
    estateId: Number(found.estate_id),
    roles: MANAGER_ROLES,
    message: SNAG_MESSAGES.notManager,
    code: 'snags/not-manager',
  });
  return writeTransaction(ctx.db, async (trx) => {
    const row = await repo.findSnag(trx, snagId);
    if (!row) throw notFound(SNAG_MESSAGES.notFound, 'snags/not-found');
    const now = Date.now();
    const history = [...historyOf(row), { status: args.status, note: args.note, at: now }];
    const updated = await repo.updateSnag(trx, row.id, { status: args.status, history: JSON.stringify(history), updated_at: now });
    const snag = await publishSnag(trx, updated);
    await notifyReporter(trx, snag, args.note);
    return snag;
  });
}

/** A request's photo for its reporter or the estate's managers; 404 for anyone else (as for none). */
export async function readSnagPhoto(ctx: AppContext, callerId: string, snagId: string, fileId: string): Promise<{ bytes: Buffer; contentType: string }> {
  const row = await repo.findSnag(ctx.db, snagId);
  if (!row || !fileIdsOf(row).includes(fileId)) throw notFound();
  if (row.user_id !== callerId) {
    try {
      await requireAccess(ctx.db, callerId, { estateId: Number(row.estate_id), roles: MANAGER_ROLES });
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 403) throw notFound();
      throw error;
    }
  }
  const file = await readStoredFile(ctx, fileId);
  if (!file) throw notFound();
  return file;
}

/**
 * The user's requests go with their account (`user_id`); before they do, they leave the
 * managers' scope and their photos go back to the user, whose erasure removes them. Runs inside
 * the account-deletion transaction.
 */
export async function forgetUserSnags(trx: Trx, userId: string): Promise<void> {
  const rows = await repo.listUserSnags(trx, userId);
  for (const row of rows) await publish(trx, scopes.manager(Number(row.estate_id)), 'snags', row.id, null);
  await giveFilesOf(
    trx,
    rows.map((row) => snagFileHolder(row.id)),
    userId,
  );
}
