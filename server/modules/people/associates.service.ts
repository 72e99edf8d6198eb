import crypto from 'node:crypto';
import { addDays, addMonths, estateDate, isRealDate } from '../../../src/domain/estate-time';
import {
  WEEKDAYS,
  WEEKDAY_TIME_KEYS,
  type Associate,
  type AssociateCreateArgs,
  type AssociateDelegateArgs,
  type AssociateImageArgs,
  type AssociateUpdateArgs,
  type WeekdayTimes,
  type PeopleConfig,
} from '../../../src/contract/people';
import { associateFlow, isMinorRelationship, limitText } from '../../../src/domain/associates';
import { UNIT_HOLDER_ROLES } from '../../../src/domain/roles';
import { ASSOCIATE_MESSAGES } from '../../../src/i18n/en/people';
import { requireAccess } from '../../auth/authorize';
import type { Actor, AppContext, ModuleHooks } from '../../context';
import { isUniqueViolation, type Db, type DbDialect } from '../../db/database';
import type { MailMessage } from '../../mail/mailer';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { checkPerson, personColumns, type CheckedPerson } from '../../lib/person-checks';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { claimOwnFile, giveFile } from '../files/files.service';
import { configFor, enabledDocumentTypes, estateZones, relationshipsOf } from './config.service';
import { makeDelegate, sendWithWrite } from './delegates.service';
import { associateCreatedMail } from './associate-mail';
import { deliverMail } from '../../mail/outbox.service';
import { toAssociate } from './people-rows';
import * as repo from './people.repository';
import { lockUnitForCount, publishUnit, requireUnitHolder, requireUnitPeople } from './units.service';
import * as core from '../core/core.service';

/**
 * Associates of a unit (spec 2 sections 3-5, 9): created by the unit's holders and its delegate
 * within the unit's limit, their images after consent, the delegate. The sync mutators and the
 * REST calls run the same functions.
 */

/** Who holds the files of an associate (never a user, so /sdk/files answers 404 for them). */
export const associateFileHolder = (associateId: string) => `associate:${associateId}`;
/** Files replaced or purged wait under this owner for the purge job to delete their bytes. */
export const discardedFileHolder = (associateId: string) => `discarded:${associateId}`;

/** Today's date ('YYYY-MM-DD') at the estates (South African time). */
export const estateToday = (now: Date = new Date()): string => estateDate(now.getTime());

/**
 * validFrom today (a day's grace for a write made offline yesterday) to validTo at most one year
 * after validFrom.
 */
function checkValidity(args: Pick<AssociateCreateArgs, 'validFrom' | 'validTo'>, today: string): void {
  const ok =
    isRealDate(args.validFrom) &&
    isRealDate(args.validTo) &&
    args.validFrom >= addDays(today, -1) &&
    args.validTo >= args.validFrom &&
    args.validTo <= addMonths(args.validFrom, 12);
  if (!ok) throw badRequest(ASSOCIATE_MESSAGES.validity, 'people/validity');
}

/** Every day '00:01'-'23:59', or up to 7 days with a start before the end; at least one day. */
function checkAccessTimes(args: WeekdayTimes): void {
  let days = 0;
  for (const day of WEEKDAYS) {
    const start = args[`${day}StartTime`];
    const end = args[`${day}EndTime`];
    if (start === '' && end === '') continue;
    if (start === '' || end === '' || start >= end) throw badRequest(ASSOCIATE_MESSAGES.accessTimes, 'people/access-times');
    days += 1;
  }
  if (days === 0) throw badRequest(ASSOCIATE_MESSAGES.accessTimes, 'people/access-times');
}

/**
 * The rules of spec 2 section 5 the server holds: the person form's check in the associate
 * flow's order against the estate's configuration (server/lib/person-checks.ts; the images
 * follow with setImage, so the face and document checks stay with the screen), the consent,
 * the dates and the access times. Answers the person as checked.
 */
