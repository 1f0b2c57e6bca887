import { formatHoursMinutes, type HistoryRecord } from '@daybook/domain';
import { printTable } from '../../../lib/print-table';

export interface PrintTexts {
  title: string;
  employeeLabel: string;
  employee: string;
  period: string;
  printedOn: string;
  headers: [date: string, day: string, checkIn: string, checkOut: string, hours: string, status: string];
  totalLabel: string;
  emptyTime: string;
  emptyDate: string;
  noRecords: string;
  status: (record: HistoryRecord) => string;
}

/**
 * Prints the time records (docs/product-rules.md §7, §9) through the shared printout: a clean table with a total.
 * Returns false when the window could not be opened.
 */
export function printTimeRecords(records: readonly HistoryRecord[], texts: PrintTexts): boolean {
  const total = Math.floor(records.reduce((sum, record) => sum + record.worked_seconds, 0) / 60);
  return printTable({
    windowName: 'daybook-time-records',
    title: texts.title,
    lines: [`${texts.employeeLabel}: ${texts.employee}`, texts.period, texts.printedOn],
    headers: texts.headers,
    rows: records.map((record) => [
      record.date || texts.emptyDate,
      record.day,
      record.check_in || texts.emptyTime,
      record.check_out || texts.emptyTime,
      formatHoursMinutes(Math.floor(record.worked_seconds / 60)),
      texts.status(record),
    ]),
    footer: { label: texts.totalLabel, value: formatHoursMinutes(total) },
    emptyText: texts.noRecords,
  });
}
