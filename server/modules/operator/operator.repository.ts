import { type Insertable, sql } from 'kysely';
import { compiledOnce, type Db } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { OperatorSetupLinksTable } from './operator.tables';

/** Kysely only: operators and their set-up links. */
type Q = Db | Trx;

/** Asked by the staff and units modules: compiled once. */
const operatorRow = compiledOnce((db, userId: string) => db.selectFrom('operators').select('user_id').where('user_id', '=', userId).limit(1));

export const isOperator = async (db: Q, userId: string) => (await operatorRow(db, userId)).length > 0;

/** `scope` as a row when the user is an operator, none otherwise: a query the sync engine composes into its statements. */
export const operatorScopeRow = (db: Q, userId: string, scope: string) =>
  db
    .selectFrom('operators')
    .select(sql<string>`cast(${sql.lit(scope)} as text)`.as('scope'))
    .where('user_id', '=', userId);

export const anyOperator = async (db: Q) => (await db.selectFrom('operators').select('user_id').limit(1).executeTakeFirst()) !== undefined;

/** Adds the role; answers false when the user held it already. */
export async function insertOperator(db: Q, userId: string, now: number): Promise<boolean> {
  const rows = await db
    .insertInto('operators')
    .values({ user_id: userId, created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .execute();
  return rows.length > 0;
}

export async function insertSetupLink(db: Q, link: Insertable<OperatorSetupLinksTable>): Promise<void> {
  await db.insertInto('operator_setup_links').values(link).execute();
}

export const findUnusedLink = (db: Q, tokenHash: string) =>
  db.selectFrom('operator_setup_links').selectAll().where('token_hash', '=', tokenHash).where('used_at', 'is', null).executeTakeFirst();

/** Marks the link used; answers false when another request used it first. */
export async function markLinkUsed(db: Q, id: string, now: number): Promise<boolean> {
  const result = await db.updateTable('operator_setup_links').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Voids every other unused first-operator link (the ones bound to no e-mail). */
export async function voidFirstOperatorLinks(db: Q, now: number): Promise<void> {
  await db.updateTable('operator_setup_links').set({ used_at: now }).where('email', '=', '').where('used_at', 'is', null).execute();
}
