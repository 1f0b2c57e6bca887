import type { Timesheet } from '@daybook/domain';
import type { TFunction } from 'i18next';
import { displayTime } from '../attendance/time-format';

/** A calendar date as a spreadsheet date (midnight UTC, so no zone shifts the day). */
function excelDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

const statusLabel = (t: TFunction, status: Timesheet['rows'][number]['status']) =>
  status === 'Completed'
    ? t('timesheet.statusCompleted')
    : status === 'No Show'
      ? t('timesheet.statusNoShow')
      : t('timesheet.statusInProgress');

/**
 * Builds the time sheet as a real .xlsx in the browser (DESIGN §3: ExcelJS, loaded only now) and
 * hands it to the browser as a download: a header row, then one typed row per record (dates as
 * dates, hours as numbers), then the totals.
 */
export async function exportTimesheet(sheet: Timesheet, t: TFunction): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
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
    { header: t('timesheet.startTime'), key: 'start', width: 11 },
    { header: t('timesheet.endTime'), key: 'end', width: 11 },
    { header: t('timesheet.provider'), key: 'provider', width: 22 },
    { header: t('timesheet.billableHours'), key: 'hours', width: 14, style: { numFmt: '0.00' } },
  ];
  worksheet.getRow(1).font = { bold: true };
  for (const row of sheet.rows) {
    worksheet.addRow({
      status: statusLabel(t, row.status),
      client: row.client_name,
      clientId: row.client_code,
      service: row.service,
      date: excelDate(row.service_date_iso),
      start: displayTime(row.start_time, ''),
      end: displayTime(row.end_time, ''),
      provider: row.provider,
      hours: row.billable_hours,
    });
  }
  worksheet.addRow({});
  for (const [label, value] of [
    [t('timesheet.totalCompleted'), sheet.totals.completed_hours],
    [t('timesheet.totalIncomplete'), sheet.totals.incomplete_hours],
    [t('timesheet.noShowHours'), sheet.totals.no_show_hours],
  ] as const) {
    const total = worksheet.addRow({ provider: label, hours: value });
    total.font = { bold: true };
  }

  const buffer = await workbook.xlsx.writeBuffer();
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
