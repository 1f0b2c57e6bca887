import { TZDate } from '@date-fns/tz';
import type { AdminTimeRecord } from '@daybook/domain';
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
 * Builds a real .xlsx of the rows with ExcelJS, loaded only now (docs/ARCHITECTURE.md#stack, docs/performance.md): a header row,
 * dates as dates, check-in and check-out as date-times shown as times, hours as numbers.
 */
export async function buildTimeRecordsWorkbook(
  records: readonly AdminTimeRecord[],
  timeZone: string,
  texts: ExportTexts,
): Promise<ArrayBuffer> {
  const module = await import('exceljs');
  const ExcelJS = ('default' in module ? module.default : module) as typeof import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Daybook';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(texts.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const h = texts.headers;
  sheet.columns = [
    { header: h.employee, key: 'employee', width: 26 },
    { header: h.email, key: 'email', width: 30 },
    { header: h.department, key: 'department', width: 18 },
    { header: h.date, key: 'date', width: 12, style: { numFmt: 'mm/dd/yyyy' } },
    { header: h.checkIn, key: 'checkIn', width: 12, style: { numFmt: 'hh:mm AM/PM' } },
    { header: h.checkOut, key: 'checkOut', width: 12, style: { numFmt: 'hh:mm AM/PM' } },
    { header: h.hours, key: 'hours', width: 13, style: { numFmt: '0.00' } },
    { header: h.status, key: 'status', width: 13 },
    { header: h.late, key: 'late', width: 8 },
    { header: h.biweekly, key: 'biweekly', width: 15, style: { numFmt: '0.00' } },
    { header: h.target, key: 'target', width: 13, style: { numFmt: '0' } },
  ];
  for (const record of records) {
    sheet.addRow({
      employee: record.employee.name,
      email: record.employee.email,
      department: record.employee.department ?? '',
      date: excelDate(record.work_date),
      checkIn: excelDateTime(record.check_in_at, timeZone),
      checkOut: excelDateTime(record.check_out_at, timeZone),
      // the server's two-place hours, rounded once from the exact seconds (ADR 0019)
      hours: record.hours_worked,
      status: texts.status(record),
      late: record.late ? texts.yes : texts.no,
      biweekly: record.biweekly_hours,
      target: record.target_hours,
    });
  }
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF2' } };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Hands the file to the browser as a download. */
export function downloadFile(data: ArrayBuffer, fileName: string): void {
  const blob = new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
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
