// @vitest-environment jsdom
import type { AdminTimeRecord } from '@daybook/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { screenIs } from '../../../lib/testing/media-queries';
import '../i18n';
import { TimeRecordsTable } from './time-records-table';

/**
 * The monitoring table's date: the server's MM/DD/YYYY in English, and in Spanish the month as a
 * word as every other Spanish page writes a date (docs/decisions/0020-spanish.md).
 */
const record: AdminTimeRecord = {
  id: 1,
  date: '11/28/2026',
  work_date: '2026-11-28',
  check_in: '08:02 AM',
  check_out: '04:31 PM',
  check_in_at: '2026-11-28T15:02:00.000Z',
  check_out_at: '2026-11-28T23:31:10.000Z',
  hours_worked: 8.49,
  worked_minutes: 509,
  worked_seconds: 30_550,
  status: 'Completed',
  late: false,
  biweekly_hours: 41.25,
  target_hours: 80,
  employee: { id: 3, name: 'Dana Reyes', email: 'dana@daybook.test', department: null },
};

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('TimeRecordsTable', () => {
  it('shows the date as the server wrote it in English', async () => {
    screenIs(false);
    await loadLanguage('en');
    render(<TimeRecordsTable records={[record]} />);
    expect(screen.getByRole('table').textContent).toContain('11/28/2026');
  });

  it('writes the month as a word in Spanish, on a desktop and on a phone', async () => {
    await loadLanguage('es');
    for (const phone of [false, true]) {
      screenIs(phone);
      const { container, unmount } = render(<TimeRecordsTable records={[record]} />);
      expect(container.textContent).toContain('28 nov 2026');
      expect(container.textContent).not.toContain('11/28/2026');
      // and the server's "08:02 AM" as Spanish's time of day (ADR 0020, "Times of day")
      expect(container.textContent).toContain('08:02 a.m.');
      expect(container.textContent).toContain('04:31 p.m.');
      expect(container.textContent).not.toMatch(/AM|PM/);
      unmount();
    }
  });

  it('shows a running shift’s time so far, not 0h 0m, in English and Spanish', async () => {
    const running: AdminTimeRecord = {
      ...record,
      id: 2,
      check_out: null,
      check_out_at: null,
      hours_worked: 0,
      worked_minutes: 0,
      worked_seconds: 0,
      status: 'In Progress',
      running_seconds: 2 * 60 + 59,
    };
    screenIs(false);
    await loadLanguage('en');
    const { unmount } = render(<TimeRecordsTable records={[running, record]} />);
    const cells = screen.getAllByRole('row').map((row) => row.textContent ?? '');
    expect(cells[1]).toContain('0h 2m so far');
    expect(cells[1]).not.toContain('0h 0m');
    expect(cells[2]).toContain('8h 29m');
    expect(cells[2]).not.toContain('so far');
    unmount();
    await loadLanguage('es');
    screenIs(true);
    const phone = render(<TimeRecordsTable records={[running]} />);
    expect(phone.container.textContent).toContain('0h 2m hasta ahora');
  });

  it('writes the biweekly progress in hours and minutes, as the rest of the page, out of 80h', async () => {
    await loadLanguage('en');
    screenIs(false);
    const { container, unmount } = render(<TimeRecordsTable records={[{ ...record, biweekly_hours: 69.3 }]} />);
    expect(container.textContent).toContain('69h 18m / 80h');
    expect(container.textContent).not.toContain('69.3');
    unmount();
    // from the exact seconds when given: 69h 17m 40s is 69h 17m, as the timecard reads it, where the
    // two-decimal 69.29 h would round to 69h 17m and 69.3 h to 69h 18m
    const exact = render(
      <TimeRecordsTable records={[{ ...record, biweekly_hours: 69.3, biweekly_seconds: 69 * 3600 + 17 * 60 + 40 }]} />,
    );
    expect(exact.container.textContent).toContain('69h 17m / 80h');
    exact.unmount();
    // a target of 2,000 minutes (33.33 h) reads in hours and minutes too
    await loadLanguage('es');
    render(<TimeRecordsTable records={[{ ...record, target_hours: 33.33 }]} />);
    expect(screen.getByRole('table').textContent).toContain('41h 15m / 33h 20m');
  });

  it('offers Correct on the rows the reader may correct: an icon on a desktop, the word on a phone', async () => {
    await loadLanguage('en');
    screenIs(false);
    const other = { ...record, id: 2, employee: { ...record.employee, id: 4, name: 'Ben Carter' } };
    const onCorrect = vi.fn();
    const { unmount } = render(
      <TimeRecordsTable records={[record, other]} mayCorrect={(id) => id === 4} onCorrect={onCorrect} />,
    );
    const button = screen.getByRole('button', { name: 'Correct the day of Ben Carter, 11/28/2026' });
    expect(screen.getAllByTestId('row-correct')).toHaveLength(1);
    fireEvent.click(button);
    expect(onCorrect).toHaveBeenCalledWith({
      id: 2,
      name: 'Ben Carter',
      workDate: '2026-11-28',
      checkInAt: '2026-11-28T15:02:00.000Z',
      checkOutAt: '2026-11-28T23:31:10.000Z',
    });
    unmount();
    // no column at all without the action (a reader who may not correct)
    const plain = render(<TimeRecordsTable records={[record]} />);
    expect(screen.queryByTestId('row-correct')).toBeNull();
    plain.unmount();
    await loadLanguage('es');
    screenIs(true);
    render(<TimeRecordsTable records={[other]} mayCorrect={() => true} onCorrect={onCorrect} />);
    expect(screen.getByRole('button', { name: 'Corregir el día de Ben Carter, 28 nov 2026' }).textContent).toBe(
      'Corregir',
    );
  });
});
