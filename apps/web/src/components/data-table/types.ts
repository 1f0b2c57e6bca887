import type { ReactNode } from 'react';
import type { ListColumn } from '../../lib/list-column';

/** Values a column sorts by: numbers compare as numbers, text by the reader's language; empty sorts last. */
export type SortValue = string | number | null | undefined;

/**
 * One column of a list (components/data-table). It is a `ListColumn` (lib/list-column.ts: id,
 * header, the cell as plain text), so the columns a list shows can also feed its printout
 * (lib/print.ts) and its export (lib/export.ts).
 */
export interface DataColumn<Row> extends ListColumn<Row> {
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
