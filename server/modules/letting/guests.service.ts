import type { LettingGuest, LettingGuestCreateArgs } from '../../../src/contract/invites';
import type { GuestImageArgs } from '../../../src/contract/letting';
import type { PeopleConfig, UnitRequest } from '../../../src/contract/people';
import { GUEST_FLOW } from '../../../src/domain/letting';
import { LETTING_MESSAGES } from '../../../src/i18n/en/invites';
import { ASSOCIATE_MESSAGES } from '../../../src/i18n/en/people';
import { LETTER_NOTICES } from '../../../src/i18n/en/regular-visitors';
import { format } from '../../../src/i18n/format';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import { isUniqueViolation, type Db } from '../../db/database';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { checkPerson, personColumns, type CheckedPerson } from '../../lib/person-checks';
import { addDays, estateDate, estateInstant, isRealDate } from '../../../src/domain/estate-time';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { claimOwnFile, giveFile } from '../files/files.service';
import { issuePass, revokePassesFor } from '../invites/passes.service';
import { newRowId } from '../people/associates.service';
import { configFor, enabledDocumentTypes, relationshipsOf } from '../people/config.service';
import { createRequest } from '../people/requests.service';
import { lockUnitForCount, setGuestsCount, unitRecord } from '../people/units.service';
import {
  discardedFileHolder,
  lettingFileHolder,
  notYours,
  requireHolder,
  requireLettingUnit,
  requireReader,
  withIssuingKey,
  zonesOfKind,
} from './letting-common';
import { faceUrl, toLettingGuest } from './letting-rows';
import * as repo from './letting.repository';

/**
 * Guests of a letting unit (spec 2 'Short-term letting', sections 4, 5 and 9): the unit's holder
 * adds a guest after the nine checks of 'Letting guest creation' in the spec's order, within the
 * unit's maximum of guests (counted with the unit's row locked; the unit's guestsCount
 * republished), and the guest gets a gate pass for their dates (kind 'guest', their face for the
 * guard). Removing a guest revokes it. More guests are a request to the estate manager.
 */

const notFoundHere = () => notYours(LETTING_MESSAGES.notFound, 'letting/guest-not-found');

/**
 * The nine checks of spec 2 section 5 'Letting guest creation', in order: the person form's
 * check in the guest flow (server/lib/person-checks.ts, as the device runs it) with what only
 * the server knows (the zones and the document type are the estate's); then the dates run from
 * today to at most a year on. Answers the person as checked.
 */
function checkGuest(args: LettingGuestCreateArgs, config: PeopleConfig, today: string, later = false): CheckedPerson {
  const person = checkPerson(args, {
    flow: () => GUEST_FLOW,
    relationships: relationshipsOf(config),
    documentTypes: enabledDocumentTypes(config),
    zones: zonesOfKind(config, 'letting'),
    pictures: later ? 'later' : { front: args.documentFrontImage !== '', back: args.documentBackImage !== '' },
    minors: 'by-relationship',
    zoneUnknown: LETTING_MESSAGES.zoneRequired,
    code: (check) => (check === 'zone' ? 'letting/zone' : check === 'document-type' ? 'letting/document-type' : 'letting/guest'),
    today,
  });
  const ok =
    isRealDate(args.validFrom) &&
    isRealDate(args.validTo) &&
    args.validFrom >= addDays(today, -1) &&
    args.validTo >= args.validFrom &&
    args.validTo <= addDays(args.validFrom, 366);
  if (!ok) throw badRequest(ASSOCIATE_MESSAGES.validity, 'letting/validity');
  return person;
}

/** An image the caller uploaded becomes the guest's (held by `letting:<id>`); '' stays ''. */
async function claimImage(trx: Trx, callerId: string, guestId: string, url: string): Promise<string> {
  if (url === '') return '';
  const id = await claimOwnFile(trx, callerId, url, lettingFileHolder(guestId));
  if (id === undefined) throw badRequest(LETTING_MESSAGES.guestFailed, 'letting/image');
  return id;
}

/** The guest's pass for their dates (estate time, the last day whole). */
export async function issueGuestPass(trx: Trx, ctx: AppContext, row: repo.GuestRow): Promise<repo.GuestRow> {
  const pass = await issuePass(trx, ctx, {
    estateId: Number(row.estate_id),
    unitNo: row.unit_no,
    kind: 'guest',
    subjectId: row.id,
    holderName: `${row.first_name} ${row.last_name}`.trim(),
    photoURL: faceUrl('guests', row.id, row.face_file_id),
    validFrom: Math.floor(estateInstant(row.valid_from) / 1000),
    validTo: Math.floor(estateInstant(addDays(row.valid_to, 1)) / 1000) - 1,
    maxEntries: 0,
    zones: row.zone_ids
      .split(',')
      .filter((id) => /^\d+$/.test(id))
      .map(Number),
    weeklyTimes: '',
    withPin: false,
    ownerId: row.owner_id,
  });
  return repo.updateGuest(trx, row.id, { pass_id: pass.id });
}

