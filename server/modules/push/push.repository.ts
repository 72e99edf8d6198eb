import { sql, type ExpressionBuilder, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Trx } from '../../sync/change-log';
import type { PushOutboxState, PushOutboxTable, PushPreferencesTable, PushSubscriptionsTable } from './push.tables';

/** Kysely only: subscriptions, the push outbox, users' categories and the generated VAPID keys. */

type Q = Db | Trx;
export type SubscriptionRow = Selectable<PushSubscriptionsTable>;
export type PushRow = Selectable<PushOutboxTable>;
export type PreferencesRow = Selectable<PushPreferencesTable>;

/** Rows one statement inserts or names at most (PostgreSQL's parameter limit, SQLite's too). */
const CHUNK = 500;

function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

// ---------------------------------------------------------------- subscriptions

export const findSubscription = (db: Q, id: string) => db.selectFrom('push_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();

export const findSubscriptionOf = (db: Q, userId: string, deviceId: string) =>
  db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).where('device_id', '=', deviceId).executeTakeFirst();

/** The caller's row for the device, made or replaced (same id when it existed); answers it. */
export async function upsertSubscription(trx: Trx, row: Insertable<PushSubscriptionsTable>): Promise<SubscriptionRow> {
  return trx
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'device_id']).doUpdateSet({
        session_id: row.session_id,
        endpoint: row.endpoint,
        p256dh: row.p256dh,
        auth: row.auth,
        updated_at: row.updated_at,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Subscriptions of these users (any device), in chunks. */
export async function listSubscriptionsOfUsers(db: Q, userIds: readonly string[]): Promise<SubscriptionRow[]> {
  const rows: SubscriptionRow[] = [];
  for (const part of chunks([...new Set(userIds)])) {
    rows.push(...(await db.selectFrom('push_subscriptions').selectAll().where('user_id', 'in', part).orderBy('id').execute()));
  }
  return rows;
}

/** Deletes these subscriptions and their pushes not sent yet; answers how many subscriptions went. */
async function deleteSubscriptionsById(db: Q, ids: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const part of chunks(ids)) {
    await db.deleteFrom('push_outbox').where('subscription_id', 'in', part).where('state', '=', 'pending').execute();
    deleted += Number((await db.deleteFrom('push_subscriptions').where('id', 'in', part).executeTakeFirst()).numDeletedRows);
  }
  return deleted;
}

const idsOf = (rows: readonly { id: string }[]) => rows.map((r) => r.id);

/** Another user's subscriptions with this endpoint (a shared device: the browser keeps one endpoint), deleted. */
export async function deleteEndpointOfOthers(trx: Trx, endpoint: string, userId: string): Promise<number> {
  const rows = await trx.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).where('user_id', '<>', userId).execute();
  return deleteSubscriptionsById(trx, idsOf(rows));
}

/** The user's subscription on one device, deleted (none: 0). */
export async function deleteSubscriptionOf(db: Q, userId: string, deviceId: string): Promise<number> {
  const rows = await db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).where('device_id', '=', deviceId).execute();
  return deleteSubscriptionsById(db, idsOf(rows));
}

/** The subscriptions a session made, deleted (its sign-out). */
export async function deleteSubscriptionsOfSession(db: Q, sessionId: string): Promise<number> {
  const rows = await db.selectFrom('push_subscriptions').select('id').where('session_id', '=', sessionId).execute();
  return deleteSubscriptionsById(db, idsOf(rows));
}

/** Every subscription of a user, deleted (a move-out). */
export async function deleteSubscriptionsOfUser(db: Q, userId: string): Promise<number> {
  const rows = await db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).execute();
  return deleteSubscriptionsById(db, idsOf(rows));
}

/** One subscription, deleted (the push service answered 404 or 410: it no longer exists). */
export const deleteSubscription = (db: Q, id: string) => deleteSubscriptionsById(db, [id]);

// ---------------------------------------------------------------- categories

