import { TZDate } from '@date-fns/tz';
import type { Timesheet } from '@daybook/domain';
import type { TFunction } from 'i18next';
import type { SheetData } from 'write-excel-file/browser';
import { formatInstant } from '../../lib/i18n/intl';
import { hoursNotDelivered } from './hours';

/** A calendar date as a spreadsheet date (midnight UTC, so no zone shifts the day). */
function excelDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/**
 * A clock time `HH:MM` of a service date as a spreadsheet date-time (the wall-clock parts written
 * as UTC, as the monitoring export does: a spreadsheet's clock has no zone), so that end − start
 * is a number a spreadsheet can add. Null when there is no time.
 */
function excelDateTime(iso: string, time: string | null): Date | null {
  const match = time ? /^(\d{2}):(\d{2})/.exec(time) : null;
  if (!match) return null;
  const day = excelDate(iso);
  day.setUTCHours(Number(match[1]), Number(match[2]));
  return day;
}

const statusLabel = (t: TFunction, status: Timesheet['rows'][number]['status']) =>
  status === 'Completed'
    ? t('timesheet.statusCompleted')
    : status === 'No Show'
      ? t('timesheet.statusNoShow')
      : t('timesheet.statusInProgress');

/** An instant as the organisation's wall-clock date and time, in the form a spreadsheet keeps it. */
function excelInstant(instant: string, timeZone: string): Date {
  const local = new TZDate(Date.parse(instant), timeZone);
  return new Date(
    Date.UTC(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes()),
  );
}

type Row = Timesheet['rows'][number];

/** The author's signature of a record (the one that locks it, docs/signatures.md), if any. */
const authorSignature = (row: Row) => row.signatures.find((signature) => signature.kind === 'author') ?? null;

/** A record's addenda as one text: when, who (title), the text and its reason, one per line. */
function addendaText(row: Row, t: TFunction, timeZone: string): string {
  return row.addenda
    .map((addendum) =>
      t('timesheet.addendumLine', {
        when: formatInstant(addendum.signed_at, timeZone),
        author: addendum.author,
        title: addendum.title,
        text: addendum.text,
        reason: addendum.reason,
      }),
    )
    .join('\n');
}

const bold = { fontWeight: 'bold' } as const;
const TIME = 'hh:mm AM/PM';
const DATE = 'mm/dd/yyyy';
const HOURS = '0.00';
const MONEY = '[$$-409]#,##0.00';

/**
 * Builds the time sheet as a real .xlsx (write-excel-file, loaded only now; docs/ARCHITECTURE.md#stack):
 * a header row, one typed row per record (dates as dates, start and end as date-times shown as
 * times, hours, units and amount as numbers), the record's author signature (signer, title,
 * signed at in the organisation's zone) and its addenda as the printed log shows them, then the
 * three totals as the page shows them, each under the column it adds up and with the page's
 * caption saying what that is, and the units and amount total.
 */
export async function buildTimesheetWorkbook(sheet: Timesheet, t: TFunction, timeZone: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = [
    t('timesheet.status'),
    t('timesheet.client'),
    t('timesheet.clientId'),
    t('timesheet.service'),
    t('timesheet.serviceDate'),
    t('timesheet.startTime'),
    t('timesheet.endTime'),
    t('timesheet.provider'),
    t('timesheet.billableHours'),
    t('timesheet.hoursNotDelivered'),
    t('timesheet.units'),
    t('timesheet.amountUsd'),
    t('timesheet.signedBy'),
    t('timesheet.signerTitle'),
    t('timesheet.signedAt'),
    t('timesheet.addenda'),
  ].map((value) => ({ value, ...bold }));
  const rows: SheetData = [header];
  for (const row of sheet.rows) {
    const start = excelDateTime(row.service_date_iso, row.start_time);
    const end = excelDateTime(row.service_date_iso, row.end_time);
    const notDelivered = hoursNotDelivered(row);
    const signature = authorSignature(row);
    rows.push([
      statusLabel(t, row.status),
      row.client_name,
      row.client_code,
      row.service,
      { value: excelDate(row.service_date_iso), type: Date, format: DATE },
      start ? { value: start, type: Date, format: TIME } : null,
      end ? { value: end, type: Date, format: TIME } : null,
      row.provider,
      { value: row.billable_hours, type: Number, format: HOURS },
      notDelivered === null ? null : { value: notDelivered, type: Number, format: HOURS },
      { value: row.units, type: Number },
      { value: row.amount_cents / 100, type: Number, format: MONEY },
      signature ? signature.signer : t('timesheet.unsigned'),
      signature ? signature.title : null,
      signature ? { value: excelInstant(signature.signed_at, timeZone), type: Date, format: `${DATE} ${TIME}` } : null,
      row.addenda.length > 0 ? { value: addendaText(row, t, timeZone), wrap: true } : null,
    ]);
  }
  rows.push([]);
  const totalRow = (column: number, label: string, value: number, caption: string, format = HOURS) => {
    const cells: SheetData[number] = Array.from({ length: 17 }, () => null);
    cells[7] = { value: label, ...bold };
    cells[column] = { value, type: Number, format, ...bold };
    cells[16] = { value: caption, fontStyle: 'italic' };
    return cells;
  };
  rows.push(
    totalRow(8, t('timesheet.totalCompleted'), sheet.totals.completed_hours, t('timesheet.totalCompletedCaption')),
    totalRow(9, t('timesheet.totalIncomplete'), sheet.totals.incomplete_hours, t('timesheet.totalIncompleteCaption')),
    totalRow(9, t('timesheet.noShowHours'), sheet.totals.no_show_hours, t('timesheet.noShowHoursCaption')),
  );
  const units = totalRow(10, t('timesheet.totalUnits'), sheet.totals.units, t('timesheet.totalUnitsCaption'), '0');
  units[11] = { value: sheet.totals.amount_cents / 100, type: Number, format: MONEY, ...bold };
  rows.push(units);
  return writeXlsxFile(rows, {
    sheet: t('timesheet.sheetName'),
    stickyRowsCount: 1,
    columns: [14, 26, 12, 10, 13, 11, 11, 26, 14, 19, 8, 12, 24, 12, 20, 60, 60].map((width) => ({ width })),
  }).toBlob();
}

/** Builds the time sheet's .xlsx and hands it to the browser as a download. */
export async function exportTimesheet(sheet: Timesheet, t: TFunction, timeZone: string): Promise<void> {
  const blob = await buildTimesheetWorkbook(sheet, t, timeZone);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = t('timesheet.fileName', { start: sheet.start, end: sheet.end });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
