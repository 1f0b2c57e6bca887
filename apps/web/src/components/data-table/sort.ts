import type { DataColumn, SortState, SortValue } from './types';

/** Whether a column can be sorted. */
export function isSortable<Row>(column: DataColumn<Row>): boolean {
  return Boolean(column.compare || column.sortValue);
}

function compareValues(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The rows in the order of `sort` (a stable sort: equal rows keep the caller's order). Empty
 * values go last in both directions, so a list sorted either way starts with real values.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataColumn<Row>[],
  sort: SortState | null,
  locale: string,
): readonly Row[] {
  if (!sort) return rows;
  const column = columns.find((candidate) => candidate.id === sort.column);
  if (!column || !isSortable(column)) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const { compare, sortValue } = column;
  const indexed = rows.map((row, index) => ({ row, index, value: sortValue?.(row) }));
  indexed.sort((a, b) => {
    let order: number;
    if (compare) order = sign * compare(a.row, b.row);
    else {
      const aEmpty = a.value === null || a.value === undefined || a.value === '';
      const bEmpty = b.value === null || b.value === undefined || b.value === '';
      // empty values last whichever the direction
      order =
        aEmpty || bEmpty ? compareValues(a.value, b.value, collator) : sign * compareValues(a.value, b.value, collator);
    }
    return order || a.index - b.index;
  });
  return indexed.map((entry) => entry.row);
}

/** The next sort state after activating a column's header: ascending first, then descending. */
export function nextSort(current: SortState | null, column: string): SortState {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}

/** One page of rows (page is 0-based); a page past the end gives the last page's rows. */
export function pageOf<Row>(rows: readonly Row[], page: number, pageSize: number): readonly Row[] {
  const last = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const start = Math.min(page, last) * pageSize;
  return rows.slice(start, start + pageSize);
}