function checkCreate(args: AssociateCreateArgs, config: PeopleConfig, today: string): CheckedPerson {
  const person = checkPerson(args, {
    flow: associateFlow,
    relationships: relationshipsOf(config),
    documentTypes: enabledDocumentTypes(config),
    zones: estateZones(config),
    pictures: 'later',
    minors: 'as-called',
    zoneUnknown: ASSOCIATE_MESSAGES.zoneUnknown,
    code: (check) => `people/${check.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
    today,
  });
  if (args.passportOrIDNumber !== '' && !args.consent) throw badRequest(ASSOCIATE_MESSAGES.consentRequired, 'people/consent');
  checkValidity(args, today);
  checkAccessTimes(args);
  return person;
}

/**
 * Whose record a new associate is: a holder's own; for the unit's delegate, the resident who
 * delegated (else the unit's first holder).
 */
async function ownerFor(trx: Trx, userId: string, estateId: number, unitNo: string): Promise<string> {
  if (await core.holdsUnitRole(trx, userId, estateId, unitNo, UNIT_HOLDER_ROLES)) return userId;
  const delegation = (await repo.listDelegationsOf(trx, userId)).find((a) => Number(a.estate_id) === estateId && a.unit_no === unitNo);
  return delegation?.owner_id ?? (await core.firstHolderOf(trx, estateId, unitNo)) ?? userId;
}

/** `associates.create` and POST API.associates: one associate, within the unit's limit; a replay of its id changes nothing. */
/** `createdAt` orders a unit's associates (the demo seed gives its three distinct times, as people add them one by one). */
export async function createAssociate(trx: Trx, dialect: DbDialect, userId: string, args: AssociateCreateArgs, createdAt = Date.now()): Promise<Associate> {
  return (await createAssociateOnce(trx, dialect, userId, args, createdAt)).associate;
}

/** The write of `createAssociate`, telling a new associate (`created`) from a replay of a stored id. */
async function createAssociateOnce(
  trx: Trx,
  dialect: DbDialect,
  userId: string,
  args: AssociateCreateArgs,
  createdAt = Date.now(),
): Promise<{ associate: Associate; created: boolean }> {
  const done = (associate: Associate) => ({ associate, created: false });
  await requireUnitPeople(trx, userId, args.estateId, args.unitNo);
  const replay = async () => {
    const existing = await repo.findAssociate(trx, args.associateId);
    if (!existing) return undefined;
    if (existing.created_by === userId && Number(existing.estate_id) === args.estateId && existing.unit_no === args.unitNo) return toAssociate(existing);
    throw badRequest(ASSOCIATE_MESSAGES.failed, 'people/associate-exists');
  };
  const earlier = await replay();
  if (earlier) return done(earlier);
  const config = await configFor(trx, args.estateId);
  const checked = checkCreate(args, config, estateToday());
  // The limit: counted with the unit's row locked, so two writers cannot both take the last place
  // (nor both create the same id: the second finds the first's row once the lock is its).
  const { max, count } = await lockUnitForCount(trx, dialect, args.estateId, args.unitNo);
  const raced = await replay();
  if (raced) return done(raced);
  if (count >= max) throw badRequest(`${limitText(count, max)}. ${ASSOCIATE_MESSAGES.limitAdvice}`, 'people/limit');

  const now = createdAt;
  const ownerId = await ownerFor(trx, userId, args.estateId, args.unitNo);
  if (args.consent) {
    const earlier = await repo.findConsent(trx, args.consent.consentId);
    if (earlier) throw badRequest(ASSOCIATE_MESSAGES.failed, 'people/consent-exists');
    await repo.insertConsent(trx, {
      id: args.consent.consentId,
      estate_id: args.estateId,
      subject_kind: 'associate',
      subject_id: args.associateId,
      owner_id: ownerId,
      given_by: userId,
      version: args.consent.version,
      accepted_at: args.consent.acceptedAt,
      created_at: now,
    });
  }
  const row = await repo.insertAssociate(trx, {
    id: args.associateId,
    estate_id: args.estateId,
    unit_no: args.unitNo,
    owner_id: ownerId,
    created_by: userId,
    ...personColumns(args, checked),
    type_name: checked.associateType,
    access_times: JSON.stringify(Object.fromEntries(WEEKDAY_TIME_KEYS.map((key) => [key, args[key]]))),
    valid_from: args.validFrom,
    valid_to: args.validTo,
    face_file_id: '',
    document_front_file_id: '',
    document_back_file_id: '',
    face_deferred: args.faceDeferred ? 1 : 0,
    is_delegate: 0,
    delegate_user_id: '',
    consent_id: args.consent?.consentId ?? '',
    status: 'active',
    removed_at: null,
    purged_at: null,
    created_at: now,
  });
  const associate = toAssociate(row);
  await publish(trx, scopes.unit(args.estateId, args.unitNo), 'associates', row.id, associate);
  await publishUnit(trx, args.estateId, args.unitNo);
  return { associate, created: true };
}

/**
 * A new associate and its confirmation e-mail, written to the mail outbox in the same transaction
 * (it leaves once the write commits; a replay of a stored id sends nothing again).
 */
async function createAssociateAndMail(trx: Trx, ctx: AppContext, userId: string, args: AssociateCreateArgs): Promise<Associate> {
  const { associate, created } = await createAssociateOnce(trx, ctx.dialect, userId, args);
  if (created) {
    const mail = await associateCreatedMail(trx, associate, userId);
    if (mail) await deliverMail(ctx, mail, 'associate confirmation mail', trx);
  }
  return associate;
}

/**
 * An active associate of a unit the caller manages (holder or delegate); 404 otherwise, the same
 * for another unit's associate as for none.
 */
export async function managedAssociate(db: Db | Trx, userId: string, associateId: string): Promise<repo.AssociateRow> {
  const row = await repo.findAssociate(db, associateId);
  if (!row || row.status !== 'active') throw notFound(ASSOCIATE_MESSAGES.notFound, 'people/associate-not-found');
  try {
    await requireUnitPeople(db, userId, Number(row.estate_id), row.unit_no);
  } catch {
    throw notFound(ASSOCIATE_MESSAGES.notFound, 'people/associate-not-found');
  }
  return row;
}

const IMAGE_COLUMNS = { face: 'face_file_id', documentFront: 'document_front_file_id', documentBack: 'document_back_file_id' } as const;

/**
 * `associates.setImage`: a photo the caller uploaded becomes the associate's face or document
 * image, after the associate's consent is on record. The file then belongs to the associate;
 * the one it replaces waits for the purge job.
 */
export async function setAssociateImage(trx: Trx, userId: string, args: AssociateImageArgs): Promise<Associate> {
  const row = await managedAssociate(trx, userId, args.associateId);
  if (row.consent_id === '' || !(await repo.findConsent(trx, row.consent_id))) throw badRequest(ASSOCIATE_MESSAGES.consentRequired, 'people/consent');
  const fileId = await claimOwnFile(trx, userId, args.url, associateFileHolder(row.id));
  if (fileId === undefined) throw badRequest(ASSOCIATE_MESSAGES.imageNotYours, 'people/image');
  const column = IMAGE_COLUMNS[args.field];
  const previous = row[column];
  if (previous !== '' && previous !== fileId) await giveFile(trx, previous, discardedFileHolder(row.id));
  const updated = await repo.updateAssociate(trx, row.id, { [column]: fileId });
  const associate = toAssociate(updated);
  await publish(trx, scopes.unit(Number(updated.estate_id), updated.unit_no), 'associates', updated.id, associate);
  return associate;
}

/**
 * `associates.setDelegate`: a holder (not the delegate) makes an adult associate the unit's
 * delegate while it has none. Answers the associate and the e-mail to send after the commit.
 */
export async function setDelegate(
  trx: Trx,
  hooks: ModuleHooks,
  userId: string,
  args: AssociateDelegateArgs,
): Promise<{ associate: Associate; mail: MailMessage | null }> {
  const row = await managedAssociate(trx, userId, args.associateId);
  await requireUnitHolder(trx, userId, Number(row.estate_id), row.unit_no);
  const current = await repo.findUnitDelegate(trx, Number(row.estate_id), row.unit_no);
  if (current?.id === row.id) return { associate: toAssociate(row), mail: null };
  if (current) throw badRequest(ASSOCIATE_MESSAGES.delegateAlreadyLoaded, 'people/delegate-loaded');
  if (Number(row.is_minor) === 1 || isMinorRelationship(row.relationship)) throw badRequest(ASSOCIATE_MESSAGES.delegateMinor, 'people/delegate-minor');
  if (row.email === '') throw badRequest(ASSOCIATE_MESSAGES.delegateFailed, 'people/delegate-email');
  const { row: updated, mail } = await makeDelegate(trx, hooks, row, userId);
  return { associate: toAssociate(updated), mail };
}

/**
 * `associates.update` (UPDATE ASSOCIATE): the unit's holders and delegate change an associate's
 * access term. The start may stay what it was (it may be past by now) or move to today or later;
 * the end at most one year after the start and not before today; the times as for a new associate.
 * The associate's pass ends (`hooks.associateAccessChanged`), so the next one carries the new term.
 */
export async function updateAssociateAccess(trx: Trx, hooks: ModuleHooks, userId: string, args: AssociateUpdateArgs): Promise<Associate> {
  const row = await managedAssociate(trx, userId, args.associateId);
  const today = estateToday();
  const ok =
    isRealDate(args.validFrom) &&
    isRealDate(args.validTo) &&
    (args.validFrom === row.valid_from || args.validFrom >= addDays(today, -1)) &&
    args.validTo >= args.validFrom &&
    args.validTo >= addDays(today, -1) &&
    args.validTo <= addMonths(args.validFrom, 12);
  if (!ok) throw badRequest(ASSOCIATE_MESSAGES.validity, 'people/validity');
  checkAccessTimes(args);
  const updated = await repo.updateAssociate(trx, row.id, {
    access_times: JSON.stringify(Object.fromEntries(WEEKDAY_TIME_KEYS.map((key) => [key, args[key]]))),
    valid_from: args.validFrom,
    valid_to: args.validTo,
  });
  for (const step of hooks.associateAccessChanged) await step(trx, Number(updated.estate_id), updated.id);
  const associate = toAssociate(updated);
  await publish(trx, scopes.unit(Number(updated.estate_id), updated.unit_no), 'associates', updated.id, associate);
  return associate;
}

// ---------------------------------------------------------------- mutators

export async function updateAssociateMutator(trx: Trx, actor: Actor, args: AssociateUpdateArgs, ctx: AppContext): Promise<void> {
  await updateAssociateAccess(trx, ctx.hooks, actor.userId, args);
}

export async function createAssociateMutator(trx: Trx, actor: Actor, args: AssociateCreateArgs, ctx: AppContext): Promise<void> {
  await createAssociateAndMail(trx, ctx, actor.userId, args);
}

export async function setAssociateImageMutator(trx: Trx, actor: Actor, args: AssociateImageArgs): Promise<void> {
  await setAssociateImage(trx, actor.userId, args);
}

export async function setDelegateMutator(trx: Trx, actor: Actor, args: AssociateDelegateArgs, ctx: AppContext): Promise<void> {
  await sendWithWrite(ctx, trx, (await setDelegate(trx, ctx.hooks, actor.userId, args)).mail);
}

// ---------------------------------------------------------------- REST

/** POST API.associates: the same write in a transaction of its own; an id already stored answers that associate. */
export async function createAssociateFor(ctx: AppContext, callerId: string, args: AssociateCreateArgs): Promise<Associate> {
  try {
    return await writeTransaction(ctx.db, (trx) => createAssociateAndMail(trx, ctx, callerId, args));
  } catch (error) {
    // Two requests with the same id at once: the second finds the first's row.
    if (!(error instanceof AppError) && isUniqueViolation(error)) return writeTransaction(ctx.db, (trx) => createAssociateAndMail(trx, ctx, callerId, args));
    throw error;
  }
}

/** GET API.associates?userID=&estateID=&unitNo=: the unit's active associates (`userID` must be the caller). */
export async function listAssociatesFor(ctx: AppContext, callerId: string, userId: string | undefined, estateId: number, unitNo: string): Promise<Associate[]> {
  const id = await requireAccess(ctx.db, callerId, { self: userId });
  await requireUnitPeople(ctx.db, id, estateId, unitNo);
  return (await repo.listActiveAssociates(ctx.db, estateId, unitNo)).map(toAssociate);
}

/**
 * The associate a spec call names by ID or passport number (`idNumber`) or by id (`associateId`),
 * among the active associates of a unit the caller manages.
 */
export async function associateNamed(
  ctx: AppContext,
  callerId: string,
  estateId: number,
  unitNo: string,
  named: { idNumber?: string | undefined; associateId?: string | undefined },
): Promise<repo.AssociateRow> {
  await requireUnitPeople(ctx.db, callerId, estateId, unitNo);
  const row = named.associateId
    ? await repo.findAssociate(ctx.db, named.associateId)
    : named.idNumber
      ? await repo.findAssociateByIdNumber(ctx.db, estateId, unitNo, named.idNumber)
      : undefined;
  if (!row || row.status !== 'active' || Number(row.estate_id) !== estateId || row.unit_no !== unitNo)
    throw notFound(ASSOCIATE_MESSAGES.notFound, 'people/associate-not-found');
  return row;
}

/** PUT API.associateDelegate: the delegate by the spec's call; the e-mail goes after the commit. */
export async function setDelegateFor(
  ctx: AppContext,
  callerId: string,
  userId: string | undefined,
  estateId: number,
  unitNo: string,
  named: { idNumber?: string | undefined; associateId?: string | undefined },
): Promise<Associate> {
  const id = await requireAccess(ctx.db, callerId, { self: userId });
  const row = await associateNamed(ctx, id, estateId, unitNo, named);
  return writeTransaction(ctx.db, async (trx) => {
    const { associate, mail } = await setDelegate(trx, ctx.hooks, id, { associateId: row.id });
    await sendWithWrite(ctx, trx, mail);
    return associate;
  });
}

/** A new id for a row the server makes itself, shaped like the clients' ids. */
export const newRowId = () => crypto.randomUUID().replace(/-/g, '');

/** The unit's active associates with their faces, by name (the lagoon's registration list). */
export const listUnitAssociateFaces = (db: Db | Trx, estateId: number, unitNo: string) => repo.listUnitAssociateFaces(db, estateId, unitNo);
