import crypto from 'node:crypto';
import type { InviteAnswer, Letter, LetterDatesArgs, LetterInviteArgs } from '../../../src/contract/invites';
import type { PeopleConfig } from '../../../src/contract/people';
import { lettingEndDateMax } from '../../../src/domain/letting';
import { samePhone } from '../../../src/domain/invites';
import { INVITE_MESSAGES, LETTING_MESSAGES } from '../../../src/i18n/en/invites';
import { LETTER_NOTICES } from '../../../src/i18n/en/regular-visitors';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { estateDate, estateInstant } from '../../../src/domain/estate-time';
import { deliverMail } from '../../mail/outbox.service';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { issuePass, revokePassesFor } from '../invites/passes.service';
import { configFor } from '../people/config.service';
import { lockUnitForCount } from '../people/units.service';
import { endGuests } from './guests.service';
import { createJoinToken } from './join.service';
import { joinMail, knownZones, notYours, passMail, requireHolder, requireLettingUnit, requireReader, withIssuingKey, zonesOfKind } from './letting-common';
import { faceUrl, toLetter } from './letting-rows';
import * as repo from './letting.repository';
import * as core from '../core/core.service';

/**
 * Short-term letters of a letting unit (spec 2 'Short-term letting'): the unit's holder invites a
 * letter for the letting dates (a join link by e-mail), the letter joins and onboards and gets a
 * gate pass for those dates (kind 'letter'); the holder changes the dates (the pass reissued) or
 * removes the letter (the pass revoked). Rows are synced to the unit's scope.
 */

/** A letting may start this long before now (the current hour picked a moment ago). */
const START_GRACE_MS = 5 * 60 * 1000;

const windowRefused = () => badRequest(INVITE_MESSAGES.window, 'letting/window');
const notFoundHere = () => notYours(LETTER_NOTICES.notFound, 'letting/letter-not-found');

/**
 * The letting's window in epoch ms (spec 2 section 5 'Dates'): it starts after now (an
 * unchanged start of a letting under way may stay), ends after it starts, on a date at most
 * lettingCustomDayMax months from today, and within one day unless the estate allows multi-day
 * letting (shortTermLettingMultiDayAccess).
 */
export function lettingWindow(start: string, end: string, config: PeopleConfig, now: number, keptStart?: string): { startMs: number; endMs: number } {
  const startMs = estateInstant(start);
  const endMs = estateInstant(end);
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs)) throw windowRefused();
  const settings = config.visitorSettings;
  if (startMs < now - START_GRACE_MS && start !== keptStart) throw windowRefused();
  if (endMs <= startMs || endMs <= now) throw windowRefused();
  if (end.slice(0, 10) > lettingEndDateMax(estateDate(now), settings.lettingCustomDayMax)) throw windowRefused();
  if (!settings.shortTermLettingMultiDayAccess && start.slice(0, 10) !== end.slice(0, 10)) throw windowRefused();
  return { startMs, endMs };
}

/** Publishes the letter to its unit (a removed one is tombstoned). */
export async function publishLetter(trx: Trx, row: repo.LetterRow): Promise<Letter> {
  const letter = toLetter(row);
  await publish(trx, scopes.unit(letter.estateId, letter.unitNo), 'letters', letter.inviteId, row.status === 'REMOVED' ? null : letter);
  return letter;
}

/**
 * Issues the ACTIVE letter's gate pass for the letting dates (kind 'letter', the face for the
 * guard, single entry unless multi-entry), revoking the one it replaces, and writes the pass
 * link's e-mail to the letter into the outbox (it leaves after the commit). Answers the row with the pass.
 */
export async function issueLetterPass(trx: Trx, ctx: AppContext, row: repo.LetterRow): Promise<repo.LetterRow> {
  const estateId = Number(row.estate_id);
  await revokePassesFor(trx, estateId, row.id);
  const holderName = `${row.first_name} ${row.last_name}`.trim() || row.display_name;
  const pass = await issuePass(trx, ctx, {
    estateId,
    unitNo: row.unit_no,
    kind: 'letter',
    subjectId: row.id,
    holderName,
    photoURL: faceUrl('letters', row.id, row.face_file_id),
    validFrom: Math.floor(estateInstant(row.date_start) / 1000),
    // The end minute is part of the letting.
    validTo: Math.floor(estateInstant(row.date_end) / 1000) + 59,
    maxEntries: Number(row.multi_entry) === 1 ? 0 : 1,
    zones: row.zone_ids
      .split(',')
      .filter((id) => /^\d+$/.test(id))
      .map(Number),
    weeklyTimes: '',
    withPin: false,
    ownerId: row.owner_id,
  });
  const updated = await repo.updateLetter(trx, row.id, { pass_id: pass.id });
  if (updated.email === '') return updated;
  const resident = await core.findUserById(trx, row.owner_id);
  const mail = passMail(ctx, updated.email, {
    estate: (await core.estateName(trx, estateId)) ?? '',
    name: updated.first_name || updated.display_name,
    resident: resident?.display_name ?? '',
    window: `${updated.date_start} - ${updated.date_end}`,
    linkToken: pass.linkToken,
  });
  await deliverMail(ctx, mail, 'letting pass mail', trx);
  return updated;
}

