// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { WorkweekCard } from './workweek-card';

/**
 * This Workweek writes its hours as `Xh Ym`, as Today's Status, the pay period and the recent days
 * do, never to the second, also while a shift runs; the time until overtime is rounded up so that it
 * adds up with the hours to the threshold.
 */
const week = vi.hoisted(() => ({
  current: {
    week_start: '2026-11-22',
    week_end: '2026-11-28',
    // 38h 12m 27s
    worked_seconds: 137_547,
    hours_worked: 38.21,
    threshold_seconds: 144_000,
    seconds_until_overtime: 6_453,
    overtime_seconds: 0,
    running: true,
    now: '2026-11-28T14:00:00.000Z',
  },
}));
vi.mock('../api/workweek', () => ({ useWorkweek: () => ({ data: week.current, isError: false }) }));

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

const nowMs = Date.parse(week.current.now);

describe('the This Workweek card', () => {
  it('shows the hours and the time until overtime in hours and minutes', async () => {
    await loadLanguage('en');
    render(<WorkweekCard nowMs={nowMs} ticking={false} />);
    expect(screen.getByTestId('workweek-hours').textContent).toBe('38h 12m');
    // 1h 47m 33s to go: 38h 12m + 1h 48m = 40 h
    expect(screen.getByTestId('workweek-overtime').textContent).toBe('1h 48m until overtime');
  });

  it('keeps to minutes while a running shift moves the figure, in Spanish too', async () => {
    await loadLanguage('es');
    render(<WorkweekCard nowMs={nowMs + 45_000} ticking />);
    // 45 s later: 38h 13m 12s worked
    expect(screen.getByTestId('workweek-hours').textContent).toBe('38h 13m');
    expect(screen.getByTestId('workweek-overtime').textContent).toBe('1h 47m hasta las horas extra');
  });

  it('writes its dates as the pay period card beside it does, in Spanish "Del … al …"', async () => {
    await loadLanguage('es');
    render(<WorkweekCard nowMs={nowMs} ticking={false} />);
    expect(screen.getByText('Del 22 nov 2026 al 28 nov 2026')).toBeTruthy();
  });

  it('shows the overtime so far in hours and minutes', async () => {
    await loadLanguage('en');
    render(<WorkweekCard nowMs={nowMs + 2 * 3600_000} ticking />);
    // 40h 12m 27s worked: 12m 27s of overtime
    expect(screen.getByTestId('workweek-hours').textContent).toBe('40h 12m');
    expect(screen.getByTestId('workweek-overtime').textContent).toBe('Overtime so far: 0h 12m');
  });
});
