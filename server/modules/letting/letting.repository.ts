import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { JoinTokensTable, LettersTable, LettingGuestsTable, RegularVisitorsTable } from './letting.tables';

/** Kysely only: the letting tables (the regular visitors' role rows are core's). */
type Q = Db | Trx;

export type RegularVisitorRow = Selectable<RegularVisitorsTable>;
export type LetterRow = Selectable<LettersTable>;
export type GuestRow = Selectable<LettingGuestsTable>;
export type JoinTokenRow = Selectable<JoinTokensTable>;

// ---------------------------------------------------------------- regular visitors

export const findRegularVisitor = (db: Q, id: string) => db.selectFrom('regular_visitors').selectAll().where('id', '=', id).executeTakeFirst();

export const insertRegularVisitor = (trx: Trx, row: Insertable<RegularVisitorsTable>) =>
  trx.insertInto('regular_visitors').values(row).returningAll().executeTakeFirstOrThrow();

export const updateRegularVisitor = (trx: Trx, id: string, patch: Updateable<RegularVisitorsTable>) =>
  trx.updateTable('regular_visitors').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** The unit's regular visitors that are not removed, oldest first. */
export const listRegularVisitorsOfUnit = (db: Q, estateId: number, unitNo: string) =>
  db
    .selectFrom('regular_visitors')
    .selectAll()
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .where('status', '!=', 'REMOVED')
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** The regular visitor rows linked to the user's account (any status). */
export const listRegularVisitorsOfUser = (db: Q, userId: string) =>
  db.selectFrom('regular_visitors').selectAll().where('visitor_user_id', '=', userId).where('visitor_user_id', '!=', '').execute();

export const listRegularVisitorsOwnedBy = (db: Q, userId: string) => db.selectFrom('regular_visitors').selectAll().where('owner_id', '=', userId).execute();

// ---------------------------------------------------------------- letters

export const findLetter = (db: Q, id: string) => db.selectFrom('letters').selectAll().where('id', '=', id).executeTakeFirst();

export const insertLetter = (trx: Trx, row: Insertable<LettersTable>) => trx.insertInto('letters').values(row).returningAll().executeTakeFirstOrThrow();

export const updateLetter = (trx: Trx, id: string, patch: Updateable<LettersTable>) =>
  trx.updateTable('letters').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** The unit's letters that are PENDING or ACTIVE, oldest first. */
