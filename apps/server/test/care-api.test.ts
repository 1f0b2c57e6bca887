import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo.js';
import { attendanceBody, careSnapshot, careWorld, insertClient } from './care-helper.js';
import { auditRowsFor, call, createTestApp, dialects, login, type Session, signedIn, type TestApp } from './helper.js';

type World = Awaited<ReturnType<typeof careWorld>>;

describe.each(dialects())('care API on %s', (dialect) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await careWorld(t);
  });
  afterAll(async () => t.close());

  const get = (s: Session, url: string) => call(t, 'GET', url, { session: s });
  const send = (s: Session, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    call(t, method, url, { session: s, ...(payload === undefined ? {} : { payload }) });

  /** A provider of their own with one client, so tests do not see each other's rows. */
  async function freshProvider(goals = 2) {
    const s = await signedIn(t, { name: 'Fresh Provider' });
    const fixture = await insertClient(t, s.userId, { first_name: 'Eva', last_name: 'Green' }, goals);
    return { s, ...fixture };
  }

  describe('clients', () => {
    it('lists only the caller’s clients, with and without the trailing slash, in the contract’s shape', async () => {
      for (const url of ['/api/clients/', '/api/clients']) {
        const response = await get(w.ana, url);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body).toHaveLength(1);
        expect(body[0]).toEqual({
          id: w.anaClient.client.id,
          clientId: w.anaClient.client.client_code,
          firstName: 'Maya',
          lastName: 'Lopez',
          dob: '04/12/1990',
          dob_iso: '1990-04-12',
          location: 'GUADALUPE_DTA',
          location_name: 'Guadalupe DTA',
          billType: 'monthly',
          phone: '4805550199',
          guardian: 'Rosa Tester',
          status: 'active',
          user: w.ana.userId,
          user_name: 'Ana Provider',
        });
      }
    });

    it('lets an admin see every client', async () => {
      const ids = (await get(w.admin, '/api/clients/')).json().map((c: { id: number }) => c.id);
      expect(ids).toEqual(expect.arrayContaining([w.anaClient.client.id, w.benClient.client.id]));
    });

    it('searches last name, first name, client id and phone case-insensitively, and filters by status', async () => {
      const { s, client } = await freshProvider();
      await insertClient(t, s.userId, { first_name: 'Zed', last_name: 'Quinn', status: 'inactive', phone: null });
      const names = async (query: string) =>
        (await get(s, `/api/clients/?${query}`)).json().map((c: { lastName: string }) => c.lastName);
      expect(await names('search=GREEN')).toEqual(['Green']);
      expect(await names('search=eva')).toEqual(['Green']);
      expect(await names(`search=${client.client_code.slice(3).toUpperCase()}`)).toEqual(['Green']);
      expect(await names('search=555-0199')).toEqual(['Green']);
      expect(await names('status=inactive')).toEqual(['Quinn']);
      expect(await names('status=all')).toEqual(['Green', 'Quinn']);
      expect(await names('')).toEqual(['Green', 'Quinn']);
      expect((await get(s, '/api/clients/?status=bogus')).statusCode).toBe(400);
    });

    it('reads one client; another provider’s client or a missing one is 404', async () => {
      expect((await get(w.ana, `/api/clients/${w.anaClient.client.id}/`)).statusCode).toBe(200);
      expect((await get(w.ana, `/api/clients/${w.anaClient.client.id}`)).statusCode).toBe(200);
      expect((await get(w.ana, `/api/clients/${w.benClient.client.id}/`)).json()).toMatchObject({
        detail: MSG.notFound,
      });
      expect((await get(w.ana, '/api/clients/999999/')).statusCode).toBe(404);
    });

    it('PATCH takes the full client object it read back (id, user and companions included)', async () => {
      const { s, client } = await freshProvider();
      const read = (await get(s, `/api/clients/${client.id}/`)).json();
      const response = await send(s, 'PATCH', `/api/clients/${client.id}/`, {
        ...read,
        firstName: 'Evelyn',
        dob: '1991-02-03',
        location: 'Guadalupe Special DTA',
        billType: 'yearly',
        phone: '',
        guardian: null,
        status: 'pending',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        firstName: 'Evelyn',
        dob: '02/03/1991',
        location: 'GUADALUPE_SPECIAL',
        billType: 'yearly',
        phone: null,
        guardian: null,
        status: 'pending',
        user: s.userId,
      });
      const audit = await auditRowsFor(t, 'client', client.id);
      expect(audit.at(-1)).toMatchObject({ action: 'update', actor_id: s.userId });
      expect(audit.at(-1)?.before).toMatchObject({ first_name: 'Eva' });
      expect(audit.at(-1)?.after).toMatchObject({ first_name: 'Evelyn' });
    });

    it('PATCH of another provider’s client answers the product’s 403 and changes nothing', async () => {
      const before = await careSnapshot(t);
      const response = await send(w.ana, 'PATCH', `/api/clients/${w.benClient.client.id}/`, { firstName: 'Hacked' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ detail: 'Unauthorized: You can only update your own clients.' });
      expect(await careSnapshot(t)).toEqual(before);
    });

    it('an admin may PATCH anyone’s client; nobody moves a client with `user`', async () => {
      const { client, s } = await freshProvider();
      const ok = await send(w.admin, 'PATCH', `/api/clients/${client.id}/`, { lastName: 'Greene', user: s.userId });
      expect(ok.statusCode).toBe(200);
      const moved = await send(w.admin, 'PATCH', `/api/clients/${client.id}/`, { user: w.ana.userId });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().user).toEqual([MSG.ownerNotChangeable]);
    });

    it('validates names, client id (required, unique), dob, bill type, status and location', async () => {
      const { s, client } = await freshProvider();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ firstName: '' }, 'firstName', MSG.required],
        [{ lastName: '   ' }, 'lastName', MSG.required],
        [{ clientId: '' }, 'clientId', MSG.clientIdRequired],
        [{ clientId: w.benClient.client.client_code }, 'clientId', MSG.clientIdTaken],
        [{ dob: '02/30/1990' }, 'dob', MSG.dateFormat],
        [{ dob: '2030-01-01' }, 'dob', MSG.dobFuture],
        [{ billType: 'weekly' }, 'billType', MSG.invalidBillType],
        [{ status: 'gone' }, 'status', MSG.invalidStatus],
        [{ location: 'Phoenix' }, 'location', MSG.invalidLocation],
        [{ phone: 'call me' }, 'phone', MSG.invalidPhone],
      ];
      for (const [body, field, message] of cases) {
        const before = await careSnapshot(t);
        const response = await send(s, 'PATCH', `/api/clients/${client.id}/`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()[field]).toEqual([message]);
        expect(await careSnapshot(t)).toEqual(before);
      }
    });

    it('lists a client’s goals in order; another’s client is 404', async () => {
      const response = await get(w.ana, `/api/goals/${w.anaClient.client.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(
        w.anaClient.goals.map((g) => ({
          id: g.id,
          description: g.description,
          activities: g.activities,
          outcome: g.outcome,
          active: true,
          position: g.position,
          client: w.anaClient.client.id,
        })),
      );
      expect((await get(w.ana, `/api/goals/${w.anaClient.client.id}/`)).statusCode).toBe(200);
      expect((await get(w.ana, `/api/goals/${w.benClient.client.id}`)).statusCode).toBe(404);
    });
  });

  describe('client attendance', () => {
    it('creates a record by business client id or record id; created_by is the caller', async () => {
      const { s, client } = await freshProvider();
      const byCode = await send(s, 'POST', '/api/attendance/', attendanceBody(client.client_code));
      expect(byCode.statusCode, byCode.body).toBe(201);
      expect(byCode.json()).toMatchObject({
        client: client.client_code,
        client_id: client.id,
        client_name: 'Eva Green',
        date: '11/20/2026',
        date_iso: '2026-11-20',
        time_in: '09:00',
        time_out: '14:30',
        service: 'DTA1',
        location: 'GUADALUPE_DTA',
        one_on_one: false,
        absent: false,
        has_notes: false,
        progress_id: null,
        billable_hours: 5.5,
        created_by: s.userId,
      });
      const byId = await send(s, 'POST', '/api/attendance', {
        ...attendanceBody(client.client_code),
        client: client.id,
        service: 'DTT',
        date: '2026-11-19',
        location: 'Guadalupe DTT',
        absent: true,
        provider: 'A. Reyes',
      });
      expect(byId.statusCode, byId.body).toBe(201);
      expect(byId.json()).toMatchObject({
        date: '11/19/2026',
        location: 'GUADALUPE_DTT',
        absent: true,
        provider: 'A. Reyes',
      });
      const audit = await auditRowsFor(t, 'client_attendance', byCode.json().id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'create', actor_id: s.userId });
      const list = (await get(s, '/api/attendance/')).json();
      expect(list.map((r: { date_iso: string }) => r.date_iso)).toEqual(['2026-11-20', '2026-11-19']);
    });

    it('refuses a missing body field with the product’s exact messages, as field lists', async () => {
      const response = await send(w.ana, 'POST', '/api/attendance/', {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        client: ['Client name is required'],
        time_in: ['Time In is required'],
        time_out: ['Time Out is required'],
        service: ['Service is required'],
        location: ['Location is required'],
        date: ['Date must be in MM/DD/YYYY format'],
      });
    });

    it.each([
      [{ client: '' }, 'client', 'Client name is required'],
      [{ time_in: '' }, 'time_in', 'Time In is required'],
      [{ time_out: '' }, 'time_out', 'Time Out is required'],
      [{ time_out: '08:30' }, 'time_out', 'Time Out must be after Time In'],
      [{ time_out: '09:00' }, 'time_out', 'Time Out must be after Time In'],
      [{ service: '' }, 'service', 'Service is required'],
      [{ location: '' }, 'location', 'Location is required'],
      [{ date: '2026/11/20' }, 'date', 'Date must be in MM/DD/YYYY format'],
      [{ date: '13/01/2026' }, 'date', 'Date must be in MM/DD/YYYY format'],
      [{ time_in: '25:00' }, 'time_in', MSG.invalidTime],
      [{ service: 'ABC' }, 'service', MSG.invalidService],
      [{ location: 'Mesa' }, 'location', MSG.invalidLocation],
    ])('refuses %j with the message under %s and writes nothing', async (change, field, message) => {
      const before = await careSnapshot(t);
      const response = await send(w.ana, 'POST', '/api/attendance/', {
        ...attendanceBody(w.anaClient.client.client_code),
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()[field]).toEqual([message]);
      expect(await careSnapshot(t)).toEqual(before);
    });

    it('refuses another provider’s client as a field error (no leak) and an unknown client alike', async () => {
      for (const client of [w.benClient.client.client_code, w.benClient.client.id, 'GC-nobody', 999999]) {
        const before = await careSnapshot(t);
        const response = await send(w.ana, 'POST', '/api/attendance/', {
          ...attendanceBody(w.anaClient.client.client_code),
          client,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().client).toEqual([MSG.clientNotYours]);
        expect(await careSnapshot(t)).toEqual(before);
      }
    });

    it('keeps one record per client, date and service (409)', async () => {
      const { s, client } = await freshProvider();
      expect((await send(s, 'POST', '/api/attendance/', attendanceBody(client.client_code))).statusCode).toBe(201);
      const again = await send(
        s,
        'POST',
        '/api/attendance/',
        attendanceBody(client.client_code, { date: '2026-11-20' }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ detail: MSG.attendanceDuplicate });
      const other = await send(s, 'POST', '/api/attendance/', attendanceBody(client.client_code, { service: 'DTA2' }));
      expect(other.statusCode).toBe(201);
    });

    it('twenty simultaneous identical POSTs leave exactly one record and one 201', async () => {
      const { s, client } = await freshProvider();
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => send(s, 'POST', '/api/attendance/', attendanceBody(client.client_code))),
      );
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      const rows = await t.db.selectFrom('client_attendance').selectAll().where('client_id', '=', client.id).execute();
      expect(rows).toHaveLength(1);
    });

    it('PATCH with only one_on_one works; the Details modal’s three fields save together', async () => {
      const { s, client } = await freshProvider();
      const id = (await send(s, 'POST', '/api/attendance/', attendanceBody(client.client_code))).json().id;
      const one = await send(s, 'PATCH', `/api/attendance/${id}/`, { one_on_one: true });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ one_on_one: true, absent: false, time_in: '09:00' });
      const details = await send(s, 'PATCH', `/api/attendance/${id}`, {
        absent: true,
        one_on_one: false,
        provider: 'B. C.',
      });
      expect(details.json()).toMatchObject({ absent: true, one_on_one: false, provider: 'B. C.' });
      const times = await send(s, 'PATCH', `/api/attendance/${id}/`, { time_in: '15:00' });
      expect(times.statusCode).toBe(400);
      expect(times.json().time_out).toEqual([MSG.timeOutAfterIn]);
      const open = await send(s, 'PATCH', `/api/attendance/${id}/`, { time_out: null });
      expect(open.json()).toMatchObject({ time_out: null, billable_hours: 0 });
      const audit = await auditRowsFor(t, 'client_attendance', id);
      expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update', 'update']);
      expect(audit[1]?.before).toMatchObject({ one_on_one: false });
      expect(audit[1]?.after).toMatchObject({ one_on_one: true });
    });

    it('DELETE answers 204, removes the record and audits it', async () => {
      const { s, client } = await freshProvider();
      const id = (await send(s, 'POST', '/api/attendance/', attendanceBody(client.client_code))).json().id;
      const response = await send(s, 'DELETE', `/api/attendance/${id}/`);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await send(s, 'DELETE', `/api/attendance/${id}/`)).statusCode).toBe(404);
      expect((await auditRowsFor(t, 'client_attendance', id)).map((a) => a.action)).toEqual(['create', 'delete']);
    });

    it('filters by date (either format), location and client text or id', async () => {
      const { s, client } = await freshProvider();
      const other = await insertClient(t, s.userId, { first_name: 'Ray', last_name: 'Blue' });
      await send(s, 'POST', '/api/attendance/', attendanceBody(client.client_code));
      await send(
        s,
        'POST',
        '/api/attendance/',
        attendanceBody(other.client.client_code, { date: '11/19/2026', location: 'GUADALUPE_DTT' }),
      );
      const count = async (q: string) => (await get(s, `/api/attendance/?${q}`)).json().length;
      expect(await count('')).toBe(2);
      expect(await count('date=11/20/2026')).toBe(1);
      expect(await count('date=2026-11-19')).toBe(1);
      expect(await count('location=GUADALUPE_DTT')).toBe(1);
      expect(await count('client=blue')).toBe(1);
      expect(await count(`client=${client.id}`)).toBe(1);
      expect(await count(`client=${client.client_code}`)).toBe(1);
      expect((await get(s, '/api/attendance/?date=nope')).statusCode).toBe(400);
    });

    it('has_notes comes from the server: true once a progress record exists for that client and date', async () => {
      const { s, client } = await freshProvider();
      const id = (await send(s, 'POST', '/api/attendance/', attendanceBody(client.client_code))).json().id;
      const progress = await send(s, 'POST', '/api/progress/', {
        client: client.id,
        date: '11/20/2026',
        location: 'GUADALUPE_DTA',
        general_notes: 'Fine',
        provider_initials: 'EG',
        created_by: 1,
      });
      expect(progress.statusCode).toBe(201);
      const row = (await get(s, '/api/attendance/')).json().find((r: { id: number }) => r.id === id);
      expect(row).toMatchObject({ has_notes: true, progress_id: progress.json().id });
    });

    it('daily schedule and payroll cover the day and location; providers see their own', async () => {
      const { s, client } = await freshProvider();
      const second = await insertClient(t, s.userId, { first_name: 'Al', last_name: 'Early' });
      await send(
        s,
        'POST',
        '/api/attendance/',
        attendanceBody(client.client_code, { date: '2026-11-18', time_in: '10:00', time_out: '12:00' }),
      );
      await send(
        s,
        'POST',
        '/api/attendance/',
        attendanceBody(second.client.client_code, { date: '2026-11-18', time_in: '08:00', time_out: '11:30' }),
      );
      await send(
        s,
        'POST',
        '/api/attendance/',
        attendanceBody(second.client.client_code, { date: '2026-11-18', service: 'DTT', absent: true }),
      );
      await send(
        s,
        'POST',
        '/api/attendance/',
        attendanceBody(client.client_code, { date: '2026-11-18', service: 'SDTA', location: 'GUADALUPE_SPECIAL' }),
      );
      const schedule = (await get(s, '/api/attendance/daily-schedule/?date=11/18/2026&location=GUADALUPE_DTA')).json();
      expect(schedule).toMatchObject({ date: '11/18/2026', location: 'GUADALUPE_DTA', location_name: 'Guadalupe DTA' });
      expect(
        schedule.rows.map((r: { client_name: string; time_in: string }) => `${r.time_in} ${r.client_name}`),
      ).toEqual(['08:00 Al Early', '09:00 Al Early', '10:00 Eva Green']);
      const payroll = (await get(s, '/api/attendance/daily-payroll/?date=2026-11-18&location=GUADALUPE_DTA')).json();
      expect(payroll.rows).toEqual([
        { provider_id: s.userId, provider_name: 'Fresh Provider', records: 2, clients: 2, hours: 5.5 },
      ]);
      expect(payroll.total_hours).toBe(5.5);
      const all = (await get(s, '/api/attendance/daily-payroll/?date=2026-11-18')).json();
      expect(all.total_hours).toBe(11);
      const other = (await get(w.ana, '/api/attendance/daily-payroll/?date=2026-11-18')).json();
      expect(other.rows.find((r: { provider_id: number }) => r.provider_id === s.userId)).toBeUndefined();
      const admin = (await get(w.admin, '/api/attendance/daily-payroll/?date=2026-11-18')).json();
      expect(admin.rows.find((r: { provider_id: number }) => r.provider_id === s.userId)?.hours).toBe(11);
      const today = (await get(s, '/api/attendance/daily-schedule/')).json();
      expect(today.date_iso).toBe('2026-11-20');
    });
  });

  describe('progress notes and trials', () => {
    async function withProgress() {
      const p = await freshProvider(2);
      const progress = await send(p.s, 'POST', '/api/progress/', {
        client: p.client.client_code,
        date: '2026-11-20',
        location: 'GUADALUPE_DTA',
        general_notes: 'Notes',
        provider_initials: 'EG',
        created_by: 999,
      });
      expect(progress.statusCode, progress.body).toBe(201);
      return { ...p, progress: progress.json() };
    }

    it('POST creates with created_by the caller; one per client and date (409); PUT updates', async () => {
      const { s, client, progress } = await withProgress();
      expect(progress).toMatchObject({
        date: '11/20/2026',
        date_iso: '2026-11-20',
        location: 'GUADALUPE_DTA',
        general_notes: 'Notes',
        provider_initials: 'EG',
        client: client.id,
        created_by: s.userId,
      });
      const again = await send(s, 'POST', '/api/progress/', {
        client: client.id,
        date: '11/20/2026',
        location: 'GUADALUPE_DTA',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ detail: MSG.progressDuplicate });
      const put = await send(s, 'PUT', `/api/progress/${progress.id}/`, {
        client: client.id,
        date: '11/20/2026',
        location: 'GUADALUPE_DTT',
        general_notes: 'Better',
        provider_initials: 'EG',
        created_by: 1,
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toMatchObject({ location: 'GUADALUPE_DTT', general_notes: 'Better', created_by: s.userId });
      const audit = await auditRowsFor(t, 'daily_progress', progress.id);
      expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
      const moved = await send(s, 'PUT', `/api/progress/${progress.id}/`, {
        client: w.anaClient.client.id,
        date: '11/20/2026',
        location: 'GUADALUPE_DTT',
      });
      expect(moved.statusCode).toBe(400);
      const list = (await get(s, `/api/progress/?client=${client.id}&date=11/20/2026`)).json();
      expect(list).toHaveLength(1);
      expect((await get(s, '/api/progress/?date=2026-11-19')).json()).toEqual([]);
    });

    it('location is required with the product’s message', async () => {
      const { s, client } = await freshProvider();
      const response = await send(s, 'POST', '/api/progress/', { client: client.id, date: '11/20/2026', location: '' });
      expect(response.json().location).toEqual([MSG.locationRequired]);
    });

    it('trials: create (percentage as "25%"), list, update, delete; numbers unique per goal and day', async () => {
      const { s, goals, progress } = await withProgress();
      const create = await send(s, 'POST', '/api/trials/', {
        trial_number: 1,
        percentage: '25%',
        value: 'VP',
        initials: 'EG',
        daily_progress: progress.id,
        goal: goals[0]!.id,
      });
      expect(create.statusCode, create.body).toBe(201);
      expect(create.json()).toEqual({
        id: expect.any(Number),
        trial_number: 1,
        percentage: '25%',
        percentage_value: 25,
        value: 'VP',
        initials: 'EG',
        goal: goals[0]!.id,
        daily_progress: progress.id,
      });
      const dup = await send(s, 'POST', '/api/trials/', {
        trial_number: 1,
        value: 'I',
        daily_progress: progress.id,
        goal: goals[0]!.id,
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ detail: MSG.trialDuplicate });
      const otherGoal = await send(s, 'POST', '/api/trials/', {
        trial_number: 1,
        value: 'I',
        daily_progress: progress.id,
        goal: goals[1]!.id,
      });
      expect(otherGoal.statusCode).toBe(201);
      const foreignGoal = await send(s, 'POST', '/api/trials/', {
        trial_number: 2,
        value: 'I',
        daily_progress: progress.id,
        goal: w.anaClient.goals[0]!.id,
      });
      expect(foreignGoal.statusCode).toBe(400);
      expect(foreignGoal.json().goal).toEqual([MSG.goalNotForClient]);
      const id = create.json().id;
      const put = await send(s, 'PUT', `/api/trials/${id}/`, {
        ...(create.json() as Record<string, unknown>),
        value: 'I',
        percentage: 100,
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toMatchObject({ value: 'I', percentage: '100%', percentage_value: 100 });
      const list = (await get(s, `/api/progress/${progress.id}/trials/`)).json();
      expect(list.map((x: { id: number }) => x.id)).toEqual([id, otherGoal.json().id]);
      expect((await send(s, 'DELETE', `/api/trials/${id}/`)).statusCode).toBe(204);
      expect((await get(s, `/api/progress/${progress.id}/trials`)).json()).toHaveLength(1);
      expect((await auditRowsFor(t, 'trial', id)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    });

    function saveBody(client: number, goals: { id: number }[], trials: Record<string, unknown>[], extra = {}) {
      return {
        client,
        date: '11/20/2026',
        location: 'GUADALUPE_DTA',
        general_notes: 'Summary',
        provider_initials: 'EG',
        trials: trials.map((trial, index) => ({
          goal: goals[index % goals.length]!.id,
          trial_number: index + 1,
          ...trial,
        })),
        ...extra,
      };
    }

    it('Save Progress creates the record and trials, then updates, deletes and adds in one go', async () => {
      const { s, client, goals } = await freshProvider(2);
      const first = await send(
        s,
        'POST',
        '/api/progress/save/',
        saveBody(client.id, goals, [
          { value: 'VP', percentage: 25 },
          { value: 'I', percentage: '100%' },
          { value: null },
        ]),
      );
      expect(first.statusCode, first.body).toBe(200);
      const saved = first.json();
      expect(saved).toMatchObject({ created: true, client: client.id, date: '11/20/2026', created_by: s.userId });
      expect(saved.trials).toHaveLength(2);
      const [a, b] = saved.trials;
      const second = await send(s, 'POST', '/api/progress/save/', {
        ...saveBody(client.id, goals, []),
        general_notes: 'Updated',
        trials: [
          { id: a.id, goal: a.goal, trial_number: a.trial_number, value: 'I', percentage: 100 },
          { goal: goals[0]!.id, trial_number: 5, value: 'G', percentage: 50 },
        ],
        deleted_trial_ids: [b.id],
      });
      expect(second.statusCode, second.body).toBe(200);
      const updated = second.json();
      expect(updated).toMatchObject({ created: false, id: saved.id, general_notes: 'Updated' });
      expect(updated.trials.map((x: { value: string; trial_number: number }) => `${x.trial_number}${x.value}`)).toEqual(
        ['1I', '5G'],
      );
      expect((await get(s, `/api/progress/${saved.id}/trials/`)).json()).toEqual(updated.trials);
    });

    it('Save Progress requires a location and at least one trial with a value (docs/product-rules.md §5)', async () => {
      const { s, client, goals } = await freshProvider(1);
      const before = await careSnapshot(t);
      const noLocation = await send(
        s,
        'POST',
        '/api/progress/save/',
        saveBody(client.id, goals, [{ value: 'I' }], { location: '' }),
      );
      expect(noLocation.json().location).toEqual(['Location is required']);
      const noValue = await send(s, 'POST', '/api/progress/save/', saveBody(client.id, goals, [{ value: null }, {}]));
      expect(noValue.statusCode).toBe(400);
      expect(noValue.json().trials).toEqual(['At least one trial must have a value']);
      const empty = await send(s, 'POST', '/api/progress/save/', saveBody(client.id, goals, []));
      expect(empty.json().trials).toEqual(['At least one trial must have a value']);
      expect(await careSnapshot(t)).toEqual(before);
    });

    it('all or nothing: a save whose last trial is invalid leaves no progress row and no trials', async () => {
      const { s, client, goals } = await freshProvider(2);
      const before = await careSnapshot(t);
      const badGoal = await send(
        s,
        'POST',
        '/api/progress/save/',
        saveBody(client.id, goals, [{ value: 'I' }, { value: 'VP' }, { value: 'M', goal: w.benClient.goals[0]!.id }]),
      );
      expect(badGoal.statusCode).toBe(400);
      expect(badGoal.json()['trials.2.goal']).toEqual([MSG.goalNotForClient]);
      // a validation failure like every other, with the fields named (it was `bad_request`)
      expect(badGoal.json()).toMatchObject({ code: 'validation_failed', params: { fields: ['trials.2.goal'] } });
      const badId = await send(
        s,
        'POST',
        '/api/progress/save/',
        saveBody(client.id, goals, [{ value: 'I' }, { value: 'VP', id: 999999 }]),
      );
      expect(badId.statusCode).toBe(400);
      expect(badId.json()['trials.1.id']).toEqual([MSG.trialNotInRecord]);
      const badValue = await send(
        s,
        'POST',
        '/api/progress/save/',
        saveBody(client.id, goals, [{ value: 'I' }, { value: 'XX' }]),
      );
      expect(badValue.statusCode).toBe(400);
      expect(await careSnapshot(t)).toEqual(before);
    });

    it('a save that collides (two new trials with one number for one goal) rolls back with 409', async () => {
      const { s, client, goals } = await freshProvider(1);
      const before = await careSnapshot(t);
      const response = await send(
        s,
        'POST',
        '/api/progress/save/',
        saveBody(client.id, goals, [
          { value: 'I', trial_number: 1 },
          { value: 'VP', trial_number: 2 },
          { value: 'M', trial_number: 1 },
        ]),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ detail: MSG.trialDuplicate });
      expect(await careSnapshot(t)).toEqual(before);
      // An update that collides also leaves the saved day as it was.
      const ok = await send(
        s,
        'POST',
        '/api/progress/save/',
        saveBody(client.id, goals, [{ value: 'I' }, { value: 'VP' }]),
      );
      const saved = await careSnapshot(t);
      const [x, y] = ok.json().trials;
      const clash = await send(s, 'POST', '/api/progress/save/', {
        ...saveBody(client.id, goals, []),
        general_notes: 'Should not stick',
        trials: [{ id: x.id, goal: x.goal, trial_number: y.trial_number, value: 'I' }],
      });
      expect(clash.statusCode).toBe(409);
      expect(await careSnapshot(t)).toEqual(saved);
    });

    it('twenty simultaneous first saves of one day leave one progress record', async () => {
      const { s, client, goals } = await freshProvider(1);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          send(s, 'POST', '/api/progress/save/', saveBody(client.id, goals, [{ value: 'I', trial_number: i + 1 }])),
        ),
      );
      for (const r of responses) expect([200, 409]).toContain(r.statusCode);
      expect(responses.filter((r) => r.statusCode === 200 && r.json().created)).toHaveLength(1);
      const rows = await t.db.selectFrom('daily_progress').selectAll().where('client_id', '=', client.id).execute();
      expect(rows).toHaveLength(1);
    });

    it('twenty simultaneous identical progress POSTs give one 201 and 409s', async () => {
      const { s, client } = await freshProvider(1);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          send(s, 'POST', '/api/progress/', { client: client.id, date: '11/20/2026', location: 'GUADALUPE_DTA' }),
        ),
      );
      expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(19);
    });

    it('goal trends: per goal and day, the mix of prompt levels and the share scored I', async () => {
      const { s, client, goals } = await freshProvider(2);
      await send(s, 'POST', '/api/progress/save/', {
        ...saveBody(client.id, goals, []),
        date: '11/18/2026',
        trials: [
          { goal: goals[0]!.id, trial_number: 1, value: 'I' },
          { goal: goals[0]!.id, trial_number: 2, value: 'VP' },
          { goal: goals[0]!.id, trial_number: 3, value: 'VP' },
          { goal: goals[0]!.id, trial_number: 4, value: 'I' },
        ],
      });
      await send(s, 'POST', '/api/progress/save/', {
        ...saveBody(client.id, goals, []),
        date: '11/20/2026',
        trials: [{ goal: goals[0]!.id, trial_number: 1, value: 'I' }],
      });
      await send(s, 'POST', '/api/progress/save/', {
        ...saveBody(client.id, goals, []),
        date: '06/01/2026',
        trials: [{ goal: goals[0]!.id, trial_number: 1, value: 'R' }],
      });
      const trends = (await get(s, `/api/clients/${client.id}/goal-trends/?days=90`)).json();
      expect(trends).toMatchObject({ client: client.id, days: 90, end: '2026-11-20', start: '2026-08-23' });
      const [g1, g2] = trends.goals;
      expect(
        g1.points.map((p: { date_iso: string; trials: number; independent_percent: number }) => [
          p.date_iso,
          p.trials,
          p.independent_percent,
        ]),
      ).toEqual([
        ['2026-11-18', 4, 50],
        ['2026-11-20', 1, 100],
      ]);
      expect(g1.points[0].counts).toMatchObject({ I: 2, VP: 2, R: 0 });
      expect(g1).toMatchObject({ total_trials: 5, independent_percent: 60 });
      expect(g2).toMatchObject({ total_trials: 0, points: [] });
      expect((await get(s, `/api/clients/${client.id}/goal-trends/`)).json().days).toBe(90);
      expect((await get(s, `/api/clients/${client.id}/goal-trends/?days=0`)).statusCode).toBe(400);
      expect((await get(s, `/api/clients/${client.id}/goal-trends/?days=9999`)).statusCode).toBe(400);
      expect((await get(w.ana, `/api/clients/${client.id}/goal-trends/`)).statusCode).toBe(404);
    });
  });

  describe('timesheet', () => {
    it('rows with statuses, billable and scheduled hours; the three totals; No Show bills nothing', async () => {
      const { s, client } = await freshProvider();
      const other = await insertClient(t, s.userId, { first_name: 'Ray', last_name: 'Blue' });
      const post = (body: Record<string, unknown>) => send(s, 'POST', '/api/attendance/', body);
      await post(attendanceBody(client.client_code, { date: '11/16/2026', time_in: '09:00', time_out: '14:30' }));
      await post(attendanceBody(client.client_code, { date: '11/17/2026', time_in: '08:00', time_out: '08:20' }));
      await post(
        attendanceBody(other.client.client_code, {
          date: '11/17/2026',
          time_in: '09:00',
          time_out: '12:00',
          absent: true,
        }),
      );
      const open = (await post(attendanceBody(other.client.client_code, { date: '11/18/2026' }))).json().id;
      await send(s, 'PATCH', `/api/attendance/${open}/`, { time_out: null });
      await post(attendanceBody(client.client_code, { date: '11/02/2026' }));
      const sheet = (await get(s, '/api/timesheet/')).json();
      expect(sheet).toMatchObject({
        provider: { id: s.userId, name: 'Fresh Provider' },
        start: '2026-11-15',
        end: '2026-11-30',
        client: null,
      });
      expect(
        sheet.rows.map(
          (r: { service_date: string; status: string; billable_hours: number; scheduled_hours: number }) => [
            r.service_date,
            r.status,
            r.billable_hours,
            r.scheduled_hours,
          ],
        ),
      ).toEqual([
        ['11/16/2026', 'Completed', 5.5, 5.5],
        ['11/17/2026', 'Completed', 0.33, 0.33],
        ['11/17/2026', 'No Show', 0, 3],
        ['11/18/2026', 'In Progress', 0, 0],
      ]);
      expect(sheet.rows[0]).toMatchObject({
        client: 'Eva Green',
        start_time: '09:00',
        end_time: '14:30',
        provider: 'Fresh Provider',
        service: 'DTA1',
      });
      // Completed: billed hours; Incomplete: scheduled hours of the rows not Completed (the No Show
      // included); No Show: its hours not delivered (ADR 0009, addendum).
      // Units beside the hours (docs/billing-rules.md): DTA1 in quarter hours, 5.5 h = 22 and 20 min = 1,
      // at the seeded 325 cents; the No Show and the open record bill none.
      expect(sheet.totals).toEqual({
        completed_hours: 5.83,
        incomplete_hours: 3,
        no_show_hours: 3,
        units: 23,
        amount_cents: 23 * 325,
      });
      const one = (
        await get(s, `/api/timesheet/?client=${other.client.id}&start_date=11/01/2026&end_date=2026-11-30`)
      ).json();
      expect(one.client).toBe(other.client.id);
      expect(one.rows).toHaveLength(2);
      const byCode = (
        await get(s, `/api/timesheet/?client=${client.client_code}&start_date=2026-11-01&end_date=2026-11-30`)
      ).json();
      expect(byCode.rows).toHaveLength(3);
      const foreign = (await get(s, `/api/timesheet/?client=${w.anaClient.client.id}`)).json();
      expect(foreign.rows).toEqual([]);
      const reversed = await get(s, '/api/timesheet/?start_date=2026-11-30&end_date=2026-11-01');
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json()).toMatchObject({
        end_date: [MSG.rangeReversed],
        code: 'validation_failed',
        params: { fields: ['end_date'] },
      });
      expect((await get(s, '/api/timesheet/?start_date=2020-01-01&end_date=2026-11-01')).statusCode).toBe(400);
      // at most 366 days counting both ends (the domain's rangeTooLong)
      const tooLong = await get(s, '/api/timesheet/?start_date=2025-11-19&end_date=2026-11-20');
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({ code: 'validation_failed', end_date: [MSG.rangeTooLong] });
      expect((await get(s, '/api/timesheet/?start_date=2025-11-20&end_date=2026-11-20')).statusCode).toBe(200);
      expect((await get(s, '/api/timesheet/?start_date=banana')).statusCode).toBe(400);
    });
  });

  describe('demo data', () => {
    it('seeds a dozen clients with goals, a month of attendance and notes with trials', async () => {
      const demo = await createTestApp(dialect);
      try {
        // how long the seed takes is measured by bench/start-time.mjs (a first start migrates and
        // seeds), not here: a timed assertion fails on a loaded machine (docs/performance.md)
        expect(await seedDemo(demo.app.ctx)).toBe(true);
        const owners = await demo.db
          .selectFrom('clients as c')
          .innerJoin('users as u', 'u.id', 'c.owner_id')
          .select(['u.email'])
          .execute();
        expect(owners).toHaveLength(12);
        const per = (email: string) => owners.filter((o) => o.email === email).length;
        expect(per('ana@daybook.test')).toBeGreaterThanOrEqual(3);
        expect(per('ben@daybook.test')).toBeGreaterThanOrEqual(3);
        expect(per('carla@daybook.test')).toBeGreaterThanOrEqual(3);
        const count = async (table: 'goals' | 'client_attendance' | 'daily_progress' | 'trials') =>
          Number(
            (
              await demo.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
        expect(await count('goals')).toBeGreaterThanOrEqual(24);
        expect(await count('client_attendance')).toBeGreaterThan(150);
        expect(await count('daily_progress')).toBeGreaterThan(100);
        expect(await count('trials')).toBeGreaterThan(500);
        const ana = await login(demo, 'ana@daybook.test', 'Daybook-demo-2026!');
        const clients = (await call(demo, 'GET', '/api/clients/', { session: ana })).json();
        expect(clients.length).toBeGreaterThanOrEqual(3);
        const trends = (await call(demo, 'GET', `/api/clients/${clients[0].id}/goal-trends/`, { session: ana })).json();
        const points = trends.goals[0].points;
        expect(points.length).toBeGreaterThan(5);
        const firstWeek = points
          .slice(0, 5)
          .reduce((sum: number, p: { independent_percent: number }) => sum + p.independent_percent, 0);
        const lastWeek = points
          .slice(-5)
          .reduce((sum: number, p: { independent_percent: number }) => sum + p.independent_percent, 0);
        expect(lastWeek).toBeGreaterThan(firstWeek);
        expect((await call(demo, 'GET', '/api/timesheet/', { session: ana })).statusCode).toBe(200);
      } finally {
        await demo.close();
      }
    });
  });
});
