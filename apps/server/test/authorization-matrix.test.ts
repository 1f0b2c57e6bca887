import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessRule, type Caller, expectedStatus } from '../src/lib/access.js';
import { insertClient } from './care-helper.js';
import { call, createTestApp, createUser, dialects, type Session, signedIn, type TestApp } from './helper.js';

/**
 * Every API route of the product, called as anonymous, the staff member who owns the records
 * ("staff"), another staff member ("other"), a manager (the staff member's own manager, who owns
 * none of the records) and an admin (issue 5, docs/security.md). The routes and the status each
 * caller must get come from the running server: each route's declared access rule (lib/access.ts,
 * its feature's policy file) says who is refused and how; a row here only says how to call the
 * route and what it answers when allowed. A route without a row, or without a rule, fails the test.
 */

type Role = 'anonymous' | 'staff' | 'other' | 'manager' | 'admin';
const ROLES: Role[] = ['anonymous', 'staff', 'other', 'manager', 'admin'];
/** The matrix's callers by the rules' names for them (the staff member owns the records). */
const CALLER: Record<Role, Caller> = {
  anonymous: 'anonymous',
  staff: 'owner',
  other: 'other',
  manager: 'manager',
  admin: 'admin',
};

interface Req {
  url?: string;
  payload?: unknown;
  /** Send as this session instead of the role's (sign-out and password change end sessions). */
  session?: Session;
}
interface Row {
  /** The route's answer to a caller its rule lets through (200 when not given). */
  ok?: number;
  make?: (role: Role) => Promise<Req>;
}

/** The routes as the server lists them: "METHOD /path/:param" (HEAD, the docs viewer excluded). */
function routesOf(tree: string): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (!method || method === 'HEAD') continue;
      if (path.startsWith('/api/docs')) continue;
      out.push(`${method} ${path}`);
    }
  }
  return out;
}

const PHX = (date: string, time: string) => new Date(`${date}T${time}-07:00`).toISOString();
const unique = () => randomBytes(4).toString('hex');

