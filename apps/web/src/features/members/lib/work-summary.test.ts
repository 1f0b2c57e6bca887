import { formatHoursMinutes } from '@daybook/domain';
import { describe, expect, it } from 'vitest';
import { allVisitsTellStatus, memberStatus, membersWithOpenVisit, workSummary } from './work-summary';

/** A closed visit (checked out); `open` leaves it checked in, with 0 minutes as the server answers it. */
const visit = (visit_date: string, worked_minutes: number, open = false) => ({
  visit_date,
  worked_minutes,
  check_out_at: open ? null : `${visit_date}T20:00:00.000Z`,
});

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

  it('counts only closed visits: a date whose only visit is open is not a day worked', () => {
    expect(workSummary([visit('2026-05-06', 0, true)])).toEqual({
      totalMinutes: 0,
      daysWorked: 0,
      averageMinutesPerDay: 0,
    });
    // 4 h on the 4th and a visit still open today: one day, 4h 0m a day (not 2h 0m over two)
    const summary = workSummary([visit('2026-05-04', 240), visit('2026-05-06', 0, true)]);
    expect(summary).toEqual({ totalMinutes: 240, daysWorked: 1, averageMinutesPerDay: 240 });
    // a date with a closed visit and an open one counts once, by the closed one
    expect(workSummary([visit('2026-05-06', 90), visit('2026-05-06', 0, true)]).daysWorked).toBe(1);
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

describe('membersWithOpenVisit', () => {
  const row = (member_id: number, date: string, check_in_at: string, check_out: string | null) => ({
    member_id,
    date,
    check_in: '08:00',
    check_out,
    check_in_at,
  });
  it('lists today’s members with an open visit, the latest check-in first, each once', () => {
    const visits = [
      row(1, '2026-05-06', '2026-05-06T15:00:00.000Z', null),
      row(2, '2026-05-06', '2026-05-06T17:00:00.000Z', null),
      row(1, '2026-05-06', '2026-05-06T14:00:00.000Z', null),
      row(3, '2026-05-06', '2026-05-06T18:00:00.000Z', '12:00'),
      row(4, '2026-05-05', '2026-05-05T18:00:00.000Z', null),
    ];
    expect(membersWithOpenVisit(visits, '2026-05-06')).toEqual([2, 1]);
    expect(membersWithOpenVisit([], '2026-05-06')).toEqual([]);
  });
});

describe('allVisitsTellStatus (a member chosen for the first time offline, docs/offline.md)', () => {
  const today = '2026-11-20';
  const row = (member_id: number, date: string) => ({ member_id, date });
  it('tells when the list holds any visit of the member: the latest, and an open visit is always the latest', () => {
    expect(allVisitsTellStatus([row(2, today), row(1, today)], 1, today)).toBe(true);
    expect(allVisitsTellStatus([row(2, today), row(1, '2026-11-02')], 1, today)).toBe(true);
  });

  it('tells that a member absent from it has no visit today when it reaches back before today, or is empty', () => {
    expect(allVisitsTellStatus([row(2, today), row(2, '2026-11-19')], 1, today)).toBe(true);
    expect(allVisitsTellStatus([], 1, today)).toBe(true);
  });

  it('cannot tell when the member is absent and every visit it holds is today’s (the oldest may be cut off)', () => {
    expect(allVisitsTellStatus([row(2, today), row(3, today)], 1, today)).toBe(false);
  });
});
