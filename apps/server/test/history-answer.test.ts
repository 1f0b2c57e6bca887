import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  createUser,
  dialects,
  loginAt,
  phoenixTime,
  type Session,
  type TestApp,
} from './helper.js';

// The history answer byte for byte: every field of a shift, its pauses, its split shift, an open
// paused shift and the pay-period totals, in the order they are written (docs/performance.md).
describe.each(dialects())('the history answer on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const at = (instant: Date, email: string) => loginAt(t, instant, email);
  const post = (s: Session, path: string, payload: unknown = {}) =>
    call(t, 'POST', `/api/attendance/${path}/`, { session: s, payload });

  it('is written exactly as before', async () => {
    const user = await createUser(t, { hourly_rate_cents: 2150, target_minutes: 4800 });
    const ids: number[] = [];
    const checkIn = async (date: string, time: string) => {
      const s = await at(phoenixTime(date, time), user.email);
      const r = await post(s, 'checkin');
      expect(r.statusCode, r.body).toBe(201);
      ids.push(r.json().id);
    };
    const act = async (date: string, time: string, path: string, payload: unknown = {}) => {
      const r = await post(await at(phoenixTime(date, time), user.email), path, payload);
      expect(r.statusCode, r.body).toBeLessThan(300);
    };
    await checkIn('2026-11-17', '08:10:00'); // late
    await act('2026-11-17', '12:00:00', 'pause', { reason: 'Lunch' });
    await act('2026-11-17', '12:30:15', 'resume');
    await act('2026-11-17', '16:45:30', 'checkout');
    await checkIn('2026-11-18', '08:00:00');
    await act('2026-11-18', '11:00:00', 'checkout');
    await checkIn('2026-11-18', '13:00:00'); // a split shift: never late
    await act('2026-11-18', '17:20:00', 'checkout');
    await checkIn('2026-11-20', '07:55:00');
    await act('2026-11-20', '09:30:00', 'pause', { reason: 'Errand' });
    const s = await at(phoenixTime('2026-11-20', '10:00:00'), user.email);
    const response = await call(t, 'GET', '/api/attendance/history/', { session: s });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      `[${[
        `{"id":${ids[3]},"date":"11/20/2026","work_date":"2026-11-20","day":"Friday","check_in":"07:55 AM","check_out":null,"check_in_at":"2026-11-20T14:55:00.000Z","check_out_at":null,"hours_worked":0,"worked_minutes":0,"paused_minutes":0,"worked_seconds":0,"paused_seconds":0,"paused":true,"paused_at":"2026-11-20T16:30:00.000Z","pause_reason":"Errand","status":"In Progress","late":false,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"pauses":[{"paused_at":"2026-11-20T16:30:00.000Z","resumed_at":null,"reason":"Errand","pause_offline":false,"pause_received_at":null,"resume_offline":false,"resume_received_at":null}],"rate_per_hour":21.5,"biweekly_total_hours":80,"biweekly_worked_hours":15.42}`,
        `{"id":${ids[2]},"date":"11/18/2026","work_date":"2026-11-18","day":"Wednesday","check_in":"01:00 PM","check_out":"05:20 PM","check_in_at":"2026-11-18T20:00:00.000Z","check_out_at":"2026-11-19T00:20:00.000Z","hours_worked":4.33,"worked_minutes":260,"paused_minutes":0,"worked_seconds":15600,"paused_seconds":0,"paused":false,"paused_at":null,"pause_reason":null,"status":"Completed","late":false,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"pauses":[],"rate_per_hour":21.5,"biweekly_total_hours":80,"biweekly_worked_hours":15.42}`,
        `{"id":${ids[1]},"date":"11/18/2026","work_date":"2026-11-18","day":"Wednesday","check_in":"08:00 AM","check_out":"11:00 AM","check_in_at":"2026-11-18T15:00:00.000Z","check_out_at":"2026-11-18T18:00:00.000Z","hours_worked":3,"worked_minutes":180,"paused_minutes":0,"worked_seconds":10800,"paused_seconds":0,"paused":false,"paused_at":null,"pause_reason":null,"status":"Completed","late":false,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"pauses":[],"rate_per_hour":21.5,"biweekly_total_hours":80,"biweekly_worked_hours":15.42}`,
        `{"id":${ids[0]},"date":"11/17/2026","work_date":"2026-11-17","day":"Tuesday","check_in":"08:10 AM","check_out":"04:45 PM","check_in_at":"2026-11-17T15:10:00.000Z","check_out_at":"2026-11-17T23:45:30.000Z","hours_worked":8.09,"worked_minutes":485,"paused_minutes":30,"worked_seconds":29115,"paused_seconds":1815,"paused":false,"paused_at":null,"pause_reason":null,"status":"Completed","late":true,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"pauses":[{"paused_at":"2026-11-17T19:00:00.000Z","resumed_at":"2026-11-17T19:30:15.000Z","reason":"Lunch","pause_offline":false,"pause_received_at":null,"resume_offline":false,"resume_received_at":null}],"rate_per_hour":21.5,"biweekly_total_hours":80,"biweekly_worked_hours":15.42}`,
      ].join(',')}]`,
    );
  });

  // A shift's several pauses in time order, and a range that leaves out a day of its pay period:
  // that day counts in the period's total, and neither it nor its pauses are shown.
  it('is written exactly as before for a range within a pay period', async () => {
    const user = await createUser(t, { hourly_rate_cents: 1999, target_minutes: 4500 });
    const act = async (date: string, time: string, path: string, payload: unknown = {}) => {
      const r = await post(await at(phoenixTime(date, time), user.email), path, payload);
      expect(r.statusCode, r.body).toBeLessThan(300);
      return r.json();
    };
    await act('2026-11-03', '07:50:00', 'checkin');
    await act('2026-11-03', '12:00:00', 'pause', { reason: 'Lunch' });
    await act('2026-11-03', '12:40:00', 'resume');
    await act('2026-11-03', '15:00:00', 'checkout');
    const { id } = await act('2026-11-05', '08:20:00', 'checkin');
    await act('2026-11-05', '10:00:00', 'pause', { reason: 'Coffee' });
    await act('2026-11-05', '10:10:05', 'resume');
    await act('2026-11-05', '12:00:00', 'pause', { reason: 'Lunch' });
    await act('2026-11-05', '12:30:00', 'resume');
    await act('2026-11-05', '16:00:00', 'checkout');
    const s = await at(phoenixTime('2026-11-12', '09:00:00'), user.email);
    const response = await call(t, 'GET', '/api/attendance/history/?start_date=2026-11-04&end_date=11/10/2026', {
      session: s,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      `[{"id":${id},"date":"11/05/2026","work_date":"2026-11-05","day":"Thursday","check_in":"08:20 AM","check_out":"04:00 PM","check_in_at":"2026-11-05T15:20:00.000Z","check_out_at":"2026-11-05T23:00:00.000Z","hours_worked":7,"worked_minutes":419,"paused_minutes":40,"worked_seconds":25195,"paused_seconds":2405,"paused":false,"paused_at":null,"pause_reason":null,"status":"Completed","late":true,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"pauses":[${[
        `{"paused_at":"2026-11-05T17:00:00.000Z","resumed_at":"2026-11-05T17:10:05.000Z","reason":"Coffee","pause_offline":false,"pause_received_at":null,"resume_offline":false,"resume_received_at":null}`,
        `{"paused_at":"2026-11-05T19:00:00.000Z","resumed_at":"2026-11-05T19:30:00.000Z","reason":"Lunch","pause_offline":false,"pause_received_at":null,"resume_offline":false,"resume_received_at":null}`,
      ].join(',')}],"rate_per_hour":19.99,"biweekly_total_hours":75,"biweekly_worked_hours":13.5}]`,
    );
  });
});
