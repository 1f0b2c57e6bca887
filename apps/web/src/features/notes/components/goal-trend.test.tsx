// @vitest-environment jsdom
import type { GoalTrendPoint, GoalTrends } from '@daybook/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { GoalTrend } from './goal-trend';
import { dayLabel } from './goal-trend-chart';

/**
 * The trend beside a goal writes its days as the rest of the app does: MM/DD/YYYY in English, the
 * month as a word in Spanish, where 11/03 would read as 11 March.
 */

const point = (date_iso: string): GoalTrendPoint => ({
  date: `${date_iso.slice(5, 7)}/${date_iso.slice(8, 10)}/${date_iso.slice(0, 4)}`,
  date_iso,
  trials: 2,
  counts: { I: 2 } as GoalTrendPoint['counts'],
  independent_percent: 100,
});

const trend = {
  goal: 1,
  total_trials: 4,
  independent_percent: 100,
  counts: { I: 4 },
  points: [point('2026-11-03'), point('2026-11-27')],
} as unknown as GoalTrends['goals'][number];

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('a goal’s trend', () => {
  it('names the latest day as MM/DD/YYYY in English', async () => {
    await loadLanguage('en');
    render(<GoalTrend trend={trend} loading={false} />);
    expect(screen.getByTestId('goal-trend-summary').textContent).toContain('Latest day (11/27/2026)');
  });

  it('names the latest day with the month as a word in Spanish', async () => {
    await loadLanguage('es');
    render(<GoalTrend trend={trend} loading={false} />);
    const summary = (screen.getByTestId('goal-trend-summary').textContent ?? '').replace(/\s/g, ' ');
    expect(summary).toContain('(27 nov 2026)');
    expect(summary).not.toContain('11/27/2026');
  });

  it('labels the chart’s days MM/DD in English and day and month in Spanish', () => {
    expect(dayLabel(point('2026-11-03'), 'en-US')).toBe('11/03');
    expect(dayLabel(point('2026-11-03'), 'es-US').replace(/\s/g, ' ')).toBe('3 nov');
  });
});
