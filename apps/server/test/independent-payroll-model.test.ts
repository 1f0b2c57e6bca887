import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';
import { call, createTestApp, createUser, dialects, login, type TestApp } from './helper.js';
import {
  addDays,
  hoursText,
  localDate,
  model,
  pad,
  periodOf,
  type Rate,
  type RawShift,
  rateOn,
  type Settings,
  weekStartOf,
} from './payroll-model.js';

/**
 * The payroll as the real server answers it over HTTP, against the independent model of the rules
 * in payroll-model.ts (which imports none of the production computations). Shifts are punched
 * through the real routes (check-in, pause, resume, check-out) with the injected clock, so the
 * storage of instants is part of what is checked.
 */

// ---------------------------------------------------------------------------------------------
// Driving the real server
// ---------------------------------------------------------------------------------------------

const YEARS = 10 * 365 * 86_400;
const dollars = (cents: number) => `${Math.floor(cents / 100)}.${pad(cents % 100)}`;

interface Scenario {
  settings: Settings;
  rates: Rate[];
  shifts: RawShift[];
  /** When the figures are read (ms); a running last shift counts up to it on the workweek. */
  readAtMs: number;
}

describe.each(dialects())('the payroll against an independent model on %s', (dialect) => {
  let t: TestApp;
  let adminEmail: string;
  let adminId: number;

  beforeAll(async () => {
    // Sessions that outlive the clock's travels: each scenario moves it over weeks.
    t = await createTestApp(dialect, {
      accessTokenTtl: YEARS,
      sessionIdleTimeout: YEARS,
      sessionAbsoluteLifetime: YEARS,
    });
    const admin = await createUser(t, { role: 'admin', name: 'Model Admin' });
    adminEmail = admin.email;
    adminId = admin.id;
  });
  afterAll(async () => t.close());

  const setClock = (ms: number) => t.clock.set(new Date(ms));

  /** Punches a scenario through the API and answers the new employee's id and sessions. */
  async function punch(s: Scenario) {
    const first = s.shifts[0]?.inMs ?? s.readAtMs;
    setClock(first - 60_000);
    const admin = await login(t, adminEmail);
    const org = await call(t, 'PATCH', '/api/admin/organisation', {
      session: admin,
      payload: {
        time_zone: s.settings.zone,
        workweek_start_day: s.settings.weekStartDay,
        overtime_threshold_hours: s.settings.thresholdHundredths / 100,
        overtime_multiplier: s.settings.multiplierHundredths / 100,
        rounding_minutes: s.settings.rounding,
      },
    });
    expect(org.statusCode, org.body).toBe(200);
    const user = await createUser(t, { role: 'staff', manager_id: adminId });
    for (const rate of s.rates) {
      const r = await call(t, 'POST', `/api/admin/users/${user.id}/rates/`, {
        session: admin,
        payload: { hourly_rate_cents: rate.cents, effective_date: rate.effective },
      });
      expect(r.statusCode, r.body).toBe(201);
    }
    const staff = await login(t, user.email);
    // every punch at Guadalupe DTA, so no location exception blocks an approval (docs/evv.md)
    const here = { latitude: 33.3703, longitude: -111.9633, accuracy: 5 };
    const post = async (path: string, ms: number, expected: number, payload: object = {}) => {
      setClock(ms);
      const r = await call(t, 'POST', `/api/attendance/${path}/`, { session: staff, payload: { ...here, ...payload } });
      expect(r.statusCode, `${path} at ${new Date(ms).toISOString()}: ${r.body}`).toBe(expected);
    };
    for (const shift of s.shifts) {
      await post('checkin', shift.inMs, 201);
      for (const p of shift.pauses) {
        await post('pause', p.startMs, 201, { reason: 'Break' });
        if (p.endMs !== null) await post('resume', p.endMs, 200);
      }
      if (shift.outMs !== null) await post('checkout', shift.outMs, 200);
    }
    setClock(s.readAtMs);
    return { userId: user.id, email: user.email, admin, staff };
  }

  /** Every figure the server answers for the scenario's employee, compared with the model. */
  async function compare(s: Scenario, options: { exportCsv?: boolean } = {}) {
    const { userId, email, admin, staff } = await punch(s);
    const m = model(s.shifts, s.rates, s.settings);
    if (!m.exact) return; // a rounded punch across an offset change: see the report's ambiguities
    const zone = s.settings.zone;
    const dates = s.shifts.map((x) => localDate(zone, Math.floor(x.inMs / 1000)));
    const periodStarts = [...new Set(dates.map((d) => periodOf(d).start))].sort();
    // the period after the last one too: the workweek it shares may carry overtime into it
    if (periodStarts.length > 0) {
      const last = periodStarts[periodStarts.length - 1] as string;
      periodStarts.push(periodOf(addDays(periodOf(last).end, 1)).start);
    }

    for (const start of periodStarts) {
      const period = periodOf(start);
      const expected = m.periods.get(start) ?? { worked: 0, overtime: 0, gross: 0 };
      const detail = await call(t, 'GET', `/api/timecards/${userId}/${start}/`, { session: admin });
      expect(detail.statusCode, detail.body).toBe(200);
      const body = detail.json();
      const label = `period ${start}`;
      expect(
        {
          worked: body.worked_seconds,
          regular: body.regular_seconds,
          overtime: body.overtime_seconds,
          gross: body.gross_pay_cents,
          adjustment: body.adjustment_cents,
        },
        label,
      ).toEqual({
        worked: expected.worked,
        regular: expected.worked - expected.overtime,
        overtime: expected.overtime,
        gross: expected.gross,
        adjustment: 0,
      });
      // days: each date's shifts, summed, and the rate of that date
      const expectedDays = new Map<string, { worked: number; paused: number; overtime: number; shifts: number[] }>();
      m.shifts.forEach((shift) => {
        if (shift.date < period.start || shift.date > period.end) return;
        const day = expectedDays.get(shift.date) ?? { worked: 0, paused: 0, overtime: 0, shifts: [] };
        day.worked += shift.worked;
        day.paused += shift.paused;
        day.overtime += shift.overtime;
        day.shifts.push(shift.worked);
        expectedDays.set(shift.date, day);
      });
      expect(
        body.days.map(
          (d: {
            date: string;
            worked_seconds: number;
            paused_seconds: number;
            overtime_seconds: number;
            regular_seconds: number;
            rate_cents: number;
            shifts: { worked_seconds: number; check_in_at: string }[];
          }) => ({
            date: d.date,
            worked: d.worked_seconds,
            paused: d.paused_seconds,
            overtime: d.overtime_seconds,
            regular: d.regular_seconds,
            rate: d.rate_cents,
            shifts: [...d.shifts]
              .sort((a, b) => Date.parse(a.check_in_at) - Date.parse(b.check_in_at))
              .map((x) => x.worked_seconds),
          }),
        ),
        `${label} days`,
      ).toEqual(
        [...expectedDays.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([date, d]) => ({
            date,
            worked: d.worked,
            paused: d.paused,
            overtime: d.overtime,
            regular: d.worked - d.overtime,
            rate: rateOn(s.rates, date),
            shifts: d.shifts,
          })),
      );
      // whole workweeks that overlap the period
      const weeks: { week_start: string; worked_seconds: number; overtime_seconds: number }[] = [];
      for (let w = weekStartOf(period.start, s.settings.weekStartDay); w <= period.end; w = addDays(w, 7)) {
        const f = m.weeks.get(w) ?? { worked: 0, overtime: 0 };
        weeks.push({ week_start: w, worked_seconds: f.worked, overtime_seconds: f.overtime });
      }
      expect(body.weeks, `${label} weeks`).toEqual(weeks);

      // the list answers the same summary
      const list = await call(t, 'GET', `/api/timecards/?period_start=${start}`, { session: admin });
      const mine = (list.json() as { user: { id: number } }[]).find((c) => c.user.id === userId) as
        | Record<string, unknown>
        | undefined;
      expect(mine, `${label} list`).toMatchObject({
        worked_seconds: expected.worked,
        overtime_seconds: expected.overtime,
        gross_pay_cents: expected.gross,
      });

      if (options.exportCsv) {
        const csv = await call(t, 'GET', `/api/payroll/export?period_start=${start}&format=csv`, { session: admin });
        expect(csv.statusCode).toBe(200);
        const rows = parseCsv(csv.body);
        const row = rows.find((r) => r[1] === email);
        expect(row?.slice(4, 9), `${label} export`).toEqual([
          hoursText(expected.worked - expected.overtime),
          hoursText(expected.overtime),
          hoursText(expected.worked),
          dollars(rateOn(s.rates, period.end)),
          dollars(expected.gross),
        ]);
      }
    }

    // The employee's own history: each shift's exact seconds without punch rounding, and the
    // pay-period total rounded once.
    if (s.shifts.length > 0) {
      const from = dates[0] as string;
      const to = dates[dates.length - 1] as string;
      const history = await call(t, 'GET', `/api/attendance/history/?start_date=${from}&end_date=${to}`, {
        session: staff,
      });
      expect(history.statusCode, history.body).toBe(200);
      const rawByPeriod = new Map<string, number>();
      m.shifts.forEach((x) => {
        const p = periodOf(x.date).start;
        rawByPeriod.set(p, (rawByPeriod.get(p) ?? 0) + x.rawWorked);
      });
      const got = (
        history.json() as {
          check_in_at: string;
          work_date: string;
          worked_seconds: number;
          hours_worked: number;
          biweekly_worked_hours: number;
        }[]
      )
        .sort((a, b) => Date.parse(a.check_in_at) - Date.parse(b.check_in_at))
        .map((r) => ({
          date: r.work_date,
          worked: r.worked_seconds,
          hours: r.hours_worked,
          period: r.biweekly_worked_hours,
        }));
      expect(got, 'history').toEqual(
        m.shifts.map((x) => ({
          date: x.date,
          worked: x.rawWorked,
          hours: Number(hoursText(x.rawWorked)),
          period: Number(hoursText(rawByPeriod.get(periodOf(x.date).start) ?? 0)),
        })),
      );
    }

    // The workweek that holds the reading instant: closed shifts, and a running one up to now
    // (unless forgotten: open more than 12 h).
    const now = s.readAtMs;
    const withRunning = s.shifts.map((x) =>
      x.outMs === null && now - x.inMs <= 12 * 3_600_000 ? { ...x, outMs: now } : x,
    );
    const wm = model(withRunning, s.rates, s.settings);
    if (wm.exact) {
      const week = weekStartOf(localDate(zone, Math.floor(now / 1000)), s.settings.weekStartDay);
      const worked = wm.weeks.get(week)?.worked ?? 0;
      const threshold = s.settings.thresholdHundredths * 36;
      const ww = await call(t, 'GET', '/api/attendance/workweek/', { session: staff });
      expect(ww.statusCode, ww.body).toBe(200);
      expect(ww.json(), 'workweek').toMatchObject({
        week_start: week,
        week_end: addDays(week, 6),
        worked_seconds: worked,
        hours_worked: Number(hoursText(worked)),
        threshold_seconds: threshold,
        seconds_until_overtime: Math.max(0, threshold - worked),
        overtime_seconds: Math.max(0, worked - threshold),
      });
    }
    // The dashboard's pay period: the closed shifts of the period holding today, unrounded.
    const today = localDate(zone, Math.floor(now / 1000));
    const current = periodOf(today).start;
    const summary = await call(t, 'GET', '/api/attendance/pay-period-summary/', { session: staff });
    expect(summary.statusCode, summary.body).toBe(200);
    const currentSeconds = m.shifts
      .filter((x) => periodOf(x.date).start === current)
      .reduce((sum, x) => sum + x.rawWorked, 0);
    expect(summary.json(), 'pay-period summary').toMatchObject({
      start: current,
      worked_seconds: currentSeconds,
      hours_worked: Number(hoursText(currentSeconds)),
    });
  }

  // -------------------------------------------------------------------------------------------
  // Hand-written cases (Phoenix, UTC−7 all year: 08:00 there is 15:00Z)
  // -------------------------------------------------------------------------------------------

  const PHX: Settings = {
    zone: 'America/Phoenix',
    weekStartDay: 0,
    thresholdHundredths: 4000,
    multiplierHundredths: 150,
    rounding: 0,
  };
  const phx = (date: string, time: string) => Date.parse(`${date}T${time}-07:00`);
  const closedShift = (inMs: number, outMs: number, pauses: RawShift['pauses'] = []): RawShift => ({
    inMs,
    outMs,
    pauses,
  });
  const days = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));
  // Monday 2 November 2026 … Friday 6 November: the week of Sunday 1 November
  const weekdays = days('2026-11-02', 5);

  it('exactly 40 h in a workweek is no overtime; 40 h + 1 s is one second of it, paid to the cent', async () => {
    const rates = [{ effective: '2026-01-01', cents: 1517 }];
    const forty = weekdays.map((d) => closedShift(phx(d, '08:00:00'), phx(d, '16:00:00')));
    await compare(
      { settings: PHX, rates, shifts: forty, readAtMs: phx('2026-11-06', '18:00:00') },
      { exportCsv: true },
    );
    const plusOne = weekdays.map((d, i) => closedShift(phx(d, '08:00:00'), phx(d, i === 4 ? '16:00:01' : '16:00:00')));
    await compare(
      { settings: PHX, rates, shifts: plusOne, readAtMs: phx('2026-11-06', '18:00:00') },
      { exportCsv: true },
    );
    // 40 h × 1517 + 1 s × 1517 × 1.5 / 3600 = 60 680 + 0.632… cents → 60 681
    expect(model(plusOne, rates, PHX).periods.get('2026-11-01')?.gross).toBe(60_681);
  });

  it('a shift that ends exactly at the week boundary stays in its week; one across it is split there', async () => {
    const rates = [{ effective: '2026-01-01', cents: 2000 }];
    // 36 h Mon–Thu + Saturday 16:00 → Sunday 00:00 (8 h): 44 h, 4 h overtime, in the week of 1 Nov
    const atBoundary = [
      ...weekdays.slice(0, 4).map((d) => closedShift(phx(d, '08:00:00'), phx(d, '17:00:00'))),
      closedShift(phx('2026-11-07', '16:00:00'), phx('2026-11-08', '00:00:00')),
    ];
    const m = model(atBoundary, rates, PHX);
    expect(m.weeks.get('2026-11-01')).toEqual({ worked: 44 * 3600, overtime: 4 * 3600 });
    expect(m.weeks.get('2026-11-08')).toBeUndefined();
    await compare(
      { settings: PHX, rates, shifts: atBoundary, readAtMs: phx('2026-11-08', '09:00:00') },
      { exportCsv: true },
    );
    // Saturday 20:00 → Sunday 04:00: 4 h in each week; the second week's 4 h come first there
    const across = [
      ...weekdays.slice(0, 4).map((d) => closedShift(phx(d, '08:00:00'), phx(d, '17:00:00'))),
      closedShift(phx('2026-11-07', '20:00:00'), phx('2026-11-08', '04:00:00')),
      ...days('2026-11-09', 5).map((d) => closedShift(phx(d, '08:00:00'), phx(d, '16:00:00'))),
    ];
    const m2 = model(across, rates, PHX);
    expect(m2.weeks.get('2026-11-01')).toEqual({ worked: 40 * 3600, overtime: 0 });
    expect(m2.weeks.get('2026-11-08')).toEqual({ worked: 44 * 3600, overtime: 4 * 3600 });
    await compare({ settings: PHX, rates, shifts: across, readAtMs: phx('2026-11-13', '17:00:00') });
  });

  it('a shift across the pay-period boundary belongs wholly to its check-in date', async () => {
    const rates = [
      { effective: '2026-01-01', cents: 1800 },
      { effective: '2026-11-15', cents: 2400 },
    ];
    // Saturday 14 November 22:00 → Sunday 15 November 06:30, with a 30-minute break after midnight
    const shifts = [
      closedShift(phx('2026-11-14', '22:00:00'), phx('2026-11-15', '06:30:00'), [
        { startMs: phx('2026-11-15', '01:00:00'), endMs: phx('2026-11-15', '01:30:00') },
      ]),
      closedShift(phx('2026-11-16', '08:00:00'), phx('2026-11-16', '12:00:00')),
    ];
    const m = model(shifts, rates, PHX);
    expect(m.periods.get('2026-11-01')).toEqual({ worked: 8 * 3600, overtime: 0, gross: 8 * 1800 });
    await compare({ settings: PHX, rates, shifts, readAtMs: phx('2026-11-16', '13:00:00') }, { exportCsv: true });
  });

  it('split shifts, one-second and sub-second shifts, and a pause left open at check-out', async () => {
    const rates = [{ effective: '2026-01-01', cents: 1999 }];
    const shifts = [
      closedShift(phx('2026-11-02', '08:00:00') + 700, phx('2026-11-02', '08:00:01') + 200), // 1 s
      closedShift(phx('2026-11-02', '08:00:05') + 100, phx('2026-11-02', '08:00:05') + 900), // 0 s
      closedShift(phx('2026-11-02', '09:00:00'), phx('2026-11-02', '12:00:00') + 999, [
        { startMs: phx('2026-11-02', '10:00:00') + 500, endMs: phx('2026-11-02', '10:15:00') + 400 },
      ]),
      closedShift(phx('2026-11-02', '13:00:00'), phx('2026-11-02', '17:00:00'), [
        { startMs: phx('2026-11-02', '16:30:00'), endMs: null },
      ]),
    ];
    await compare({ settings: PHX, rates, shifts, readAtMs: phx('2026-11-02', '18:00:00') }, { exportCsv: true });
  });

  it('punch rounding to 15 minutes: a half goes up, pauses are clipped to the rounded shift', async () => {
    const settings: Settings = { ...PHX, rounding: 15 };
    const rates = [{ effective: '2026-01-01', cents: 2100 }];
    const shifts = [
      closedShift(phx('2026-11-02', '07:07:29'), phx('2026-11-02', '15:52:30')), // 07:00 → 16:00
      closedShift(phx('2026-11-03', '07:07:30'), phx('2026-11-03', '16:07:29'), [
        // begins before the rounded check-in (07:15): only 07:15–07:20 counts as paused
        { startMs: phx('2026-11-03', '07:10:00'), endMs: phx('2026-11-03', '07:20:00') },
      ]),
    ];
    await compare({ settings, rates, shifts, readAtMs: phx('2026-11-03', '18:00:00') }, { exportCsv: true });
  });

  it('a rate change inside a workweek averages the regular rate (29 CFR 778.115), rounded once per timecard', async () => {
    const rates = [
      { effective: '2026-01-01', cents: 1515 },
      { effective: '2026-11-04', cents: 2533 },
    ];
    const shifts = weekdays.map((d) => closedShift(phx(d, '07:00:00'), phx(d, '16:00:07')));
    await compare({ settings: PHX, rates, shifts, readAtMs: phx('2026-11-07', '10:00:00') }, { exportCsv: true });
  });

  it('a workweek that spans two pay periods puts each period’s overtime in that period', async () => {
    // Sunday 10 May 2026 … Saturday 16 May: 1–14 and 15–31 share it
    const rates = [{ effective: '2026-01-01', cents: 2000 }];
    const shifts = days('2026-05-10', 7).map((d) => closedShift(phx(d, '08:00:00'), phx(d, '15:00:00')));
    const m = model(shifts, rates, PHX);
    expect(m.weeks.get('2026-05-10')).toEqual({ worked: 49 * 3600, overtime: 9 * 3600 });
    expect(m.periods.get('2026-05-15')?.overtime).toBe(9 * 3600 - 4 * 3600 + 4 * 3600);
    await compare({ settings: PHX, rates, shifts, readAtMs: phx('2026-05-17', '10:00:00') }, { exportCsv: true });
  });

  it('a long shift (worker checks out 36 h later) that began two days before the workweek counts in it', async () => {
    const rates = [{ effective: '2026-01-01', cents: 2000 }];
    // Friday 13 November 20:00 → Sunday 15 November 08:00 (36 h, 8 h of them in the week of
    // Sunday 15 November, which is also the first day of a pay period), then 40 h Monday–Friday
    const shifts = [
      closedShift(phx('2026-11-13', '20:00:00'), phx('2026-11-15', '08:00:00')),
      ...days('2026-11-16', 5).map((d) => closedShift(phx(d, '08:00:00'), phx(d, '16:00:00'))),
    ];
    const m = model(shifts, rates, PHX);
    expect(m.weeks.get('2026-11-15')).toEqual({ worked: 48 * 3600, overtime: 8 * 3600 });
    expect(m.periods.get('2026-11-15')).toEqual({ worked: 40 * 3600, overtime: 8 * 3600, gross: 40 * 2000 + 8 * 1000 });
    await compare({ settings: PHX, rates, shifts, readAtMs: phx('2026-11-20', '17:00:00') }, { exportCsv: true });
  });

  it('an approved neighbour keeps its pay: no adjustment from an overnight shift just before its first workweek', async () => {
    // Saturday 14 November 20:00 → Sunday 15 November 04:00 (4 h in the week of 15 November), then
    // 40 h Monday–Friday: 4 h of overtime in 15–30 November, which is approved. 1–14 December
    // shares the week of 29 November with it, so its timecard recomputes 15–30 November for the
    // adjustment; that must see the overnight shift too, or it pays back a premium never undone.
    const rates = [{ effective: '2026-01-01', cents: 2000 }];
    const shifts = [
      closedShift(phx('2026-11-14', '20:00:00'), phx('2026-11-15', '04:00:00')),
      ...days('2026-11-16', 5).map((d) => closedShift(phx(d, '08:00:00'), phx(d, '16:00:00'))),
    ];
    const scenario = { settings: PHX, rates, shifts, readAtMs: phx('2026-12-01', '09:00:00') };
    const { userId, admin, staff } = await punch(scenario);
    const expected = model(shifts, rates, PHX).periods.get('2026-11-15');
    expect(expected).toEqual({ worked: 40 * 3600, overtime: 4 * 3600, gross: 40 * 2000 + 4 * 1000 });
    const card = (period: string, action = '') => `/api/timecards/${userId}/${period}/${action}`;
    const submitted = await call(t, 'POST', card('2026-11-15', 'submit/'), {
      session: staff,
      payload: { attestation: true },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const approved = await call(t, 'POST', card('2026-11-15', 'approve/'), { session: admin });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', gross_pay_cents: expected?.gross });
    const december = await call(t, 'GET', card('2026-12-01'), { session: admin });
    expect(december.json()).toMatchObject({ worked_seconds: 0, gross_pay_cents: 0, adjustment_cents: 0 });
  });

  it('a running shift counts up to now on the workweek; a forgotten one (over 12 h) counts nothing', async () => {
    const rates = [{ effective: '2026-01-01', cents: 2000 }];
    const shifts = [
      ...weekdays.slice(0, 4).map((d) => closedShift(phx(d, '08:00:00'), phx(d, '17:00:00'))),
      {
        inMs: phx('2026-11-06', '08:00:00'),
        outMs: null,
        pauses: [{ startMs: phx('2026-11-06', '12:00:00'), endMs: null }],
      },
    ];
    await compare({ settings: PHX, rates, shifts, readAtMs: phx('2026-11-06', '12:30:00') });
  });

  // -------------------------------------------------------------------------------------------
  // Generated cases
  // -------------------------------------------------------------------------------------------

  const ZONES = [
    'America/Phoenix',
    'America/Phoenix',
    'America/Phoenix',
    'America/New_York',
    'America/Denver',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'America/Santiago',
    'Pacific/Kiritimati',
  ];
  const HOUR = 3_600_000;
  const shiftArb = fc.record({
    gapMs: fc.oneof(
      { weight: 2, arbitrary: fc.integer({ min: 1, max: 5 * 60_000 }) }, // a split shift
      { weight: 5, arbitrary: fc.integer({ min: HOUR, max: 16 * HOUR }) },
      { weight: 2, arbitrary: fc.integer({ min: 16 * HOUR, max: 60 * HOUR }) },
    ),
    durationMs: fc.oneof(
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 3000 }) },
      { weight: 6, arbitrary: fc.integer({ min: HOUR, max: 12 * HOUR }) },
      { weight: 1, arbitrary: fc.integer({ min: 12 * HOUR, max: 20 * HOUR }) },
    ),
    pauseCuts: fc.uniqueArray(fc.double({ min: 0.01, max: 0.99, noNaN: true }), { maxLength: 4 }),
    lastPauseOpen: fc.boolean(),
  });
  const scenarioArb = fc
    .record({
      zone: fc.constantFrom(...ZONES),
      weekStartDay: fc.integer({ min: 0, max: 6 }),
      thresholdHundredths: fc.oneof(fc.constant(4000), fc.integer({ min: 100, max: 6000 })),
      multiplierHundredths: fc.oneof(fc.constant(150), fc.integer({ min: 100, max: 300 })),
      rounding: fc.constantFrom<Settings['rounding']>(0, 0, 1, 5, 6, 15),
      startMs: fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2026-11-20T00:00:00Z') }),
      shifts: fc.array(shiftArb, { minLength: 1, maxLength: 9 }),
      rates: fc.array(
        fc.record({ dayOffset: fc.integer({ min: -20, max: 30 }), cents: fc.integer({ min: 1515, max: 9999 }) }),
        {
          minLength: 1,
          maxLength: 3,
        },
      ),
      leaveLastOpen: fc.boolean(),
      readAfterMs: fc.integer({ min: 0, max: 72 * HOUR }),
    })
    .map((g): Scenario => {
      const settings: Settings = {
        zone: g.zone,
        weekStartDay: g.weekStartDay,
        thresholdHundredths: g.thresholdHundredths,
        multiplierHundredths: g.multiplierHundredths,
        rounding: g.rounding,
      };
      let cursor = g.startMs;
      const shifts: RawShift[] = g.shifts.map((x, i) => {
        const inMs = cursor + x.gapMs;
        const outMs = inMs + x.durationMs;
        const cuts = [...x.pauseCuts]
          .sort((a, b) => a - b)
          .map((c) => inMs + Math.max(1, Math.floor(c * x.durationMs)))
          .filter((ms, j, all) => ms < outMs && (j === 0 || ms > (all[j - 1] as number)));
        const pauses: RawShift['pauses'] = [];
        for (let j = 0; j + 1 < cuts.length; j += 2)
          pauses.push({ startMs: cuts[j] as number, endMs: cuts[j + 1] as number });
        if (x.lastPauseOpen && cuts.length % 2 === 1)
          pauses.push({ startMs: cuts[cuts.length - 1] as number, endMs: null });
        const last = i === g.shifts.length - 1;
        cursor = outMs;
        return last && g.leaveLastOpen ? { inMs, outMs: null, pauses } : { inMs, outMs, pauses };
      });
      const firstDate = localDate(settings.zone, Math.floor(g.startMs / 1000));
      const rates = [...new Map(g.rates.map((r) => [addDays(firstDate, r.dayOffset), r.cents])).entries()].map(
        ([effective, cents]) => ({ effective, cents }),
      );
      const lastShift = shifts[shifts.length - 1] as RawShift;
      const readAtMs =
        (lastShift.outMs ?? lastShift.inMs) + (lastShift.outMs === null ? g.readAfterMs / 4 : g.readAfterMs);
      return { settings, rates, shifts, readAtMs };
    });

  it('agrees with the model on generated shifts, zones, workweeks, thresholds, rates and rounding', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (s) => {
        await compare(s, { exportCsv: true });
      }),
      { numRuns: Number(process.env.MODEL_RUNS ?? (dialect === 'sqlite' ? 40 : 15)), endOnFailure: true },
    );
  }, 600_000);
});
