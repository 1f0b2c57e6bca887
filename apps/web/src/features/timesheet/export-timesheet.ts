import type { Timesheet } from '@daybook/domain';
import type { TFunction } from 'i18next';
import {
  buildXlsx,
  downloadFile,
  type ExportColumn,
  type ExportValue,
  sheetDate,
  sheetDateTime,
} from '../../lib/export';
import { formatDateAndClock } from '../../lib/i18n/intl';
import { hoursNotDelivered } from './hours';

/** A clock time `HH:MM` of a service date as a spreadsheet date-time (null when there is none). */
function sheetClock(iso: string, time: string | null): Date | null {
  const match = time ? /^(\d{2}):(\d{2})/.exec(time) : null;
  const day = match ? sheetDate(iso) : null;
  if (!match || !day) return null;
  day.setUTCHours(Number(match[1]), Number(match[2]));
  return day;
}

const statusLabel = (t: TFunction, status: Timesheet['rows'][number]['status']) =>
  status === 'Completed'
    ? t('timesheet.statusCompleted')
    : status === 'No Show'
      ? t('timesheet.statusNoShow')
      : t('timesheet.statusInProgress');

type Row = Timesheet['rows'][number];

/** The author's signature of a record (the one that locks it, docs/signatures.md), if any. */
const authorSignature = (row: Row) => row.signatures.find((signature) => signature.kind === 'author') ?? null;

/** A record's addenda as one text: when, who (title), the text and its reason, one per line. */
function addendaText(row: Row, t: TFunction, timeZone: string): string {
  return row.addenda
    .map((addendum) =>
      t('timesheet.addendumLine', {
        when: formatDateAndClock(addendum.signed_at, timeZone),
        author: addendum.author,
        title: addendum.title,
        text: addendum.text,
        reason: addendum.reason,
      }),
    )
    .join('\n');
}

const TIME = 'hh:mm AM/PM';
const DATE = 'mm/dd/yyyy';
const HOURS = '0.00';
const MONEY = '[$$-409]#,##0.00';

/**
 * The time sheet's columns in the export: dates as dates, start and end as date-times shown as
 * times (so end − start is a number a spreadsheet can add), hours, units and amount as numbers,
 * the record's author signature (signer, title, signed at in the organisation's zone) and its
 * addenda as the printed log shows them.
 */
