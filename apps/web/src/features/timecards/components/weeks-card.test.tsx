// @vitest-environment jsdom
import type { TimecardDetail } from '@daybook/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import '../i18n';
import { WeeksCard } from './weeks-card';

afterEach(cleanup);

// only what the card reads of a timecard
const card = {
  settings: { overtime_threshold_hours: 40 },
  weeks: [
    { week_start: '2026-11-15', worked_seconds: 36 * 3600, overtime_seconds: 0 },
    { week_start: '2026-11-22', worked_seconds: 42.5 * 3600, overtime_seconds: 2.5 * 3600 },
  ],
} as unknown as TimecardDetail;

const cells = () =>
  screen.getAllByTestId('timecard-week').map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );

describe('the timecard’s workweeks', { timeout: 30_000 }, () => {
  it('shows each week’s start, worked and overtime hours in the shared table, sortable', async () => {
    render(<WeeksCard card={card} />);
    const table = screen.getByRole('table', { name: 'Workweek subtotals' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week of', 'Worked', 'Overtime']);
    expect(cells()).toEqual([
      ['11/15/2026', '36.00\u00a0h', '0.00\u00a0h'],
      ['11/22/2026', '42.50\u00a0h', '2.50\u00a0h'],
    ]);
    await userEvent.click(within(table).getByRole('button', { name: 'Overtime' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Overtime' }));
    expect(cells().map((row) => row[0])).toEqual(['11/22/2026', '11/15/2026']);
  });

  it('says so when the period has no workweek', () => {
    render(<WeeksCard card={{ ...card, weeks: [] }} />);
    expect(screen.getByText('No workweeks in this pay period.')).toBeTruthy();
  });
});
