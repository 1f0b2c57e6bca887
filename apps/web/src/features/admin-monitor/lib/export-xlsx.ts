import type { AdminTimeRecord } from '@daybook/domain';
import { buildXlsx, type ExportColumn, sheetDate, sheetDateTime } from '../../../lib/export';
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

/** The file name: time-records-YYYY-MM-DD_to_YYYY-MM-DD.xlsx. */
export function exportFileName(range: DateRange): string {
  return `time-records-${range.start}_to_${range.end}.xlsx`;
}

/**
 * The monitoring list's columns in the export (through lib/export.ts, which loads write-excel-file
 * only now): dates as dates, check-in and check-out as date-times of the organisation's zone shown
 * as times, hours as numbers, under a shaded header row.
 */
export function timeRecordColumns(timeZone: string, texts: ExportTexts): ExportColumn<AdminTimeRecord>[] {
  const h = texts.headers;
  const time = (instant: string | null) => {
    const value = sheetDateTime(instant, timeZone);
    return value ? { value, format: 'hh:mm AM/PM' } : null;
  };
  const number = (value: number, format: string) => ({ value, format });
  return [
    { id: 'employee', header: h.employee, text: (record) => record.employee.name, width: 26 },
    { id: 'email', header: h.email, text: (record) => record.employee.email, width: 30 },
    { id: 'department', header: h.department, text: (record) => record.employee.department ?? '', width: 18 },
    {
      id: 'date',
      header: h.date,
      text: (record) => record.date,
      value: (record) => {
        const date = sheetDate(record.work_date);
        return date ? { value: date, format: 'mm/dd/yyyy' } : null;
      },
      width: 12,
    },
    {
      id: 'checkIn',
      header: h.checkIn,
      text: (record) => record.check_in ?? '',
      value: (r) => time(r.check_in_at),
      width: 12,
    },
    {
      id: 'checkOut',
      header: h.checkOut,
      text: (record) => record.check_out ?? '',
      value: (record) => time(record.check_out_at),
      width: 12,
    },
    // the server's two-place hours, rounded once from the exact seconds (ADR 0019)
    {
      id: 'hours',
      header: h.hours,
      text: (record) => record.hours_worked.toFixed(2),
      value: (record) => number(record.hours_worked, '0.00'),
      width: 13,
    },
    { id: 'status', header: h.status, text: texts.status, width: 13 },
    { id: 'late', header: h.late, text: (record) => (record.late ? texts.yes : texts.no), width: 8 },
    {
      id: 'biweekly',
      header: h.biweekly,
      text: (record) => record.biweekly_hours.toFixed(2),
      value: (record) => number(record.biweekly_hours, '0.00'),
      width: 15,
    },
    {
      id: 'target',
      header: h.target,
      text: (record) => String(record.target_hours),
      value: (record) => number(record.target_hours, '0'),
      width: 13,
    },
  ];
}

/** The monitoring list as a real .xlsx: a bold, shaded, frozen header row and typed cells. */
export function buildTimeRecordsWorkbook(
  records: readonly AdminTimeRecord[],
  timeZone: string,
  texts: ExportTexts,
): Promise<Blob> {
  return buildXlsx({
    sheetName: texts.sheetName,
    columns: timeRecordColumns(timeZone, texts),
    rows: records,
    headerFill: '#E8EEF2',
  });
}