export function timesheetColumns(t: TFunction, timeZone: string): ExportColumn<Row>[] {
  const clock = (time: Date | null) => (time ? { value: time, format: TIME } : null);
  return [
    { id: 'status', header: t('timesheet.status'), text: (row) => statusLabel(t, row.status), width: 14 },
    { id: 'client', header: t('timesheet.client'), text: (row) => row.client_name, width: 26 },
    { id: 'clientId', header: t('timesheet.clientId'), text: (row) => row.client_code, width: 12 },
    { id: 'service', header: t('timesheet.service'), text: (row) => row.service, width: 10 },
    {
      id: 'serviceDate',
      header: t('timesheet.serviceDate'),
      text: (row) => row.service_date,
      value: (row) => {
        const date = sheetDate(row.service_date_iso);
        return date ? { value: date, format: DATE } : null;
      },
      width: 13,
    },
    {
      id: 'startTime',
      header: t('timesheet.startTime'),
      text: (row) => row.start_time ?? '',
      value: (row) => clock(sheetClock(row.service_date_iso, row.start_time)),
      width: 11,
    },
    {
      id: 'endTime',
      header: t('timesheet.endTime'),
      text: (row) => row.end_time ?? '',
      value: (row) => clock(sheetClock(row.service_date_iso, row.end_time)),
      width: 11,
    },
    { id: 'provider', header: t('timesheet.provider'), text: (row) => row.provider, width: 26 },
    {
      id: 'billableHours',
      header: t('timesheet.billableHours'),
      text: (row) => row.billable_hours.toFixed(2),
      value: (row) => ({ value: row.billable_hours, format: HOURS }),
      width: 14,
    },
    {
      id: 'hoursNotDelivered',
      header: t('timesheet.hoursNotDelivered'),
      text: (row) => hoursNotDelivered(row)?.toFixed(2) ?? '',
      value: (row) => {
        const hours = hoursNotDelivered(row);
        return hours === null ? null : { value: hours, format: HOURS };
      },
      width: 19,
    },
    {
      id: 'units',
      header: t('timesheet.units'),
      text: (row) => String(row.units),
      value: (row) => row.units,
      width: 8,
    },
    {
      id: 'amount',
      header: t('timesheet.amountUsd'),
      text: (row) => (row.amount_cents / 100).toFixed(2),
      value: (row) => ({ value: row.amount_cents / 100, format: MONEY }),
      width: 12,
    },
    {
      id: 'signedBy',
      header: t('timesheet.signedBy'),
      text: (row) => authorSignature(row)?.signer ?? t('timesheet.unsigned'),
      width: 24,
    },
    {
      id: 'signerTitle',
      header: t('timesheet.signerTitle'),
      text: (row) => authorSignature(row)?.title ?? '',
      value: (row) => authorSignature(row)?.title ?? null,
      width: 12,
    },
    {
      id: 'signedAt',
      header: t('timesheet.signedAt'),
      text: (row) => {
        const signature = authorSignature(row);
        return signature ? formatDateAndClock(signature.signed_at, timeZone) : '';
      },
      value: (row) => {
        const at = sheetDateTime(authorSignature(row)?.signed_at ?? null, timeZone);
        return at ? { value: at, format: `${DATE} ${TIME}` } : null;
      },
      width: 20,
    },
    {
      id: 'addenda',
      header: t('timesheet.addenda'),
      text: (row) => addendaText(row, t, timeZone),
      value: (row) => (row.addenda.length > 0 ? { value: addendaText(row, t, timeZone), wrap: true } : null),
      width: 60,
    },
  ];
}

/**
 * Builds the time sheet as a real .xlsx (through lib/export.ts, which loads write-excel-file only
 * now): a header row, one typed row per record, then the three totals as the page shows them, each
 * under the column it adds up and with the page's caption saying what that is, and the units and
 * amount total.
 */
export function buildTimesheetWorkbook(sheet: Timesheet, t: TFunction, timeZone: string): Promise<Blob> {
  const columns = timesheetColumns(t, timeZone);
  const at = (id: string) => columns.findIndex((column) => column.id === id);
  const totalRow = (column: string, label: string, value: number, caption: string, format = HOURS) => {
    const cells: ExportValue[] = Array.from({ length: columns.length + 1 }, () => null);
    cells[at('provider')] = { value: label, bold: true };
    cells[at(column)] = { value, format, bold: true };
    cells[columns.length] = { value: caption, italic: true };
    return cells;
  };
  const units = totalRow('units', t('timesheet.totalUnits'), sheet.totals.units, t('timesheet.totalUnitsCaption'), '0');
  units[at('amount')] = { value: sheet.totals.amount_cents / 100, format: MONEY, bold: true };
  return buildXlsx({
    sheetName: t('timesheet.sheetName'),
    columns,
    rows: sheet.rows,
    after: [
      [],
      totalRow(
        'billableHours',
        t('timesheet.totalCompleted'),
        sheet.totals.completed_hours,
        t('timesheet.totalCompletedCaption'),
      ),
      totalRow(
        'hoursNotDelivered',
        t('timesheet.totalIncomplete'),
        sheet.totals.incomplete_hours,
        t('timesheet.totalIncompleteCaption'),
      ),
      totalRow(
        'hoursNotDelivered',
        t('timesheet.noShowHours'),
        sheet.totals.no_show_hours,
        t('timesheet.noShowHoursCaption'),
      ),
      units,
    ],
    afterWidths: [60],
  });
}

/** Builds the time sheet's .xlsx and hands it to the browser as a download. */
export async function exportTimesheet(sheet: Timesheet, t: TFunction, timeZone: string): Promise<void> {
  downloadFile(
    await buildTimesheetWorkbook(sheet, t, timeZone),
    t('timesheet.fileName', { start: sheet.start, end: sheet.end }),
  );
}
