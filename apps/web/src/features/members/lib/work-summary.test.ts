import { formatHoursMinutes } from '@daybook/domain';
import { describe, expect, it } from 'vitest';
import { memberStatus, workSummary } from './work-summary';

const visit = (visit_date: string, worked_minutes: number) => ({ visit_date, worked_minutes });

describe('workSummary', () => {
  it('is all zeros without visits', () => {
    expect(workSummary([])).toEqual({ totalMinutes: 0, daysWorked: 0, averageMinutesPerDay: 0 });
  });

  it('averages over distinct dates, not over visits', () => {
    const summary = workSummary([visit('2026-05-04', 120), visit('2026-05-04', 60), visit('2026-05-05', 300)]);
    expect(summary.totalMinutes).toBe(480);
    expect(summary.daysWorked).toBe(2);
    expect(summary.averageMinutesPerDay).toBe(240);
    expect(formatHoursMinutes(summary.averageMinutesPerDay)).toBe('4h 0m');
  });

  it('counts an open visit (0 minutes) as a day worked', () => {
    expect(workSummary([visit('2026-05-06', 0)])).toEqual({ totalMinutes: 0, daysWorked: 1, averageMinutesPerDay: 0 });
  });

  it('keeps fractions of a minute in the average', () => {
    const summary = workSummary([visit('2026-05-04', 100), visit('2026-05-05', 0), visit('2026-05-06', 1)]);
    expect(summary.averageMinutesPerDay).toBeCloseTo(101 / 3);
    expect(formatHoursMinutes(summary.averageMinutesPerDay)).toBe('0h 34m');
  });
});

describe('memberStatus', () => {
  // The history's shape (issue 10 item 4): ISO date, 24-hour times, instants in UTC beside them.
  const base = { member_id: 1, date: '2026-05-06', check_in_at: '2026-05-06T15:00:00.000Z' };
  it('is inactive without a member or without a visit today', () => {
    expect(memberStatus([], null, '2026-05-06')).toEqual({ kind: 'inactive' });
    expect(
      memberStatus(
        [{ ...base, date: '2026-05-05', check_in: '08:00', check_out: null, check_out_at: null }],
        1,
        '2026-05-06',
      ),
    ).toEqual({ kind: 'inactive' });
  });
  it('is active while a visit today is open, since its check-in instant', () => {
    const open = { ...base, check_in: '08:00', check_out: null, check_out_at: null };
    expect(memberStatus([open], 1, '2026-05-06')).toEqual({ kind: 'active', since: '2026-05-06T15:00:00.000Z' });
    expect(memberStatus([open], 2, '2026-05-06')).toEqual({ kind: 'inactive' });
  });
  it('is completed at the last check-out once every visit today is closed', () => {
    const first = { ...base, check_in: '08:00', check_out: '09:00', check_out_at: '2026-05-06T16:00:00.000Z' };
    const second = { ...base, check_in: '10:00', check_out: '11:30', check_out_at: '2026-05-06T18:30:00.000Z' };
    expect(memberStatus([second, first], 1, '2026-05-06')).toEqual({
      kind: 'completed',
      at: '2026-05-06T18:30:00.000Z',
    });
  });
});