const publishGuest = (trx: Trx, row: repo.GuestRow) =>
  publish(trx, scopes.unit(Number(row.estate_id), row.unit_no), 'lettingGuests', row.id, row.status === 'REMOVED' ? null : toLettingGuest(row));

/** Stores and republishes the unit's count of active guests (the unit's row locked by the caller). */
async function recount(trx: Trx, estateId: number, unitNo: string): Promise<void> {
  await setGuestsCount(trx, estateId, unitNo, await repo.countActiveGuests(trx, estateId, unitNo));
}

/** Creates the guest in one transaction; a replay of its id by its creator answers the stored guest. */
async function writeGuest(trx: Trx, ctx: AppContext, callerId: string, args: LettingGuestCreateArgs, checked: CheckedPerson): Promise<LettingGuest> {
  const replay = async () => {
    const existing = await repo.findGuest(trx, args.guestId);
    if (!existing) return undefined;
    if (existing.created_by === callerId && Number(existing.estate_id) === args.estateId && existing.unit_no === args.unitNo) return toLettingGuest(existing);
    throw badRequest(LETTING_MESSAGES.guestFailed, 'letting/guest-exists');
  };
  const earlier = await replay();
  if (earlier) return earlier;
  if (args.inviteId !== '') {
    const letter = await repo.findLetter(trx, args.inviteId);
    if (
      !letter ||
      Number(letter.estate_id) !== args.estateId ||
      letter.unit_no !== args.unitNo ||
      (letter.status !== 'PENDING' && letter.status !== 'ACTIVE')
    ) {
      throw notFound(LETTER_NOTICES.notFound, 'letting/letter-not-found');
    }
  }
  // The limit: counted with the unit's row locked, so two writers cannot both take the last place.
  await lockUnitForCount(trx, ctx.dialect, args.estateId, args.unitNo);
  const raced = await replay();
  if (raced) return raced;
  const max = (await unitRecord(trx, args.estateId, args.unitNo))?.maxGuests ?? 0;
  const count = await repo.countActiveGuests(trx, args.estateId, args.unitNo);
  if (count >= max) throw badRequest(format(LETTING_MESSAGES.guestLimit, { max }), 'letting/guest-limit');

  const adult = !checked.minor;
  const inserted = await repo.insertGuest(trx, {
    id: args.guestId,
    estate_id: args.estateId,
    unit_no: args.unitNo,
    owner_id: callerId,
    created_by: callerId,
    invite_id: args.inviteId,
    ...personColumns(args, checked),
    face_file_id: await claimImage(trx, callerId, args.guestId, args.associateImage),
    document_front_file_id: adult ? await claimImage(trx, callerId, args.guestId, args.documentFrontImage) : '',
    document_back_file_id: adult ? await claimImage(trx, callerId, args.guestId, args.documentBackImage) : '',
    valid_from: args.validFrom,
    valid_to: args.validTo,
    pass_id: '',
    status: 'ACTIVE',
    created_at: Date.now(),
    ended_at: null,
    purged_at: null,
  });
  const row = await issueGuestPass(trx, ctx, inserted);
  await recount(trx, args.estateId, args.unitNo);
  await publishGuest(trx, row);
  return toLettingGuest(row);
}

/**
 * POST API.lettingGuests (spec 'create letter guest'): a holder of a letting unit adds a guest
 * (images uploaded to API.files first). Refusals carry the spec's message of the first check
 * that fails; nothing is written then.
 */
export async function createGuest(ctx: AppContext, callerId: string, args: LettingGuestCreateArgs): Promise<LettingGuest> {
  await requireHolder(ctx.db, callerId, args.estateId, args.unitNo);
  await requireLettingUnit(ctx.db, args.estateId, args.unitNo);
  const config = await configFor(ctx.db, args.estateId);
  const checked = checkGuest(args, config, estateDate());
  const run = () => withIssuingKey(ctx, args.estateId, () => writeTransaction(ctx.db, (trx) => writeGuest(trx, ctx, callerId, args, checked)));
  try {
    return await run();
  } catch (error) {
    // Two requests with the same id at once: the second finds the first's row.
    if (!(error instanceof AppError) && isUniqueViolation(error)) return run();
    throw error;
  }
}

/**
 * `lettingGuests.add` in the push's transaction: the same checks and limit as the REST call, the
 * pictures following once uploaded (`lettingGuests.setImage`; the device checked they were taken).
 */