describe.each(dialects())('the authorization matrix on %s', (dialect) => {
  let t: TestApp;
  const sessions = {} as Record<Exclude<Role, 'anonymous'>, Session & { email: string }>;
  let anaClient: Awaited<ReturnType<typeof insertClient>>;
  let table: Record<string, Row>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const admin = await signedIn(t, { role: 'admin', name: 'Matrix Admin' });
    const manager = await signedIn(t, { role: 'manager', name: 'Matrix Manager' });
    const staff = await signedIn(t, { name: 'Ana Owner', manager_id: manager.userId });
    const other = await signedIn(t, { name: 'Ben Other', manager_id: manager.userId });
    for (const [role, s] of Object.entries({ admin, manager, staff, other })) {
      sessions[role as keyof typeof sessions] = { ...s, email: s.user.email };
      await t.db
        .insertInto('user_settings')
        .values({ user_id: s.userId, city: 'Guadalupe', updated_at: t.clock.now().toISOString() })
        .execute();
    }
    anaClient = await insertClient(t, staff.userId);
    table = buildTable();
  });
  afterAll(async () => t.close());

  const now = () => t.clock.now().toISOString();
  const staffId = () => sessions.staff.userId;
  const kioskLocationId = async () =>
    (
      await t.db
        .selectFrom('locations')
        .select('id')
        .where('latitude', 'is not', null)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;

  /** A fresh client of the staff member with two goals. */
  const freshClient = () => insertClient(t, staffId());
  async function freshAttendance() {
    const { client } = await freshClient();
    return t.db
      .insertInto('client_attendance')
      .values({
        client_id: client.id,
        date: '2026-11-19',
        time_in: '09:00',
        time_out: '12:00',
        service: 'DTA1',
        location: 'GUADALUPE_DTA',
        created_by: staffId(),
        created_at: now(),
        updated_at: now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  async function freshProgress() {
    const fx = await freshClient();
    const progress = await t.db
      .insertInto('daily_progress')
      .values({
        client_id: fx.client.id,
        date: '2026-11-19',
        location: 'GUADALUPE_DTA',
        created_by: staffId(),
        created_at: now(),
        updated_at: now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...fx, progress };
  }
  /** A progress note of the staff member, signed by them (written straight into the tables). */
  async function signedProgress() {
    const fx = await freshProgress();
    const at = now();
    await t.db.updateTable('daily_progress').set({ signed_at: at }).where('id', '=', fx.progress.id).execute();
    await t.db
      .insertInto('record_signatures')
      .values({
        record_type: 'progress_note',
        record_id: fx.progress.id,
        kind: 'author',
        signer_id: staffId(),
        signer_name: 'Ana Owner',
        signer_title: 'DSP',
        signed_at: at,
        content_hash: '0'.repeat(64),
        attestation: 'Signed for the matrix',
      })
      .execute();
    return fx;
  }
  /** An attendance record of the staff member's client, signed by them. */
  async function signedAttendance() {
    const record = await freshAttendance();
    const at = now();
    await t.db.updateTable('client_attendance').set({ signed_at: at }).where('id', '=', record.id).execute();
    await t.db
      .insertInto('record_signatures')
      .values({
        record_type: 'attendance',
        record_id: record.id,
        kind: 'author',
        signer_id: staffId(),
        signer_name: 'Ana Owner',
        signer_title: 'DSP',
        signed_at: at,
        content_hash: '0'.repeat(64),
        attestation: 'Signed for the matrix',
      })
      .execute();
    return record;
  }
  async function freshTrial() {
    const fx = await freshProgress();
    const trial = await t.db
      .insertInto('trials')
      .values({
        daily_progress_id: fx.progress.id,
        goal_id: fx.goals[0]!.id,
        trial_number: 1,
        value: 'I',
        created_at: now(),
        updated_at: now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...fx, trial };
  }
  async function freshMember(open = false) {
    const member = await t.db
      .insertInto('members')
      .values({
        name: `Member ${unique()}`,
        assigned_user_id: staffId(),
        active: true,
        created_at: now(),
        updated_at: now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (open) {
      await t.db
        .insertInto('member_visits')
        .values({
          member_id: member.id,
          provider_id: staffId(),
          visit_date: '2026-11-20',
          check_in_at: PHX('2026-11-20', '08:00:00'),
          created_at: now(),
          updated_at: now(),
        })
        .execute();
    }
    return member;
  }
  /** A closed member visit the staff member provided, and an open location exception on it (issue 13). */
  async function freshVisitException() {
    const member = await freshMember();
    const visit = await t.db
      .insertInto('member_visits')
      .values({
        member_id: member.id,
        provider_id: staffId(),
        visit_date: '2026-11-19',
        check_in_at: PHX('2026-11-19', '08:00:00'),
        check_out_at: PHX('2026-11-19', '10:00:00'),
        worked_minutes: 120,
        created_at: now(),
        updated_at: now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const exception = await t.db
      .insertInto('location_exceptions')
      .values({
        kind: 'no_location',
        action: 'member_check_in',
        member_visit_id: visit.id,
        member_id: member.id,
        user_id: staffId(),
        occurred_at: visit.check_in_at,
        created_at: now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { visit, exception };
  }
  async function freshWorkDay() {
    const user = await createUser(t);
    return t.db
      .insertInto('work_days')
      .values({
        user_id: user.id,
        work_date: '2026-11-18',
        check_in_at: PHX('2026-11-18', '08:00:00'),
        created_at: now(),
        updated_at: now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  /** A pending correction request of the staff member for a day never punched; its id. */
  async function staffRequest(date: string): Promise<number> {
    const response = await call(t, 'POST', '/api/attendance/corrections/', {
      session: sessions.staff,
      payload: { date, check_in: '08:00', check_out: '12:00', reason: 'Matrix' },
    });
    if (response.statusCode !== 201) throw new Error(`request ${date}: ${response.body}`);
    return response.json().id;
  }
  /** A throwaway user of the role, signed in (for sign-out and password change). */
  async function throwaway(role: Role) {
    const r = role === 'anonymous' || role === 'other' ? 'staff' : role === 'staff' ? 'staff' : role;
    return signedIn(t, { role: r });
  }
  const roleSession = (role: Role) => (role === 'anonymous' ? undefined : sessions[role]);
  const ensureCheckedIn = async (role: Role) => {
    const s = roleSession(role);
    if (s) await call(t, 'POST', '/api/attendance/checkin/', { session: s, payload: {} });
  };

  function buildTable(): Record<string, Row> {
    const clientPath = () => `/api/clients/${anaClient.client.id}/`;
    return {
      // Foundation -------------------------------------------------------------------------------
      'POST /api/login': {
        make: async (role) => {
          const user = await throwaway(role);
          return { payload: { email: user.user.email, password: 'Correct-Horse-42!' } };
        },
      },
      'POST /api/register': {
        ok: 201,
        make: async () => ({
          payload: { name: 'New Person', email: `new-${unique()}@daybook.test`, password: 'Str0ng-Passw0rd-Here!' },
        }),
      },
      'POST /api/token/refresh': {
        make: async (role) => {
          const user = await throwaway(role);
          return { payload: { refresh: user.refresh } };
        },
      },
      'POST /api/logout': {
        make: async (role) => {
          const user = await throwaway(role);
          return { payload: { refresh: user.refresh }, ...(role === 'anonymous' ? {} : { session: user }) };
        },
      },
      'POST /api/change-password': {
        make: async (role) => {
          const user = await throwaway(role);
          return {
            payload: { current_password: 'Correct-Horse-42!', new_password: 'Different-Horse-43!' },
            ...(role === 'anonymous' ? {} : { session: user }),
          };
        },
      },
      'GET /api/profile': {},
      'PUT /api/profile': {
        make: async (role) => ({ payload: { name: 'Same Name', email: roleSession(role)?.email ?? 'x@daybook.test' } }),
      },
      'GET /api/profile/language': {},
      'PATCH /api/profile/language': { make: async () => ({ payload: { language: 'es' } }) },
      'GET /api/user/settings': {},
      'GET /api/organisation': {},
      'GET /healthz': {},
      'GET /readyz': {},
      // No METRICS_TOKEN in this app: /metrics answers 404 to everyone (metrics.test.ts covers the token).
      'GET /metrics': { ok: 404 },
      // Work day ---------------------------------------------------------------------------------
      'GET /api/attendance/biweekly-date-range': {},
      'GET /api/attendance/today': {},
      'GET /api/attendance/history': {},
      'GET /api/attendance/pay-period-summary': {},
      'POST /api/attendance/checkin': { ok: 201, make: async () => ({ payload: {} }) },
      'POST /api/attendance/pause': {
        ok: 201,
        make: async (role) => {
          await ensureCheckedIn(role);
          return { payload: { reason: 'Break' } };
        },
      },
      'GET /api/attendance/resume': {},
      'POST /api/attendance/resume': {
        make: async (role) => {
          await ensureCheckedIn(role);
          const s = roleSession(role);
          if (s) await call(t, 'POST', '/api/attendance/pause/', { session: s, payload: { reason: 'Break' } });
          return { payload: {} };
        },
      },
      'POST /api/attendance/checkout': {
        make: async (role) => {
          await ensureCheckedIn(role);
          // a check-out at the check-in's own instant is refused (docs/api-errors.md)
          t.clock.advance(1000);
          return { payload: {} };
        },
      },
      'GET /api/admin/time-records': {},
      'GET /api/attendance/workweek': {},
      'GET /api/admin/payroll-alerts': {},
      // Care ---------------------------------------------------------------------------------------
      'GET /api/clients': {},
      'GET /api/clients/:id': { make: async () => ({ url: clientPath() }) },
      'PATCH /api/clients/:id': { make: async () => ({ url: clientPath(), payload: { phone: '4805550111' } }) },
      'GET /api/clients/:id/goal-trends': { make: async () => ({ url: `${clientPath()}goal-trends/` }) },
      'GET /api/goals/:id': { make: async () => ({ url: `/api/goals/${anaClient.client.id}` }) },
      'GET /api/attendance': {},
      'POST /api/attendance': {
        ok: 201,
        make: async () => {
          const { client } = await freshClient();
          return {
            payload: {
              client: client.client_code,
              time_in: '09:00',
              time_out: '12:00',
              service: 'DTA1',
              location: 'GUADALUPE_DTA',
              date: '11/20/2026',
            },
          };
        },
      },
      'GET /api/attendance/daily-schedule': {},
      'GET /api/attendance/daily-payroll': {},
      'PATCH /api/attendance/:id': {
        make: async () => ({ url: `/api/attendance/${(await freshAttendance()).id}/`, payload: { one_on_one: true } }),
      },
      'DELETE /api/attendance/:id': {
        ok: 204,
        make: async () => ({ url: `/api/attendance/${(await freshAttendance()).id}/` }),
      },
      'GET /api/progress': {},
      'POST /api/progress': {
        ok: 201,
        make: async () => {
          const { client } = await freshClient();
          return { payload: { client: client.id, date: '11/20/2026', location: 'GUADALUPE_DTA' } };
        },
      },
      'POST /api/progress/save': {
        make: async () => {
          const { client, goals } = await freshClient();
          return {
            payload: {
              client: client.id,
              date: '11/20/2026',
              location: 'GUADALUPE_DTA',
              trials: [{ goal: goals[0]!.id, trial_number: 1, value: 'I' }],
            },
          };
        },
      },
      'PUT /api/progress/:id': {
        make: async () => {
          const { progress, client } = await freshProgress();
          return {
            url: `/api/progress/${progress.id}/`,
            payload: { client: client.id, date: '11/19/2026', location: 'GUADALUPE_DTA', general_notes: 'Good day' },
          };
        },
      },
      'GET /api/progress/:id/trials': {
        make: async () => ({ url: `/api/progress/${(await freshProgress()).progress.id}/trials/` }),
      },
      'POST /api/trials': {
        ok: 201,
        make: async () => {
          const { progress, goals } = await freshProgress();
          return { payload: { trial_number: 1, value: 'I', daily_progress: progress.id, goal: goals[0]!.id } };
        },
      },
      'PUT /api/trials/:id': {
        make: async () => ({ url: `/api/trials/${(await freshTrial()).trial.id}/`, payload: { value: 'VP' } }),
      },
      'DELETE /api/trials/:id': {
        ok: 204,
        make: async () => ({ url: `/api/trials/${(await freshTrial()).trial.id}/` }),
      },
      // Signatures (ADR 0015): the author signs; their manager or an admin co-signs and adds addenda.
      'POST /api/progress/:id/sign': {
        ok: 201,
        make: async () => ({
          url: `/api/progress/${(await freshProgress()).progress.id}/sign/`,
          payload: { password: 'Correct-Horse-42!', attestation: true },
        }),
      },
      'POST /api/progress/:id/cosign': {
        ok: 201,
        make: async () => ({
          url: `/api/progress/${(await signedProgress()).progress.id}/cosign/`,
          payload: { password: 'Correct-Horse-42!' },
        }),
      },
      'POST /api/progress/:id/addenda': {
        ok: 201,
        make: async () => ({
          url: `/api/progress/${(await signedProgress()).progress.id}/addenda/`,
          payload: { text: 'Also practised counting.', reason: 'Left out' },
        }),
      },
      'POST /api/attendance/:id/addenda': {
        ok: 201,
        make: async () => ({
          url: `/api/attendance/${(await signedAttendance()).id}/addenda/`,
          payload: { text: 'Left at 11:45.', reason: 'Time' },
        }),
      },
      'POST /api/attendance/sign-day': {
        make: async () => ({ payload: { date: '2026-11-18', password: 'Correct-Horse-42!' } }),
      },
      'GET /api/progress/unsigned': {},
      'GET /api/profile/signing': {},
      'PUT /api/profile/signing-pin': {
        make: async () => ({ payload: { current_password: 'Correct-Horse-42!', pin: '135790' } }),
      },
      'PUT /api/profile/signing-title': { make: async () => ({ payload: { title: 'DSP' } }) },
      // Kiosk (ADR 0024): device routes open only to a device token, never to a user's ------------
      'GET /api/profile/kiosk-pin': {},
      'PUT /api/profile/kiosk-pin': {
        make: async () => ({ payload: { current_password: 'Correct-Horse-42!', pin: '8264' } }),
      },
      'GET /api/kiosk/locations': {},
      'GET /api/kiosk/devices': {},
      'POST /api/kiosk/devices': {
        ok: 201,
        make: async () => ({ payload: { name: 'Matrix tablet', location_id: await kioskLocationId() } }),
      },
      'POST /api/kiosk/devices/:id/revoke': {
        make: async () => {
          const device = await t.db
            .insertInto('kiosk_devices')
            .values({
              name: 'Matrix tablet',
              location_id: await kioskLocationId(),
              token_hash: unique() + unique(),
              created_at: now(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return { url: `/api/kiosk/devices/${device.id}/revoke/` };
        },
      },
      'GET /api/kiosk/locked-pins': {},
      'POST /api/kiosk/locked-pins/:id/unlock': {
        make: async () => {
          await t.db.deleteFrom('kiosk_pins').where('user_id', '=', staffId()).execute();
          await t.db
            .insertInto('kiosk_pins')
            .values({ user_id: staffId(), pin_hash: 'x', failures: 5, locked_at: now(), updated_at: now() })
            .execute();
          return { url: `/api/kiosk/locked-pins/${staffId()}/unlock/` };
        },
      },
      'GET /api/kiosk/device': {},
      'GET /api/kiosk/roster': {},
      'POST /api/kiosk/identify': { make: async () => ({ payload: { user_id: staffId(), pin: '8264' } }) },
      'POST /api/kiosk/punch': {
        make: async () => ({ payload: { user_id: staffId(), pin: '8264', action: 'check_in' } }),
      },
      'POST /api/kiosk/member-visits': {
        make: async () => ({ payload: { user_id: staffId(), pin: '8264', action: 'check_in', member_ids: [1] } }),
      },
      'GET /api/admin/signature-settings': {},
      'PUT /api/admin/signature-settings': { make: async () => ({ payload: { unsigned_after_days: 2 } }) },
      'GET /api/admin/clients/:id/cosign': {
        make: async () => ({ url: `/api/admin/clients/${anaClient.client.id}/cosign/` }),
      },
      'PUT /api/admin/clients/:id/cosign': {
        make: async () => ({
          url: `/api/admin/clients/${anaClient.client.id}/cosign/`,
          payload: { requires_cosign: false },
        }),
      },
      'GET /api/timesheet': {},
      // Members ----------------------------------------------------------------------------------
      'GET /api/member/members': {},
      'GET /api/member/history': {},
      'POST /api/member/checkin': {
        ok: 201,
        make: async () => ({ payload: { member_id: (await freshMember()).id, latitude: 33.37, longitude: -111.96 } }),
      },
      'POST /api/member/checkout': { make: async () => ({ payload: { member_id: (await freshMember(true)).id } }) },
      // Location trust and EVV (issue 13, docs/evv.md) ------------------------------------------
      'GET /api/location-exceptions': {},
      'POST /api/location-exceptions/:id/resolve': {
        make: async () => ({
          url: `/api/location-exceptions/${(await freshVisitException()).exception.id}/resolve/`,
          payload: { decision: 'accepted', note: 'Matrix' },
        }),
      },
      'POST /api/location-exceptions/:id/note': {
        make: async () => ({
          url: `/api/location-exceptions/${(await freshVisitException()).exception.id}/note/`,
          payload: { note: 'I was at the member’s home' },
        }),
      },
      'GET /api/evv/visits': {},
      'PATCH /api/evv/visits/:id': {
        make: async () => ({
          url: `/api/evv/visits/${(await freshVisitException()).visit.id}/`,
          payload: {
            check_out_at: PHX('2026-11-19', '11:00:00'),
            reason_code: 'wrong_time',
            resolution_code: 'times_corrected',
            attestation: 'Matrix',
          },
        }),
      },
      'GET /api/evv/visits/export': {},
      'GET /api/locations': {},
      'GET /api/location-trust/settings': {},
      'PUT /api/location-trust/settings': { make: async () => ({ payload: { low_accuracy_limit_m: 200 } }) },
      'GET /api/location-trust/users/:id/locations': {
        make: async () => ({ url: `/api/location-trust/users/${staffId()}/locations/` }),
      },
      'PUT /api/location-trust/users/:id/locations': {
        make: async () => ({
          url: `/api/location-trust/users/${(await createUser(t)).id}/locations/`,
          payload: { location_ids: [] },
        }),
      },
      'GET /api/location-trust/members/:id/locations': {
        make: async () => ({ url: `/api/location-trust/members/${(await freshMember()).id}/locations/` }),
      },
      'PUT /api/location-trust/members/:id/locations': {
        make: async () => ({
          url: `/api/location-trust/members/${(await freshMember()).id}/locations/`,
          payload: { location_ids: [] },
        }),
      },
      // Admin console ----------------------------------------------------------------------------
      'GET /api/admin/users': {},
      'POST /api/admin/users': {
        ok: 201,
        make: async () => ({ payload: { name: 'Made By Admin', email: `made-${unique()}@daybook.test` } }),
      },
      'GET /api/admin/users/:id': { make: async () => ({ url: `/api/admin/users/${staffId()}` }) },
      'PUT /api/admin/users/:id': {
        make: async () => ({ url: `/api/admin/users/${(await createUser(t)).id}`, payload: { city: 'Tempe' } }),
      },
      'DELETE /api/admin/users/:id': { make: async () => ({ url: `/api/admin/users/${(await createUser(t)).id}` }) },
      'POST /api/admin/users/:id/reset-password': {
        make: async () => ({ url: `/api/admin/users/${(await createUser(t)).id}/reset-password` }),
      },
      ...adminCrud(
        'departments',
        () => ({ name: `Dept ${unique()}` }),
        async () => {
          const row = await t.db
            .insertInto('departments')
            .values({ name: `Dept ${unique()}`, created_at: now() })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        },
      ),
      ...adminCrud(
        'locations',
        () => ({ code: `LOC_${unique().toUpperCase()}`, name: 'A place' }),
        async () => {
          const row = await t.db
            .insertInto('locations')
            .values({ code: `LOC_${unique().toUpperCase()}`, name: 'A place', created_at: now(), updated_at: now() })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        },
      ),
      ...adminCrud(
        'clients',
        () => ({
          clientId: `AC-${unique()}`,
          firstName: 'Ada',
          lastName: 'Client',
          dob: '1990-01-01',
          location: 'GUADALUPE_DTA',
          billType: 'monthly',
          user: staffId(),
        }),
        async () => (await freshClient()).client.id,
      ),
      ...adminCrud(
        'goals',
        () => ({ client: anaClient.client.id, description: 'Pour a glass of water' }),
        async () => (await freshClient()).goals[0]!.id,
      ),
      ...adminCrud(
        'members',
        () => ({ name: 'New Member', assigned_user_id: staffId() }),
        async () => (await freshMember()).id,
      ),
      // Billing (docs/billing-rules.md) ------------------------------------------------------------
      ...adminCrud(
        'service-codes',
        () => ({ code: `SC${unique().toUpperCase()}`, name: 'A service', unit_kind: 'daily', rate_cents: 5000 }),
        async () => {
          const row = await t.db
            .insertInto('service_codes')
            .values({
              code: `SC${unique().toUpperCase()}`,
              name: 'A service',
              unit_kind: 'daily',
              rate_cents: 5000,
              increment_minutes: null,
              daily_cap_minutes: null,
              min_minutes: 60,
              created_at: now(),
              updated_at: now(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        },
      ),
      ...adminCrud(
        'service-authorizations',
        () => ({
          client: anaClient.client.id,
          service_code: 'DTA1',
          authorization_number: `AZ-${unique()}`,
          units: 100,
          start_date: '2026-11-01',
          end_date: '2026-11-30',
        }),
        async () => {
          const row = await t.db
            .insertInto('service_authorizations')
            .values({
              client_id: anaClient.client.id,
              service_code: 'DTA1',
              authorization_number: `AZ-${unique()}`,
              units: 100,
              start_date: '2026-11-01',
              end_date: '2026-11-30',
              created_by: null,
              created_at: now(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        },
      ),
      'GET /api/service-codes': {},
      'GET /api/billing/export': { make: async () => ({ url: '/api/billing/export?from=2026-11-01&to=2026-11-30' }) },
      'GET /api/admin/clients/:id/export': {
        make: async () => ({ url: `/api/admin/clients/${anaClient.client.id}/export` }),
      },
      'GET /api/admin/organisation': {},
      'PUT /api/admin/organisation': { make: async () => ({ payload: { late_grace_minutes: 5 } }) },
      'PATCH /api/admin/organisation': { make: async () => ({ payload: { rounding_minutes: 0 } }) },
      // Timecards and payroll (docs/payroll-rules.md) --------------------------------------------
      'GET /api/timecards': {},
      'GET /api/timecards/:user_id/:period_start': {
        make: async () => ({ url: `/api/timecards/${staffId()}/2026-11-01/` }),
      },
      'POST /api/timecards/:user_id/:period_start/submit': {
        make: async () => ({ url: `/api/timecards/${staffId()}/2026-11-01/submit/`, payload: { attestation: true } }),
      },
      'POST /api/timecards/:user_id/:period_start/approve': {
        make: async (role) => {
          const period = `2026-${{ anonymous: '08-01', staff: '08-15', other: '09-01', manager: '09-15', admin: '10-01' }[role]}`;
          await call(t, 'POST', `/api/timecards/${staffId()}/${period}/submit/`, {
            session: sessions.staff,
            payload: { attestation: true },
          });
          return { url: `/api/timecards/${staffId()}/${period}/approve/` };
        },
      },
      'POST /api/timecards/:user_id/:period_start/reopen': {
        make: async (role) => {
          const period = `2026-${{ anonymous: '05-01', staff: '05-15', other: '06-01', manager: '06-15', admin: '07-01' }[role]}`;
          await call(t, 'POST', `/api/timecards/${staffId()}/${period}/submit/`, {
            session: sessions.staff,
            payload: { attestation: true },
          });
          await call(t, 'POST', `/api/timecards/${staffId()}/${period}/approve/`, { session: sessions.admin });
          return { url: `/api/timecards/${staffId()}/${period}/reopen/`, payload: { reason: 'Matrix' } };
        },
      },
      'GET /api/admin/users/:id/rates': { make: async () => ({ url: `/api/admin/users/${staffId()}/rates/` }) },
      'GET /api/admin/users/:id/pay-adjustments': {
        make: async () => ({ url: `/api/admin/users/${staffId()}/pay-adjustments/` }),
      },
      'POST /api/admin/users/:id/rates': {
        ok: 201,
        make: async (role) => ({
          url: `/api/admin/users/${staffId()}/rates/`,
          payload: { hourly_rate_cents: 2000, effective_date: `2026-0${ROLES.indexOf(role) + 1}-01` },
        }),
      },
      'GET /api/payroll/export': {},
      'GET /api/admin/work-days': {},
      'GET /api/admin/work-days/:id': {
        make: async () => ({ url: `/api/admin/work-days/${(await freshWorkDay()).id}` }),
      },
      'POST /api/admin/work-days/:id/correct': {
        make: async () => ({
          url: `/api/admin/work-days/${(await freshWorkDay()).id}/correct`,
          payload: { check_out_at: PHX('2026-11-18', '16:00:00'), reason: 'Forgot to check out' },
        }),
      },
      // Correction requests (docs/payroll-rules.md) --------------------------------------------
      'POST /api/attendance/corrections': {
        ok: 201,
        make: async (role) => ({
          payload: {
            date: `2026-11-0${ROLES.indexOf(role) + 2}`,
            check_in: '08:00',
            check_out: '12:00',
            reason: 'Matrix',
          },
        }),
      },
      'GET /api/attendance/corrections': {},
      'GET /api/corrections': {},
      'POST /api/corrections/:id/approve': {
        make: async (role) => ({
          url: `/api/corrections/${await staffRequest(`2026-11-${10 + ROLES.indexOf(role)}`)}/approve/`,
        }),
      },
      'POST /api/corrections/:id/deny': {
        make: async (role) => ({
          url: `/api/corrections/${await staffRequest(`2026-11-${15 + ROLES.indexOf(role)}`)}/deny/`,
          payload: { note: 'Matrix' },
        }),
      },
      'POST /api/admin/work-days': {
        ok: 201,
        make: async (role) => {
          const date = `2026-10-2${ROLES.indexOf(role)}`;
          return {
            payload: {
              user_id: staffId(),
              check_in_at: PHX(date, '08:00:00'),
              check_out_at: PHX(date, '12:00:00'),
              pauses: [],
              reason: 'Matrix',
            },
          };
        },
      },
      'POST /api/team/work-days/:id/correct': {
        make: async (role) => {
          const date = `2026-10-1${5 + ROLES.indexOf(role)}`;
          const day = await t.db
            .insertInto('work_days')
            .values({
              user_id: staffId(),
              work_date: date,
              check_in_at: PHX(date, '08:00:00'),
              created_at: now(),
              updated_at: now(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return {
            url: `/api/team/work-days/${day.id}/correct`,
            payload: { check_out_at: PHX(date, '16:00:00'), reason: 'Forgot to check out' },
          };
        },
      },
      'GET /api/admin/audit-log': {},
      'GET /api/admin/audit-log/:id': {
        make: async () => {
          const row = await t.db.selectFrom('audit_log').select('id').orderBy('id').executeTakeFirstOrThrow();
          return { url: `/api/admin/audit-log/${row.id}` };
        },
      },
    };
  }

  /** The five json-server routes of an admin resource; `fresh` makes a record for get/put/delete. */
  function adminCrud(path: string, body: () => Record<string, unknown>, fresh: () => Promise<number>) {
    const base = `/api/admin/${path}`;
    return {
      [`GET ${base}`]: {},
      [`POST ${base}`]: { ok: 201, make: async () => ({ payload: body() }) },
      [`GET ${base}/:id`]: { make: async () => ({ url: `${base}/${await fresh()}` }) },
      [`PUT ${base}/:id`]: {
        make: async () => {
          const id = await fresh();
          const { user: _owner, client: _client, ...changes } = body();
          return { url: `${base}/${id}`, payload: path === 'locations' ? { name: 'Renamed' } : changes };
        },
      },
      [`DELETE ${base}/:id`]: { make: async () => ({ url: `${base}/${await fresh()}` }) },
    } satisfies Record<string, Row>;
  }

  it('has a row for every route the server serves, and no row for a route it does not serve', () => {
    const served = routesOf(t.app.printRoutes({ commonPrefix: false })).sort();
    expect(served.length).toBeGreaterThan(70);
    const rows = Object.keys(table).sort();
    expect(
      served.filter((route) => !rows.includes(route)),
      'routes without a row',
    ).toEqual([]);
    expect(
      rows.filter((route) => !served.includes(route)),
      'rows without a route',
    ).toEqual([]);
  });

  it('has a declared access rule for every route the server serves', () => {
    const served = routesOf(t.app.printRoutes({ commonPrefix: false }));
    expect(
      served.filter((route) => !t.app.accessRules.has(route)),
      'routes without an access rule',
    ).toEqual([]);
  });

  // Signing rows verify passwords (argon2) for every role: on a busy machine this runs past 30 s.
  it('answers every route for every role exactly as its declared rule says', { timeout: 120_000 }, async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [route, row] of Object.entries(table)) {
      const [method, path] = route.split(' ') as [string, string];
      const rule = t.app.accessRules.get(route) as AccessRule;
      for (const role of ROLES) {
        const req = row.make ? await row.make(role) : {};
        const session = req.session ?? roleSession(role) ?? null;
        const response = await call(t, method as 'GET', req.url ?? `${path}/`, {
          session: role === 'anonymous' ? null : session,
          ...(req.payload === undefined
            ? method === 'GET' || method === 'DELETE'
              ? {}
              : { payload: {} }
            : { payload: req.payload }),
        });
        outcomes.push(
          `${route} as ${role}: ${response.statusCode}${response.statusCode >= 500 ? ` ${response.body}` : ''}`,
        );
        expected.push(`${route} as ${role}: ${expectedStatus(rule, CALLER[role], row.ok ?? 200)}`);
        // refusals carry the API's error shape
        if (response.statusCode === 401 || response.statusCode === 403) {
          expect(response.json(), `${route} as ${role}`).toHaveProperty('detail');
        }
      }
    }
    expect(outcomes).toEqual(expected);
  });
});
