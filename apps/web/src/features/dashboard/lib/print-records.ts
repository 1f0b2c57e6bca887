import { formatHoursMinutes } from '@daybook/domain';
import { formatDayName, formatServerDate, formatServerTime } from '../../../lib/i18n/intl';
import type { ListColumn } from '../../../lib/list-column';
import { printList } from '../../../lib/print';
import type { PeriodDay } from './period-days';

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
  status: (record: PeriodDay) => string;
  /** The check-out as shown, marked "(+1 day)" on a later day than the check-in; else the server's text. */
  checkOut?: (record: PeriodDay) => string;
}

/**
 * Prints the time records (docs/product-rules.md §7, §9) through the shared printout: a clean table with a total.
 * The records are the pay period's days as Recent Days Worked shows them, with the shifts waiting
 * on the device (lib/period-days.ts, docs/offline.md). Returns false when the window could not be opened.
 */
export function printTimeRecords(records: readonly PeriodDay[], texts: PrintTexts): boolean {
  const total = Math.floor(records.reduce((sum, record) => sum + record.worked_seconds, 0) / 60);
  const [date, day, checkIn, checkOut, hours, status] = texts.headers;
  const columns: ListColumn<PeriodDay>[] = [
    // in the reader's language, as the table on the screen (docs/decisions/0020-spanish.md, prints)
    { id: 'date', header: date, text: (record) => (record.date ? formatServerDate(record.date) : texts.emptyDate) },
    { id: 'day', header: day, text: (record) => formatDayName(record.work_date, record.day) },
    {
      id: 'checkIn',
      header: checkIn,
      text: (record) => (record.check_in ? formatServerTime(record.check_in) : texts.emptyTime),
    },
    {
      id: 'checkOut',
      header: checkOut,
      text: (record) => (texts.checkOut?.(record) ?? formatServerTime(record.check_out ?? '')) || texts.emptyTime,
    },
    { id: 'hours', header: hours, text: (record) => formatHoursMinutes(Math.floor(record.worked_seconds / 60)) },
    { id: 'status', header: status, text: texts.status },
  ];
  return printList({
    windowName: 'daybook-time-records',
    title: texts.title,
    lines: [`${texts.employeeLabel}: ${texts.employee}`, texts.period, texts.printedOn],
    columns,
    rows: records,
    footer: { label: texts.totalLabel, value: formatHoursMinutes(total) },
    emptyText: texts.noRecords,
  });
}
