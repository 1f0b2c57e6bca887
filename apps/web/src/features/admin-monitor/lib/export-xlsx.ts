import { TZDate } from '@date-fns/tz';
import type { AdminTimeRecord } from '@daybook/domain';
import type { SheetData } from 'write-excel-file/browser';
import type { DateRange } from './date-ranges';

export interface ExportTexts {
  sheetName: string;
  headers: {
    employee: string;
    email: string;
    department: string;
    date: string;
    checkIn: string;
    checkOut: string;
    hours: string;
    status: string;
    late: string;
    biweekly: string;
    target: string;
  };
  status: (record: AdminTimeRecord) => string;
  yes: string;
  no: string;
}

/** A calendar date as a spreadsheet date (spreadsheets have no zones: the day at 00:00 UTC). */
function excelDate(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/**
 * An instant as the wall-clock date and time of the organisation's zone, in the form a spreadsheet
 * stores it (its own clock has no zone, so the wall-clock parts are written as UTC).
 */
function excelDateTime(instant: string | null, timeZone: string): Date | null {
  if (!instant) return null;
  const ms = Date.parse(instant);
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

/** The file name: time-records-YYYY-MM-DD_to_YYYY-MM-DD.xlsx. */
export function exportFileName(range: DateRange): string {
  return `time-records-${range.start}_to_${range.end}.xlsx`;
}

/**
 * Builds a real .xlsx of the rows with write-excel-file, loaded only now (docs/ARCHITECTURE.md#stack,
 * docs/performance.md): a bold, shaded, frozen header row, dates as dates, check-in and check-out
 * as date-times shown as times, hours as numbers.
 */
export async function buildTimeRecordsWorkbook(
  records: readonly AdminTimeRecord[],
  timeZone: string,
  texts: ExportTexts,
): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const h = texts.headers;
  const header = [
    h.employee,
    h.email,
    h.department,
    h.date,
    h.checkIn,
    h.checkOut,
    h.hours,
    h.status,
    h.late,
    h.biweekly,
    h.target,
  ].map((value) => ({ value, fontWeight: 'bold' as const, backgroundColor: '#E8EEF2' }));
  const time = (value: Date | null) => (value ? { value, type: Date, format: 'hh:mm AM/PM' } : null);
  const rows: SheetData = [header];
  for (const record of records) {
    const date = excelDate(record.work_date);
    rows.push([
      record.employee.name,
      record.employee.email,
      record.employee.department ?? '',
      date ? { value: date, type: Date, format: 'mm/dd/yyyy' } : null,
      time(excelDateTime(record.check_in_at, timeZone)),
      time(excelDateTime(record.check_out_at, timeZone)),
      // the server's two-place hours, rounded once from the exact seconds (ADR 0019)
      { value: record.hours_worked, type: Number, format: '0.00' },
      texts.status(record),
      record.late ? texts.yes : texts.no,
      { value: record.biweekly_hours, type: Number, format: '0.00' },
      { value: record.target_hours, type: Number, format: '0' },
    ]);
  }
  return writeXlsxFile(rows, {
    sheet: texts.sheetName,
    stickyRowsCount: 1,
    columns: [26, 30, 18, 12, 12, 12, 13, 13, 8, 15, 13].map((width) => ({ width })),
  }).toBlob();
}

/** Hands the file to the browser as a download. */
export function downloadFile(data: Blob, fileName: string): void {
  const blob = data;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
