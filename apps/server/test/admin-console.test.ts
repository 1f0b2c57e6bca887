import { MSG } from '@daybook/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient } from './care-helper.js';
import {
  accessWorks,
  auditRowsFor,
  call,
  createTestApp,
  createUser,
  dialects,
  login,
  PASSWORD,
  type Session,
  signedIn,
  snapshot,
  type TestApp,
} from './helper.js';

const PHX = (date: string, time: string) => new Date(`${date}T${time}-07:00`).toISOString();

describe.each(dialects())('the admin console API on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let staff: Session;
  let manager: Session;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signedIn(t, { role: 'admin', name: 'Alex Admin' });
    staff = await signedIn(t, { name: 'Sam Staff' });
    manager = await signedIn(t, { role: 'manager', name: 'Mia Manager' });
  });
  afterAll(async () => t.close());

  const as = (s: Session | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    call(t, method, url, { session: s, ...(payload === undefined ? {} : { payload }) });

  it('refuses anonymous callers (401) and staff and managers (403 with a detail)', async () => {
    expect((await as(null, 'GET', '/api/admin/users')).statusCode).toBe(401);
    for (const s of [staff, manager]) {
      const response = await as(s, 'GET', '/api/admin/users');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ detail: MSG.adminOnly });
    }
  });

  it('creates a user with a generated temporary password that must be changed, and audits it', async () => {
    const created = await as(admin, 'POST', '/api/admin/users', {
      name: 'Pat Provider',
      email: 'Pat@Daybook.test',
      role: 'staff',
      hourly_rate_cents: 2150,
      target_hours: 72.5,
      scheduled_start: '07:30',
      city: 'Guadalupe',
      services_provided: 'DTA1',
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      email: 'pat@daybook.test',
      must_change_password: true,
      hourly_rate_cents: 2150,
      target_hours: 72.5,
      city: 'Guadalupe',
      is_active: true,
    });
    expect(body.temporary_password).toMatch(/^\S{19}$/);
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row.target_minutes).toBe(4350);
    const session = await login(t, 'pat@daybook.test', body.temporary_password);
    const profile = await as(session, 'GET', '/api/profile/');
    expect(profile.json().mustChangePassword).toBe(true);
    const audit = await auditRowsFor(t, 'user', body.id);
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect(audit[0]?.raw.after).not.toContain(body.temporary_password);
    expect(audit[0]?.raw.after).not.toContain('password_hash');
  });

  it('treats an emptied optional password ("" or null) as absent: a temporary one is generated', async () => {
    for (const [i, password] of (['', null] as const).entries()) {
      const created = await as(admin, 'POST', '/api/admin/users', {
        name: `Emptied ${i}`,
        email: `emptied-${i}@daybook.test`,
        password,
        target_hours: '',
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ must_change_password: true, target_hours: null });
      expect(created.json().temporary_password).toMatch(/^\S{19}$/);
    }
  });

  it('refuses an 8-character given password: one 12+ rule for admin creation too', async () => {
    const before = await snapshot(t);
    const response = await as(admin, 'POST', '/api/admin/users', {
      name: 'Short Pass',
      email: 'short-pass@daybook.test',
      password: 'Abcdef1!',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ password: [MSG.passwordMin12], code: 'validation_failed' });
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a weak given password, a taken email, unknown links and bad values with field errors', async () => {
    const before = await snapshot(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'A', email: 'a@daybook.test', password: 'short' }, 'password'],
      [{ name: 'A', email: staffEmail() }, 'email'],
      [{ name: 'A', email: 'b@daybook.test', department_id: 999_999 }, 'department_id'],
      [{ name: 'A', email: 'c@daybook.test', manager_id: 999_999 }, 'manager_id'],
      [{ name: 'A', email: 'd@daybook.test', scheduled_start: '25:00' }, 'scheduled_start'],
      [{ name: 'A', email: 'e@daybook.test', hourly_rate_cents: -1 }, 'hourly_rate_cents'],
      [{ name: 'A', email: 'f@daybook.test', role: 'owner' }, 'role'],
      [{ name: 'A', email: 'g@daybook.test', is_superuser: true }, 'is_superuser'],
    ];
    for (const [payload, field] of cases) {
      const response = await as(admin, 'POST', '/api/admin/users', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toHaveProperty(field);
    }
    expect(await snapshot(t)).toEqual(before);
  });
  let staffEmailValue = '';
  function staffEmail() {
    return staffEmailValue;
  }
  beforeAll(async () => {
    staffEmailValue = (
      await t.db.selectFrom('users').select('email').where('id', '=', staff.userId).executeTakeFirstOrThrow()
    ).email;
  });

  it('lists, searches, filters, sorts and pages users with X-Total-Count, and refuses bad sort keys', async () => {
    for (const name of ['Zoe Page', 'Yan Page', 'Xia Page']) await createUser(t, { name, role: 'manager' });
    const page = await as(admin, 'GET', '/api/admin/users?q=page&_sort=name&_order=ASC&_start=1&_end=3&role=manager');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((u: { name: string }) => u.name)).toEqual(['Yan Page', 'Zoe Page']);
    const many = await as(admin, 'GET', `/api/admin/users?id=${staff.userId}&id=${manager.userId}`);
    expect(many.json()).toHaveLength(2);
    for (const query of [
      '_sort=password_hash',
      '_order=sideways',
      '_start=0&_end=1000',
      '_start=-1',
      'is_active=maybe',
    ]) {
      const bad = await as(admin, 'GET', `/api/admin/users?${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it('edits a user with the record as read (read-only keys ignored) and refuses a manager loop or self-demotion', async () => {
    const user = await createUser(t, { name: 'Edit Me' });
    const read = (await as(admin, 'GET', `/api/admin/users/${user.id}`)).json();
    const dept = (await as(admin, 'POST', '/api/admin/departments', { name: 'Habilitation' })).json();
    const updated = await as(admin, 'PUT', `/api/admin/users/${user.id}`, {
      ...read,
      department_id: dept.id,
      manager_id: manager.userId,
      hourly_rate_cents: 1999,
      zip_code: '85283',
      created_at: 'ignored',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      department_name: 'Habilitation',
      manager_name: 'Mia Manager',
      zip_code: '85283',
    });
    expect((await as(admin, 'PUT', `/api/admin/users/${user.id}`, { manager_id: user.id })).json().manager_id).toEqual([
      MSG.managerNotSelf,
    ]);
    const demote = await as(admin, 'PUT', `/api/admin/users/${admin.userId}`, { role: 'staff' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().detail).toBe(MSG.cannotDemoteSelf);
    const deactivate = await as(admin, 'PUT', `/api/admin/users/${admin.userId}`, { is_active: false });
    expect(deactivate.json()).toMatchObject({ detail: MSG.cannotDeactivateSelf });
    expect((await as(admin, 'DELETE', `/api/admin/users/${admin.userId}`)).statusCode).toBe(409);
    const audit = await auditRowsFor(t, 'user', user.id);
    expect(audit.at(-1)).toMatchObject({ action: 'update' });
    expect(audit.at(-1)?.before).toMatchObject({ hourly_rate_cents: 0 });
    expect(audit.at(-1)?.after).toMatchObject({ hourly_rate_cents: 1999 });
  });

  it('deactivating a user ends their sessions at once; a reset password ends them too and must be changed', async () => {
    const user = await signedIn(t, { name: 'Going Away' });
    expect(await accessWorks(t, user.access)).toBe(true);
    const off = await as(admin, 'PUT', `/api/admin/users/${user.userId}`, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(await accessWorks(t, user.access)).toBe(false);
    const ended = await t.db.selectFrom('sessions').selectAll().where('user_id', '=', user.userId).execute();
    expect(ended.every((s) => s.ended_at !== null && s.end_reason === 'deactivated')).toBe(true);
    expect((await auditRowsFor(t, 'user', user.userId)).map((a) => a.action)).toContain('session_revoke');

    const other = await signedIn(t, { name: 'Forgetful' });
    const reset = await as(admin, 'POST', `/api/admin/users/${other.userId}/reset-password`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ must_change_password: true, sessions_revoked: 1 });
    expect(await accessWorks(t, other.access)).toBe(false);
    const fresh = await login(t, other.user.email, reset.json().temporary_password);
    expect((await as(fresh, 'GET', '/api/profile/')).json().mustChangePassword).toBe(true);
    expect(
      (await call(t, 'POST', '/api/login/', { payload: { email: other.user.email, password: PASSWORD } })).statusCode,
    ).toBe(401);
  });

  it('deletes a user without history, refuses one with history (deactivate instead)', async () => {
    const empty = await createUser(t);
    const gone = await as(admin, 'DELETE', `/api/admin/users/${empty.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().id).toBe(empty.id);
    const busy = await createUser(t);
    await insertClient(t, busy.id);
    const kept = await as(admin, 'DELETE', `/api/admin/users/${busy.id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().detail).toBe(MSG.userHasHistory);
  });

  it('manages departments (unique names) and locations (the seeded codes of docs/product-rules.md §9, unique codes)', async () => {
    const dup = await as(admin, 'POST', '/api/admin/departments', { name: 'Habilitation' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().name).toEqual([MSG.departmentTaken]);
    const locations = await as(admin, 'GET', '/api/admin/locations?_sort=code');
    expect(locations.json().map((l: { code: string }) => l.code)).toEqual(
      expect.arrayContaining(['GUADALUPE_DTA', 'GUADALUPE_DTT', 'GUADALUPE_SPECIAL']),
    );
    const made = await as(admin, 'POST', '/api/admin/locations', {
      code: 'tempe_dta',
      name: 'Tempe DTA',
      latitude: 33.4,
      longitude: -111.9,
      radius_meters: 200,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ code: 'TEMPE_DTA', active: true });
    expect((await as(admin, 'POST', '/api/admin/locations', { code: 'TEMPE_DTA', name: 'x' })).statusCode).toBe(400);
    expect((await as(admin, 'PUT', `/api/admin/locations/${made.json().id}`, { latitude: null })).statusCode).toBe(400);
    const dta = locations.json().find((l: { code: string }) => l.code === 'GUADALUPE_DTA');
    await insertClient(t, staff.userId);
    expect((await as(admin, 'DELETE', `/api/admin/locations/${dta.id}`)).statusCode).toBe(409);
    expect((await as(admin, 'DELETE', `/api/admin/locations/${made.json().id}`)).statusCode).toBe(200);
  });

  it('the work days list reads hours from the exact seconds, rounded once, as the employee’s history does', async () => {
    // 08:00:00 to 10:30:59: 9,059 s = 2.516 h, where the whole minutes (150) would read 2.5
    const day = await t.db
      .insertInto('work_days')
      .values({
        user_id: staff.userId,
        work_date: '2026-11-03',
        check_in_at: '2026-11-03T15:00:00.000Z',
        check_out_at: '2026-11-03T17:30:59.000Z',
        worked_minutes: 150,
        worked_seconds: 9059,
        created_at: '2026-11-03T15:00:00.000Z',
        updated_at: '2026-11-03T17:30:59.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = await as(admin, 'GET', `/api/admin/work-days?user_id=${staff.userId}&_start=0&_end=100`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().find((d: { id: number }) => d.id === day.id)).toMatchObject({
      worked_minutes: 150,
      hours_worked: 2.52,
    });
    const history = (await as(staff, 'GET', '/api/attendance/history/')).json();
    expect(history.find((d: { id: number }) => d.id === day.id)).toMatchObject({ hours_worked: 2.52 });
  });

  it('edits organisation settings with a real time zone and bounded grace, shown on the public organisation', async () => {
    // an IANA name only: offsets, POSIX rules and lower case are refused though the runtime takes them
    const zones = ['Mars/Olympus', '+05:00', '-00:30', 'utc', 'EST5EDT', 'america/phoenix'].map((z) => ({
      time_zone: z,
    }));
    for (const payload of [...zones, { late_grace_minutes: 121 }, { default_start_time: '8am' }]) {
      expect((await as(admin, 'PUT', '/api/admin/organisation', payload)).statusCode).toBe(400);
    }
    const ok = await as(admin, 'PUT', '/api/admin/organisation', {
      support_email: 'help@daybook.test',
      support_phone: '(480) 555-0199',
      late_grace_minutes: 10,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const pub = (await call(t, 'GET', '/api/organisation/')).json();
    expect(pub).toMatchObject({ support_email: 'help@daybook.test', support_phone: '(480) 555-0199' });
    expect((await auditRowsFor(t, 'organisation', 1)).at(-1)?.after).toMatchObject({ late_grace_minutes: 10 });
  });

  it('creates a client for a provider, transfers it, and refuses deletion once it has records', async () => {
    const provider = await signedIn(t, { name: 'Paula Provider' });
    const created = await as(admin, 'POST', '/api/admin/clients', {
      clientId: 'NEW-001',
      firstName: 'Lena',
      lastName: 'Ortiz',
      dob: '05/06/1995',
      location: 'Guadalupe DTT',
      billType: 'monthly',
      user: provider.userId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect((await as(provider, 'GET', `/api/clients/${id}/`)).statusCode).toBe(200);
    const inactiveUser = await createUser(t, { is_active: false });
    const refused = await as(admin, 'PUT', `/api/admin/clients/${id}`, { user: inactiveUser.id });
    expect(refused.json().user).toEqual([MSG.providerUnknown]);
    const moved = await as(admin, 'PUT', `/api/admin/clients/${id}`, { user: staff.userId });
    expect(moved.json()).toMatchObject({ user: staff.userId, user_name: 'Sam Staff' });
    expect((await as(provider, 'GET', `/api/clients/${id}/`)).statusCode).toBe(404);
    // goals
    const g1 = await as(admin, 'POST', '/api/admin/goals', { client: id, description: 'Tie shoes' });
    const g2 = await as(admin, 'POST', '/api/admin/goals', {
      client: id,
      description: 'Count change',
      outcome: 'Independently',
    });
    expect([g1.json().position, g2.json().position]).toEqual([1, 2]);
    // a negative position is not "not a whole number" (walkthrough 41)
    const negative = await as(admin, 'PUT', `/api/admin/goals/${g1.json().id}`, { position: -3 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().position).toEqual(['Must be 0 or more.']);
    const goals = await as(admin, 'GET', `/api/admin/goals?client=${id}`);
    expect(goals.headers['x-total-count']).toBe('2');
    expect((await as(staff, 'GET', `/api/goals/${id}`)).json()).toHaveLength(2);
    const progress = await as(staff, 'POST', '/api/progress/save/', {
      client: id,
      date: '11/20/2026',
      location: 'GUADALUPE_DTA',
      trials: [{ goal: g1.json().id, trial_number: 1, value: 'I' }],
    });
    expect(progress.statusCode, progress.body).toBe(200);
    expect((await as(admin, 'DELETE', `/api/admin/goals/${g1.json().id}`)).json().detail).toBe(MSG.goalHasTrials);
    expect((await as(admin, 'DELETE', `/api/admin/goals/${g2.json().id}`)).statusCode).toBe(200);
    expect((await as(admin, 'DELETE', `/api/admin/clients/${id}`)).json().detail).toBe(MSG.clientHasHistory);
    const off = await as(admin, 'PUT', `/api/admin/clients/${id}`, { status: 'inactive' });
    expect(off.json().status).toBe('inactive');
    // the reads of the client's records are audited too (docs/retention.md)
    expect((await auditRowsFor(t, 'client', id)).map((a) => a.action)).toEqual([
      'create',
      'read',
      'update',
      'read',
      'update',
    ]);
  });

  it('manages members and their assigned staff, keeping members with visits', async () => {
    const bad = await as(admin, 'POST', '/api/admin/members', { name: 'M', assigned_user_id: 999_999 });
    expect(bad.json().assigned_user_id).toEqual([MSG.providerUnknown]);
    const made = await as(admin, 'POST', '/api/admin/members', {
      name: 'Gil Member',
      email: 'gil@members.test',
      assigned_user_id: staff.userId,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ assigned_user_name: 'Sam Staff', active: true });
    expect((await as(admin, 'POST', '/api/admin/members', { name: 'Dup', email: 'GIL@members.test' })).statusCode).toBe(
      400,
    );
    const listed = await as(staff, 'GET', '/api/member/members/');
    expect(listed.json().map((m: { id: number }) => m.id)).toContain(made.json().id);
    await as(staff, 'POST', '/api/member/checkin/', { member_id: made.json().id });
    expect((await as(admin, 'DELETE', `/api/admin/members/${made.json().id}`)).json().detail).toBe(MSG.memberHasVisits);
    const off = await as(admin, 'PUT', `/api/admin/members/${made.json().id}`, { active: false });
    expect(off.json().active).toBe(false);
    expect((await auditRowsFor(t, 'member', made.json().id)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('corrects a Missing day: hours recomputed, originals kept, visible to the employee and the report', async () => {
    const worker = await createUser(t, { name: 'Will Worker', manager_id: manager.userId });
    const day = await t.db
      .insertInto('work_days')
      .values({
        user_id: worker.id,
        work_date: '2026-11-17',
        check_in_at: PHX('2026-11-17', '08:00:00'),
        created_at: PHX('2026-11-17', '08:00:00'),
        updated_at: PHX('2026-11-17', '08:00:00'),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('work_day_pauses')
      .values({
        work_day_id: day.id,
        paused_at: PHX('2026-11-17', '12:00:00'),
        reason: 'Lunch',
        created_at: PHX('2026-11-17', '12:00:00'),
      })
      .execute();
    const missing = await as(admin, 'GET', `/api/admin/work-days?user_id=${worker.id}&status=Missing`);
    expect(missing.json().map((d: { id: number }) => d.id)).toEqual([day.id]);

    const refusals: [Record<string, unknown>, number][] = [
      [{ check_out_at: PHX('2026-11-17', '16:00:00') }, 400],
      [{ check_out_at: PHX('2026-11-17', '16:00:00'), reason: '   ' }, 400],
      [{ check_out_at: PHX('2026-11-17', '07:00:00'), reason: 'x' }, 400],
      [{ check_out_at: PHX('2026-11-18', '09:00:00'), reason: 'x' }, 400],
      [{ check_out_at: '17/11/2026 4pm', reason: 'x' }, 400],
      [{ check_out_at: '2027-01-01T00:00:00Z', reason: 'x' }, 400],
      [{ reason: 'nothing to change' }, 400],
    ];
    for (const [payload, status] of refusals) {
      expect(
        (await as(admin, 'POST', `/api/admin/work-days/${day.id}/correct`, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(status);
    }
    const corrected = await as(admin, 'POST', `/api/admin/work-days/${day.id}/correct`, {
      check_out_at: '2026-11-17T16:30:00-07:00',
      reason: 'Forgot to check out',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({
      status: 'Completed',
      // the lunch pause left open is closed at the new check-out: 08:00–16:30 minus 12:00–16:30
      worked_minutes: 4 * 60,
      paused_minutes: 270,
      hours_worked: 4,
      corrected: true,
      pauses: [{ paused_at: PHX('2026-11-17', '12:00:00'), resumed_at: PHX('2026-11-17', '16:30:00') }],
      corrections: [
        {
          corrected_by: admin.userId,
          reason: 'Forgot to check out',
          before_check_in_at: PHX('2026-11-17', '08:00:00'),
          before_check_out_at: null,
          after_check_out_at: PHX('2026-11-17', '16:30:00'),
        },
      ],
    });
    const employee = await login(t, worker.email);
    const history = (await as(employee, 'GET', '/api/attendance/history/')).json();
    expect(history.find((d: { id: number }) => d.id === day.id)).toMatchObject({
      status: 'Completed',
      hours_worked: 4,
    });
    const summary = (await as(employee, 'GET', '/api/attendance/pay-period-summary/')).json();
    expect(summary.worked_minutes).toBe(240);
    const report = (
      await as(manager, 'GET', '/api/admin/time-records?start_date=2026-11-17&end_date=2026-11-17')
    ).json();
    expect(report.records.find((r: { id: number }) => r.id === day.id)).toMatchObject({
      hours_worked: 4,
      status: 'Completed',
    });

    // moving the shift onto another shift's time collides (split shifts: a date may hold several)
    await t.db
      .insertInto('work_days')
      .values({
        user_id: worker.id,
        work_date: '2026-11-16',
        check_in_at: PHX('2026-11-16', '08:00:00'),
        check_out_at: PHX('2026-11-16', '16:00:00'),
        worked_minutes: 480,
        created_at: PHX('2026-11-16', '08:00:00'),
        updated_at: PHX('2026-11-16', '08:00:00'),
      })
      .execute();
    const clash = await as(admin, 'POST', `/api/admin/work-days/${day.id}/correct`, {
      check_in_at: PHX('2026-11-16', '15:00:00'),
      check_out_at: PHX('2026-11-16', '18:00:00'),
      reason: 'Wrong day',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'shift_overlap', detail: MSG.shiftOverlap });
    const audit = await auditRowsFor(t, 'work_day', day.id);
    expect(audit.map((a) => a.action)).toEqual(['correct']);
    expect(audit[0]?.before).toMatchObject({ check_out_at: null });
    expect(audit[0]?.after).toMatchObject({ reason: 'Forgot to check out', worked_minutes: 240 });
  });

  it('shows the audit log newest first with parsed before/after, filtered by actor, entity, action and date', async () => {
    const list = await as(admin, 'GET', `/api/admin/audit-log?actor_id=${admin.userId}&entity=work_day&action=correct`);
    expect(list.statusCode, list.body).toBe(200);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThan(0);
    expect(list.json()[0]).toMatchObject({ action: 'correct', actor_name: 'Alex Admin', before: expect.any(Object) });
    const all = (await as(admin, 'GET', '/api/admin/audit-log?_end=50')).json();
    const ids = all.map((a: { id: number }) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const none = await as(admin, 'GET', '/api/admin/audit-log?from=2026-11-21&to=2026-11-21');
    expect(none.json()).toEqual([]);
    expect((await as(admin, 'GET', '/api/admin/audit-log?from=not-a-date')).statusCode).toBe(400);
  });

  it('never answers 5xx to fuzzed admin bodies and changes nothing on a refusal', async () => {
    const target = await createUser(t, { name: 'Fuzz Target' });
    const urls = [
      ['POST', '/api/admin/users'],
      ['PUT', `/api/admin/users/${target.id}`],
      ['POST', '/api/admin/departments'],
      ['POST', '/api/admin/locations'],
      ['POST', '/api/admin/clients'],
      ['POST', '/api/admin/goals'],
      ['POST', '/api/admin/members'],
      ['PUT', '/api/admin/organisation'],
      ['POST', '/api/admin/work-days/1/correct'],
      ['PUT', '/api/admin/users/abc'],
      ['PUT', '/api/admin/users/99999999999'],
    ] as const;
    const value = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.constant('x'.repeat(5000)),
    );
    const keys = fc.constantFrom(
      'name',
      'email',
      'role',
      'is_active',
      'manager_id',
      'department_id',
      'hourly_rate_cents',
      'target_hours',
      'scheduled_start',
      'code',
      'latitude',
      'longitude',
      'time_zone',
      'late_grace_minutes',
      'clientId',
      'dob',
      'user',
      'client',
      'description',
      'assigned_user_id',
      'check_in_at',
      'check_out_at',
      'reason',
      'zzz',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...urls),
        fc.dictionary(keys, value, { maxKeys: 6 }),
        async ([method, url], body) => {
          const response = await as(admin, method, url, body);
          expect(
            response.statusCode,
            `${method} ${url} ${JSON.stringify(body).slice(0, 200)} ${response.body}`,
          ).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    const before = await snapshot(t);
    for (const payload of ['not json', '[]', '{"name": 1}', '{"name":"x","email":"y@z.test","extra":1}']) {
      const response = await call(t, 'POST', '/api/admin/users', {
        session: admin,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await snapshot(t)).toEqual(before);
  });
});
