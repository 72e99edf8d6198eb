import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { t } from '../i18n';
import { shownRows } from './data-table-rows';
import './data-table.css';
import '../i18n/areas/shell';

/** One column: its header, how a row shows in it, and (optional) the value it sorts by. */
export type DataColumn<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortValue?: (row: T) => string | number;
  /** Right-aligned (amounts, counts). */
  numeric?: boolean;
};

/** A select above the table that keeps the rows for which `test(row, value)` holds ('' is All). */
export type DataFilter<T> = {
  id: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  test: (row: T, value: string) => boolean;
};

type Props<T> = {
  /** The table's accessible name (its caption, visually hidden). */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: ReadonlyArray<DataColumn<T>>;
  /** The text a row is searched by (lower-cased here); no search box without it. */
  searchText?: (row: T) => string;
  filters?: ReadonlyArray<DataFilter<T>>;
  /** Rows per page (default 50). */
  pageSize?: number;
  /** Shown when no row matches (default 'Nothing matches.'). */
  empty?: string;
  /** Buttons or links beside the search box (an Add, an Import). */
  actions?: ReactNode;
  testId?: string;
  /** The search box's label and placeholder (default 'Search'). */
  searchLabel?: string;
  /** The order before the user picks a column. */
  initialSort?: Sort;
  /** Attributes of a row's `<tr>` (`data-*` for tests and styles). */
  rowProps?: (row: T) => Record<`data-${string}`, string>;
};

const NO_FILTERS: readonly never[] = [];

export type Sort = { column: string; descending: boolean };

/**
 * The console's table: a search box, filters, sortable columns and paging, so a list of 5,000
 * units or a year of gate decisions stays one screen. Everything happens over the rows it is
 * handed (the caller's Dexie live query), so it works offline. Pass `searchText`, `filters` and
 * `columns` that keep their identity between renders (module constants or `useMemo`): the rows'
 * search text is computed once per list, not per keystroke.
 */
export function DataTable<T>({
  label,
  rows,
  rowKey,
  columns,
  searchText,
  filters = NO_FILTERS,
  pageSize = 50,
  empty,
  actions,
  testId,
  searchLabel,
  initialSort,
  rowProps,
}: Props<T>) {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [sort, setSort] = useState<Sort | undefined>(initialSort);
  const [page, setPage] = useState(0);
  const deferredQuery = useDeferredValue(query.trim().toLowerCase());

  const searchIndex = useMemo(() => (searchText ? new Map(rows.map((row) => [row, searchText(row).toLowerCase()])) : undefined), [rows, searchText]);

  const shown = useMemo(() => {
    const sortColumn = sort ? columns.find((column) => column.id === sort.column) : undefined;
    return shownRows(rows, { filters, chosen, searchIndex, query: deferredQuery, sortValue: sortColumn?.sortValue, descending: sort?.descending });
  }, [rows, filters, chosen, searchIndex, deferredQuery, sort, columns]);

  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, pages - 1);
  const pageRows = shown.slice(current * pageSize, current * pageSize + pageSize);

  const toggleSort = (column: string) => {
    setSort((before) => (before?.column === column ? { column, descending: !before.descending } : { column, descending: false }));
    setPage(0);
  };

  return (
    <div className="data-table" data-testid={testId}>
      <div className="data-table-tools">
        {searchText ? (
          <label className="data-table-search">
            <span className="visually-hidden">{searchLabel ?? t('table.search')}</span>
            <input
              type="search"
              placeholder={searchLabel ?? t('table.search')}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setPage(0);
              }}
            />
          </label>
        ) : null}
        {filters.map((filter) => (
          <label key={filter.id} className="data-table-filter">
            <span>{filter.label}</span>
            <select
              value={chosen[filter.id] ?? ''}
              onChange={(event) => {
                setChosen((before) => ({ ...before, [filter.id]: event.target.value }));
                setPage(0);
              }}
            >
              <option value="">{t('table.all')}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <span className="data-table-count muted" aria-live="polite">
          {t('table.count', { shown: shown.length, total: rows.length })}
        </span>
        {actions ? <span className="data-table-actions">{actions}</span> : null}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region must take the focus so the keyboard can scroll it (axe scrollable-region-focusable) */}
      <section className="data-table-scroll" tabIndex={0} aria-label={label}>
        <table>
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = sort?.column === column.id ? (sort.descending ? 'descending' : 'ascending') : undefined;
                return (
                  <th key={column.id} scope="col" aria-sort={sorted} className={column.numeric ? 'numeric' : undefined}>
                    {column.sortValue ? (
                      <button
                        type="button"
                        className="data-table-sort"
                        onClick={() => toggleSort(column.id)}
                        aria-label={t('table.sortBy', { column: column.header })}
                      >
                        {column.header}
                        <span aria-hidden="true">{sorted === 'ascending' ? ' ▲' : sorted === 'descending' ? ' ▼' : ''}</span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {pageRows.map((row) => (
              <tr key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={column.numeric ? 'numeric' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {pageRows.length === 0 ? <p className="muted data-table-empty">{empty ?? t('table.empty')}</p> : null}
      </section>
      {pages > 1 ? (
        <nav className="data-table-pages" aria-label={label}>
          <button type="button" className="btn btn-secondary" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {t('table.previous')}
          </button>
          <span>{t('table.page', { page: current + 1, pages })}</span>
          <button type="button" className="btn btn-secondary" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            {t('table.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
