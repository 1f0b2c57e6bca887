import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceBody, careWorld, insertClient } from './care-helper.js';
import { parseCsv } from './csv.js';
import { call, createTestApp, dialects, type Session, type TestApp } from './helper.js';

/** The two sections of a billing CSV as objects keyed by their column titles. */
function sections(csv: string) {
  const rows = parseCsv(csv);
  const blank = rows.findIndex((r) => r.length === 1 && r[0] === '');
  const read = (part: string[][]) => {
    const [heading, columns, ...rest] = part;
    const body = rest.slice(0, -1);
    const total = rest[rest.length - 1];
    return {
      heading: heading?.[0],
      columns,
      total,
      lines: body.map((r) => Object.fromEntries((columns ?? []).map((title, i) => [title, r[i] ?? '']))),
    };
  };
  return { billed: read(rows.slice(0, blank)), notBilled: read(rows.slice(blank + 1)) };
}

describe.each(dialects())('billing on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let ana: Session;
  let ben: Session;
  let anaClient: { id: number; client_code: string };
  let capClient: { id: number; client_code: string };
  let trickyClient: { id: number; client_code: string };
  const ids: Record<string, number> = {};

  const sign = async (recordId: number, signerId: number) => {
    await t.db
      .insertInto('record_signatures')
      .values({
        record_type: 'attendance',
        record_id: recordId,
        kind: 'author',
        signer_id: signerId,
        signer_name: 'Ana Provider',
        signer_title: 'Provider',
        signed_at: t.clock.now().toISOString(),
        content_hash: 'a'.repeat(64),
        attestation: 'I delivered these services.',
      })
      .execute();
  };
  const create = async (session: Session, body: Record<string, unknown>) => {
    const response = await call(t, 'POST', '/api/attendance/', { session, payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const world = await careWorld(t);
    admin = world.admin;
    ana = world.ana;
    ben = world.ben;
    anaClient = world.anaClient.client;
    capClient = (await insertClient(t, ana.userId, { first_name: 'Cap', last_name: 'Day' }, 0)).client;
    trickyClient = (await insertClient(t, ben.userId, { first_name: '=HYPERLINK("x")', last_name: 'Lee, Jr' }, 0))
      .client;
    const auth = await call(t, 'POST', '/api/admin/service-authorizations', {
      session: admin,
      payload: {
        client: anaClient.id,
        service_code: 'dta1',
        authorization_number: 'AZ-123',
        units: 40,
        start_date: '2026-11-01',
        end_date: '2026-11-30',
      },
    });
    expect(auth.statusCode, auth.body).toBe(201);
    expect(auth.json()).toMatchObject({ service_code: 'DTA1', used_units: 0, remaining_units: 40 });
  });
  afterAll(async () => t.close());

  it('each attendance record has units, amount, signed and its authorization (5.5 h of DTA1 = 22 units)', async () => {
    const record = await create(
      ana,
      attendanceBody(anaClient.client_code, { date: '2026-11-16', time_in: '09:00', time_out: '14:30' }),
    );
    ids.first = record.id;
    expect(record).toMatchObject({
      units: 22,
      amount_cents: 22 * 325,
      // counted in full, but the export bills nothing until the provider signs
      billing_status: 'unsigned',
      signed: false,
      authorization: { number: 'AZ-123', units: 40, used_units: 0, remaining_units: 40, warning: null },
      billable_hours: 5.5,
    });
    const list = await call(t, 'GET', '/api/attendance/?date=2026-11-16', { session: ana });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ id: record.id, units: 22, signed: false })]);
  });

  it('used units come from signed records; the pages are warned at 80 % and past the authorization', async () => {
    await sign(ids.first as number, ana.userId);
    const signed = await call(t, 'GET', '/api/attendance/?date=11/16/2026', { session: ana });
    expect(signed.json()[0]).toMatchObject({
      signed: true,
      billing_status: 'billed',
      authorization: { number: 'AZ-123', used_units: 22, remaining_units: 18 },
    });
    // 3 h = 12 units; 22 + 12 = 34 of 40 is over 80 %
    const second = await create(
      ana,
      attendanceBody(anaClient.client_code, { date: '2026-11-17', time_in: '09:00', time_out: '12:00' }),
    );
    ids.second = second.id;
    expect(second).toMatchObject({ units: 12, authorization: { remaining_units: 18, warning: 'near_limit' } });
    await sign(second.id, ana.userId);
    // 2 h = 8 units: 34 + 8 = 42 > 40; still saved, flagged
    const third = await create(
      ana,
      attendanceBody(anaClient.client_code, { date: '2026-11-18', time_in: '09:00', time_out: '11:00' }),
    );
    ids.third = third.id;
    expect(third).toMatchObject({ units: 8, authorization: { remaining_units: 6, warning: 'exceeded' } });
    const stored = await t.db.selectFrom('client_attendance').select('id').where('id', '=', third.id).execute();
    expect(stored).toHaveLength(1);
  });

  it('a No Show bills nothing and is marked; a record without an authorization has null', async () => {
    const noShow = await create(
      ana,
      attendanceBody(capClient.client_code, { date: '2026-11-19', absent: true, time_in: '09:00', time_out: '15:00' }),
    );
    expect(noShow).toMatchObject({ units: 0, amount_cents: 0, billing_status: 'no_show', authorization: null });
  });

  it('day treatment is capped at 8 hours per client and date in time order', async () => {
    const morning = await create(
      ana,
      attendanceBody(capClient.client_code, { date: '2026-11-16', time_in: '07:00', time_out: '12:00' }),
    );
    const afternoon = await create(
      ana,
      attendanceBody(capClient.client_code, {
        date: '2026-11-16',
        service: 'DTA2',
        time_in: '12:30',
        time_out: '17:30',
      }),
    );
    // no authorization covers this client: counted (and capped), never billed
    expect(afternoon).toMatchObject({ units: 12, billing_status: 'unsigned', amount_cents: 12 * 375 });
    const day = await call(t, 'GET', `/api/attendance/?date=2026-11-16&client=${capClient.client_code}`, {
      session: ana,
    });
    const byId = new Map(day.json().map((r: { id: number }) => [r.id, r]));
    expect(byId.get(morning.id)).toMatchObject({ units: 20, billing_status: 'unsigned', authorization: null });
    expect(byId.get(afternoon.id)).toMatchObject({ units: 12, billing_status: 'unsigned' });
    ids.capMorning = morning.id;
    await sign(morning.id, ana.userId);
    const signedDay = await call(t, 'GET', `/api/attendance/?date=2026-11-16&client=${capClient.client_code}`, {
      session: ana,
    });
    const signedMorning = signedDay.json().find((r: { id: number }) => r.id === morning.id);
    // signed, and the export lists it as "no authorization": the record says the same
    expect(signedMorning).toMatchObject({ signed: true, billing_status: 'no_authorization' });
  });

  it('the timesheet shows units and amounts beside the unchanged hours', async () => {
    const response = await call(t, 'GET', '/api/timesheet/?start_date=2026-11-16&end_date=2026-11-20', {
      session: ana,
    });
    expect(response.statusCode).toBe(200);
    const sheet = response.json();
    const first = sheet.rows.find((r: { id: number }) => r.id === ids.first);
    expect(first).toMatchObject({ billable_hours: 5.5, units: 22, amount_cents: 7150, signed: true });
    const third = sheet.rows.find((r: { id: number }) => r.id === ids.third);
    expect(third.authorization.warning).toBe('exceeded');
    const units = sheet.rows.reduce((sum: number, r: { units: number }) => sum + r.units, 0);
    const amount = sheet.rows.reduce((sum: number, r: { amount_cents: number }) => sum + r.amount_cents, 0);
    expect(sheet.totals).toMatchObject({ units, amount_cents: amount });
    expect(sheet.totals.completed_hours).toBeGreaterThan(0);
  });

  it('each timesheet row says what its authorization has left as of that row, row by row in date order', async () => {
    const response = await call(t, 'GET', '/api/timesheet/?start_date=2026-11-16&end_date=2026-11-20', {
      session: ana,
    });
    expect(response.statusCode).toBe(200);
    type Row = { id: number; authorization: Record<string, unknown> | null };
    const rows: Row[] = response.json().rows;
    const auth = (id: number | undefined) => rows.find((r) => r.id === id)?.authorization;
    // AZ-123, 40 units: 22 (11/16, signed), 12 (11/17, signed), 8 (11/18, unsigned)
    expect(auth(ids.first)).toMatchObject({
      // today's balance counts the signed records, as before
      used_units: 34,
      remaining_units: 6,
      // as of 11/16: 22 of 40 used, 55 %
      used_units_as_of: 22,
      remaining_units_as_of: 18,
      warning_as_of: null,
    });
    expect(auth(ids.second)).toMatchObject({
      used_units_as_of: 34,
      remaining_units_as_of: 6,
      warning_as_of: 'near_limit',
    });
    // the unsigned record counts as what it will use: 42 of 40
    expect(auth(ids.third)).toMatchObject({
      used_units_as_of: 42,
      remaining_units_as_of: -2,
      warning_as_of: 'exceeded',
      warning: 'exceeded',
    });
    // the attendance answers carry the same figures
    const day = await call(t, 'GET', '/api/attendance/?date=2026-11-17', { session: ana });
    expect(day.json().find((r: Row) => r.id === ids.second)?.authorization).toMatchObject({
      remaining_units: 6,
      remaining_units_as_of: 6,
      warning_as_of: 'near_limit',
    });
  });

  it('the export bills only signed, authorised units and lists the rest in the second section', async () => {
    await create(
      ben,
      attendanceBody(trickyClient.client_code, { date: '2026-11-20', time_in: '10:00', time_out: '11:00' }),
    );
    // five minutes: too short for a unit, so nothing to bill whether signed or not
    const short = await create(
      ben,
      attendanceBody(trickyClient.client_code, { date: '2026-11-13', time_in: '10:00', time_out: '10:05' }),
    );
    expect(short).toMatchObject({ units: 0, billing_status: 'no_units' });
    const response = await call(t, 'GET', '/api/billing/export?from=2026-11-01&to=2026-11-30&format=csv', {
      session: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const { billed, notBilled } = sections(response.body);
    expect(billed.heading).toMatch(/^Billed/);
    expect(billed.columns).toEqual([
      'Client ID',
      'Client Name',
      'Service Code',
      'Date',
      'Units',
      'Rate',
      'Amount',
      'Authorization Number',
    ]);
    // signed and authorised: 22 + 12 units of AZ-123, then 6 of the third (unsigned) record is not
    expect(billed.lines).toEqual([
      expect.objectContaining({
        'Client ID': anaClient.client_code,
        Date: '2026-11-16',
        Units: '22',
        Rate: '3.25',
        Amount: '71.50',
        'Authorization Number': 'AZ-123',
      }),
      expect.objectContaining({ Date: '2026-11-17', Units: '12', Amount: '39.00' }),
    ]);
    expect(billed.total?.[4]).toBe('34');
    const reasons = notBilled.lines.map((l) => [l['Client ID'], l.Date, l['Service Code'], l.Units, l.Reason]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        [anaClient.client_code, '2026-11-18', 'DTA1', '8', 'unsigned'],
        [capClient.client_code, '2026-11-16', 'DTA1', '20', 'no authorization'],
        [capClient.client_code, '2026-11-16', 'DTA2', '12', 'unsigned; no authorization'],
        [trickyClient.client_code, '2026-11-20', 'DTA1', '4', 'unsigned; no authorization'],
      ]),
    );
    // the No Show bills nothing and is not a billing line
    expect(notBilled.lines.some((l) => l.Date === '2026-11-19')).toBe(false);
    // nor is a record without units a line: no "0 units, no authorization" noise
    expect(notBilled.lines.some((l) => l.Date === '2026-11-13' || l.Units === '0')).toBe(false);
    // formula injection guarded; the comma kept inside its quoted field
    const tricky = notBilled.lines.find((l) => l['Client ID'] === trickyClient.client_code);
    expect(tricky?.['Client Name']).toBe(`'=HYPERLINK("x") Lee, Jr`);

    // reconciled with the records: every unit of the range is in exactly one section
    const all = await call(t, 'GET', '/api/timesheet/?start_date=2026-11-01&end_date=2026-11-30', { session: admin });
    const recordUnits = all.json().rows.reduce((sum: number, r: { units: number }) => sum + r.units, 0);
    const sum = (lines: Record<string, string>[]) => lines.reduce((s, l) => s + Number(l.Units), 0);
    expect(sum(billed.lines) + sum(notBilled.lines)).toBe(recordUnits);
    const cents = (l: Record<string, string>) => Math.round(Number(l.Amount) * 100);
    for (const l of [...billed.lines, ...notBilled.lines]) {
      expect(cents(l)).toBe(Number(l.Units) * Math.round(Number(l.Rate) * 100));
    }
  });

  it('a signed record beyond the authorised units is billed up to them and the rest listed', async () => {
    await sign(ids.third as number, ana.userId);
    const response = await call(t, 'GET', '/api/billing/export?from=2026-11-18&to=2026-11-18', { session: admin });
    const { billed, notBilled } = sections(response.body);
    expect(billed.lines).toEqual([expect.objectContaining({ Date: '2026-11-18', Units: '6' })]);
    expect(notBilled.lines).toEqual([
      expect.objectContaining({ Date: '2026-11-18', Units: '2', Reason: 'beyond the authorised units' }),
    ]);
    const day = await call(t, 'GET', '/api/attendance/?date=2026-11-18', { session: ana });
    expect(day.json().find((r: { id: number }) => r.id === ids.third)).toMatchObject({
      signed: true,
      units: 8,
      billing_status: 'exceeded',
    });
  });

  it('answers .xlsx', async () => {
    const response = await call(t, 'GET', '/api/billing/export?from=2026-11-01&to=2026-11-30&format=xlsx', {
      session: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses bad input with 4xx and a machine code, and anyone but an admin', async () => {
    const bad = [
      '/api/billing/export?from=2026-11-30&to=2026-11-01',
      '/api/billing/export?to=2026-11-01',
      '/api/billing/export?from=2026-13-01&to=2026-11-01',
      '/api/billing/export?from=2026-11-01&to=2026-11-30&format=pdf',
      '/api/billing/export?from=2025-01-01&to=2026-11-30',
    ];
    for (const url of bad) {
      const response = await call(t, 'GET', url, { session: admin });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error_code, url).toEqual(expect.any(String));
    }
    const reversed = await call(t, 'GET', bad[0] as string, { session: admin });
    expect(reversed.json()).toMatchObject({
      error_code: 'validation_failed',
      to: ['The start date must not be after the end date.'],
    });
    // at most 366 days counting both ends (the domain's rangeTooLong)
    const tooLong = await call(t, 'GET', '/api/billing/export?from=2025-11-19&to=2026-11-20', { session: admin });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error_code: 'validation_failed', to: [MSG.rangeTooLong] });
    expect(
      (await call(t, 'GET', '/api/billing/export?from=2025-11-20&to=2026-11-20', { session: admin })).statusCode,
    ).toBe(200);
    expect(
      (await call(t, 'GET', '/api/billing/export?from=2026-11-01&to=2026-11-30', { session: ana })).statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', '/api/billing/export?from=2026-11-01&to=2026-11-30')).statusCode).toBe(401);
  });

  it('service codes are data: seeded list, a new code, unique codes, codes in use kept, rates applied', async () => {
    const list = await call(t, 'GET', '/api/admin/service-codes?_sort=code', { session: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { code: string }) => c.code)).toEqual(['DTA1', 'DTA2', 'DTT', 'SDTA']);
    expect(list.json()[0]).toMatchObject({
      unit_kind: 'hourly',
      increment_minutes: 15,
      daily_cap_minutes: 480,
      requires_evv: false,
    });
    const created = await call(t, 'POST', '/api/admin/service-codes', {
      session: admin,
      payload: { code: 'ot1', name: 'Occupational therapy', unit_kind: 'minutes15', rate_cents: 2150 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ code: 'OT1', active: true, increment_minutes: null });
    const again = await call(t, 'POST', '/api/admin/service-codes', {
      session: admin,
      payload: { code: 'OT1', name: 'Again', unit_kind: 'daily', rate_cents: 1 },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error_code: 'validation_failed',
      code: ['A service code with this code already exists.'],
    });
    const dta1 = list.json()[0] as { id: number };
    const remove = await call(t, 'DELETE', `/api/admin/service-codes/${dta1.id}`, { session: admin });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().code).toBe('service_code_in_use');
    const rename = await call(t, 'PUT', `/api/admin/service-codes/${dta1.id}`, {
      session: admin,
      payload: { code: 'DTAX' },
    });
    expect(rename.statusCode).toBe(409);
    const rate = await call(t, 'PUT', `/api/admin/service-codes/${dta1.id}`, {
      session: admin,
      payload: { rate_cents: 400 },
    });
    expect(rate.statusCode).toBe(200);
    const day = await call(t, 'GET', '/api/attendance/?date=2026-11-16', { session: ana });
    expect(day.json().find((r: { id: number }) => r.id === ids.first)).toMatchObject({ units: 22, amount_cents: 8800 });
    const badKind = await call(t, 'POST', '/api/admin/service-codes', {
      session: admin,
      payload: { code: 'X1', name: 'X', unit_kind: 'weekly', rate_cents: -1 },
    });
    expect(badKind.statusCode).toBe(400);
    const deleted = await call(t, 'DELETE', `/api/admin/service-codes/${created.json().id}`, { session: admin });
    expect(deleted.statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/admin/service-codes', { session: ana })).statusCode).toBe(403);
  });

  it('authorizations refuse unknown clients and codes and reversed dates; list with used units', async () => {
    const body = {
      client: capClient.id,
      service_code: 'DTA1',
      authorization_number: 'AZ-9',
      units: 100,
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    };
    for (const [payload, field] of [
      [{ ...body, client: 99999 }, 'client'],
      [{ ...body, service_code: 'NOPE' }, 'service_code'],
      [{ ...body, start_date: '2026-12-01' }, 'end_date'],
      [{ ...body, units: 0 }, 'units'],
    ] as const) {
      const response = await call(t, 'POST', '/api/admin/service-authorizations', { session: admin, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().params.fields, JSON.stringify(payload)).toContain(field);
    }
    const created = await call(t, 'POST', '/api/admin/service-authorizations', { session: admin, payload: body });
    expect(created.statusCode).toBe(201);
    // the signed morning record (20 units) counts against it
    expect(created.json()).toMatchObject({ used_units: 20, remaining_units: 80 });
    const list = await call(t, 'GET', `/api/admin/service-authorizations?client=${capClient.id}`, { session: admin });
    expect(list.json()).toEqual([expect.objectContaining({ authorization_number: 'AZ-9', used_units: 20 })]);
    expect(list.headers['x-total-count']).toBe('1');
    const update = await call(t, 'PUT', `/api/admin/service-authorizations/${created.json().id}`, {
      session: admin,
      payload: { units: 120 },
    });
    expect(update.json()).toMatchObject({ units: 120, remaining_units: 100 });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'service_authorization')
      .where('action', '=', 'update')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.before ?? '{}')).toMatchObject({ units: 100 });
    const removed = await call(t, 'DELETE', `/api/admin/service-authorizations/${created.json().id}`, {
      session: admin,
    });
    expect(removed.statusCode).toBe(200);
  });

  it('with overlapping authorizations a record reads the balance of the one it falls under, as the console and the export do', async () => {
    // A runs June to November; B starts in November, so November's records fall under B
    // (docs/billing-rules.md, "Service authorizations": the latest start wins)
    const client = (await insertClient(t, ana.userId, { first_name: 'Over', last_name: 'Lap' }, 0)).client;
    const authorize = async (number: string, units: number, start_date: string) => {
      const payload = { client: client.id, service_code: 'DTA1', authorization_number: number, units, start_date };
      const response = await call(t, 'POST', '/api/admin/service-authorizations', {
        session: admin,
        payload: { ...payload, end_date: '2026-11-27' },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    const a = await authorize('AZ-JUNE', 10, '2026-06-01');
    const b = await authorize('AZ-NOV', 100, '2026-11-01');
    const june = await create(
      ana,
      attendanceBody(client.client_code, { date: '2026-06-10', time_in: '09:00', time_out: '09:30' }),
    );
    const november = await create(
      ana,
      attendanceBody(client.client_code, { date: '2026-11-10', time_in: '08:00', time_out: '16:00' }),
    );
    await sign(june.id, ana.userId);
    await sign(november.id, ana.userId);
    const read = async (date: string) => {
      const response = await call(t, 'GET', `/api/attendance/?date=${date}`, { session: ana });
      return response.json().find((r: { id: number }) => r.id === (date === '2026-06-10' ? june.id : november.id));
    };
    expect((await read('2026-06-10')).authorization).toMatchObject({
      id: a,
      used_units: 2,
      remaining_units: 8,
      warning: null,
      used_units_as_of: 2,
    });
    expect((await read('2026-11-10')).authorization).toMatchObject({ id: b, used_units: 32, remaining_units: 68 });
    const console = async (id: number) =>
      (await call(t, 'GET', `/api/admin/service-authorizations/${id}`, { session: admin })).json();
    expect(await console(a)).toMatchObject({ used_units: 2, remaining_units: 8 });
    expect(await console(b)).toMatchObject({ used_units: 32, remaining_units: 68 });
  });

  it('an authorization number is one authorization: a copy on overlapping dates is refused, also when sent at once', async () => {
    const client = (await insertClient(t, ana.userId, { first_name: 'Twice', last_name: 'Sent' }, 0)).client;
    const body = {
      client: client.id,
      service_code: 'DTA1',
      authorization_number: 'AZ-TWICE',
      units: 50,
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    };
    const post = (payload: Record<string, unknown>) =>
      call(t, 'POST', '/api/admin/service-authorizations', { session: admin, payload });
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    const refused = answers.find((a) => a.statusCode === 400)?.json();
    expect(refused).toMatchObject({ authorization_number: [MSG.authorizationNumberTaken] });
    // later dates under the same number, another number, or another code are other authorizations
    const december = await post({ ...body, start_date: '2026-12-01', end_date: '2026-12-31' });
    expect(december.statusCode, december.body).toBe(201);
    expect((await post({ ...body, authorization_number: 'AZ-OTHER' })).statusCode).toBe(201);
    expect((await post({ ...body, service_code: 'DTA2' })).statusCode).toBe(201);
    // moving December's onto November's dates is refused the same way; its own dates are fine
    const move = (payload: Record<string, unknown>) =>
      call(t, 'PUT', `/api/admin/service-authorizations/${december.json().id}`, { session: admin, payload });
    expect((await move({ start_date: '2026-11-30' })).json()).toMatchObject({
      authorization_number: [MSG.authorizationNumberTaken],
    });
    expect((await move({ units: 60, start_date: '2026-12-01' })).statusCode).toBe(200);
    const list = await call(t, 'GET', `/api/admin/service-authorizations?client=${client.id}`, { session: admin });
    expect(list.json()).toHaveLength(4);

    // two admins edit one authorization at once, each change harmless alone: renumbered to
    // December's number, and moved to December's dates. Together they would copy December's;
    // the second is checked against what the first committed, so one of them is refused.
    const x = (
      await post({ ...body, authorization_number: 'AZ-X', start_date: '2026-11-01', end_date: '2026-11-20' })
    ).json().id as number;
    const edits = await Promise.all([
      call(t, 'PUT', `/api/admin/service-authorizations/${x}`, {
        session: admin,
        payload: { authorization_number: 'AZ-TWICE' },
      }),
      call(t, 'PUT', `/api/admin/service-authorizations/${x}`, {
        session: admin,
        payload: { start_date: '2026-12-02', end_date: '2026-12-20' },
      }),
    ]);
    expect(edits.map((e) => e.statusCode).sort()).toEqual([200, 400]);
  });
});
