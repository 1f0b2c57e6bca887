import type { Timesheet } from '@daybook/domain';
import type { TFunction } from 'i18next';
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

/**
 * Builds the time sheet as a real .xlsx (docs/ARCHITECTURE.md#stack: ExcelJS, loaded only now): a header row, one
 * typed row per record (dates as dates, start and end as date-times shown as times, hours as
 * numbers), then the three totals as the page shows them, each under the column it adds up and
 * with the page's caption saying what that is.
 */
export async function buildTimesheetWorkbook(sheet: Timesheet, t: TFunction): Promise<ArrayBuffer> {
  const module = await import('exceljs');
  const ExcelJS = ('default' in module ? module.default : module) as typeof import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Daybook';
  workbook.created = new Date();
  const worksheet = workbook.addWorksheet(t('timesheet.sheetName'), { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = [
    { header: t('timesheet.status'), key: 'status', width: 14 },
    { header: t('timesheet.client'), key: 'client', width: 26 },
    { header: t('timesheet.clientId'), key: 'clientId', width: 12 },
    { header: t('timesheet.service'), key: 'service', width: 10 },
    { header: t('timesheet.serviceDate'), key: 'date', width: 13, style: { numFmt: 'mm/dd/yyyy' } },
    { header: t('timesheet.startTime'), key: 'start', width: 11, style: { numFmt: 'hh:mm AM/PM' } },
    { header: t('timesheet.endTime'), key: 'end', width: 11, style: { numFmt: 'hh:mm AM/PM' } },
    { header: t('timesheet.provider'), key: 'provider', width: 26 },
    { header: t('timesheet.billableHours'), key: 'hours', width: 14, style: { numFmt: '0.00' } },
    { header: t('timesheet.hoursNotDelivered'), key: 'notDelivered', width: 19, style: { numFmt: '0.00' } },
    { key: 'caption', width: 60 },
  ];
  worksheet.getRow(1).font = { bold: true };
  for (const row of sheet.rows) {
    worksheet.addRow({
      status: statusLabel(t, row.status),
      client: row.client_name,
      clientId: row.client_code,
      service: row.service,
      date: excelDate(row.service_date_iso),
      start: excelDateTime(row.service_date_iso, row.start_time),
      end: excelDateTime(row.service_date_iso, row.end_time),
      provider: row.provider,
      hours: row.billable_hours,
      notDelivered: hoursNotDelivered(row),
    });
  }
  worksheet.addRow({});
  const totals = [
    ['hours', t('timesheet.totalCompleted'), sheet.totals.completed_hours, t('timesheet.totalCompletedCaption')],
    [
      'notDelivered',
      t('timesheet.totalIncomplete'),
      sheet.totals.incomplete_hours,
      t('timesheet.totalIncompleteCaption'),
    ],
    ['notDelivered', t('timesheet.noShowHours'), sheet.totals.no_show_hours, t('timesheet.noShowHoursCaption')],
  ] as const;
  for (const [column, label, value, caption] of totals) {
    const total = worksheet.addRow({ provider: label, [column]: value, caption });
    total.font = { bold: true };
    total.getCell('caption').font = { italic: true };
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Builds the time sheet's .xlsx and hands it to the browser as a download. */
export async function exportTimesheet(sheet: Timesheet, t: TFunction): Promise<void> {
  const buffer = await buildTimesheetWorkbook(sheet, t);
  const blob = new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = t('timesheet.fileName', { start: sheet.start, end: sheet.end });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
