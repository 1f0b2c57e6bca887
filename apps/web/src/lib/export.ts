import { TZDate } from '@date-fns/tz';
import { csvField, safeCell } from '@daybook/domain';
import type { Cell, SheetData } from 'write-excel-file/browser';
import { type ListColumn, rowText } from './list-column';

/**
 * A spreadsheet cell: text, a number or a date (a Date is written as a date cell), with an
 * optional display format and style; null is an empty cell.
 */
export type ExportValue =
  | string
  | number
  | Date
  | null
  | { value: string | number | Date; format?: string; bold?: boolean; italic?: boolean; wrap?: boolean };

/**
 * A list's column in an export: the list's own column (its header and text), and, for a
 * spreadsheet, the typed cell (`value`, else the text) and the column's width in characters.
 */
export interface ExportColumn<Row> extends ListColumn<Row> {
  value?: (row: Row) => ExportValue;
  width?: number;
}

export interface ExportSheet<Row> {
  sheetName: string;
  columns: readonly ExportColumn<Row>[];
  rows: readonly Row[];
  /** The header row's fill colour (`#RRGGBB`); the header is always bold and stays in view. */
  headerFill?: string;
  /** Rows after the list (totals), by column position; they may reach past the last column. */
  after?: readonly (readonly ExportValue[])[];
  /** Widths of the columns past the last one that `after` uses. */
  afterWidths?: readonly number[];
}

/** A calendar date `YYYY-MM-DD` as a spreadsheet date (the day at 00:00 UTC: a sheet has no zones). */
export function sheetDate(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/**
 * An instant as the wall-clock date and time of the organisation's zone, in the form a spreadsheet
 * stores it (its own clock has no zone, so the wall-clock parts are written as UTC).
 */
export function sheetDateTime(instant: string | null, timeZone: string): Date | null {
  const ms = instant ? Date.parse(instant) : Number.NaN;
  if (!Number.isFinite(ms)) return null;
  const local = new TZDate(ms, timeZone);
  return new Date(
    Date.UTC(
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
      local.getHours(),
      local.getMinutes(),
      local.getSeconds(),
    ),
  );
}

function cellOf(value: ExportValue): Cell {
  if (value === null) return null;
  const cell = typeof value === 'object' && !(value instanceof Date) ? value : { value };
  return {
    value: cell.value,
    ...(cell.value instanceof Date ? { type: Date } : typeof cell.value === 'number' ? { type: Number } : {}),
    ...(cell.format ? { format: cell.format } : {}),
    ...(cell.bold ? { fontWeight: 'bold' as const } : {}),
    ...(cell.italic ? { fontStyle: 'italic' as const } : {}),
    ...(cell.wrap ? { wrap: true } : {}),
  } as Cell;
}

/**
 * The one spreadsheet export of the web app's lists (docs/ARCHITECTURE.md "Print and export"): a
 * real .xlsx built with write-excel-file, which is loaded only now, on the click
 * (docs/performance.md). A bold header row that stays in view, then one typed row per list row.
 */
export async function buildXlsx<Row>(sheet: ExportSheet<Row>): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = sheet.columns.map((column) => ({
    value: column.header,
    fontWeight: 'bold' as const,
    ...(sheet.headerFill ? { backgroundColor: sheet.headerFill } : {}),
  }));
  const data: SheetData = [header];
  for (const row of sheet.rows) {
    data.push(sheet.columns.map((column) => cellOf(column.value ? column.value(row) : (column.text?.(row) ?? ''))));
  }
  for (const extra of sheet.after ?? []) data.push(extra.map(cellOf));
  const widths = [...sheet.columns.map((column) => column.width ?? 12), ...(sheet.afterWidths ?? [])];
  return writeXlsxFile(data, {
    sheet: sheet.sheetName,
    stickyRowsCount: 1,
    columns: widths.map((width) => ({ width })),
  }).toBlob();
}

/**
 * The list as CSV (RFC 4180, CRLF lines, a cell starting like a formula kept as text): the headers,
 * then each row's texts as the list shows them.
 */
export function buildCsv<Row>(columns: readonly ListColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => column.header), ...rows.map((row) => rowText(columns, row))];
  return `${lines.map((cells) => cells.map((cell) => csvField(safeCell(cell))).join(',')).join('\r\n')}\r\n`;
}

// the download itself lives in download.ts, which the API's file exports share
export { downloadFile } from './download';
