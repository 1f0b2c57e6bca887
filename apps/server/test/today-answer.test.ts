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

// The today answer byte for byte (docs/performance.md): an empty day, a split day with an open
// paused shift and then done, the morning after, an overnight shift, a forgotten shift and the
// next day's, and days in the zones furthest from UTC (the organisation's date a day after and a
// day before UTC's).
describe.each(dialects())('the today answer on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const at = (instant: Date, email: string) => loginAt(t, instant, email);
  const post = async (s: Session, path: string, payload: unknown = {}) => {
    const r = await call(t, 'POST', `/api/attendance/${path}/`, { session: s, payload });
    expect(r.statusCode, r.body).toBeLessThan(300);
    return r.json().id as number;
  };
  const today = async (s: Session) => {
    const r = await call(t, 'GET', '/api/attendance/today/', { session: s });
    expect(r.statusCode).toBe(200);
    return r.body;
  };

  it('is an empty day before any shift', async () => {
    const user = await createUser(t);
    expect(await today(await at(phoenixTime('2026-11-20', '07:30:00'), user.email))).toBe(
      `{"id":null,"date":"11/20/2026","work_date":"2026-11-20","day":"Friday","check_in":null,"check_out":null,"check_in_at":null,"check_out_at":null,"hours_worked":0,"worked_minutes":0,"paused_minutes":0,"worked_seconds":0,"paused_seconds":0,"paused":false,"paused_at":null,"pause_reason":null,"status":null,"late":false,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"now":"2026-11-20T14:30:00.000Z","shifts":[],"day_worked_seconds":0,"day_paused_seconds":0,"day_hours_worked":0}`,
    );
  });

  it('is the open shift with the whole split day, then the last shift, then the next empty day', async () => {
    const u = (await createUser(t)).email;
    const a = await post(await at(phoenixTime('2026-11-18', '08:00:00'), u), 'checkin');
    await post(await at(phoenixTime('2026-11-18', '10:00:00'), u), 'pause', { reason: 'Lunch' });
    await post(await at(phoenixTime('2026-11-18', '10:15:30'), u), 'resume');
    await post(await at(phoenixTime('2026-11-18', '11:00:00'), u), 'checkout');
    const b = await post(await at(phoenixTime('2026-11-18', '13:00:00'), u), 'checkin');
    await post(await at(phoenixTime('2026-11-18', '15:00:00'), u), 'pause', { reason: 'Errand' });
    expect(await today(await at(phoenixTime('2026-11-18', '15:30:00'), u))).toBe(
      `{"id":${b},"date":"11/18/2026","work_date":"2026-11-18","day":"Wednesday","check_in":"01:00 PM","check_out":null,"check_in_at":"2026-11-18T20:00:00.000Z","check_out_at":null,"hours_worked":0,"worked_minutes":0,"paused_minutes":0,"worked_seconds":0,"paused_seconds":0,"paused":true,"paused_at":"2026-11-18T22:00:00.000Z","pause_reason":"Errand","status":"In Progress","late":false,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"now":"2026-11-18T22:30:00.000Z","shifts":[{"id":${a},"date":"11/18/2026","work_date":"2026-11-18","day":"Wednesday","check_in":"08:00 AM","check_out":"11:00 AM","check_in_at":"2026-11-18T15:00:00.000Z","check_out_at":"2026-11-18T18:00:00.000Z","hours_worked":2.74,"worked_minutes":164,"paused_minutes":15,"worked_seconds":9870,"paused_seconds":930,"paused":false,"paused_at":null,"pause_reason":null,"status":"Completed","late":false,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"pauses":[{"paused_at":"2026-11-18T17:00:00.000Z","resumed_at":"2026-11-18T17:15:30.000Z","reason":"Lunch","pause_offline":false,"pause_received_at":null,"resume_offline":false,"resume_received_at":null}]},{"id":${b},"date":"11/18/2026","work_date":"2026-11-18","day":"Wednesday","check_in":"01:00 PM","check_out":null,"check_in_at":"2026-11-18T20:00:00.000Z","check_out_at":null,"hours_worked":0,"worked_minutes":0,"paused_minutes":0,"worked_seconds":0,"paused_seconds":0,"paused":true,"paused_at":"2026-11-18T22:00:00.000Z","pause_reason":"Errand","status":"In Progress","late":false,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"pauses":[{"paused_at":"2026-11-18T22:00:00.000Z","resumed_at":null,"reason":"Errand","pause_offline":false,"pause_received_at":null,"resume_offline":false,"resume_received_at":null}]}],"day_worked_seconds":9870,"day_paused_seconds":930,"day_hours_worked":2.74}`,
    );
    await post(await at(phoenixTime('2026-11-18', '15:20:00'), u), 'resume');
    await post(await at(phoenixTime('2026-11-18', '17:00:45'), u), 'checkout');
    expect(await today(await at(phoenixTime('2026-11-18', '17:30:00'), u))).toBe(
      `{"id":${b},"date":"11/18/2026","work_date":"2026-11-18","day":"Wednesday","check_in":"01:00 PM","check_out":"05:00 PM","check_in_at":"2026-11-18T20:00:00.000Z","check_out_at":"2026-11-19T00:00:45.000Z","hours_worked":3.68,"worked_minutes":220,"paused_minutes":20,"worked_seconds":13245,"paused_seconds":1200,"paused":false,"paused_at":null,"pause_reason":null,"status":"Completed","late":false,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"now":"2026-11-19T00:30:00.000Z","shifts":[{"id":${a},"date":"11/18/2026","work_date":"2026-11-18","day":"Wednesday","check_in":"08:00 AM","check_out":"11:00 AM","check_in_at":"2026-11-18T15:00:00.000Z","check_out_at":"2026-11-18T18:00:00.000Z","hours_worked":2.74,"worked_minutes":164,"paused_minutes":15,"worked_seconds":9870,"paused_seconds":930,"paused":false,"paused_at":null,"pause_reason":null,"status":"Completed","late":false,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"pauses":[{"paused_at":"2026-11-18T17:00:00.000Z","resumed_at":"2026-11-18T17:15:30.000Z","reason":"Lunch","pause_offline":false,"pause_received_at":null,"resume_offline":false,"resume_received_at":null}]},{"id":${b},"date":"11/18/2026","work_date":"2026-11-18","day":"Wednesday","check_in":"01:00 PM","check_out":"05:00 PM","check_in_at":"2026-11-18T20:00:00.000Z","check_out_at":"2026-11-19T00:00:45.000Z","hours_worked":3.68,"worked_minutes":220,"paused_minutes":20,"worked_seconds":13245,"paused_seconds":1200,"paused":false,"paused_at":null,"pause_reason":null,"status":"Completed","late":false,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"pauses":[{"paused_at":"2026-11-18T22:00:00.000Z","resumed_at":"2026-11-18T22:20:00.000Z","reason":"Errand","pause_offline":false,"pause_received_at":null,"resume_offline":false,"resume_received_at":null}]}],"day_worked_seconds":23115,"day_paused_seconds":2130,"day_hours_worked":6.42}`,
    );
    expect(await today(await at(phoenixTime('2026-11-19', '07:00:00'), u))).toBe(
      `{"id":null,"date":"11/19/2026","work_date":"2026-11-19","day":"Thursday","check_in":null,"check_out":null,"check_in_at":null,"check_out_at":null,"hours_worked":0,"worked_minutes":0,"paused_minutes":0,"worked_seconds":0,"paused_seconds":0,"paused":false,"paused_at":null,"pause_reason":null,"status":null,"late":false,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"now":"2026-11-19T14:00:00.000Z","shifts":[],"day_worked_seconds":0,"day_paused_seconds":0,"day_hours_worked":0}`,
    );
  });

  it('is yesterday’s shift while it is open after midnight', async () => {
    const u = (await createUser(t)).email;
    const c = await post(await at(phoenixTime('2026-11-19', '22:00:00'), u), 'checkin');
    expect(await today(await at(phoenixTime('2026-11-20', '01:00:00'), u))).toBe(
      `{"id":${c},"date":"11/19/2026","work_date":"2026-11-19","day":"Thursday","check_in":"10:00 PM","check_out":null,"check_in_at":"2026-11-20T05:00:00.000Z","check_out_at":null,"hours_worked":0,"worked_minutes":0,"paused_minutes":0,"worked_seconds":0,"paused_seconds":0,"paused":false,"paused_at":null,"pause_reason":null,"status":"In Progress","late":true,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"now":"2026-11-20T08:00:00.000Z","shifts":[{"id":${c},"date":"11/19/2026","work_date":"2026-11-19","day":"Thursday","check_in":"10:00 PM","check_out":null,"check_in_at":"2026-11-20T05:00:00.000Z","check_out_at":null,"hours_worked":0,"worked_minutes":0,"paused_minutes":0,"worked_seconds":0,"paused_seconds":0,"paused":false,"paused_at":null,"pause_reason":null,"status":"In Progress","late":true,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"pauses":[]}],"day_worked_seconds":0,"day_paused_seconds":0,"day_hours_worked":0}`,
    );
  });

  it('is a forgotten shift days later, until the next shift begins', async () => {
    const u = (await createUser(t)).email;
    const d = await post(await at(phoenixTime('2026-11-16', '08:00:00'), u), 'checkin');
    expect(await today(await at(phoenixTime('2026-11-18', '08:00:00'), u))).toBe(
      `{"id":${d},"date":"11/16/2026","work_date":"2026-11-16","day":"Monday","check_in":"08:00 AM","check_out":null,"check_in_at":"2026-11-16T15:00:00.000Z","check_out_at":null,"hours_worked":0,"worked_minutes":0,"paused_minutes":0,"worked_seconds":0,"paused_seconds":0,"paused":false,"paused_at":null,"pause_reason":null,"status":"Missing","late":false,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"now":"2026-11-18T15:00:00.000Z","shifts":[{"id":${d},"date":"11/16/2026","work_date":"2026-11-16","day":"Monday","check_in":"08:00 AM","check_out":null,"check_in_at":"2026-11-16T15:00:00.000Z","check_out_at":null,"hours_worked":0,"worked_minutes":0,"paused_minutes":0,"worked_seconds":0,"paused_seconds":0,"paused":false,"paused_at":null,"pause_reason":null,"status":"Missing","late":false,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"pauses":[]}],"day_worked_seconds":0,"day_paused_seconds":0,"day_hours_worked":0}`,
    );
    const e = await post(await at(phoenixTime('2026-11-18', '08:05:00'), u), 'checkin');
    expect(await today(await at(phoenixTime('2026-11-18', '09:00:00'), u))).toBe(
      `{"id":${e},"date":"11/18/2026","work_date":"2026-11-18","day":"Wednesday","check_in":"08:05 AM","check_out":null,"check_in_at":"2026-11-18T15:05:00.000Z","check_out_at":null,"hours_worked":0,"worked_minutes":0,"paused_minutes":0,"worked_seconds":0,"paused_seconds":0,"paused":false,"paused_at":null,"pause_reason":null,"status":"In Progress","late":false,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"now":"2026-11-18T16:00:00.000Z","shifts":[{"id":${e},"date":"11/18/2026","work_date":"2026-11-18","day":"Wednesday","check_in":"08:05 AM","check_out":null,"check_in_at":"2026-11-18T15:05:00.000Z","check_out_at":null,"hours_worked":0,"worked_minutes":0,"paused_minutes":0,"worked_seconds":0,"paused_seconds":0,"paused":false,"paused_at":null,"pause_reason":null,"status":"In Progress","late":false,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"pauses":[]}],"day_worked_seconds":0,"day_paused_seconds":0,"day_hours_worked":0}`,
    );
  });

  it('is the organisation’s date in the zones furthest ahead of and behind UTC', async () => {
    const zone = (z: string) => t.db.updateTable('organisation').set({ time_zone: z }).where('id', '=', 1).execute();
    try {
      // UTC+14: 10:30Z on the 20th is 00:30 on the 21st; the shift of the 20th is not today's
      await zone('Pacific/Kiritimati');
      const u = (await createUser(t)).email;
      await post(await at(new Date('2026-11-19T20:00:00Z'), u), 'checkin');
      await post(await at(new Date('2026-11-20T02:00:00Z'), u), 'checkout');
      const g = await post(await at(new Date('2026-11-20T10:30:00Z'), u), 'checkin');
      expect(await today(await at(new Date('2026-11-20T11:00:00Z'), u))).toBe(
        `{"id":${g},"date":"11/21/2026","work_date":"2026-11-21","day":"Saturday","check_in":"12:30 AM","check_out":null,"check_in_at":"2026-11-20T10:30:00.000Z","check_out_at":null,"hours_worked":0,"worked_minutes":0,"paused_minutes":0,"worked_seconds":0,"paused_seconds":0,"paused":false,"paused_at":null,"pause_reason":null,"status":"In Progress","late":false,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"now":"2026-11-20T11:00:00.000Z","shifts":[{"id":${g},"date":"11/21/2026","work_date":"2026-11-21","day":"Saturday","check_in":"12:30 AM","check_out":null,"check_in_at":"2026-11-20T10:30:00.000Z","check_out_at":null,"hours_worked":0,"worked_minutes":0,"paused_minutes":0,"worked_seconds":0,"paused_seconds":0,"paused":false,"paused_at":null,"pause_reason":null,"status":"In Progress","late":false,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"pauses":[]}],"day_worked_seconds":0,"day_paused_seconds":0,"day_hours_worked":0}`,
      );
      // UTC-12: 05:00Z on the 21st is 17:00 on the 20th
      await zone('Etc/GMT+12');
      const w = (await createUser(t)).email;
      const h = await post(await at(new Date('2026-11-20T20:00:00Z'), w), 'checkin');
      await post(await at(new Date('2026-11-21T02:00:00Z'), w), 'checkout');
      expect(await today(await at(new Date('2026-11-21T05:00:00Z'), w))).toBe(
        `{"id":${h},"date":"11/20/2026","work_date":"2026-11-20","day":"Friday","check_in":"08:00 AM","check_out":"02:00 PM","check_in_at":"2026-11-20T20:00:00.000Z","check_out_at":"2026-11-21T02:00:00.000Z","hours_worked":6,"worked_minutes":360,"paused_minutes":0,"worked_seconds":21600,"paused_seconds":0,"paused":false,"paused_at":null,"pause_reason":null,"status":"Completed","late":false,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"now":"2026-11-21T05:00:00.000Z","shifts":[{"id":${h},"date":"11/20/2026","work_date":"2026-11-20","day":"Friday","check_in":"08:00 AM","check_out":"02:00 PM","check_in_at":"2026-11-20T20:00:00.000Z","check_out_at":"2026-11-21T02:00:00.000Z","hours_worked":6,"worked_minutes":360,"paused_minutes":0,"worked_seconds":21600,"paused_seconds":0,"paused":false,"paused_at":null,"pause_reason":null,"status":"Completed","late":false,"check_in_offline":false,"check_in_received_at":null,"check_out_offline":false,"check_out_received_at":null,"pauses":[]}],"day_worked_seconds":21600,"day_paused_seconds":0,"day_hours_worked":6}`,
      );
    } finally {
      await zone('America/Phoenix');
    }
  });
});
