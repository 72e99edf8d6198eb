import { sql, type RawBuilder } from 'kysely';

/**
 * Searching a table's text columns the same way on SQLite and PostgreSQL: a term matches a column
 * that contains it, ignoring case, with `%`, `_` and `\` in the term taken literally.
 */

/** The words of a search box, lower-cased: at most `max` (each must match). */
export function searchTerms(text: string, max = 5): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, max);
}

/** `lower(column) LIKE '%term%'` with the term's wildcard characters escaped. */
export function containsTerm(column: string, term: string): RawBuilder<boolean> {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/**
 * Keyset paging newest first: the rows after `before` (the previous page's last row) in `column`
 * descending, then `id` descending.
 */
export function olderThan(column: string, before: { at: number; id: string }): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(column)} < ${before.at} or (${sql.ref(column)} = ${before.at} and id < ${before.id}))`;
}
