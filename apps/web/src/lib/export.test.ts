import { describe, expect, it } from 'vitest';
import { buildCsv, buildXlsx, type ExportColumn, sheetDate, sheetDateTime } from './export';
import { readXlsx, serialToDate } from './testing/read-xlsx';

interface Visit {
  date: string;
  name: string;
  hours: number;
}

const columns: ExportColumn<Visit>[] = [
  {
    id: 'date',
    header: 'Date',
    text: (visit) => visit.date,
    value: (visit) => {
      const date = sheetDate(visit.date);
      return date ? { value: date, format: 'mm/dd/yyyy' } : null;
    },
  },
  { id: 'name', header: 'Name', text: (visit) => visit.name, width: 30 },
  {
    id: 'hours',
    header: 'Hours',
    text: (visit) => visit.hours.toFixed(2),
    value: (v) => ({ value: v.hours, format: '0.00' }),
  },
];

const rows: Visit[] = [
  { date: '2026-11-16', name: 'Ida, "Moss"', hours: 1.5 },
  { date: 'not a date', name: '=HYPERLINK("x")', hours: 0 },
];

describe('buildXlsx', () => {
  it('writes a bold header, typed cells from `value`, text otherwise, and the rows after the list', async () => {
    const blob = await buildXlsx({
      sheetName: 'Visits',
      columns,
      rows,
      headerFill: '#E8EEF2',
      after: [[], [null, { value: 'Total', bold: true }, { value: 1.5, format: '0.00', bold: true }, 'note']],
    });
    const { sheetName, cells } = await readXlsx(blob);
    const value = (ref: string) => cells.get(ref)?.value ?? null;
    expect(sheetName).toBe('Visits');
    expect([value('A1'), value('B1'), value('C1')]).toEqual(['Date', 'Name', 'Hours']);
    expect(cells.get('A1')?.bold).toBe(true);
    expect(serialToDate(value('A2') as number).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(cells.get('A2')?.format).toBe('mm/dd/yyyy');
    expect([value('B2'), value('C2')]).toEqual(['Ida, "Moss"', 1.5]);
    expect(cells.get('C2')?.format).toBe('0.00');
    // a value of null is no cell at all
    expect(cells.has('A3')).toBe(false);
    expect([value('B5'), value('C5'), value('D5')]).toEqual(['Total', 1.5, 'note']);
    expect(cells.get('B5')?.bold).toBe(true);
  });
});

describe('buildCsv', () => {
  it('writes the headers and the texts, quoted where needed, and keeps a formula as text', () => {
    expect(buildCsv(columns, rows)).toBe(
      'Date,Name,Hours\r\n2026-11-16,"Ida, ""Moss""",1.50\r\nnot a date,"\'=HYPERLINK(""x"")",0.00\r\n',
    );
  });
});

describe('spreadsheet dates', () => {
  it('keeps a calendar day and the organisation’s wall clock', () => {
    expect(sheetDate('2026-11-16')?.toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(sheetDate('11/16/2026')).toBeNull();
    // 15:02:05 UTC is 08:02:05 in Phoenix
    expect(sheetDateTime('2026-11-16T15:02:05.000Z', 'America/Phoenix')?.toISOString()).toBe(
      '2026-11-16T08:02:05.000Z',
    );
    expect(sheetDateTime(null, 'America/Phoenix')).toBeNull();
    expect(sheetDateTime('soon', 'America/Phoenix')).toBeNull();
  });
});