export const findPreferences = (db: Q, userId: string) => db.selectFrom('push_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();

export async function listPreferences(db: Q, userIds: readonly string[]): Promise<PreferencesRow[]> {
  const rows: PreferencesRow[] = [];
  for (const part of chunks([...new Set(userIds)])) rows.push(...(await db.selectFrom('push_preferences').selectAll().where('user_id', 'in', part).execute()));
  return rows;
}

/**
 * The user's row, made empty if missing and then locked by an UPDATE that changes nothing (held
 * until the transaction ends on PostgreSQL; SQLite runs one write transaction at a time): two
 * devices switching two categories at once each read the other's switch.
 */
export async function lockPreferences(trx: Trx, userId: string, now: number): Promise<PreferencesRow> {
  await trx
    .insertInto('push_preferences')
    .values({ user_id: userId, categories: '{}', updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return trx
    .updateTable('push_preferences')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updatePreferences(trx: Trx, userId: string, categories: string, now: number): Promise<PreferencesRow> {
  return trx.updateTable('push_preferences').set({ categories, updated_at: now }).where('user_id', '=', userId).returningAll().executeTakeFirstOrThrow();
}

// ---------------------------------------------------------------- the outbox

export async function insertPushes(trx: Trx, rows: readonly Insertable<PushOutboxTable>[]): Promise<void> {
  for (const part of chunks(rows, 200)) await trx.insertInto('push_outbox').values(part).execute();
}

/**
 * Begins a try of one push (see the mail outbox's claim): counts it and holds the row until
 * `holdUntil`, only if it is still pending and, for `first`, untried, else due. Answers the row as
 * claimed, or undefined when another process has it or it is not due.
 */
export async function claimPush(db: Db, id: string, claim: { now: number; holdUntil: number; first: boolean }): Promise<PushRow | undefined> {
  return db
    .updateTable('push_outbox')
    .set({ attempts: sql<number>`attempts + 1`, next_attempt_at: claim.holdUntil, last_attempt_at: claim.now })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .$if(claim.first, (q) => q.where('attempts', '=', 0))
    .$if(!claim.first, (q) => q.where('next_attempt_at', '<=', claim.now))
    .returningAll()
    .executeTakeFirst();
}

/** Ids of pending pushes whose next try is due, oldest first. */
export async function listDuePushIds(db: Db, now: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('push_outbox')
    .select('id')
    .where('state', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return idsOf(rows);
}

/** Records the end of try number `attempt` (sent: the payload emptied), only while the row is still that try's. */
export async function finishPushTry(
  db: Db,
  id: string,
  attempt: number,
  end: { state: 'sent'; at: number } | { state: 'failed'; error: string } | { state: 'pending'; error: string; nextAttemptAt: number },
): Promise<boolean> {
  const set =
    end.state === 'sent'
      ? { state: end.state, sent_at: end.at, payload: '' }
      : end.state === 'failed'
        ? { state: end.state, last_error: end.error, payload: '' }
        : { state: end.state, last_error: end.error, next_attempt_at: end.nextAttemptAt };
  const result = await db
    .updateTable('push_outbox')
    .set(set)
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where('attempts', '=', attempt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many rows are in each state (a state with none is absent). */
export async function countPushesByState(db: Db): Promise<Array<{ state: PushOutboxState; count: number }>> {
  const rows = await db
    .selectFrom('push_outbox')
    .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('state')
    .execute();
  return rows.map((r) => ({ state: r.state, count: Number(r.count) }));
}

/** Deletes sent and failed rows last changed before `before`, `batch` per statement. Answers how many. */
export async function purgePushes(db: Db, before: number, batch: number): Promise<number> {
  const old = (eb: ExpressionBuilder<Database, 'push_outbox'>) =>
    eb.or([eb.and([eb('state', '=', 'sent'), eb('sent_at', '<', before)]), eb.and([eb('state', '=', 'failed'), eb('last_attempt_at', '<', before)])]);
  let after = '';
  let deleted = 0;
  for (;;) {
    const ids = idsOf(await db.selectFrom('push_outbox').select('id').where('id', '>', after).where(old).orderBy('id').limit(batch).execute());
    if (ids.length === 0) return deleted;
    deleted += Number((await db.deleteFrom('push_outbox').where('id', 'in', ids).where(old).executeTakeFirst()).numDeletedRows);
    if (ids.length < batch) return deleted;
    after = ids[ids.length - 1] ?? after;
  }
}

// ---------------------------------------------------------------- VAPID keys made outside production

export const findVapidKeys = (db: Q) => db.selectFrom('push_vapid_keys').selectAll().where('id', '=', 1).executeTakeFirst();

/** Stores a pair unless one is there (the first process of a fleet to start wins; the others read its pair). */
export async function insertVapidKeysIfMissing(db: Q, keys: { publicKey: string; privateKey: string }, now: number): Promise<void> {
  await db
    .insertInto('push_vapid_keys')
    .values({ id: 1, public_key: keys.publicKey, private_key: keys.privateKey, created_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
