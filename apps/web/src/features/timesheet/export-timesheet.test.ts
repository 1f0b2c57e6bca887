import type { Timesheet } from '@daybook/domain';
import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { buildTimesheetWorkbook } from './export-timesheet';
import { en } from './i18n/en';

const t = ((key: string) => en.timesheet[key.replace('timesheet.', '') as keyof typeof en.timesheet]) as TFunction;

const row = (fields: Partial<Timesheet['rows'][number]>): Timesheet['rows'][number] => ({
  id: 1,
  status: 'Completed',
  client: 'Ida Moss',
  client_code: 'GC-1',
  client_id: 1,
  client_name: 'Ida Moss',
  service: 'DTA1',
  service_date: '11/16/2026',
  service_date_iso: '2026-11-16',
  start_time: '09:00',
  end_time: '14:30',
  provider: 'Carla Provider',
  billable_hours: 5.5,
  scheduled_hours: 5.5,
  units: 22,
  amount_cents: 7150,
  billing_status: 'billed',
  signed: false,
  authorization: null,
  ...fields,
});

const sheet: Timesheet = {
  provider: { id: 1, name: 'Carla Provider' },
  client: null,
  start_date: '11/15/2026',
  end_date: '11/30/2026',
  start: '2026-11-15',
  end: '2026-11-30',
  rows: [
    row({}),
    row({
      id: 2,
      status: 'No Show',
      service_date_iso: '2026-11-17',
      start_time: '08:00',
      end_time: '15:00',
      billable_hours: 0,
      scheduled_hours: 7,
    }),
    row({
      id: 3,
      status: 'In Progress',
      service_date_iso: '2026-11-18',
      end_time: null,
      billable_hours: 0,
      scheduled_hours: 0,
    }),
  ],
  totals: { completed_hours: 5.5, incomplete_hours: 7, no_show_hours: 7, units: 22, amount_cents: 7150 },
};

async function read() {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await buildTimesheetWorkbook(sheet, t));
  return workbook.worksheets[0]!;
}

describe('the timesheet .xlsx', () => {
  it('writes start and end as date-time cells shown as times, so end − start can be added up', async () => {
    const worksheet = await read();
    const first = worksheet.getRow(2);
    const start = first.getCell(6);
    const end = first.getCell(7);
    expect(start.value).toBeInstanceOf(Date);
    expect(end.value).toBeInstanceOf(Date);
    expect((start.value as Date).toISOString()).toBe('2026-11-16T09:00:00.000Z');
    expect((end.value as Date).toISOString()).toBe('2026-11-16T14:30:00.000Z');
    expect(start.numFmt).toBe('hh:mm AM/PM');
    expect(end.numFmt).toBe('hh:mm AM/PM');
    expect(((end.value as Date).getTime() - (start.value as Date).getTime()) / 3_600_000).toBe(5.5);
    // No end time: an empty cell, never a text placeholder.
    expect(worksheet.getRow(4).getCell(7).value).toBeNull();
  });

  it('bills a No Show nothing, shows its hours as not delivered, and totals them as the page does', async () => {
    const worksheet = await read();
    expect(worksheet.getRow(1).getCell(10).value).toBe('Hours Not Delivered');
    const noShow = worksheet.getRow(3);
    expect(noShow.getCell(1).value).toBe('No Show');
    expect(noShow.getCell(9).value).toBe(0);
    expect(noShow.getCell(10).value).toBe(7);
    expect(worksheet.getRow(2).getCell(10).value).toBeNull();
    const totals = [6, 7, 8].map((index) => worksheet.getRow(index));
    expect(totals.map((total) => total.getCell(8).value)).toEqual([
      'Total Completed Hours',
      'Total Incomplete Hours',
      'No Show Home Sum of Hours',
    ]);
    expect([totals[0]!.getCell(9).value, totals[1]!.getCell(10).value, totals[2]!.getCell(10).value]).toEqual([
      5.5, 7, 7,
    ]);
    expect(totals.map((total) => total.getCell(11).value)).toEqual([
      en.timesheet.totalCompletedCaption,
      en.timesheet.totalIncompleteCaption,
      en.timesheet.noShowHoursCaption,
    ]);
  });
});
