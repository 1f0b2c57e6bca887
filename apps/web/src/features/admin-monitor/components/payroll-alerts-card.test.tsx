// @vitest-environment jsdom
import type { PayrollAlerts } from '@daybook/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { PayrollAlertsCard } from './payroll-alerts-card';

/**
 * The payroll alerts card shows its times as every other figure on the page does, "Xh Ym": time
 * worked and open floored to the minute, time until overtime rounded up so that it never reads
 * "0h 0m" while overtime has not started.
 */
const person = { id: 3, name: 'Ana Reyes', email: 'ana@daybook.test', department: null };
let answer: PayrollAlerts;
vi.mock('../api/payroll-alerts', () => ({
  usePayrollAlerts: () => ({ data: answer, isError: false }),
}));

const alerts = (over: Partial<PayrollAlerts>): PayrollAlerts => ({
  week_start: '2026-11-23',
  week_end: '2026-11-29',
  flag_hours: 36,
  forgotten_after_hours: 12,
  week_hours: [],
  forgotten_checkouts: [],
  now: '2026-11-28T20:00:00.000Z',
  ...over,
});

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('PayrollAlertsCard', () => {
  it('shows hours and the time until overtime in hours and minutes, never 0h 0m before overtime', async () => {
    await loadLanguage('en');
    answer = alerts({
      week_hours: [
        // 39 h 59 min 59 s: one second to go
        { ...person, worked_seconds: 143_999, hours_worked: 40, seconds_until_overtime: 1, overtime_seconds: 0 },
        {
          ...person,
          id: 4,
          name: 'Ben Ortiz',
          worked_seconds: 37 * 3600 + 12 * 60 + 27,
          hours_worked: 37.21,
          seconds_until_overtime: 2 * 3600 + 47 * 60 + 33,
          overtime_seconds: 0,
        },
        {
          ...person,
          id: 5,
          name: 'Carla Diaz',
          worked_seconds: 41 * 3600 + 30 * 60 + 59,
          hours_worked: 41.52,
          seconds_until_overtime: 0,
          overtime_seconds: 1 * 3600 + 30 * 60 + 59,
        },
      ],
    });
    render(<PayrollAlertsCard timeZone="America/Phoenix" />);
    const rows = within(screen.getByTestId('alerts-week-hours')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ana Reyes · 39h 59m0h 1m until overtime',
      'Ben Ortiz · 37h 12m2h 48m until overtime',
      'Carla Diaz · 41h 30min overtime: 1h 30m',
    ]);
    expect(screen.getByTestId('payroll-alerts').textContent).not.toMatch(/\d+s\b/);
  });

  it('shows how long a forgotten check-out has been open in hours and minutes, in Spanish too', async () => {
    await loadLanguage('es');
    answer = alerts({
      forgotten_checkouts: [
        {
          ...person,
          work_day_id: 9,
          work_date: '2026-11-27',
          check_in_at: '2026-11-27T15:00:00.000Z',
          open_seconds: 29 * 3600 + 59 * 60 + 59,
          status: 'In Progress',
        },
      ],
    });
    render(<PayrollAlertsCard timeZone="America/Phoenix" />);
    const row = within(screen.getByTestId('alerts-forgotten')).getByRole('listitem');
    expect(row.textContent).toContain('abierta 29h 59m');
    expect(row.textContent).not.toMatch(/\d+s\b/);
  });

  it('marks the reader’s own name, whom a manager’s alerts include but the team table does not', async () => {
    await loadLanguage('en');
    const self = { ...person, id: 2, name: 'Maria Lopez' };
    answer = alerts({
      week_hours: [
        { ...self, worked_seconds: 38 * 3600, hours_worked: 38, seconds_until_overtime: 7200, overtime_seconds: 0 },
        { ...person, worked_seconds: 37 * 3600, hours_worked: 37, seconds_until_overtime: 10800, overtime_seconds: 0 },
      ],
      forgotten_checkouts: [
        {
          ...self,
          work_day_id: 9,
          work_date: '2026-11-27',
          check_in_at: '2026-11-27T15:00:00.000Z',
          open_seconds: 3600,
          status: 'Missing',
        },
      ],
    });
    const { unmount } = render(<PayrollAlertsCard timeZone="America/Phoenix" selfId={2} />);
    const names = within(screen.getByTestId('alerts-week-hours'))
      .getAllByRole('listitem')
      .map((row) => row.textContent?.split(' · ')[0]);
    expect(names).toEqual(['Maria Lopez (you)', 'Ana Reyes']);
    expect(within(screen.getByTestId('alerts-forgotten')).getByRole('listitem').textContent).toMatch(
      /^Maria Lopez \(you\) · Missing/,
    );
    unmount();

    await loadLanguage('es');
    render(<PayrollAlertsCard timeZone="America/Phoenix" selfId={2} />);
    expect(within(screen.getByTestId('alerts-week-hours')).getAllByRole('listitem')[0]?.textContent).toMatch(
      /^Maria Lopez \(usted\) · /,
    );
  });

  it('lists a manager’s own alerts apart, so the team’s lists name the people Total Employees counts', async () => {
    await loadLanguage('en');
    const self = { ...person, id: 2, name: 'Maria Lopez' };
    answer = alerts({
      week_hours: [
        { ...self, worked_seconds: 38 * 3600, hours_worked: 38, seconds_until_overtime: 7200, overtime_seconds: 0 },
      ],
      forgotten_checkouts: [
        {
          ...person,
          work_day_id: 8,
          work_date: '2026-11-27',
          check_in_at: '2026-11-27T15:00:00.000Z',
          open_seconds: 3600 * 13,
          status: 'In Progress',
        },
      ],
    });
    const { unmount } = render(<PayrollAlertsCard timeZone="America/Phoenix" selfId={2} ownApart />);
    // the team: nobody at 36 h, Ana's forgotten check-out
    expect(screen.queryByTestId('alerts-week-hours')).toBeNull();
    expect(screen.getByText('Nobody has reached 36 hours this workweek.')).toBeTruthy();
    expect(within(screen.getByTestId('alerts-forgotten')).getByRole('listitem').textContent).toMatch(/^Ana Reyes/);
    const own = screen.getByTestId('alerts-own');
    expect(own.textContent).toContain('Your own time');
    expect(own.textContent).toContain('Total Employees counts the people who report to you, not you.');
    expect(within(own).getByRole('listitem').textContent).toMatch(/^Maria Lopez \(you\) · 38h 0m/);
    unmount();

    await loadLanguage('es');
    render(<PayrollAlertsCard timeZone="America/Phoenix" selfId={2} ownApart />);
    expect(screen.getByTestId('alerts-own').textContent).toContain('Su propio tiempo');
    expect(screen.getByTestId('alerts-own').textContent).toContain('Total de empleados');
  });

  it('offers Correct on a forgotten check-out the reader may correct, and opens it with the day', async () => {
    await loadLanguage('en');
    const self = { ...person, id: 2, name: 'Maria Lopez' };
    const day = (who: typeof person, id: number) => ({
      ...who,
      work_day_id: id,
      work_date: '2026-11-26',
      check_in_at: '2026-11-26T15:05:00.000Z',
      open_seconds: 66 * 3600,
      status: 'Missing' as const,
    });
    answer = alerts({ forgotten_checkouts: [day(person, 8), day(self, 9)] });
    const onCorrect = vi.fn();
    // a manager: their team's days, not their own
    const { unmount } = render(
      <PayrollAlertsCard
        timeZone="America/Phoenix"
        selfId={2}
        ownApart
        mayCorrect={(id) => id !== 2}
        onCorrect={onCorrect}
      />,
    );
    expect(screen.getAllByTestId('alert-correct')).toHaveLength(1);
    expect(within(screen.getByTestId('alerts-own')).queryByTestId('alert-correct')).toBeNull();
    screen.getByRole('button', { name: 'Correct the day of Ana Reyes, 11/26/2026' }).click();
    expect(onCorrect).toHaveBeenCalledWith({
      id: 8,
      name: 'Ana Reyes',
      workDate: '2026-11-26',
      checkInAt: '2026-11-26T15:05:00.000Z',
      checkOutAt: null,
    });
    unmount();

    // no action without onCorrect (a reader who may not correct)
    await loadLanguage('es');
    const { unmount: unmountPlain } = render(<PayrollAlertsCard timeZone="America/Phoenix" selfId={2} ownApart />);
    expect(screen.queryByTestId('alert-correct')).toBeNull();
    unmountPlain();
    render(<PayrollAlertsCard timeZone="America/Phoenix" mayCorrect={() => true} onCorrect={onCorrect} />);
    expect(screen.getAllByRole('button', { name: /^Corregir el día de .*, 26 nov 2026$/ })).toHaveLength(2);
  });
});
