import { TZDate } from '@date-fns/tz';
import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  createUser,
  dialects,
  insertClosedShift,
  login,
  type Session,
  type TestApp,
} from './helper.js';

const PHX = 'America/Phoenix';
const at = (date: string, time: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, PHX).getTime()).toISOString();
};

/** Inserts a closed shift straight into the store, as check-in and check-out would leave it. */
const shift = (t: TestApp, userId: number, date: string, from: string, to: string) =>
  insertClosedShift(t, userId, date, from, to);

const week1 = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'];
const week2 = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13'];

describe.each(dialects())('timecards and payroll on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let manager: Session;
  let staff: Session;
  let other: Session;
  let staffId: number;
  const card = (userId: number, period: string, suffix = '') => `/api/timecards/${userId}/${period}/${suffix}`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const a = await createUser(t, { role: 'admin', name: 'Alma Admin' });
    const m = await createUser(t, { role: 'manager', name: 'Mona Manager' });
    const s = await createUser(t, { role: 'staff', name: 'Sam Staff', manager_id: m.id, payroll_id: 'P-7' });
    const o = await createUser(t, { role: 'staff', name: '=HYPERLINK("x")', manager_id: null });
    admin = await login(t, a.email);
    manager = await login(t, m.email);
    staff = await login(t, s.email);
    other = await login(t, o.email);
    staffId = s.id;
    // 45 h in the week of Sunday 1 November, 40 h in the next: 85 h, 5 h of them overtime.
    for (const d of week1) await shift(t, s.id, d, '08:00', '17:00');
    for (const d of week2) await shift(t, s.id, d, '08:00', '16:00');
    const rate = await call(t, 'POST', `/api/admin/users/${s.id}/rates/`, {
      session: admin,
      payload: { hourly_rate_cents: 2000, effective_date: '2026-06-01' },
    });
    expect(rate.statusCode).toBe(201);
  });
  afterAll(async () => t.close());

  it('computes exact seconds, weekly overtime and gross pay', async () => {
    const response = await call(t, 'GET', '/api/timecards/?period_start=2026-11-01', { session: staff });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: staffId, name: 'Sam Staff' }),
        period_start: '2026-11-01',
        period_end: '2026-11-14',
        status: 'open',
        worked_seconds: 85 * 3600,
        regular_seconds: 80 * 3600,
        overtime_seconds: 5 * 3600,
        gross_pay_cents: 2000 * 80 + 3000 * 5,
        adjustment_cents: 0,
        blockers: ['not_submitted'],
      }),
    ]);
  });

  it('lists own (staff), team and own (manager), everyone (admin)', async () => {
    const ids = async (session: Session) =>
      (
        (await call(t, 'GET', '/api/timecards/?period_start=2026-11-01', { session })).json() as {
          user: { id: number };
        }[]
      )
        .map((c) => c.user.id)
        .sort();
    expect(await ids(staff)).toEqual([staff.userId]);
    expect(await ids(other)).toEqual([other.userId]);
    expect(await ids(manager)).toEqual([manager.userId, staff.userId].sort());
    expect(await ids(admin)).toEqual([admin.userId, manager.userId, staff.userId, other.userId].sort());
  });

  it('shows days, shifts and whole workweeks to the employee and their manager only', async () => {
    expect((await call(t, 'GET', card(staffId, '2026-11-01'), { session: other })).statusCode).toBe(403);
    expect((await call(t, 'GET', card(999_999, '2026-11-01'), { session: other })).statusCode).toBe(403);
    const response = await call(t, 'GET', card(staffId, '2026-11-01'), { session: manager });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.days).toHaveLength(10);
    expect(body.days[4]).toMatchObject({
      date: '2026-11-06',
      worked_seconds: 9 * 3600,
      overtime_seconds: 5 * 3600,
      regular_seconds: 4 * 3600,
      shifts: [expect.objectContaining({ check_in_at: at('2026-11-06', '08:00'), worked_seconds: 9 * 3600 })],
    });
    expect(body.weeks).toEqual([
      { week_start: '2026-11-01', worked_seconds: 45 * 3600, overtime_seconds: 5 * 3600 },
      { week_start: '2026-11-08', worked_seconds: 40 * 3600, overtime_seconds: 0 },
    ]);
  });

  it('refuses bad input with the field named', async () => {
    const notAStart = await call(t, 'GET', '/api/timecards/?period_start=2026-11-02', { session: staff });
    expect(notAStart.statusCode).toBe(400);
    expect(notAStart.json()).toMatchObject({ period_start: [expect.any(String)], error_code: 'validation_failed' });
    expect((await call(t, 'GET', '/api/timecards/?period_start=11/01/2026x', { session: staff })).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/timecards/0x10/2026-11-01/', { session: admin })).statusCode).toBe(400);
    // someone who does not exist: 404 to an admin, who sees everyone; 403 to a manager, who must
    // not learn who exists (docs/product-rules.md §7)
    expect((await call(t, 'GET', card(999_999, '2026-11-01'), { session: admin })).statusCode).toBe(404);
    expect((await call(t, 'GET', card(999_999, '2026-11-01'), { session: manager })).statusCode).toBe(403);
    expect(
      (await call(t, 'POST', card(999_999, '2026-11-01', 'reopen/'), { session: admin, payload: { reason: 'x' } }))
        .statusCode,
    ).toBe(404);
    // the last period of 9999 ended in a 500 (its workweek ran past the last date): out of range now
    for (const url of [
      card(staffId, '9999-12-15'),
      '/api/timecards/?period_start=9999-12-15',
      '/api/payroll/export?period_start=9999-12-15&format=csv',
      card(staffId, '1899-12-15'),
    ]) {
      const far = await call(t, 'GET', url, { session: admin });
      expect(far.statusCode, url).toBe(400);
      expect(far.json()).toMatchObject({ error_code: 'validation_failed', period_start: [MSG.dateOutOfRange] });
    }
    const rate = await call(t, 'POST', `/api/admin/users/${staffId}/rates/`, {
      session: admin,
      payload: { hourly_rate_cents: 1000, effective_date: '2026-07-01' },
    });
    expect(rate.statusCode).toBe(400);
    expect(rate.json()).toMatchObject({ error_code: 'rate_below_minimum', hourly_rate_cents: [expect.any(String)] });
    const twice = await call(t, 'POST', `/api/admin/users/${staffId}/rates/`, {
      session: admin,
      payload: { hourly_rate_cents: 2100, effective_date: '2026-06-01' },
    });
    expect(twice.statusCode).toBe(409);
    expect((await call(t, 'GET', `/api/admin/users/${staffId}/rates/`, { session: manager })).statusCode).toBe(403);
  });

  it('submit by the employee, approve by their manager, lock, reopen by an admin', async () => {
    const path = card(staffId, '2026-11-01');
    expect(
      (await call(t, 'POST', `${path}submit/`, { session: manager, payload: { attestation: true } })).statusCode,
    ).toBe(403);
    expect((await call(t, 'POST', `${path}submit/`, { session: staff, payload: {} })).statusCode).toBe(400);
    const early = await call(t, 'POST', card(staffId, '2026-11-15', 'submit/'), {
      session: staff,
      payload: { attestation: true },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      error_code: 'timecard_not_submittable',
      params: { blockers: ['period_not_ended'] },
    });

    const notYet = await call(t, 'POST', `${path}approve/`, { session: manager });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().params.blockers).toEqual(['not_submitted']);

    const submitted = await call(t, 'POST', `${path}submit/`, { session: staff, payload: { attestation: true } });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'submitted', blockers: [] });
    // a second submit (a double tap, a retry) changes nothing: one event, the first time kept
    const again = await call(t, 'POST', `${path}submit/`, { session: staff, payload: { attestation: true } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'submitted', submitted_at: submitted.json().submitted_at });
    expect(again.json().events.filter((e: { action: string }) => e.action === 'submit')).toHaveLength(1);
    // two submits at once (the double tap itself), on an earlier period's card: one event as well
    const earlier = card(staffId, '2026-10-15', 'submit/');
    const both = await Promise.all(
      [1, 2].map(() => call(t, 'POST', earlier, { session: staff, payload: { attestation: true } })),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const earlierCard = (await call(t, 'GET', card(staffId, '2026-10-15'), { session: staff })).json();
    expect(earlierCard.events.filter((e: { action: string }) => e.action === 'submit')).toHaveLength(1);

    expect((await call(t, 'POST', `${path}approve/`, { session: staff })).json()).toMatchObject({
      error_code: 'timecard_own_approval',
    });
    expect((await call(t, 'POST', `${path}approve/`, { session: other })).statusCode).toBe(403);
    const approved = await call(t, 'POST', `${path}approve/`, { session: manager });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      gross_pay_cents: 175_000,
      approved_by: manager.userId,
    });
    expect((await call(t, 'POST', `${path}approve/`, { session: admin })).statusCode).toBe(409);

    // Locked: an admin correction of one of its days is refused and changes nothing.
    const day = await t.db
      .selectFrom('work_days')
      .select(['id', 'check_in_at'])
      .where('user_id', '=', staffId)
      .where('work_date', '=', '2026-11-03')
      .executeTakeFirstOrThrow();
    const correction = await call(t, 'POST', `/api/admin/work-days/${day.id}/correct`, {
      session: admin,
      payload: { check_in_at: at('2026-11-03', '07:00'), reason: 'Came in early' },
    });
    expect(correction.statusCode).toBe(409);
    expect(correction.json()).toMatchObject({ error_code: 'timecard_locked' });
    const unchanged = await t.db
      .selectFrom('work_days')
      .select('check_in_at')
      .where('id', '=', day.id)
      .executeTakeFirstOrThrow();
    expect(new Date(unchanged.check_in_at).toISOString()).toBe(new Date(day.check_in_at).toISOString());

    // A later rate change reaching back into the approved period does not change it.
    const raise = await call(t, 'POST', `/api/admin/users/${staffId}/rates/`, {
      session: admin,
      payload: { hourly_rate_cents: 2500, effective_date: '2026-11-01' },
    });
    expect(raise.statusCode).toBe(201);
    expect(raise.json().map((r: { effective_date: string }) => r.effective_date)).toEqual(['2026-06-01', '2026-11-01']);
    expect((await call(t, 'GET', path, { session: staff })).json()).toMatchObject({ gross_pay_cents: 175_000 });

    expect((await call(t, 'POST', `${path}reopen/`, { session: manager, payload: { reason: 'x' } })).statusCode).toBe(
      403,
    );
    expect((await call(t, 'POST', `${path}reopen/`, { session: admin, payload: { reason: ' ' } })).statusCode).toBe(
      400,
    );
    const reopened = await call(t, 'POST', `${path}reopen/`, { session: admin, payload: { reason: 'Rate was wrong' } });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({
      status: 'open',
      gross_pay_cents: 2500 * 80 + 3750 * 5,
      events: [
        expect.objectContaining({ action: 'submit', actor: { id: staffId, name: 'Sam Staff' } }),
        expect.objectContaining({ action: 'approve', actor: expect.objectContaining({ id: manager.userId }) }),
        expect.objectContaining({ action: 'reopen', reason: 'Rate was wrong' }),
      ],
    });
    // one audit row a transition: submit, approve and reopen of this card, and the earlier card's one submit
    const audit = await t.db.selectFrom('audit_log').select('id').where('entity', '=', 'timecard').execute();
    expect(audit).toHaveLength(4);
  });

  it('pays a change to an approved neighbour in the open period that shares its workweek', async () => {
    const settings = await call(t, 'PATCH', '/api/admin/organisation', {
      session: admin,
      payload: { workweek_start_day: 1 },
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({ workweek_start_day: 1, overtime_threshold_hours: 40, rounding_minutes: 0 });
    const path = card(staffId, '2026-11-01');
    await call(t, 'POST', `${path}submit/`, { session: staff, payload: { attestation: true } });
    const approved = await call(t, 'POST', `${path}approve/`, { session: admin });
    expect(approved.statusCode).toBe(200);
    // Monday-start weeks: Mon 2 – Sun 8 has 45 h, Mon 9 – Sun 15 has 40 h.
    expect(approved.json()).toMatchObject({ overtime_seconds: 5 * 3600, gross_pay_cents: 2500 * 80 + 3750 * 5 });
    // A rate change effective on the 9th reaches into the approved period; the period from the
    // 15th shares the week of Monday the 9th, so the difference is paid there.
    await call(t, 'POST', `/api/admin/users/${staffId}/rates/`, {
      session: admin,
      payload: { hourly_rate_cents: 3000, effective_date: '2026-11-09' },
    });
    const current = (await call(t, 'GET', '/api/timecards/', { session: staff })).json();
    expect(current).toEqual([
      expect.objectContaining({ period_start: '2026-11-15', worked_seconds: 0, adjustment_cents: 500 * 40 }),
    ]);
    expect(current[0].gross_pay_cents).toBe(500 * 40);
    expect((await call(t, 'GET', path, { session: staff })).json().gross_pay_cents).toBe(2500 * 80 + 3750 * 5);
    await call(t, 'PATCH', '/api/admin/organisation', { session: admin, payload: { workweek_start_day: 0 } });
  });

  it('pays by the user record when there is no rate history, and records rate edits as history', async () => {
    const legacy = await createUser(t, { role: 'staff', name: 'Lee Legacy', hourly_rate_cents: 1800 });
    await shift(t, legacy.id, '2026-11-02', '08:00', '12:00');
    const session = await login(t, legacy.email);
    const [own] = (await call(t, 'GET', '/api/timecards/?period_start=2026-11-01', { session })).json();
    expect(own).toMatchObject({ worked_seconds: 4 * 3600, gross_pay_cents: 4 * 1800 });

    const low = await call(t, 'PUT', `/api/admin/users/${legacy.id}`, {
      session: admin,
      payload: { hourly_rate_cents: 1200 },
    });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ error_code: 'rate_below_minimum' });
    const raised = await call(t, 'PUT', `/api/admin/users/${legacy.id}`, {
      session: admin,
      payload: { hourly_rate_cents: 2200 },
    });
    expect(raised.statusCode).toBe(200);
    const history = (await call(t, 'GET', `/api/admin/users/${legacy.id}/rates/`, { session: admin })).json();
    // The record's rate, which paid the days so far, is kept as the history's opening entry from
    // the first work day, so the raise does not reach back over them (payroll/rate-adjustments.ts).
    expect(history).toEqual([
      expect.objectContaining({ hourly_rate_cents: 1800, effective_date: '2026-11-02' }),
      expect.objectContaining({ hourly_rate_cents: 2200, effective_date: '2026-11-20' }),
    ]);
    const [after] = (await call(t, 'GET', '/api/timecards/?period_start=2026-11-01', { session })).json();
    expect(after.gross_pay_cents).toBe(4 * 1800);
    // Out of the export below: only the people it sets up.
    await t.db.deleteFrom('work_days').where('user_id', '=', legacy.id).execute();
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', legacy.id).execute();
  });

  it('exports the period for payroll as spreadsheet-safe CSV and as .xlsx (admin only)', async () => {
    expect((await call(t, 'GET', '/api/payroll/export?period_start=2026-11-01', { session: manager })).statusCode).toBe(
      403,
    );
    const csv = await call(t, 'GET', '/api/payroll/export?period_start=2026-11-01&format=csv', { session: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Payroll ID,Department,Regular Hours,Overtime Hours,Total Hours,Rate,Gross Pay,Timecard Status,Adjustment,Rates in Period',
    );
    // the rates the approved card was paid at, as its days show them (this file's clock stands
    // still, so a rate entered after the approval counts as entered with it)
    expect(lines.find((l) => l.startsWith('Sam Staff'))).toMatch(
      /,P-7,,80\.00,5\.00,85\.00,30\.00,2187\.50,approved,0\.00,25\.00 from 11\/01\/2026; 30\.00 from 11\/09\/2026$/,
    );
    expect(lines.filter((l) => l.startsWith(`"'=HYPERLINK(""x"")",`))).toHaveLength(1);
    expect(lines.at(-1)).toMatch(/^Total,,,,80\.00,5\.00,85\.00,,2187\.50,,0\.00,$/);
    const xlsx = await call(t, 'GET', '/api/payroll/export?period_start=2026-11-01&format=xlsx', { session: admin });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await call(t, 'GET', '/api/payroll/export?format=pdf', { session: admin })).statusCode).toBe(400);
    // each download holds everyone's pay: recorded, as the billing export's are (walkthrough 40);
    // the refused ones (a manager's, a bad format) are not downloads and record nothing
    const downloads = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after', 'actor_id'])
      .where('entity', '=', 'payroll_export')
      .orderBy('id')
      .execute();
    expect(downloads.map((row) => [row.action, JSON.parse(row.after ?? 'null')])).toEqual([
      [
        'read',
        {
          period_start: '2026-11-01',
          period_end: '2026-11-14',
          format: 'csv',
          rows: expect.any(Number),
          gross_pay_cents: 218_750,
        },
      ],
      [
        'read',
        {
          period_start: '2026-11-01',
          period_end: '2026-11-14',
          format: 'xlsx',
          rows: expect.any(Number),
          gross_pay_cents: 218_750,
        },
      ],
    ]);
  });
});
