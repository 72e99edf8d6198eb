/** What a DataTable shows, worked out without React (tests hold it to 5,000 rows). */

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export type RowQuery<T> = {
  /** Each filter's test with the value chosen for it ('' or absent: no filter). */
  filters: ReadonlyArray<{ id: string; test: (row: T, value: string) => boolean }>;
  chosen: Readonly<Record<string, string>>;
  /** A row's lower-cased search text (absent: no search). */
  searchIndex?: ReadonlyMap<T, string>;
  /** Lower-cased, trimmed. */
  query: string;
  sortValue?: (row: T) => string | number;
  descending?: boolean;
};

/**
 * The rows that pass every chosen filter and contain the query, ordered by `sortValue` (numbers
 * as numbers, text in natural order: unit 2 before unit 10; ties keep the given order).
 */
export function shownRows<T>(rows: readonly T[], { filters, chosen, searchIndex, query, sortValue, descending = false }: RowQuery<T>): T[] {
  const active = filters.filter((filter) => chosen[filter.id]);
  let list = active.length === 0 ? [...rows] : rows.filter((row) => active.every((filter) => filter.test(row, chosen[filter.id] ?? '')));
  if (searchIndex && query) list = list.filter((row) => searchIndex.get(row)?.includes(query));
  if (!sortValue) return list;
  const direction = descending ? -1 : 1;
  const keyed = list.map((row, index) => ({ row, index, key: sortValue(row) }));
  keyed.sort((a, b) => {
    const order = typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : collator.compare(String(a.key), String(b.key));
    return order * direction || a.index - b.index;
  });
  return keyed.map((entry) => entry.row);
}
