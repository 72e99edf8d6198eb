import { sql } from 'kysely';
import type { Trx } from '../sync/change-log';
import type { Db, DbDialect } from './database';

/** Columns that name the user who owns a row: account deletion erases, and 'Download my data' exports, by them. */
export const OWNER_COLUMNS = ['user_id', 'owner_id'] as const;

/** Every table of the database with one of `columns`, as {table, column} pairs, ordered by table. */
export async function tablesWithColumns(db: Db | Trx, dialect: DbDialect, columns: readonly string[]): Promise<Array<{ table: string; column: string }>> {
  if (columns.length === 0) return [];
  const names = sql.join(columns.map((c) => sql.lit(c)));
  const rows =
    dialect === 'postgres'
      ? await sql<{
          table_name: string;
          column_name: string;
        }>`select table_name, column_name from information_schema.columns where table_schema = current_schema() and column_name in (${names}) order by table_name, column_name`.execute(
          db,
        )
      : await sql<{
          table_name: string;
          column_name: string;
        }>`select m.name as table_name, p.name as column_name from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table' and p.name in (${names}) order by m.name, p.name`.execute(
          db,
        );
  return rows.rows.map((r) => ({ table: r.table_name, column: r.column_name }));
}

/** Every table of the database with an owner column (OWNER_COLUMNS), as {table, column} pairs. */
export const tablesWithOwnerColumns = (db: Db | Trx, dialect: DbDialect) => tablesWithColumns(db, dialect, OWNER_COLUMNS);