/** A PENDING or ACTIVE letter of a unit the caller holds; 404 otherwise, the same for another unit's as for none. */
async function heldLetter(db: Db | Trx, callerId: string, id: string): Promise<repo.LetterRow> {
  const row = await repo.findLetter(db, id);
  if (!row || (row.status !== 'PENDING' && row.status !== 'ACTIVE')) throw notFoundHere();
  try {
    await requireHolder(db, callerId, Number(row.estate_id), row.unit_no);
  } catch {
    throw notFoundHere();
  }
  return row;
}

/** New dates for an open letter; an ACTIVE one gets its pass reissued for them. */
async function moveLetter(trx: Trx, ctx: AppContext, row: repo.LetterRow, start: string, end: string, endMs: number): Promise<repo.LetterRow> {
  const moved = await repo.updateLetter(trx, row.id, { date_start: start, date_end: end, ends_at: endMs + 59_000 });
  return moved.status === 'ACTIVE' ? issueLetterPass(trx, ctx, moved) : moved;
}

/**
 * Invites a letter for the letting dates in `trx` (spec 'inviteShortTermLetter'): a holder of a
 * letting unit names the letter `id`. A PENDING or ACTIVE letter with the same phone at the unit
 * gets the new dates instead (alreadyActive 1, 'Your visitor has been successfully updated!', the
 * answer names that letter); otherwise the letter is PENDING and their join link e-mailed once the
 * write commits. An `id` already stored by the caller at the unit answers it again.
 */
export async function inviteLetterIn(trx: Trx, ctx: AppContext, callerId: string, args: LetterInviteArgs, id: string): Promise<InviteAnswer> {
  await requireHolder(trx, callerId, args.estateId, args.standNo);
  await requireLettingUnit(trx, args.estateId, args.standNo);
  const config = await configFor(trx, args.estateId);
  const zones = zonesOfKind(config, 'letting');
  if (zones.length > 0 && !knownZones(args.accessgroups, zones)) throw badRequest(LETTING_MESSAGES.zoneRequired, 'letting/zone');
  const resident = await core.findUserById(trx, callerId);
  if (resident && resident.mobile !== '' && samePhone(resident.mobile, args.phoneNumber)) throw badRequest(INVITE_MESSAGES.ownPhone, 'letting/own-phone');
  const now = Date.now();
  const { endMs } = lettingWindow(args.invitedDateStart, args.invitedDateEnd, config, now);
  // One writer per unit at a time, so two invitations of one phone cannot both be made.
  await lockUnitForCount(trx, ctx.dialect, args.estateId, args.standNo);
  const stored = await repo.findLetter(trx, id);
  if (stored) {
    if (stored.owner_id !== callerId || Number(stored.estate_id) !== args.estateId || stored.unit_no !== args.standNo)
      throw badRequest(LETTING_MESSAGES.support, 'letting/letter-exists');
    return { status: 'success', details: [{ Message: INVITE_MESSAGES.sent, alreadyActive: 0, id }] };
  }
  const existing = (await repo.listOpenLettersOfUnit(trx, args.estateId, args.standNo)).find((r) => samePhone(r.phone, args.phoneNumber));
  if (existing) {
    await publishLetter(trx, await moveLetter(trx, ctx, existing, args.invitedDateStart, args.invitedDateEnd, endMs));
    return { status: 'success', details: [{ Message: INVITE_MESSAGES.updated, alreadyActive: 1, id: existing.id }] };
  }
  const row = await repo.insertLetter(trx, {
    id,
    estate_id: args.estateId,
    unit_no: args.standNo,
    owner_id: callerId,
    display_name: args.displayName,
    first_name: '',
    last_name: '',
    phone: args.phoneNumber,
    email: args.email,
    ...repo.NOT_ONBOARDED,
    zone_ids: args.accessgroups.join(','),
    status: 'PENDING',
    created_at: now,
    onboarded_at: null,
    ended_at: null,
    purged_at: null,
    letter_user_id: '',
    under18: 0,
    date_start: args.invitedDateStart,
    date_end: args.invitedDateEnd,
    ends_at: endMs + 59_000,
    // Multi-entry only where the estate offers it.
    multi_entry: args.multiEntry && config.visitorSettings.inviteMultiEntryEnabled ? 1 : 0,
    pass_id: '',
  });
  const token = await createJoinToken(trx, 'letter', row.id, args.estateId, now);
  await publishLetter(trx, row);
  const estate = (await core.estateName(trx, args.estateId)) ?? '';
  const mail = joinMail(ctx, args.email, { estate, name: args.displayName, resident: resident?.display_name ?? '', token });
  await deliverMail(ctx, mail, 'letting join mail', trx);
  return { status: 'success', details: [{ Message: INVITE_MESSAGES.sent, alreadyActive: 0, id: row.id }] };
}

