// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import type { DateRange } from '../lib/date-ranges';
import { SummaryCards } from './summary-cards';

/**
 * Late Arrivals Today counts today's late check-ins whatever the range (the server's summary,
 * docs/decisions/0008-work-day-rules.md): beside a custom range, or any range that is not today
 * alone, the card says so, as Avg Hours This Period names its pay period; on Today it need not.
 */
const TODAY = '2026-11-20';
const summary = { totalEmployees: 12, currentlyWorking: 3, lateArrivals: 2, avgHours: 7.5 };
const payPeriod = { start_date: '2026-11-15', end_date: '2026-11-30' };
const renderFor = (range: DateRange) =>
  render(<SummaryCards summary={summary} payPeriod={payPeriod} range={range} today={TODAY} />);

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('the Late Arrivals Today card', () => {
  it('shows today’s count under its label, and no note when the range is today', async () => {
    await loadLanguage('en');
    renderFor({ start: TODAY, end: TODAY });
    expect(screen.getByText('Late Arrivals Today')).toBeTruthy();
    expect(screen.getByTestId('summary-late-arrivals').textContent).toBe('2');
    expect(screen.queryByTestId('summary-late-arrivals-note')).toBeNull();
  });

  it('says it counts today only beside a custom range in the past', async () => {
    await loadLanguage('en');
    renderFor({ start: '2026-10-01', end: '2026-10-14' });
    expect(screen.getByTestId('summary-late-arrivals').textContent).toBe('2');
    expect(screen.getByTestId('summary-late-arrivals-note').textContent).toBe(
      'Today only (11/20/2026), not the chosen range',
    );
  });

  it('says so beside a range that ends today too (a week, the last 7 days)', async () => {
    await loadLanguage('en');
    renderFor({ start: '2026-11-14', end: TODAY });
    expect(screen.getByTestId('summary-late-arrivals-note').textContent).toBe(
      'Today only (11/20/2026), not the chosen range',
    );
  });

  it('says it in Spanish', async () => {
    await loadLanguage('es');
    renderFor({ start: '2026-10-01', end: '2026-10-14' });
    expect(screen.getByText('Llegadas tarde hoy')).toBeTruthy();
    expect(screen.getByTestId('summary-late-arrivals-note').textContent).toMatch(
      /^Solo hoy \(20 nov\.? 2026\), no el rango elegido$/,
    );
  });
});
