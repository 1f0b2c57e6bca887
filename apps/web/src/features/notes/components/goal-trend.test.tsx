// @vitest-environment jsdom
import type { GoalTrendPoint, GoalTrends } from '@daybook/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { GoalTrend } from './goal-trend';
import { chartShare, dayLabel } from './goal-trend-chart';

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

  /*
   * Rounded once (walkthrough 43): 20 of 44 trials scored I is 45.45 %, which the server answers as
   * 45.5 (one decimal); rounding that again showed 46 %. The whole percent comes from the counts.
   */
  const goal = {
    goal: 1,
    total_trials: 44,
    independent_percent: 45.5,
    counts: { I: 20, M: 10, P: 5, VP: 4, G: 3, HH: 1, R: 1 },
    points: [
      { ...point('2026-11-27'), trials: 4, counts: { I: 4 }, independent_percent: 100 },
      // 5 of 11 is 45.45 %: the server's 45.5
      { ...point('2026-11-29'), trials: 11, counts: { I: 5, M: 6 }, independent_percent: 45.5 },
    ],
  } as unknown as GoalTrends['goals'][number];

  it('states the share scored I as a whole percent rounded once from the counts, in English', async () => {
    await loadLanguage('en');
    render(<GoalTrend trend={goal} loading={false} />);
    const summary = screen.getByTestId('goal-trend-summary').textContent ?? '';
    expect(summary).toContain('44 trials on 2 days; 45% scored I (independent)');
    expect(summary).toContain('Latest day (11/29/2026): 45% scored I.');
    expect(summary).not.toContain('46%');
  });

  it('states the same whole percent in Spanish', async () => {
    await loadLanguage('es');
    render(<GoalTrend trend={goal} loading={false} />);
    const summary = (screen.getByTestId('goal-trend-summary').textContent ?? '').replace(/\s/g, ' ');
    expect(summary).toContain('44 intentos en 2 días; 45 % calificado I (independiente)');
    expect(summary).toContain('(29 nov 2026): 45 % calificado I.');
  });

  it('plots each day at the percent its text states, an exact half rounded up', () => {
    expect(goal.points.map(chartShare)).toEqual([100, 45]);
    expect(chartShare({ ...point('2026-11-30'), trials: 8, counts: { I: 1 } as GoalTrendPoint['counts'] })).toBe(13);
    expect(chartShare({ ...point('2026-11-30'), trials: 0, counts: {} as GoalTrendPoint['counts'] })).toBe(0);
  });

  it('labels the chart’s days MM/DD in English and day and month in Spanish', () => {
    expect(dayLabel(point('2026-11-03'), 'en-US')).toBe('11/03');
    expect(dayLabel(point('2026-11-03'), 'es-US').replace(/\s/g, ' ')).toBe('3 nov');
  });
});
