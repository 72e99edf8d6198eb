import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { GateCredentialsTable, GateEventsTable, GateIssuerKeysTable, GateLogTable } from './access.tables';
import type { Trx } from '../../sync/change-log';

/** Kysely only: issuing keys, credentials, bans, revocation-list state, gate events. */
type Q = Db | Trx;

export const findIssuerKey = (db: Q, estateId: number) => db.selectFrom('gate_issuer_keys').selectAll().where('estate_id', '=', estateId).executeTakeFirst();

export async function insertIssuerKey(db: Q, row: Insertable<GateIssuerKeysTable>): Promise<void> {
  await db.insertInto('gate_issuer_keys').values(row).execute();
}

/** Issuing keys sealed with another secret than `wrapKeyId` (or before the id was recorded). */
export const listIssuerKeysNotSealedWith = (db: Q, wrapKeyId: string) =>
  db
    .selectFrom('gate_issuer_keys')
    .select(['key_id', 'estate_id', 'secret_box', 'wrap_key_id'])
    .where('wrap_key_id', '<>', wrapKeyId)
    .orderBy('estate_id')
    .execute();

/**
 * Replaces a key's sealed box if it is still the one read (another process may have re-sealed it
 * meanwhile); answers whether this call did.
 */
export async function replaceIssuerKeySeal(db: Q, keyId: string, from: string, to: { secret_box: string; wrap_key_id: string }): Promise<boolean> {
  const result = await db.updateTable('gate_issuer_keys').set(to).where('key_id', '=', keyId).where('secret_box', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export const isUserBanned = async (db: Q, estateId: number, userId: string) =>
  (await db.selectFrom('gate_user_revocations').select('user_id').where('estate_id', '=', estateId).where('user_id', '=', userId).executeTakeFirst()) !==
  undefined;

export async function banUser(db: Q, row: { estate_id: number; user_id: string; reason: string; revoked_at: number }): Promise<void> {
  await db
    .insertInto('gate_user_revocations')
    .values(row)
    .onConflict((oc) => oc.columns(['estate_id', 'user_id']).doNothing())
    .execute();
}

export const listCredentialsOfDevice = (db: Q, devicePub: string) =>
  db.selectFrom('gate_credentials').selectAll().where('device_pub', '=', devicePub).execute();

export async function insertCredential(db: Q, row: Insertable<GateCredentialsTable>): Promise<void> {
  await db.insertInto('gate_credentials').values(row).execute();
}

export const findCredential = (db: Q, credId: string) => db.selectFrom('gate_credentials').selectAll().where('cred_id', '=', credId).executeTakeFirst();

/**
 * Live credentials matching the filter; revokes them and returns the affected estate ids. With
 * `lock` (PostgreSQL) the rows are locked in cred_id order first, so two revocations over
 * overlapping sets (sign-out and a manager's ban of the same person) cannot lock them crosswise.
 */
export async function revokeCredentials(
  db: Q,
  filter: { credId?: string; userId?: string; estateId?: number; sessionId?: string; devicePub?: string },
  reason: string,
  now: number,
  lock = false,
): Promise<number[]> {
  const rows = await db
    .selectFrom('gate_credentials')
    .select(['cred_id', 'estate_id'])
    .where('revoked_at', 'is', null)
    .$if(filter.credId !== undefined, (qb) => qb.where('cred_id', '=', filter.credId ?? ''))
    .$if(filter.userId !== undefined, (qb) => qb.where('user_id', '=', filter.userId ?? ''))
    .$if(filter.estateId !== undefined, (qb) => qb.where('estate_id', '=', filter.estateId ?? 0))
    .$if(filter.sessionId !== undefined, (qb) => qb.where('session_id', '=', filter.sessionId ?? ''))
    .$if(filter.devicePub !== undefined, (qb) => qb.where('device_pub', '=', filter.devicePub ?? ''))
    .orderBy('cred_id')
    .$if(lock, (qb) => qb.forUpdate())
    .execute();
  if (rows.length === 0) return [];
  await db
    .updateTable('gate_credentials')
    .set({ revoked_at: now, revoked_reason: reason })
    .where(
      'cred_id',
      'in',
      rows.map((r) => r.cred_id),
    )
    .execute();
  return [...new Set(rows.map((r) => Number(r.estate_id)))];
}

/** Revoked credentials of an estate that have not expired yet (expired ones fail on dates anyway). */
export const listRevokedCredIds = async (db: Q, estateId: number, nowSec: number) =>
  (
    await db
      .selectFrom('gate_credentials')
      .select('cred_id')
      .where('estate_id', '=', estateId)
      .where('revoked_at', 'is not', null)
      .where('not_after', '>=', nowSec)
      .execute()
  ).map((r) => r.cred_id);

export const listBannedUserIds = async (db: Q, estateId: number) =>
  (await db.selectFrom('gate_user_revocations').select('user_id').where('estate_id', '=', estateId).execute()).map((r) => r.user_id);

/** With `lock` (PostgreSQL) the row stays locked to the end of the transaction. */
export const findRevocationState = (db: Q, estateId: number, lock = false) =>
  db
    .selectFrom('gate_revocation_state')
    .selectAll()
    .where('estate_id', '=', estateId)
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst();

/** Locks the revocation-list rows of these estates (PostgreSQL), in estate-id order. */
export async function lockRevocationStates(db: Q, estateIds: readonly number[]): Promise<void> {
  if (estateIds.length === 0) return;
  await db.selectFrom('gate_revocation_state').select('estate_id').where('estate_id', 'in', estateIds).orderBy('estate_id').forUpdate().execute();
}

export async function saveRevocationState(db: Q, row: { estate_id: number; seq: number; issued_at: number }, exists: boolean): Promise<void> {
  if (exists) await db.updateTable('gate_revocation_state').set({ seq: row.seq, issued_at: row.issued_at }).where('estate_id', '=', row.estate_id).execute();
  else await db.insertInto('gate_revocation_state').values(row).execute();
}

export async function insertEnrolChallenge(
  db: Q,
  row: { challenge: string; user_id: string; session_id: string; created_at: number; expires_at: number },
): Promise<void> {
  await db.insertInto('gate_enrol_challenges').values(row).execute();
}

/**
 * Takes a challenge for good (single use): deletes it when it belongs to this user and session
 * and returns its expiry; undefined when there is no such challenge (unknown, used, or another
 * caller's). Two concurrent uses: the second deletes nothing.
 */
export const takeEnrolChallenge = async (db: Q, challenge: string, userId: string, sessionId: string) =>
  (
    await db
      .deleteFrom('gate_enrol_challenges')
      .where('challenge', '=', challenge)
      .where('user_id', '=', userId)
      .where('session_id', '=', sessionId)
      .returning('expires_at')
      .executeTakeFirst()
  )?.expires_at;

export async function deleteExpiredEnrolChallenges(db: Q, now: number): Promise<void> {
  await db.deleteFrom('gate_enrol_challenges').where('expires_at', '<=', now).execute();
}

export const findGateEvent = (db: Q, id: string) => db.selectFrom('gate_events').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertGateEvent(db: Q, row: Insertable<GateEventsTable>): Promise<void> {
  await db.insertInto('gate_events').values(row).execute();
}

/** Ids of the estate's gate events scanned before `before`, oldest first, at most `limit` (index gate_events_estate). */
export async function listGateEventsScannedBefore(db: Q, estateId: number, before: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('gate_events')
    .select('id')
    .where('estate_id', '=', estateId)
    .where('scanned_at', '<', before)
    .orderBy('scanned_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Deletes these gate events of the estate if they are still scanned before `before`; answers the ids deleted. */
export async function deleteGateEventsScannedBefore(trx: Trx, estateId: number, ids: readonly string[], before: number): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .deleteFrom('gate_events')
    .where('estate_id', '=', estateId)
    .where('id', 'in', ids)
    .where('scanned_at', '<', before)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

// The visitor log ------------------------------------------------------------------------------

/** Inserts the decision's row unless its id is there already; answers the row when inserted. */
export const insertGateLogOnce = (trx: Trx, row: Insertable<GateLogTable>) =>
  trx
    .insertInto('gate_log')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .returningAll()
    .executeTakeFirst();

export const deleteGateLogRows = (trx: Trx, estateId: number, ids: readonly string[]) =>
  ids.length === 0 ? Promise.resolve([]) : trx.deleteFrom('gate_log').where('estate_id', '=', estateId).where('id', 'in', ids).returning('id').execute();

/** Deletes the visitor-log lines of these residents' decisions (a gate event's line has its id); answers the ids deleted. */
export async function deleteResidentGateLogRows(trx: Trx, estateId: number, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .deleteFrom('gate_log')
    .where('estate_id', '=', estateId)
    .where('kind', '=', 'resident')
    .where('id', 'in', ids)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export const blankGateLogPeople = (trx: Trx, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : trx.updateTable('gate_log').set({ person_name: '' }).where('id', 'in', ids).where('person_name', '!=', '').returningAll().execute();

/** A deleted account's name leaves the log: as the person shown and as the deciding guard. */
export async function forgetGateLogUser(trx: Trx, userId: string) {
  const people = await trx.updateTable('gate_log').set({ person_name: '', person_user_id: '' }).where('person_user_id', '=', userId).returningAll().execute();
  const guards = await trx.updateTable('gate_log').set({ guard_name: '', guard_user_id: '' }).where('guard_user_id', '=', userId).returningAll().execute();
  return [...people, ...guards];
}
