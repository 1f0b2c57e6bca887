import type { ReactNode } from 'react';

/** Values a column sorts by: numbers compare as numbers, text by the reader's language; empty sorts last. */
export type SortValue = string | number | null | undefined;

/**
 * One column of a list (components/data-table). The same definition can feed a printout or an
 * export through `text`, so a list, its print and its export show the same columns.
 */
export interface DataColumn<Row> {
  /** Stable id: the sort state and React keys use it. */
  id: string;
  /** The header text (an i18n text, already translated). */
  header: string;
  /** Renders the cell. Without it the cell shows `text`. */
  cell?: (row: Row) => ReactNode;
  /** The cell as plain text: for a printout, an export, and the cell when `cell` is absent. */
  text?: (row: Row) => string;
  /** Makes the column sortable by this value. */
  sortValue?: (row: Row) => SortValue;
  /** Makes the column sortable by this comparator (wins over `sortValue`). */
  compare?: (a: Row, b: Row) => number;
  align?: 'left' | 'right' | 'center';
  /** Keeps the cell on one line (times, dates, amounts). */
  nowrap?: boolean;
  /** Minimum width of the column's cells in pixels. */
  minWidth?: number;
  /**
   * On a phone, where each row is a card of label/value pairs: `false` leaves the column out of the
   * card, a function renders its value there instead of `cell`.
   */
  phone?: false | ((row: Row) => ReactNode);
  /** `data-testid` of each of the column's cells. */
  testId?: string;
  /** Hides the header text visually (it stays for screen readers), e.g. over a column of buttons. */
  hideHeader?: boolean;
}

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  column: string;
  direction: SortDirection;
}
