import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { migrateBefore, migrateToLatest } from '../src/db/migrate.js';
import { attendanceBody, careWorld, type insertClient } from './care-helper.js';
import { call, createTestApp, dialects, openFreshDatabase, type Session, snapshot, type TestApp } from './helper.js';

/**
 * Locations are data (issue 13, ADR 0028, migration 0022): the admin console's locations are the
 * one source of program locations; clients, attendance records, progress notes and profiles
 * reference them (`location_id`) and keep answering the legacy codes and labels.
 */

const STAMP = '2026-11-01T16:00:00.000Z';

describe.each(dialects())('migration 0022 over existing care rows on %s', (dialect) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ handle, drop } = await openFreshDatabase(dialect));
    await migrateBefore(handle, '0022-locations-data');
    const db = handle.db;
    // an admin deleted the unused GUADALUPE_SPECIAL row before this migration; old rows still name it
    await db.deleteFrom('locations').where('code', '=', 'GUADALUPE_SPECIAL').execute();
    const user = (code: string, location: string | null) =>
      db
        .insertInto('users')
        .values({
          email: `${code}@daybook.test`,
          name: `User ${code}`,
          password_hash: 'x',
          role: 'staff',
          location,
          created_at: STAMP,
          updated_at: STAMP,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    ids.byCode = (await user('bycode', 'GUADALUPE_DTT')).id;
    ids.byLabel = (await user('bylabel', 'guadalupe dta')).id;
    ids.none = (await user('none', null)).id;
    ids.odd = (await user('odd', 'Somewhere else')).id;
    const client = await db
      .insertInto('clients')
      .values({
        client_code: 'MIG-22',
        first_name: 'Mia',
        last_name: 'Grant',
        dob: '1990-01-01',
        location: 'GUADALUPE_SPECIAL',
        bill_type: 'monthly',
        status: 'active',
        owner_id: ids.byCode,
        created_at: STAMP,
        updated_at: STAMP,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.client = client.id;
    const record = await db
      .insertInto('client_attendance')
      .values({
        client_id: client.id,
        date: '2026-10-30',
        time_in: '09:00',
        time_out: '12:00',
        service: 'DTA1',
        location: 'GUADALUPE_DTT',
        one_on_one: false,
        absent: false,
        documented: true,
        created_by: ids.byCode,
        created_at: STAMP,
        updated_at: STAMP,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.record = record.id;
    const note = await db
      .insertInto('daily_progress')
      .values({
        client_id: client.id,
        date: '2026-10-30',
        location: 'GUADALUPE_DTA',
        general_notes: 'Good day',
        created_by: ids.byCode,
        created_at: STAMP,
        updated_at: STAMP,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.note = note.id;
    await migrateToLatest(handle);
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  const locationId = async (code: string) =>
    (await handle.db.selectFrom('locations').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

  it('puts back a row for each legacy code and backfills location_id, keeping every row and code', async () => {
    const db = handle.db;
    const special = await db
      .selectFrom('locations')
      .selectAll()
      .where('code', '=', 'GUADALUPE_SPECIAL')
      .executeTakeFirst();
    expect(special).toMatchObject({ name: 'Guadalupe Special DTA', latitude: null });
    const client = await db.selectFrom('clients').selectAll().where('id', '=', ids.client!).executeTakeFirstOrThrow();
    expect(client).toMatchObject({ client_code: 'MIG-22', location: 'GUADALUPE_SPECIAL' });
    expect(client.location_id).toBe(await locationId('GUADALUPE_SPECIAL'));
    const record = await db
      .selectFrom('client_attendance')
      .selectAll()
      .where('id', '=', ids.record!)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ location: 'GUADALUPE_DTT', location_id: await locationId('GUADALUPE_DTT') });
    const note = await db
      .selectFrom('daily_progress')
      .selectAll()
      .where('id', '=', ids.note!)
      .executeTakeFirstOrThrow();
    expect(note).toMatchObject({ location: 'GUADALUPE_DTA', location_id: await locationId('GUADALUPE_DTA') });
    const users = await db.selectFrom('users').select(['id', 'location', 'location_id']).orderBy('id').execute();
    const of = (id: number | undefined) => users.find((u) => u.id === id);
    expect(of(ids.byCode)?.location_id).toBe(await locationId('GUADALUPE_DTT'));
    expect(of(ids.byLabel)?.location_id).toBe(await locationId('GUADALUPE_DTA'));
    expect(of(ids.none)).toMatchObject({ location: null, location_id: null });
    expect(of(ids.odd)).toMatchObject({ location: 'Somewhere else', location_id: null });
  });

  it('no longer holds the care tables to the three codes; the reference is checked', async () => {
    const db = handle.db;
    const stamp = STAMP;
    const added = await db
      .insertInto('locations')
      .values({ code: 'TEMPE_HUB', name: 'Tempe Hub', active: true, created_at: stamp, updated_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('clients')
      .set({ location: 'TEMPE_HUB', location_id: added.id })
      .where('id', '=', ids.client!)
      .execute();
    const client = await db.selectFrom('clients').selectAll().where('id', '=', ids.client!).executeTakeFirstOrThrow();
    expect(client).toMatchObject({ location: 'TEMPE_HUB', location_id: added.id });
    await expect(
      db.updateTable('client_attendance').set({ location_id: 999_999 }).where('id', '=', ids.record!).execute(),
    ).rejects.toThrow();
  });
});

describe.each(dialects())('locations as data through the API on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let ana: Session;
  let anaClient: Awaited<ReturnType<typeof insertClient>>;
  let hub: { id: number; code: string; name: string };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ admin, ana, anaClient } = await careWorld(t));
    const created = await call(t, 'POST', '/api/admin/locations', {
      session: admin,
      payload: { code: 'tempe_hub', name: 'Tempe Hub', latitude: 33.42, longitude: -111.94, radius_meters: 120 },
    });
    expect(created.statusCode, created.body).toBe(201);
    hub = created.json();
  });
  afterAll(async () => t.close());

  const adminClient = (clientId: string, location: unknown) =>
    call(t, 'POST', '/api/admin/clients', {
      session: admin,
      payload: {
        clientId,
        firstName: 'Lia',
        lastName: 'Place',
        dob: '1991-02-03',
        location,
        billType: 'monthly',
        user: ana.userId,
      },
    });

  it('GET /api/locations/: the active locations for any signed-in user; 401 without a session', async () => {
    const listed = await call(t, 'GET', '/api/locations/', { session: ana });
    expect(listed.statusCode).toBe(200);
    const codes = listed.json().map((l: { code: string }) => l.code);
    expect(codes).toEqual(expect.arrayContaining(['GUADALUPE_DTA', 'GUADALUPE_DTT', 'GUADALUPE_SPECIAL', 'TEMPE_HUB']));
    expect(listed.json().find((l: { code: string }) => l.code === 'TEMPE_HUB')).toEqual({
      id: hub.id,
      code: 'TEMPE_HUB',
      name: 'Tempe Hub',
    });
    expect((await call(t, 'GET', '/api/locations/')).statusCode).toBe(401);
  });

  it('the legacy codes and labels round-trip exactly as before on clients, records and notes', async () => {
    for (const [given, code, name] of [
      ['GUADALUPE_DTT', 'GUADALUPE_DTT', 'Guadalupe DTT'],
      ['Guadalupe Special DTA', 'GUADALUPE_SPECIAL', 'Guadalupe Special DTA'],
      ['guadalupe_dta', 'GUADALUPE_DTA', 'Guadalupe DTA'],
    ] as const) {
      const client = await adminClient(`LEG-${code}`, given);
      expect(client.statusCode, client.body).toBe(201);
      expect(client.json()).toMatchObject({ location: code, location_name: name });
      const row = await t.db
        .selectFrom('clients')
        .selectAll()
        .where('id', '=', client.json().id)
        .executeTakeFirstOrThrow();
      const ref = await t.db.selectFrom('locations').select('id').where('code', '=', code).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ location: code, location_id: ref.id });
    }
    const record = await call(t, 'POST', '/api/attendance/', {
      session: ana,
      payload: attendanceBody(anaClient.client.client_code, { location: 'Guadalupe DTT', date: '11/18/2026' }),
    });
    expect(record.statusCode, record.body).toBe(201);
    expect(record.json().location).toBe('GUADALUPE_DTT');
    const note = await call(t, 'POST', '/api/progress/', {
      session: ana,
      payload: { client: anaClient.client.id, date: '11/18/2026', location: 'GUADALUPE_SPECIAL' },
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().location).toBe('GUADALUPE_SPECIAL');
    const schedule = await call(t, 'GET', '/api/attendance/daily-schedule/?date=2026-11-18&location=Guadalupe%20DTT', {
      session: ana,
    });
    expect(schedule.json()).toMatchObject({ location: 'GUADALUPE_DTT', location_name: 'Guadalupe DTT' });
    expect(schedule.json().rows.map((r: { id: number }) => r.id)).toContain(record.json().id);
  });

  it('a location an admin adds in the console is used by id, code or name on a client, a record, a note, a profile', async () => {
    const byId = await adminClient('HUB-1', hub.id);
    expect(byId.statusCode, byId.body).toBe(201);
    expect(byId.json()).toMatchObject({ location: 'TEMPE_HUB', location_name: 'Tempe Hub' });
    const client = await t.db
      .selectFrom('clients')
      .selectAll()
      .where('id', '=', byId.json().id)
      .executeTakeFirstOrThrow();
    expect(client.location_id).toBe(hub.id);

    const record = await call(t, 'POST', '/api/attendance/', {
      session: ana,
      payload: attendanceBody(anaClient.client.client_code, { location: 'TEMPE_HUB', date: '11/17/2026' }),
    });
    expect(record.statusCode, record.body).toBe(201);
    expect(record.json().location).toBe('TEMPE_HUB');
    const stored = await t.db
      .selectFrom('client_attendance')
      .select(['location', 'location_id'])
      .where('id', '=', record.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ location: 'TEMPE_HUB', location_id: hub.id });
    const filtered = await call(t, 'GET', `/api/attendance/?location=${hub.id}`, { session: ana });
    expect(filtered.json().map((r: { id: number }) => r.id)).toEqual([record.json().id]);

    const note = await call(t, 'POST', '/api/progress/', {
      session: ana,
      payload: { client: anaClient.client.id, date: '11/17/2026', location: 'tempe hub' },
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().location).toBe('TEMPE_HUB');

    const me = (await call(t, 'GET', '/api/profile/', { session: ana })).json();
    const saved = await call(t, 'PUT', '/api/profile/', {
      session: ana,
      payload: { name: me.name, email: me.email, location: 'Tempe Hub' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ location: 'Tempe Hub', location_code: 'TEMPE_HUB' });
    expect((await call(t, 'GET', '/api/profile/', { session: ana })).json()).toMatchObject({
      location: 'Tempe Hub',
      location_code: 'TEMPE_HUB',
    });
    // the label form the existing client's dialog sends still works
    const legacy = await call(t, 'PUT', '/api/profile/', {
      session: ana,
      payload: { name: me.name, email: me.email, location: 'Guadalupe DTT' },
    });
    expect(legacy.json()).toMatchObject({ location: 'Guadalupe DTT', location_code: 'GUADALUPE_DTT' });
  });

  it('a member’s assigned locations: visits are judged against them and the home; admin only, audited', async () => {
    const stamp = t.clock.now().toISOString();
    const member = await t.db
      .insertInto('members')
      .values({
        name: 'Mo Centre',
        assigned_user_id: ana.userId,
        active: true,
        service_address: '1 Far Away Rd',
        latitude: 33.6,
        longitude: -111.7,
        created_at: stamp,
        updated_at: stamp,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const path = `/api/location-trust/members/${member.id}/locations/`;
    expect((await call(t, 'GET', path, { session: admin })).json()).toEqual({ member_id: member.id, location_ids: [] });
    expect((await call(t, 'PUT', path, { session: ana, payload: { location_ids: [hub.id] } })).statusCode).toBe(403);
    const unknown = await call(t, 'PUT', path, { session: admin, payload: { location_ids: [999_999] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().location_ids).toEqual([MSG.locationUnknown]);
    const put = await call(t, 'PUT', path, { session: admin, payload: { location_ids: [hub.id, hub.id] } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ member_id: member.id, location_ids: [hub.id] });
    const audits = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'member')
      .where('entity_id', '=', String(member.id))
      .execute();
    expect(audits.map((a) => JSON.parse(a.after ?? '{}'))).toContainEqual({ location_ids: [hub.id] });

    // at the hub (assigned): inside, named by the location; at home: inside, the home; elsewhere: outside
    const visit = async (latitude: number, longitude: number) => {
      const opened = await call(t, 'POST', '/api/member/checkin/', {
        session: ana,
        payload: { member_id: member.id, latitude, longitude, accuracy: 10 },
      });
      expect(opened.statusCode, opened.body).toBe(201);
      t.clock.advance(1000);
      const closed = await call(t, 'POST', '/api/member/checkout/', {
        session: ana,
        payload: { member_id: member.id, latitude, longitude, accuracy: 10, confirmation_name: 'Mo' },
      });
      expect(closed.statusCode, closed.body).toBe(200);
      return opened.json().location_check;
    };
    expect(await visit(33.42, -111.94)).toMatchObject({
      status: 'inside',
      location: { id: hub.id, name: 'Tempe Hub' },
    });
    expect(await visit(33.6, -111.7)).toMatchObject({
      status: 'inside',
      location: { id: null, name: 'Home of Mo Centre' },
    });
    expect(await visit(33.0, -112.5)).toMatchObject({ status: 'outside', exception_id: expect.any(Number) });
  });

  it('unknown or inactive locations are 400 with a machine code and write nothing; legacy codes stay usable', async () => {
    const unknown = await adminClient('BAD-1', 'MARS');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'location_unknown', location: [MSG.invalidLocation] });
    expect(await t.db.selectFrom('clients').select('id').where('client_code', '=', 'BAD-1').executeTakeFirst()).toBe(
      undefined,
    );
    const missingId = await call(t, 'POST', '/api/attendance/', {
      session: ana,
      payload: attendanceBody(anaClient.client.client_code, { location: 999_999, date: '11/16/2026' }),
    });
    expect(missingId.statusCode).toBe(400);
    expect(missingId.json().code).toBe('location_unknown');
    const badFilter = await call(t, 'GET', '/api/attendance/?location=MARS', { session: ana });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().code).toBe('location_unknown');
    // an id is written in canonical digits: "01" is not location 1, in a body or a filter
    const me = (await call(t, 'GET', '/api/profile/', { session: ana })).json();
    const before = await snapshot(t);
    for (const id of ['01', '001', '+1', '1e0']) {
      const padded = await call(t, 'POST', '/api/attendance/', {
        session: ana,
        payload: attendanceBody(anaClient.client.client_code, { location: id, date: '11/16/2026' }),
      });
      expect(padded.statusCode, id).toBe(400);
      expect(padded.json()).toMatchObject({ code: 'location_unknown', location: [MSG.invalidLocation] });
      const profile = await call(t, 'PUT', '/api/profile/', {
        session: ana,
        payload: { name: me.name, email: me.email, location: id },
      });
      expect(profile.statusCode, id).toBe(400);
      const filter = await call(t, 'GET', `/api/attendance/?location=${encodeURIComponent(id)}`, { session: ana });
      expect(filter.statusCode, id).toBe(400);
    }
    expect(await snapshot(t)).toEqual(before);

    // a record at the hub, then the hub is deactivated
    const kept = await call(t, 'POST', '/api/attendance/', {
      session: ana,
      payload: attendanceBody(anaClient.client.client_code, { location: hub.code, date: '11/16/2026' }),
    });
    expect(kept.statusCode, kept.body).toBe(201);
    const off = await call(t, 'PUT', `/api/admin/locations/${hub.id}`, { session: admin, payload: { active: false } });
    expect(off.statusCode, off.body).toBe(200);
    const inactive = await call(t, 'POST', '/api/progress/', {
      session: ana,
      payload: { client: anaClient.client.id, date: '11/16/2026', location: hub.code },
    });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toMatchObject({ code: 'location_inactive', location: [MSG.locationInactive] });
    expect(
      (await call(t, 'GET', '/api/locations/', { session: ana })).json().map((l: { id: number }) => l.id),
    ).not.toContain(hub.id);
    // a record that keeps its own (now inactive) location can still be changed
    const same = await call(t, 'PATCH', `/api/attendance/${kept.json().id}/`, {
      session: ana,
      payload: { location: hub.code, one_on_one: true },
    });
    expect(same.statusCode, same.body).toBe(200);

    // a legacy code marked inactive keeps working for the existing client
    const dtt = await t.db
      .selectFrom('locations')
      .select('id')
      .where('code', '=', 'GUADALUPE_DTT')
      .executeTakeFirstOrThrow();
    await call(t, 'PUT', `/api/admin/locations/${dtt.id}`, { session: admin, payload: { active: false } });
    const legacy = await adminClient('LEG-OFF', 'GUADALUPE_DTT');
    expect(legacy.statusCode, legacy.body).toBe(201);
    await call(t, 'PUT', `/api/admin/locations/${dtt.id}`, { session: admin, payload: { active: true } });
  });
});
