import { sql, type RawBuilder } from 'kysely';
import { tablesWithColumns, tablesWithOwnerColumns } from '../../db/catalogue';
import type { Db, DbDialect } from '../../db/database';
import type { Trx } from '../../sync/change-log';

/**
 * Kysely only: the rows the server holds about one user, read generically from the database's
 * own catalogue (the same discovery account deletion erases by), never from a list of one
 * module's tables.
 */

export type StoredRow = Record<string, unknown>;

/**
 * A column of a table that names the user: the row is about them when `column` is their id, or,
 * with `through`, when `column` is the `id` of a `through.table` row whose `through.column` is
 * their id (e.g. the views of the ID numbers of the user's own associates).
 */
export type UserLink = { table: string; column: string; through?: { table: string; column: string } };

/**
 * Rows about a user that are keyed otherwise than by `user_id`/`owner_id` (those come by
 * themselves). Each is read only when the catalogue has the table and its columns. The dev
 * mailbox (`mailbox`) is left out on purpose: its bodies carry codes and reset links.
 */
export const KEYED_ELSEWHERE: readonly UserLink[] = [
  // The user's own passages at the gate, and the scans they made as a guard.
  { table: 'gate_events', column: 'resident_user_id' },
  { table: 'gate_events', column: 'guard_user_id' },
  // People at a unit: the user's own record as someone's associate delegate, the consents they
  // gave, the requests they decided as a manager, and who viewed their associates' identities.
  { table: 'associates', column: 'delegate_user_id' },
  { table: 'consents', column: 'given_by' },
  { table: 'unit_requests', column: 'decided_by' },
  { table: 'identity_views', column: 'associate_id', through: { table: 'associates', column: 'owner_id' } },
];

/** The stored files' table: rows elsewhere point at it by `*_file_id` columns. */
export const FILES_TABLE = 'files';

/** Every table with rows about the user and the links that find them, ordered by table. */
export async function tablesAboutUser(db: Db | Trx, dialect: DbDialect): Promise<Array<{ table: string; links: UserLink[] }>> {
  const owned: UserLink[] = (await tablesWithOwnerColumns(db, dialect)).filter((t) => t.table !== 'users');
  const wanted = [...new Set(KEYED_ELSEWHERE.flatMap((k) => [k.column, ...(k.through ? [k.through.column] : [])]))];
  const present = await tablesWithColumns(db, dialect, wanted);
  const has = (table: string, column: string) => present.some((p) => p.table === table && p.column === column);
  const elsewhere = KEYED_ELSEWHERE.filter((k) => has(k.table, k.column) && (!k.through || has(k.through.table, k.through.column)));
  const byTable = new Map<string, UserLink[]>();
  for (const link of [...owned, ...elsewhere]) byTable.set(link.table, [...(byTable.get(link.table) ?? []), link]);
  return [...byTable.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([table, links]) => ({ table, links }));
}

const matches = (link: UserLink, userId: string): RawBuilder<unknown> =>
  link.through
    ? sql`${sql.ref(link.column)} in (select ${sql.ref('id')} from ${sql.table(link.through.table)} where ${sql.ref(link.through.column)} = ${userId})`
    : sql`${sql.ref(link.column)} = ${userId}`;

/** The rows of `table` that any of `links` ties to the user (names come from the catalogue above). */
export async function rowsAbout(db: Db | Trx, table: string, links: readonly UserLink[], userId: string): Promise<StoredRow[]> {
  if (links.length === 0) return [];
  const where = sql.join(
    links.map((link) => matches(link, userId)),
    sql` or `,
  );
  return (await sql<StoredRow>`select * from ${sql.table(table)} where ${where}`.execute(db)).rows;
}

/** The rows of `table` whose `id` is one of `ids`. */
export async function rowsById(db: Db | Trx, table: string, ids: readonly string[]): Promise<StoredRow[]> {
  if (ids.length === 0) return [];
  return (await sql<StoredRow>`select * from ${sql.table(table)} where ${sql.ref('id')} in (${sql.join(ids)})`.execute(db)).rows;
}

/** The user's own row, every column. */
export async function userRow(db: Db | Trx, userId: string): Promise<StoredRow | undefined> {
  return (await rowsById(db, 'users', [userId]))[0];
}