/** POST API.letters (spec 'inviteShortTermLetter'): `inviteLetterIn` in a transaction of its own, under a new id. */
export async function inviteLetter(ctx: AppContext, callerId: string, args: LetterInviteArgs): Promise<InviteAnswer> {
  const id = crypto.randomUUID().replace(/-/g, '');
  return withIssuingKey(ctx, args.estateId, () => writeTransaction(ctx.db, (trx) => inviteLetterIn(trx, ctx, callerId, args, id)));
}

/** GET API.letters?uid=&estateID=&unitNo=: the unit's PENDING and ACTIVE letters (`uid` must be the caller). */
export async function listLettersFor(ctx: AppContext, callerId: string, uid: string | undefined, estateId: number, unitNo: string): Promise<Letter[]> {
  const id = await requireAccess(ctx.db, callerId, { self: uid });
  await requireReader(ctx.db, id, estateId, unitNo);
  return (await repo.listOpenLettersOfUnit(ctx.db, estateId, unitNo)).map(toLetter);
}

/** New dates for an open letter the caller holds, in `trx` (spec 'updateLetter'); an active letter's pass is reissued. */
export async function changeLetterDatesIn(trx: Trx, ctx: AppContext, callerId: string, args: LetterDatesArgs): Promise<Letter> {
  const row = await heldLetter(trx, callerId, args.inviteId);
  const config = await configFor(trx, Number(row.estate_id));
  const { endMs } = lettingWindow(args.invitedDateStart, args.invitedDateEnd, config, Date.now(), row.date_start);
  return publishLetter(trx, await moveLetter(trx, ctx, row, args.invitedDateStart, args.invitedDateEnd, endMs));
}

/** PUT API.letter(id) (spec 'updateLetter'): `changeLetterDatesIn` in a transaction of its own. */
export async function changeLetterDates(ctx: AppContext, callerId: string, id: string, args: LetterDatesArgs): Promise<Letter> {
  const first = await heldLetter(ctx.db, callerId, id);
  return withIssuingKey(ctx, Number(first.estate_id), () =>
    writeTransaction(ctx.db, (trx) => changeLetterDatesIn(trx, ctx, callerId, { ...args, inviteId: id })),
  );
}

/**
 * Ends a letter (removed, or its letting over): the pass revoked, the join link gone, and the
 * guests who stay under its invite removed with their passes. Answers the row.
 */
export async function endLetter(
  trx: Trx,
  dialect: AppContext['dialect'],
  row: repo.LetterRow,
  status: 'REMOVED' | 'EXPIRED',
  now: number,
): Promise<repo.LetterRow> {
  const estateId = Number(row.estate_id);
  await lockUnitForCount(trx, dialect, estateId, row.unit_no);
  await revokePassesFor(trx, estateId, row.id);
  await repo.deleteJoinTokensOf(trx, 'letter', [row.id]);
  const ended = await repo.updateLetter(trx, row.id, { status, ended_at: now });
  await endGuests(trx, estateId, row.unit_no, await repo.listActiveGuests(trx, estateId, row.unit_no, row.id), now);
  await publishLetter(trx, ended);
  return ended;
}

/** A holder removes the letter in `trx` (REMOVED, tombstoned from the unit; the pass revoked, their guests ended). */
export async function removeLetterIn(trx: Trx, ctx: AppContext, callerId: string, id: string): Promise<Letter> {
  return toLetter(await endLetter(trx, ctx.dialect, await heldLetter(trx, callerId, id), 'REMOVED', Date.now()));
}

/** DELETE API.letter(id): `removeLetterIn` in a transaction of its own. */
export async function removeLetter(ctx: AppContext, callerId: string, id: string): Promise<Letter> {
  await heldLetter(ctx.db, callerId, id);
  return writeTransaction(ctx.db, (trx) => removeLetterIn(trx, ctx, callerId, id));
}
