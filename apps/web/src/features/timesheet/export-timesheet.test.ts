import type { Timesheet } from '@daybook/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { readXlsx, serialToDate } from '../../lib/testing/read-xlsx';
import { buildTimesheetWorkbook } from './export-timesheet';
import { en } from './i18n/en';

const t = ((key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce<string>(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
    en.timesheet[key.replace('timesheet.', '') as keyof typeof en.timesheet],
  )) as TFunction;

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
  signatures: [],
  addenda: [],
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
    row({
      signed: true,
      signatures: [
        {
          id: 9,
          record_type: 'attendance',
          record_id: 1,
          kind: 'author',
          signer_id: 4,
          signer: 'Carla Provider',
          title: 'DSP',
          signed_at: '2026-11-17T01:15:00.000Z',
          content_hash: 'a'.repeat(64),
          attestation: 'I delivered these services.',
          method: 'password',
        },
      ],
      addenda: [
        {
          id: 3,
          record_type: 'attendance',
          record_id: 1,
          author_id: 4,
          author: 'Carla Provider',
          title: 'DSP',
          text: 'Left at 14:30 & not 15:00',
          reason: 'Wrong end time',
          created_at: '2026-11-18T16:00:00.000Z',
          signed_at: '2026-11-18T16:00:00.000Z',
          content_hash: 'b'.repeat(64),
          method: 'pin',
        },
      ],
    }),
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

const ZONE = 'America/Phoenix';

async function read() {
  const { sheetName, cells } = await readXlsx(await buildTimesheetWorkbook(sheet, t, ZONE));
  const cell = (ref: string) => cells.get(ref) ?? null;
  return { sheetName, cell, value: (ref: string) => cell(ref)?.value ?? null };
}

describe('the timesheet .xlsx', () => {
  it('keeps the sheet name and the bold header texts', async () => {
    const { sheetName, cell, value } = await read();
    expect(sheetName).toBe('Time Sheet');
    expect(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'].map((c) => value(`${c}1`))).toEqual([
      'Status',
      'Client',
      'Client ID',
      'Service',
      'Service Date',
      'Start Time',
      'End Time',
      'Provider',
      'Billable Hours',
      'Hours Not Delivered',
    ]);
    expect(cell('A1')?.bold).toBe(true);
  });

  it('writes start and end as date-time cells shown as times, so end − start can be added up', async () => {
    const { cell } = await read();
    const start = cell('F2')!;
    const end = cell('G2')!;
    expect(serialToDate(start.value as number).toISOString()).toBe('2026-11-16T09:00:00.000Z');
    expect(serialToDate(end.value as number).toISOString()).toBe('2026-11-16T14:30:00.000Z');
    expect(start.format).toBe('hh:mm AM/PM');
    expect(end.format).toBe('hh:mm AM/PM');
    expect(((end.value as number) - (start.value as number)) * 24).toBeCloseTo(5.5, 6);
    expect(serialToDate(cell('E2')!.value as number).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(cell('E2')!.format).toBe('mm/dd/yyyy');
    // No end time: an empty cell, never a text placeholder.
    expect(cell('G4')).toBeNull();
  });

  it('shows each record’s units, amount, author signature (in the organisation’s zone) and addenda', async () => {
    const { cell, value } = await read();
    expect(['K1', 'L1', 'M1', 'N1', 'O1', 'P1'].map(value)).toEqual([
      'Units',
      'Amount (USD)',
      'Signed By',
      'Signer Title',
      'Signed At',
      'Addenda',
    ]);
    expect(value('K2')).toBe(22);
    expect(value('L2')).toBe(71.5);
    expect(value('M2')).toBe('Carla Provider');
    expect(value('N2')).toBe('DSP');
    // 01:15 UTC on the 17th is 18:15 on the 16th in Phoenix
    expect(serialToDate(cell('O2')!.value as number).toISOString()).toBe('2026-11-16T18:15:00.000Z');
    expect(cell('O2')!.format).toBe('mm/dd/yyyy hh:mm AM/PM');
    // the addendum's time as the product writes a date and time (16:00 UTC is 09:00 in Phoenix)
    expect(String(value('P2'))).toBe(
      '11/18/2026 09:00 AM — Carla Provider, DSP: Left at 14:30 & not 15:00 (reason: Wrong end time)',
    );
    // an unsigned record says so and has no signature time or addenda
    expect(value('M3')).toBe('Not signed');
    expect(cell('O3')).toBeNull();
    expect(cell('P3')).toBeNull();
  });

  it('bills a No Show nothing, shows its hours as not delivered, and totals them as the page does', async () => {
    const { cell, value } = await read();
    expect(value('A3')).toBe('No Show');
    expect(value('I3')).toBe(0);
    expect(value('J3')).toBe(7);
    expect(cell('J2')).toBeNull();
    expect(['H6', 'H7', 'H8', 'H9'].map(value)).toEqual([
      'Total Completed Hours',
      'Total Incomplete Hours',
      'No Show Home Sum of Hours',
      'Billable Units and Amount',
    ]);
    expect([value('I6'), value('J7'), value('J8'), value('K9'), value('L9')]).toEqual([5.5, 7, 7, 22, 71.5]);
    expect(['Q6', 'Q7', 'Q8', 'Q9'].map(value)).toEqual([
      en.timesheet.totalCompletedCaption,
      en.timesheet.totalIncompleteCaption,
      en.timesheet.noShowHoursCaption,
      en.timesheet.totalUnitsCaption,
    ]);
  });
});
