import type { HistoryRecord } from '@daybook/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import type { ListColumn } from '../../../lib/list-column';
import { printTimeRecords } from './print-records';

/**
 * The printed time records are in the reader's language like the table they come from
 * (docs/decisions/0020-spanish.md): in Spanish the month as a word and the day's own name, not
 * MM/DD/YYYY and the server's English day, and the times with es-US's a.m./p.m.
 */
const printed = vi.hoisted(() => ({ columns: [] as ListColumn<HistoryRecord>[] }));
vi.mock('../../../lib/print', () => ({
  printList: (list: { columns: ListColumn<HistoryRecord>[] }) => {
    printed.columns = list.columns;
    return true;
  },
}));

const record = {
  id: 1,
  date: '11/05/2026',
  work_date: '2026-11-05',
  day: 'Thursday',
  check_in: '08:00 AM',
  check_out: '04:30 PM',
  check_in_at: '2026-11-05T15:00:00.000Z',
  check_out_at: '2026-11-05T23:30:00.000Z',
  worked_seconds: 8.5 * 3600,
  status: 'Completed',
} as unknown as HistoryRecord;

const texts = {
  title: '',
  employeeLabel: '',
  employee: '',
  period: '',
  printedOn: '',
  headers: ['date', 'day', 'in', 'out', 'hours', 'status'] as [string, string, string, string, string, string],
  totalLabel: '',
  emptyTime: '--:-- --',
  emptyDate: '--/--/----',
  noRecords: '',
  status: () => '',
};
const row = () => printed.columns.slice(0, 4).map((column) => column.text?.(record));

afterEach(() => loadLanguage('en'));

describe('the printed time records', () => {
  it('keep the product’s formats in English', async () => {
    await loadLanguage('en');
    printTimeRecords([record], texts);
    expect(row()).toEqual(['11/05/2026', 'Thursday', '08:00 AM', '04:30 PM']);
  });

  it('are in Spanish for a Spanish reader', async () => {
    await loadLanguage('es');
    printTimeRecords([record], texts);
    const [date, day, checkIn, checkOut] = row();
    expect(date).toMatch(/^5 nov\.? 2026$/);
    expect([day, checkIn, checkOut]).toEqual(['Jueves', '08:00 a.m.', '04:30 p.m.']);
  });
});
