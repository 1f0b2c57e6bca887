/**
 * What a list's printout and export need of one column: a stable id, the header (already
 * translated) and the cell as plain text. The shared table's column type (components/data-table)
 * has the same three members, so a list passes its own column definitions to `printList`
 * (lib/print.ts) and to the export (lib/export.ts) and they show the columns the screen shows.
 */
export interface ListColumn<Row> {
  id: string;
  header: string;
  /** The cell as plain text; a column without it prints empty. */
  text?: (row: Row) => string;
}

/** A row's cells as text, in the columns' order. */
export function rowText<Row>(columns: readonly ListColumn<Row>[], row: Row): string[] {
  return columns.map((column) => column.text?.(row) ?? '');
}