export const listOpenLettersOfUnit = (db: Q, estateId: number, unitNo: string) =>
  db
    .selectFrom('letters')
    .selectAll()
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .where('status', 'in', ['PENDING', 'ACTIVE'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const listLettersOfUser = (db: Q, userId: string) =>
  db.selectFrom('letters').selectAll().where('letter_user_id', '=', userId).where('letter_user_id', '!=', '').execute();

export const listLettersOwnedBy = (db: Q, userId: string) => db.selectFrom('letters').selectAll().where('owner_id', '=', userId).execute();

/** PENDING or ACTIVE letters whose letting ended before `now`. */
export const listEndedLetters = (db: Q, now: number) =>
  db.selectFrom('letters').selectAll().where('status', 'in', ['PENDING', 'ACTIVE']).where('ends_at', '<=', now).execute();

// ---------------------------------------------------------------- letting guests

export const findGuest = (db: Q, id: string) => db.selectFrom('letting_guests').selectAll().where('id', '=', id).executeTakeFirst();

export const insertGuest = (trx: Trx, row: Insertable<LettingGuestsTable>) =>
  trx.insertInto('letting_guests').values(row).returningAll().executeTakeFirstOrThrow();

export const updateGuest = (trx: Trx, id: string, patch: Updateable<LettingGuestsTable>) =>
  trx.updateTable('letting_guests').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** The unit's active guests (optionally those under one letter), oldest first. */
export const listActiveGuests = (db: Q, estateId: number, unitNo: string, inviteId?: string) =>
  db
    .selectFrom('letting_guests')
    .selectAll()
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .where('status', '=', 'ACTIVE')
    .$if(inviteId !== undefined, (qb) => qb.where('invite_id', '=', inviteId ?? ''))
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export async function countActiveGuests(db: Q, estateId: number, unitNo: string): Promise<number> {
  const row = await db
    .selectFrom('letting_guests')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const listGuestsOwnedBy = (db: Q, userId: string) => db.selectFrom('letting_guests').selectAll().where('owner_id', '=', userId).execute();

/** Active guests whose last day ('YYYY-MM-DD') is before `today`. */
export const listEndedGuests = (db: Q, today: string) =>
  db.selectFrom('letting_guests').selectAll().where('status', '=', 'ACTIVE').where('valid_to', '<', today).execute();

// ---------------------------------------------------------------- retention

export type PurgeTable = 'regular_visitors' | 'letters' | 'letting_guests';

/** Rows ended (removed, declined, expired) before `cutoff` and not purged yet, at the estate. */
export const listPurgeable = (db: Q, table: PurgeTable, estateId: number, cutoff: number) =>
  db
    .selectFrom(table)
    .select(['id', 'estate_id', 'unit_no'])
    .where('estate_id', '=', estateId)
    .where('purged_at', 'is', null)
    .where('ended_at', 'is not', null)
    .where('ended_at', '<=', cutoff)
    .execute();

/** Estates with ended rows still to purge. */
export async function estatesWithUnpurged(db: Q): Promise<number[]> {
  const ids = new Set<number>();
  for (const table of ['regular_visitors', 'letters', 'letting_guests'] as const) {
    for (const row of await db.selectFrom(table).select('estate_id').distinct().where('purged_at', 'is', null).where('ended_at', 'is not', null).execute())
      ids.add(Number(row.estate_id));
  }
  return [...ids].sort((a, b) => a - b);
}

/** The identity columns of a visitor or letter before they onboard (they fill them in then). */
export const NOT_ONBOARDED = {
  id_number: '',
  document_type: 0,
  nationality: '',
  face_file_id: '',
  document_front_file_id: '',
  document_back_file_id: '',
  vin_disc_file_id: '',
  vehicle_registration_no: '',
  licence_plate_number: '',
  birth_date: '',
  gender: '',
  document_expiry: '',
  mrz_check_digits: '',
  vehicle_make: '',
  vehicle_model: '',
  vin_number: '',
  engine_number: '',
} as const;

const PURGED_IDENTITY = {
  display_name: '',
  first_name: '',
  last_name: '',
  phone: '',
  email: '',
  id_number: '',
  nationality: '',
  face_file_id: '',
  document_front_file_id: '',
  document_back_file_id: '',
  vin_disc_file_id: '',
  vehicle_registration_no: '',
  licence_plate_number: '',
  birth_date: '',
  gender: '',
  document_expiry: '',
  mrz_check_digits: '',
  vehicle_make: '',
  vehicle_model: '',
  vin_number: '',
  engine_number: '',
} as const;

/** Names, phones, e-mails, ID numbers and image references of the rows go. */
export async function purgeRows(trx: Trx, table: PurgeTable, ids: readonly string[], now: number): Promise<void> {
  if (ids.length === 0) return;
  if (table === 'letting_guests') {
    await trx
      .updateTable('letting_guests')
      .set({
        first_name: '',
        last_name: '',
        phone: '',
        email: '',
        id_number: '',
        guardian_first_name: '',
        guardian_last_name: '',
        guardian_mobile: '',
        guardian_email: '',
        address_line1: '',
        address_line2: '',
        suburb: '',
        town: '',
        postal_code: '',
        face_file_id: '',
        document_front_file_id: '',
        document_back_file_id: '',
        purged_at: now,
      })
      .where('id', 'in', ids)
      .execute();
    return;
  }
  if (table === 'letters')
    await trx
      .updateTable('letters')
      .set({ ...PURGED_IDENTITY, purged_at: now })
      .where('id', 'in', ids)
      .execute();
  else
    await trx
      .updateTable('regular_visitors')
      .set({ ...PURGED_IDENTITY, purged_at: now })
      .where('id', 'in', ids)
      .execute();
}

export async function deleteRows(trx: Trx, table: PurgeTable, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom(table).where('id', 'in', ids).execute();
}

// ---------------------------------------------------------------- join tokens

export async function insertJoinToken(trx: Trx, row: Insertable<JoinTokensTable>): Promise<void> {
  await trx.insertInto('join_tokens').values(row).execute();
}

export const findJoinToken = (db: Q, tokenHash: string) => db.selectFrom('join_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Marks the token used by the user, unless someone else used it meanwhile; true when it is the user's. */
export async function takeJoinToken(trx: Trx, tokenHash: string, userId: string, now: number): Promise<boolean> {
  await trx.updateTable('join_tokens').set({ used_by: userId, used_at: now }).where('token_hash', '=', tokenHash).where('used_by', '=', '').execute();
  return (await findJoinToken(trx, tokenHash))?.used_by === userId;
}

export async function deleteJoinTokensOf(trx: Trx, kind: string, subjectIds: readonly string[]): Promise<void> {
  if (subjectIds.length > 0) await trx.deleteFrom('join_tokens').where('kind', '=', kind).where('subject_id', 'in', subjectIds).execute();
}

export async function deleteExpiredJoinTokens(db: Q, now: number): Promise<void> {
  await db.deleteFrom('join_tokens').where('used_by', '=', '').where('expires_at', '<=', now).execute();
}

/** The user's joins leave the tokens (their account is going). */
export async function clearJoinTokenUser(trx: Trx, userId: string): Promise<void> {
  await trx.updateTable('join_tokens').set({ used_by: 'deleted' }).where('used_by', '=', userId).execute();
}

/** The (visitor, estate) pairs of regular visitors left without an owner by a resident's account deletion. */
export const listOrphanVisitorLinks = (db: Q) =>
  db.selectFrom('regular_visitors').select(['visitor_user_id', 'estate_id']).distinct().where('owner_id', '=', '').execute();

export async function deleteOrphanVisitors(trx: Trx, visitorUserId: string, estateId: number): Promise<void> {
  await trx.deleteFrom('regular_visitors').where('owner_id', '=', '').where('visitor_user_id', '=', visitorUserId).where('estate_id', '=', estateId).execute();
}

/** A deleted resident's regular visitors: REMOVED rows without an owner (the letting job settles their visitors' roles, then deletes them). */
export async function orphanRegularVisitors(trx: Trx, ids: readonly string[], now: number): Promise<void> {
  if (ids.length > 0) await trx.updateTable('regular_visitors').set({ owner_id: '', status: 'REMOVED', ended_at: now }).where('id', 'in', ids).execute();
}

/** ACTIVE letters and guests that have no gate pass yet (the job issues them). */
export const listActiveLettersWithoutPass = (db: Q) =>
  db.selectFrom('letters').select(['id', 'estate_id', 'ends_at']).where('status', '=', 'ACTIVE').where('pass_id', '=', '').execute();
export const listActiveGuestsWithoutPass = (db: Q) =>
  db.selectFrom('letting_guests').select(['id', 'estate_id', 'valid_to']).where('status', '=', 'ACTIVE').where('pass_id', '=', '').execute();
