import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { migrateBefore, migrateToLatest } from '../src/db/migrate.js';
import { attendanceBody, careWorld } from './care-helper.js';
import { call, createTestApp, dialects, openFreshDatabase, type Session, type TestApp } from './helper.js';

/**
 * Service codes are data (issue 14 leftovers, migration 0020, docs/billing-rules.md): the
 * attendance table's service column names any service_codes row instead of the four codes its
 * check listed; the attendance operations accept active codes (and the four original ones).
 */

const STAMP = '2026-11-01T16:00:00.000Z';

describe.each(dialects())('migration 0020 over existing attendance rows on %s', (dialect) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  const before: Record<string, unknown>[] = [];

  const indexNames = async (): Promise<string[]> => {
    const rows =
      dialect === 'sqlite'
        ? await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'index' and tbl_name = 'client_attendance' and sql is not null`.execute(
            handle.db,
          )
        : await sql<{
            name: string;
          }>`select indexname as name from pg_indexes where tablename = 'client_attendance'`.execute(handle.db);
    return rows.rows.map((row) => row.name).sort();
  };

  beforeAll(async () => {
    ({ handle, drop } = await openFreshDatabase(dialect));
    await migrateBefore(handle, '0020-service-codes-open');
    const db = handle.db;
    const user = await db
      .insertInto('users')
      .values({
        email: 'mig@daybook.test',
        name: 'Mig Provider',
        password_hash: 'x',
        role: 'staff',
        created_at: STAMP,
        updated_at: STAMP,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const client = await db
      .insertInto('clients')
      .values({
        client_code: 'MIG-1',
        first_name: 'Mia',
        last_name: 'Grant',
        dob: '1990-01-01',
        location: 'GUADALUPE_DTA',
        bill_type: 'monthly',
        status: 'active',
        owner_id: user.id,
        created_at: STAMP,
        updated_at: STAMP,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const services = ['DTA1', 'DTA2', 'DTT', 'SDTA'] as const;
    for (const [i, service] of services.entries()) {
      await db
        .insertInto('client_attendance')
        .values({
          client_id: client.id,
          date: `2026-11-0${i + 2}`,
          time_in: '09:00',
          time_out: i === 3 ? null : '12:30',
          service,
          location: 'GUADALUPE_DTA',
          one_on_one: i === 1,
          absent: i === 2,
          provider_text: `row ${i}`,
          documentation: null,
          documented: true,
          created_by: user.id,
          created_at: STAMP,
          updated_at: STAMP,
          signed_at: i === 0 ? STAMP : null,
        })
        .execute();
    }
    before.push(
      ...(await db.selectFrom('client_attendance').selectAll().orderBy('id').execute()).map((row) => ({ ...row })),
    );
    const indexesBefore = await indexNames();
    const applied = await migrateToLatest(handle);
    expect(applied).toContain('0020-service-codes-open');
    // every index kept; 0022-locations-data (run by migrateToLatest too) adds the location_id one
    expect(await indexNames()).toEqual([...indexesBefore, 'client_attendance_location_idx'].sort());
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('keeps every row with the same id and values', async () => {
    const after = await handle.db.selectFrom('client_attendance').selectAll().orderBy('id').execute();
    // 0022-locations-data (run by migrateToLatest too) only adds location_id, backfilled from the code
    expect(after.map(({ location_id: _added, ...row }) => ({ ...row }))).toEqual(before);
    expect(after.every((row) => row.location_id !== null)).toBe(true);
    expect(after).toHaveLength(4);
  });

  it('accepts a code created as a service_codes row and refuses one without a row', async () => {
    const db = handle.db;
    await db
      .insertInto('service_codes')
      .values({
        code: 'T1015',
        name: 'Clinic visit',
        unit_kind: 'minutes15',
        rate_cents: 1800,
        increment_minutes: null,
        daily_cap_minutes: null,
        min_minutes: null,
        created_at: STAMP,
        updated_at: STAMP,
      })
      .execute();
    const [first] = before as { client_id: number; created_by: number }[];
    const row = (service: string) => ({
      client_id: first!.client_id,
      date: '2026-11-10',
      time_in: '09:00',
      time_out: '10:00',
      service,
      location: 'GUADALUPE_DTA' as const,
      created_by: first!.created_by,
      created_at: STAMP,
      updated_at: STAMP,
    });
    await db.insertInto('client_attendance').values(row('T1015')).execute();
    await expect(db.insertInto('client_attendance').values(row('NOPE9')).execute()).rejects.toThrow();
    // the other rules of the table are still there: one record per client, date and service
    await expect(db.insertInto('client_attendance').values(row('T1015')).execute()).rejects.toThrow();
    await expect(
      db
        .insertInto('client_attendance')
        .values({ ...row('DTA1'), time_out: '08:00' })
        .execute(),
    ).rejects.toThrow();
  });
});

describe.each(dialects())('attendance services are the active service codes on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let ana: Session;
  let clientCode: string;

  const createCode = async (code: string, active: boolean) => {
    const response = await call(t, 'POST', '/api/admin/service-codes', {
      session: admin,
      payload: { code, name: `Service ${code}`, unit_kind: 'minutes15', rate_cents: 1800, active },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const world = await careWorld(t);
    admin = world.admin;
    ana = world.ana;
    clientCode = world.anaClient.client.client_code;
    await createCode('T1015', true);
    await createCode('OLD1', false);
  });
  afterAll(async () => t.close());

  it('GET /api/service-codes/ lists the active codes for any signed-in user', async () => {
    const response = await call(t, 'GET', '/api/service-codes/', { session: ana });
    expect(response.statusCode, response.body).toBe(200);
    const codes = (response.json() as { code: string }[]).map((row) => row.code);
    expect(codes).toEqual(['DTA1', 'DTA2', 'DTT', 'SDTA', 'T1015']);
    expect((await call(t, 'GET', '/api/service-codes/')).statusCode).toBe(401);
  });

  it('a record may name a new active code, and its units come from that code', async () => {
    const response = await call(t, 'POST', '/api/attendance/', {
      session: ana,
      payload: attendanceBody(clientCode, { service: 't1015', time_in: '09:00', time_out: '09:23' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    // 23 minutes of a minutes15 code: 2 units at 18.00
    expect(response.json()).toMatchObject({ service: 'T1015', units: 2, amount_cents: 3600 });
  });

  it('an inactive or unknown code is refused with 400 and its own code; nothing is written', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('client_attendance')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const n = await count();
    const inactive = await call(t, 'POST', '/api/attendance/', {
      session: ana,
      payload: attendanceBody(clientCode, { service: 'OLD1', date: '11/19/2026' }),
    });
    expect(inactive.statusCode, inactive.body).toBe(400);
    expect(inactive.json()).toMatchObject({ code: 'service_code_inactive', service: [expect.any(String)] });
    const unknown = await call(t, 'POST', '/api/attendance/', {
      session: ana,
      payload: attendanceBody(clientCode, { service: 'NOPE9', date: '11/19/2026' }),
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'service_code_unknown' });
    const malformed = await call(t, 'POST', '/api/attendance/', {
      session: ana,
      payload: attendanceBody(clientCode, { service: 'not a code!', date: '11/19/2026' }),
    });
    expect(malformed.statusCode).toBe(400);
    expect(await count()).toBe(n);
  });

  it('PATCH checks a changed service the same way and keeps an unchanged one', async () => {
    const created = await call(t, 'POST', '/api/attendance/', {
      session: ana,
      payload: attendanceBody(clientCode, { service: 'DTA2', date: '11/18/2026' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    const toInactive = await call(t, 'PATCH', `/api/attendance/${id}/`, { session: ana, payload: { service: 'OLD1' } });
    expect(toInactive.statusCode).toBe(400);
    expect(toInactive.json()).toMatchObject({ code: 'service_code_inactive' });
    const toNew = await call(t, 'PATCH', `/api/attendance/${id}/`, { session: ana, payload: { service: 'T1015' } });
    expect(toNew.statusCode, toNew.body).toBe(200);
    expect(toNew.json()).toMatchObject({ service: 'T1015' });
  });

  it('the four original codes stay usable for the existing client even when marked inactive', async () => {
    const list = await call(t, 'GET', '/api/admin/service-codes?code=SDTA', { session: admin });
    const sdta = (list.json() as { id: number; code: string }[]).find((row) => row.code === 'SDTA');
    expect(sdta).toBeDefined();
    const off = await call(t, 'PUT', `/api/admin/service-codes/${sdta!.id}`, {
      session: admin,
      payload: { active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const codes = (await call(t, 'GET', '/api/service-codes/', { session: ana })).json() as { code: string }[];
    expect(codes.map((row) => row.code)).not.toContain('SDTA');
    const response = await call(t, 'POST', '/api/attendance/', {
      session: ana,
      payload: attendanceBody(clientCode, { service: 'SDTA', date: '11/17/2026' }),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