export async function addGuestIn(trx: Trx, ctx: AppContext, callerId: string, args: LettingGuestCreateArgs): Promise<LettingGuest> {
  await requireHolder(trx, callerId, args.estateId, args.unitNo);
  await requireLettingUnit(trx, args.estateId, args.unitNo);
  const checked = checkGuest(args, await configFor(trx, args.estateId), estateDate(), true);
  return writeGuest(trx, ctx, callerId, args, checked);
}

const IMAGE_COLUMNS = { face: 'face_file_id', documentFront: 'document_front_file_id', documentBack: 'document_back_file_id' } as const;

/**
 * `lettingGuests.setImage`: a picture the caller uploaded becomes an active guest's face or
 * document side (the one it replaces waits for the purge); a new face reissues the guest's pass
 * so the guard sees it. A minor keeps no document.
 */
export async function setGuestImageIn(trx: Trx, ctx: AppContext, callerId: string, args: GuestImageArgs): Promise<LettingGuest> {
  const row = await heldGuest(trx, callerId, args.guestId);
  if (args.field !== 'face' && Number(row.is_minor) === 1) throw badRequest(LETTING_MESSAGES.guestFailed, 'letting/image');
  const fileId = await claimImage(trx, callerId, row.id, args.url);
  const column = IMAGE_COLUMNS[args.field];
  const previous = row[column];
  if (previous !== '' && previous !== fileId) await giveFile(trx, previous, discardedFileHolder(row.id));
  let updated = await repo.updateGuest(trx, row.id, { [column]: fileId });
  if (args.field === 'face') {
    await revokePassesFor(trx, Number(row.estate_id), row.id);
    updated = await issueGuestPass(trx, ctx, updated);
  }
  await publishGuest(trx, updated);
  return toLettingGuest(updated);
}

/** GET API.lettingGuests?uid=&estateID=&unitNo=(&inviteId=): the unit's active guests (`uid` must be the caller). */
export async function listGuestsFor(
  ctx: AppContext,
  callerId: string,
  uid: string | undefined,
  estateId: number,
  unitNo: string,
  inviteId: string | undefined,
): Promise<LettingGuest[]> {
  const id = await requireAccess(ctx.db, callerId, { self: uid });
  await requireReader(ctx.db, id, estateId, unitNo);
  return (await repo.listActiveGuests(ctx.db, estateId, unitNo, inviteId)).map(toLettingGuest);
}

/**
 * Ends guests of one unit (removed, their letter ended, their dates over): passes revoked,
 * REMOVED, tombstoned, and the unit's count stored. The caller holds the unit's row lock.
 */
export async function endGuests(trx: Trx, estateId: number, unitNo: string, rows: readonly repo.GuestRow[], now: number): Promise<void> {
  if (rows.length === 0) return;
  for (const row of rows) await revokePassesFor(trx, estateId, row.id);
  for (const row of rows) await publishGuest(trx, await repo.updateGuest(trx, row.id, { status: 'REMOVED', ended_at: now }));
  await recount(trx, estateId, unitNo);
}

/** An active guest of a unit the caller holds; 404 otherwise, the same for another unit's as for none. */
async function heldGuest(db: Db | Trx, callerId: string, id: string): Promise<repo.GuestRow> {
  const row = await repo.findGuest(db, id);
  if (!row || row.status !== 'ACTIVE') throw notFoundHere();
  try {
    await requireHolder(db, callerId, Number(row.estate_id), row.unit_no);
  } catch {
    throw notFoundHere();
  }
  return row;
}

/** DELETE API.lettingGuest(id): a holder removes the guest (the pass revoked, the unit's count down). */
export async function removeGuest(ctx: AppContext, callerId: string, id: string): Promise<LettingGuest> {
  await heldGuest(ctx.db, callerId, id);
  return writeTransaction(ctx.db, async (trx) => {
    const first = await heldGuest(trx, callerId, id);
    await lockUnitForCount(trx, ctx.dialect, Number(first.estate_id), first.unit_no);
    const row = await heldGuest(trx, callerId, id);
    await endGuests(trx, Number(row.estate_id), row.unit_no, [row], Date.now());
    return { ...toLettingGuest(row), status: 'REMOVED' };
  });
}

/**
 * PUT API.guestIncrease?uid=&estateID=&unitNo= (spec 'guest increase request'): a holder of a
 * letting unit asks the estate manager for one more guest (a people request of kind 'moreGuests';
 * its approval raises the unit's maximum).
 */
export async function requestMoreGuests(ctx: AppContext, callerId: string, uid: string | undefined, estateId: number, unitNo: string): Promise<UnitRequest> {
  const id = await requireAccess(ctx.db, callerId, { self: uid });
  await requireHolder(ctx.db, id, estateId, unitNo);
  await requireLettingUnit(ctx.db, estateId, unitNo);
  return writeTransaction(ctx.db, (trx) => createRequest(trx, id, { requestId: newRowId(), kind: 'moreGuests', estateId, unitNo, associateId: '' }));
}
