// @vitest-environment jsdom
import type { PayPeriodSummary } from '@daybook/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { RecentDaysCard } from './recent-days-card';

/**
 * A shift across midnight (docs/payroll-rules.md): its check-out falls on the next calendar day in
 * the organisation's zone and reads "08:00 AM (+1 day)"; a shift of one day reads as before.
 */
type DayRecord = PayPeriodSummary['records'][number];
const record = (id: number, over: Partial<DayRecord>): DayRecord =>
  ({
    id,
    date: '11/26/2026',
    work_date: '2026-11-26',
    day: 'Thursday',
    check_in: '05:00 PM',
    check_out: '08:00 AM',
    // Phoenix is UTC−7: 05:00 PM on the 26th, 08:00 AM on the 27th
    check_in_at: '2026-11-27T00:00:00.000Z',
    check_out_at: '2026-11-27T15:00:00.000Z',
    worked_seconds: 15 * 3600,
    status: 'Completed',
    ...over,
  }) as DayRecord;
const summary = {
  start_date: '11/15/2026',
  end_date: '11/30/2026',
  records: [
    record(1, {}),
    record(2, {
      date: '11/25/2026',
      work_date: '2026-11-25',
      day: 'Wednesday',
      check_in: '08:00 AM',
      check_out: '04:30 PM',
      // 04:30 PM in Phoenix is already the next day in UTC
      check_in_at: '2026-11-25T15:00:00.000Z',
      check_out_at: '2026-11-25T23:30:00.000Z',
      worked_seconds: 8.5 * 3600,
    }),
  ],
} as unknown as PayPeriodSummary;

const renderCard = () =>
  render(
    <RecentDaysCard
      summary={summary}
      employeeName="Ben Carter"
      refreshing={false}
      onRefresh={() => {}}
      onPrint={() => {}}
      timeZone="America/Phoenix"
    />,
  );

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('the dashboard’s recent days', () => {
  it('marks a check-out on the next day in the organisation’s zone', async () => {
    await loadLanguage('en');
    renderCard();
    const text = screen.getByTestId('recent-days').textContent ?? '';
    expect(text).toContain('08:00 AM (+1 day)');
    expect(text).toContain('04:30 PM');
    expect(text).not.toContain('04:30 PM (+1');
  });

  it('marks it in Spanish', async () => {
    await loadLanguage('es');
    renderCard();
    const text = screen.getByTestId('recent-days').textContent ?? '';
    expect(text).toContain('08:00 a.m. (+1 día)');
    // the server's check-in and check-out text in Spanish's time of day too (ADR 0020, "Times of day")
    expect(text).toContain('05:00 p.m.');
    expect(text).toContain('04:30 p.m.');
    expect(text).not.toMatch(/\d [AP]M/);
  });
});
