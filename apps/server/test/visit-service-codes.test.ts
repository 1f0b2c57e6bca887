import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { migrateBefore, migrateToLatest } from '../src/db/migrate.js';
import {
  call,
  createTestApp,
  dialects,
  HOUR,
  openFreshDatabase,
  type Session,
  signedIn,
  type TestApp,
} from './helper.js';

/**
 * A member visit's service is a service_codes row (migration 0023, docs/evv.md "Services are
 * data"): an agency adds an in-home service that needs EVV, authorises a member for it, and its
 * staff record visits under it; unknown and inactive codes are refused with their machine codes.
 */

const STAMP = '2026-11-01T16:00:00.000Z';
const HOME = { latitude: 33.41, longitude: -111.92, accuracy: 10 };

describe.each(dialects())('migration 0023 over existing member visits on %s', (dialect) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let before: Record<string, unknown>[] = [];

  beforeAll(async () => {
    ({ handle, drop } = await openFreshDatabase(dialect));
    await migrateBefore(handle, '0023-visit-service-codes');
    const db = handle.db;
    const user = await db
      .insertInto('users')
      .values({
        email: 'mv@daybook.test',
        name: 'Mo Visit',
        password_hash: 'x',
        role: 'staff',
        created_at: STAMP,
        updated_at: STAMP,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const member = await db
      .insertInto('members')
      .values({
        name: 'Rosa',
        email: null,
        assigned_user_id: user.id,
        active: true,
        created_at: STAMP,
        updated_at: STAMP,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [i, service] of (['DTA1', 'DTT', 'SDTA'] as const).entries()) {
      await db
        .insertInto('member_visits')
        .values({
          member_id: member.id,
          provider_id: user.id,
          service,
          visit_date: `2026-11-0${i + 2}`,
          check_in_at: `2026-11-0${i + 2}T16:00:00.000Z`,
          check_out_at: i === 2 ? null : `2026-11-0${i + 2}T18:00:00.000Z`,
          created_at: STAMP,
          updated_at: STAMP,
        })
        .execute();
    }
    before = await db.selectFrom('member_visits').selectAll().orderBy('id').execute();
    expect(await migrateToLatest(handle)).toContain('0023-visit-service-codes');
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('keeps every visit as it was, the open-visit index included, and takes any service_codes row', async () => {
    const db = handle.db;
    expect(await db.selectFrom('member_visits').selectAll().orderBy('id').execute()).toEqual(before);
    await db
      .insertInto('service_codes')
      .values({
        code: 'HAH',
        name: 'In-home habilitation',
        unit_kind: 'minutes15',
        rate_cents: 1900,
        active: true,
        requires_evv: true,
        created_at: STAMP,
        updated_at: STAMP,
      } as never)
      .execute();
    const open = before.find((row) => row.check_out_at === null);
    const base = { ...before[0], id: undefined, visit_date: '2026-11-09', check_out_at: null };
    // a second open visit of the same member is still refused by the partial unique index
    await expect(
      db
        .insertInto('member_visits')
        .values({ ...base, check_in_at: '2026-11-09T16:00:00.000Z' } as never)
        .execute(),
    ).rejects.toThrow();
    expect(open).toBeDefined();
    await db
      .updateTable('member_visits')
      .set({ check_out_at: '2026-11-04T18:00:00.000Z' })
      .where('id', '=', Number(open?.id))
      .execute();
    await db
      .insertInto('member_visits')
      .values({ ...base, service: 'HAH', check_in_at: '2026-11-09T16:00:00.000Z' } as never)
      .execute();
    // a code with no service_codes row is refused by the foreign key
    await expect(
      db
        .insertInto('member_visits')
        .values({ ...base, service: 'NOPE', check_in_at: '2026-11-10T16:00:00.000Z' } as never)
        .execute(),
    ).rejects.toThrow();
    if (dialect === 'sqlite') {
      const check = await sql`select * from pragma_foreign_key_check('member_visits')`.execute(db);
      expect(check.rows).toEqual([]);
    }
  });
});

describe.each(dialects())('member visits under service codes that are data on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let manager: Session;
  let staff: Session;

  const createCode = async (code: string, active: boolean, requiresEvv: boolean) => {
    const response = await call(t, 'POST', '/api/admin/service-codes', {
      session: admin,
      payload: {
        code,
        name: `Service ${code}`,
        unit_kind: 'minutes15',
        rate_cents: 1900,
        active,
        requires_evv: requiresEvv,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const createMember = async (codes: string[] | null) =>
    call(t, 'POST', '/api/admin/members', {
      session: admin,
      payload: {
        name: `Member ${Math.random().toString(36).slice(2, 8)}`,
        assigned_user_id: staff.userId,
        service_address: '1 Main St, Tempe, AZ',
        latitude: HOME.latitude,
        longitude: HOME.longitude,
        service_codes: codes,
      },
    });

  beforeAll(async () => {
    const week = 7 * 24 * 3600;
    t = await createTestApp(dialect, { accessTokenTtl: week, sessionIdleTimeout: week, sessionAbsoluteLifetime: week });
    admin = await signedIn(t, { role: 'admin', name: 'Ada Admin' });
    manager = await signedIn(t, { role: 'manager', name: 'Max Manager' });
    staff = await signedIn(t, { name: 'Sam Staff', manager_id: manager.userId });
    await createCode('HAH', true, true);
    await createCode('OLDX', false, false);
  });
  afterAll(async () => t.close());

  it('an admin authorises a member for a new in-home code; unknown and inactive codes are refused', async () => {
    const unknown = await createMember(['HAH', 'NOPE']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'service_code_unknown' });
    expect(unknown.json().fields ?? unknown.json().errors ?? unknown.json()).toBeTruthy();
    const inactive = await createMember(['OLDX']);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toMatchObject({ code: 'service_code_inactive' });
    const made = await createMember(['HAH']);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ service_codes: ['HAH'] });
    const changed = await call(t, 'PUT', `/api/admin/members/${made.json().id}`, {
      session: admin,
      payload: { service_codes: ['HAH', 'bogus1'] },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({ code: 'service_code_unknown' });
    const members = await t.db.selectFrom('members').select('service_codes').where('id', '=', made.json().id).execute();
    expect(members[0]?.service_codes).toBe(JSON.stringify(['HAH'])); // the refused change changed nothing
  });

  it('a visit under the new code is recorded, verified by EVV and exported with its code', async () => {
    const made = await createMember(['HAH']);
    const memberId = made.json().id as number;
    // the worker's member list says which codes a visit may name (the page's service picker)
    const mine = await call(t, 'GET', '/api/member/members/', { session: staff });
    expect(mine.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: memberId, service_codes: ['HAH'] })]),
    );
    const opened = await call(t, 'POST', '/api/member/checkin/', {
      session: staff,
      payload: { member_id: memberId, ...HOME },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({ service: 'HAH' });
    t.clock.set(new Date(t.clock.now().getTime() + 2 * HOUR).toISOString());
    const closed = await call(t, 'POST', '/api/member/checkout/', {
      session: staff,
      payload: { member_id: memberId, ...HOME, confirmation_name: 'Rosa' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ service: 'HAH', verification_status: 'verified' });
    const day = t.clock.now().toISOString().slice(0, 10);
    const from = new Date(t.clock.now().getTime() - 3 * 24 * HOUR).toISOString().slice(0, 10);
    const list = await call(t, 'GET', `/api/evv/visits/?from=${from}&to=${day}`, { session: manager });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: opened.json().id, service: 'HAH', evv_required: true })]),
    );
    const csv = await call(t, 'GET', `/api/evv/visits/export?from=${from}&to=${day}`, { session: admin });
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body.split('\r\n').some((line) => line.startsWith(`${opened.json().id},`) && line.includes(',HAH,true,')),
    ).toBe(true);
  });

  it('check-in and a visit change refuse unknown, inactive and unauthorised codes, changing nothing', async () => {
    const made = await createMember(null); // no list: any active code
    const memberId = made.json().id as number;
    const tryIn = (service: string) =>
      call(t, 'POST', '/api/member/checkin/', { session: staff, payload: { member_id: memberId, service, ...HOME } });
    const unknown = await tryIn('NOPE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'service_code_unknown' });
    const inactive = await tryIn('oldx');
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toMatchObject({ code: 'service_code_inactive' });
    const bad = await tryIn('not a code!');
    expect(bad.statusCode).toBe(400);
    expect(await t.db.selectFrom('member_visits').select('id').where('member_id', '=', memberId).execute()).toEqual([]);

    const opened = await tryIn('hah');
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({ service: 'HAH' });
    t.clock.set(new Date(t.clock.now().getTime() + HOUR).toISOString());
    await call(t, 'POST', '/api/member/checkout/', { session: staff, payload: { member_id: memberId, ...HOME } });
    const change = (service: string) =>
      call(t, 'PATCH', `/api/evv/visits/${opened.json().id}/`, {
        session: manager,
        payload: {
          service,
          reason_code: 'wrong_service',
          resolution_code: 'service_corrected',
          attestation: 'Checked with Sam',
        },
      });
    const refused = await change('NOPE');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'service_code_unknown' });
    const stored = await t.db
      .selectFrom('member_visits')
      .select('service')
      .where('id', '=', opened.json().id)
      .execute();
    expect(stored[0]?.service).toBe('HAH');
    const moved = await change('DTT');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ service: 'DTT', status: 'manual' });
  });
});
