import { exactWorkedTime, secondsToHours, workedTime } from '@daybook/domain';
import { describe, expect, it } from 'vitest';
import { memberVisit } from '../../features/members/testing/member-visit';
import { offlineAction } from './offline-queue';
import { projectMemberVisits } from './project-member-visits';
import type { QueuedAction } from './queue-store';

/**
 * The member visits with the member check-ins and check-outs waiting on the device
 * (docs/offline.md): what the worker sees offline is what the server will record once they are
 * sent, hours included, marked waiting to sync; what the server would refuse is not shown as done.
 */
const ZONE = 'America/Phoenix';
// 05:33 AM in Phoenix (UTC−7) on Sunday 11/29/2026
const START = Date.parse('2026-11-29T12:33:00.000Z');
const at = (minutes: number, seconds = 0) => new Date(START + minutes * 60_000 + seconds * 1000);
const iso = (minutes: number, seconds = 0) => at(minutes, seconds).toISOString();
const LUCIA = 7;

let seq = 0;
const queued = (
  kind: 'memberCheckIn' | 'memberCheckOut',
  minutes: number,
  seconds = 0,
  body: Record<string, unknown> = {},
): QueuedAction => ({
  ...offlineAction(
    '3',
    kind,
    'POST',
    kind === 'memberCheckIn' ? '/api/member/checkin/' : '/api/member/checkout/',
    { member_id: LUCIA, latitude: null, longitude: null, accuracy: null, ...body },
    at(minutes, seconds),
    true,
  ),
  seq: ++seq,
  about: 'Lucia Romero',
});

const opener = { provider: { provider_id: 5, provider_name: 'Carla Nguyen' } };
const project = (visits: Parameters<typeof projectMemberVisits>[0], pending: QueuedAction[]) =>
  projectMemberVisits(visits, pending, ZONE, opener);

/** Lucia's two visits the server has (11/24 and 11/25), newest first as it lists them. */
const served = [
  memberVisit({ id: 2, member_id: LUCIA, member_name: 'Lucia Romero', date: '2026-11-25', visit_date: '2026-11-25' }),
  memberVisit({
    id: 1,
    member_id: LUCIA,
    member_name: 'Lucia Romero',
    date: '2026-11-24',
    visit_date: '2026-11-24',
    check_in_at: '2026-11-24T17:30:00.000Z',
    check_out_at: '2026-11-24T20:00:00.000Z',
    worked_minutes: 150,
  }),
];

describe('the member visits with the member actions waiting on the device', () => {
  it('is the server’s list itself when nothing waits', () => {
    expect(project(served, [])).toBe(served);
  });

  it('opens and closes a visit as the server will record it, first in the list, with its hours, waiting', () => {
    const shown = project(served, [queued('memberCheckIn', 0), queued('memberCheckOut', 15, 42)]);
    expect(shown).toHaveLength(3);
    const visit = shown[0];
    expect(visit).toMatchObject({
      member_id: LUCIA,
      member_name: 'Lucia Romero',
      provider_id: 5,
      provider_name: 'Carla Nguyen',
      date: '2026-11-29',
      visit_date: '2026-11-29',
      check_in: '05:33',
      check_out: '05:48',
      check_in_at: iso(0),
      check_out_at: iso(15, 42),
      status: 'Completed',
      check_in_offline: true,
      check_out_offline: true,
      verification_status: null,
      waiting: true,
    });
    expect(visit?.id).toBeLessThan(0);
    // the server's own functions: whole minutes of the visit, hours from its exact seconds
    expect(visit?.worked_minutes).toBe(workedTime(at(0), at(15, 42), []).worked_minutes);
    expect(visit?.worked_minutes).toBe(15);
    expect(visit?.hours_worked).toBe(secondsToHours(exactWorkedTime(at(0), at(15, 42), []).worked_seconds));
    expect(visit?.hours_worked).toBe(0.26);
    expect(shown.slice(1)).toEqual(served);
  });

  it('names the member as the page read them, else as the queued action kept the name', () => {
    const named = projectMemberVisits([], [queued('memberCheckIn', 0)], ZONE, {
      ...opener,
      memberName: () => 'Lucía Romero',
    });
    expect(named[0]?.member_name).toBe('Lucía Romero');
    expect(project([], [queued('memberCheckIn', 0)])[0]?.member_name).toBe('Lucia Romero');
  });

  it('keeps a check-in alone open, with no hours yet', () => {
    const [visit] = project([], [queued('memberCheckIn', 0, 0, { service: 'DTA2', latitude: 33.4 })]);
    expect(visit).toMatchObject({
      status: 'Active',
      check_out: null,
      check_out_at: null,
      worked_minutes: 0,
      hours_worked: 0,
      service: 'DTA2',
      check_in_latitude: 33.4,
      waiting: true,
    });
  });

  it('closes the server’s open visit with a queued check-out', () => {
    const open = memberVisit({
      id: 9,
      member_id: LUCIA,
      date: '2026-11-29',
      visit_date: '2026-11-29',
      check_in_at: iso(-90),
      check_out: null,
      check_out_at: null,
      worked_minutes: 0,
      hours_worked: 0,
      status: 'Active',
      verification_status: null,
    });
    const [visit] = project([open], [queued('memberCheckOut', 0)]);
    expect(visit).toMatchObject({ id: 9, status: 'Completed', worked_minutes: 90, hours_worked: 1.5, waiting: true });
    expect(visit?.check_in_offline).toBe(false);
  });

  it('leaves out what the server would refuse', () => {
    const open = memberVisit({
      id: 9,
      member_id: LUCIA,
      date: '2026-11-29',
      visit_date: '2026-11-29',
      check_in_at: iso(0),
      check_out: null,
      check_out_at: null,
      status: 'Active',
    });
    // a second check-in while the member's visit is open: 409 already checked in
    expect(project([open], [queued('memberCheckIn', 5)])).toEqual([open]);
    // a check-out with no visit open
    expect(project(served, [queued('memberCheckOut', 5)])).toEqual(served);
    // a check-out at its check-in's instant, or more than 25 hours after it (docs/evv.md)
    expect(project([open], [queued('memberCheckOut', 0)])).toEqual([open]);
    expect(project([open], [queued('memberCheckOut', 25 * 60 + 1)])).toEqual([open]);
    // a check-in earlier than the member's latest visit: device_time_out_of_order
    const later = memberVisit({ member_id: LUCIA, check_in_at: iso(30), check_out_at: iso(60) });
    expect(project([later], [queued('memberCheckIn', 10)])).toEqual([later]);
  });

  it('dates a visit checked in after the organisation’s midnight by the new day', () => {
    // 11:58 PM in Phoenix on 11/29 is 06:58 UTC on 11/30
    const lateIn = Date.parse('2026-11-30T06:58:00.000Z');
    const action = { ...queued('memberCheckIn', 0), deviceTime: new Date(lateIn).toISOString() };
    expect(project([], [action])[0]?.date).toBe('2026-11-29');
    const afterMidnight = { ...action, deviceTime: new Date(lateIn + 3 * 60_000).toISOString() };
    expect(project([], [afterMidnight])[0]?.date).toBe('2026-11-30');
  });
});
