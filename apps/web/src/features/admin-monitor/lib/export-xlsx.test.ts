import type { AdminTimeRecord } from '@daybook/domain';
import { describe, expect, it } from 'vitest';
import { readXlsx, serialToDate } from '../../../lib/testing/read-xlsx';
import { buildTimeRecordsWorkbook, type ExportTexts } from './export-xlsx';

const texts: ExportTexts = {
  sheetName: 'Time Records',
  headers: {
    employee: 'Employee',
    email: 'Email',
    department: 'Department',
    date: 'Date',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    hours: 'Hours',
    status: 'Status',
    late: 'Late',
    biweekly: 'Biweekly Hours',
    target: 'Target',
  },
  status: (record) => `Status: ${record.status}`,
  yes: 'Yes',
  no: 'No',
};

const record = (fields: Partial<AdminTimeRecord>): AdminTimeRecord => ({
  id: 1,
  date: '11/16/2026',
  work_date: '2026-11-16',
  check_in: '8:02 AM',
  check_out: '4:31 PM',
  check_in_at: '2026-11-16T15:02:00.000Z',
  check_out_at: '2026-11-16T23:31:10.000Z',
  hours_worked: 8.49,
  worked_minutes: 509,
  worked_seconds: 30_550,
  status: 'Completed',
  late: true,
  biweekly_hours: 41.25,
  target_hours: 80,
  employee: { id: 3, name: 'Dana Reyes', email: 'dana@daybook.test', department: null },
  ...fields,
});

describe('the monitoring .xlsx', () => {
  it('keeps its sheet and header texts, and writes typed dates, times in the organisation’s zone and hours', async () => {
    const blob = await buildTimeRecordsWorkbook(
      [record({}), record({ id: 2, check_out_at: null, check_out: null, late: false })],
      'America/Phoenix',
      texts,
    );
    const { sheetName, cells } = await readXlsx(blob);
    const value = (ref: string) => cells.get(ref)?.value ?? null;
    expect(sheetName).toBe('Time Records');
    expect(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'].map((c) => value(`${c}1`))).toEqual(
      Object.values(texts.headers),
    );
    expect(cells.get('A1')?.bold).toBe(true);
    expect([value('A2'), value('B2')]).toEqual(['Dana Reyes', 'dana@daybook.test']);
    // no department: an empty cell
    expect(value('C2') ?? '').toBe('');
    expect(serialToDate(value('D2') as number).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(cells.get('D2')?.format).toBe('mm/dd/yyyy');
    // 15:02 UTC is 08:02 in Phoenix: the wall clock is what the cell holds
    expect(serialToDate(value('E2') as number).toISOString()).toBe('2026-11-16T08:02:00.000Z');
    expect(cells.get('E2')?.format).toBe('hh:mm AM/PM');
    expect(serialToDate(value('F2') as number).toISOString()).toBe('2026-11-16T16:31:10.000Z');
    expect([value('G2'), value('H2'), value('I2'), value('J2'), value('K2')]).toEqual([
      8.49,
      'Status: Completed',
      'Yes',
      41.25,
      80,
    ]);
    expect(cells.get('G2')?.format).toBe('0.00');
    // an open day: no check-out cell at all
    expect(cells.has('F3')).toBe(false);
    expect(value('I3')).toBe('No');
  });
});
