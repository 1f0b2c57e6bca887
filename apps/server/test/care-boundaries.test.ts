import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceBody, careSnapshot, careWorld } from './care-helper.js';
import { call, createTestApp, dialects, type TestApp } from './helper.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(dialects())('care boundaries on %s', (dialect) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof careWorld>>;
  /** Ana's records that Ben must never reach. */
  let ana: { client: number; code: string; goal: number; attendance: number; progress: number; trial: number };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await careWorld(t);
    const { client, goals } = w.anaClient;
    const attendance = await call(t, 'POST', '/api/attendance/', {
      session: w.ana,
      payload: attendanceBody(client.client_code),
    });
    const saved = await call(t, 'POST', '/api/progress/save/', {
      session: w.ana,
      payload: {
        client: client.id,
        date: '11/20/2026',
        location: 'GUADALUPE_DTA',
        trials: [{ goal: goals[0]!.id, trial_number: 1, value: 'I' }],
      },
    });
    ana = {
      client: client.id,
      code: client.client_code,
      goal: goals[0]!.id,
      attendance: attendance.json().id,
      progress: saved.json().id,
      trial: saved.json().trials[0].id,
    };
  });
  afterAll(async () => t.close());

  /** Every care route, aimed at Ana's records, with a body a route would accept from Ana. */
  const routes = (): { method: Method; url: string; payload?: unknown; status: number; field?: string }[] => [
    { method: 'GET', url: `/api/clients/${ana.client}/`, status: 404 },
    { method: 'PATCH', url: `/api/clients/${ana.client}/`, payload: { firstName: 'Stolen' }, status: 403 },
    { method: 'GET', url: `/api/clients/${ana.client}/goal-trends/`, status: 404 },
    { method: 'GET', url: `/api/goals/${ana.client}`, status: 404 },
    {
      method: 'POST',
      url: '/api/attendance/',
      payload: attendanceBody(ana.code, { service: 'DTT' }),
      status: 400,
      field: 'client',
    },
    {
      method: 'POST',
      url: '/api/attendance/',
      payload: attendanceBody(ana.code, { client: ana.client, service: 'DTT' }),
      status: 400,
      field: 'client',
    },
    { method: 'PATCH', url: `/api/attendance/${ana.attendance}/`, payload: { one_on_one: true }, status: 404 },
    { method: 'DELETE', url: `/api/attendance/${ana.attendance}/`, status: 404 },
    {
      method: 'POST',
      url: '/api/progress/',
      payload: { client: ana.client, date: '11/19/2026', location: 'GUADALUPE_DTA' },
      status: 400,
      field: 'client',
    },
    {
      method: 'PUT',
      url: `/api/progress/${ana.progress}/`,
      payload: { client: ana.client, date: '11/20/2026', location: 'GUADALUPE_DTT' },
      status: 404,
    },
    { method: 'GET', url: `/api/progress/${ana.progress}/trials/`, status: 404 },
    {
      method: 'POST',
      url: '/api/progress/save/',
      payload: {
        client: ana.client,
        date: '11/20/2026',
        location: 'GUADALUPE_DTA',
        trials: [{ goal: ana.goal, trial_number: 2, value: 'I' }],
        deleted_trial_ids: [ana.trial],
      },
      status: 400,
      field: 'client',
    },
    {
      method: 'POST',
      url: '/api/trials/',
      payload: { trial_number: 9, value: 'I', daily_progress: ana.progress, goal: ana.goal },
      status: 400,
      field: 'daily_progress',
    },
    { method: 'PUT', url: `/api/trials/${ana.trial}/`, payload: { value: 'R' }, status: 404 },
    { method: 'DELETE', url: `/api/trials/${ana.trial}/`, status: 404 },
  ];

  it('a second provider gets 404 (403 for the client PATCH, a field error for bodies) on every route, and nothing changes', async () => {
    for (const route of routes()) {
      const before = await careSnapshot(t);
      const response = await call(t, route.method, route.url, {
        session: w.ben,
        ...(route.payload ? { payload: route.payload } : {}),
      });
      expect(response.statusCode, `${route.method} ${route.url} ${response.body}`).toBe(route.status);
      if (route.status === 403) expect(response.json().detail).toBe(MSG.clientUpdateNotOwner);
      if (route.status === 404) expect(response.json()).toMatchObject({ detail: MSG.notFound });
      if (route.field) expect(response.json()[route.field], response.body).toEqual([expect.any(String)]);
      expect(JSON.stringify(response.json())).not.toContain('Maya');
      expect(await careSnapshot(t)).toEqual(before);
    }
  });

  it('lists and reports never show another provider’s records', async () => {
    const urls = [
      '/api/clients/',
      '/api/attendance/',
      `/api/attendance/?client=${ana.code}`,
      '/api/progress/',
      `/api/progress/?client=${ana.client}`,
      `/api/timesheet/?client=${ana.client}`,
      '/api/timesheet/',
      '/api/attendance/daily-schedule/?date=11/20/2026',
      '/api/attendance/daily-payroll/?date=11/20/2026',
    ];
    for (const url of urls) {
      const response = await call(t, 'GET', url, { session: w.ben });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(ana.code);
      expect(response.body, url).not.toContain('Maya');
    }
  });

  it('a client filter names a record id only in canonical digits: 0-padded or hex names no client', async () => {
    const own = (await call(t, 'GET', `/api/progress/?client=${ana.client}`, { session: w.ana })).json();
    expect(own.length).toBeGreaterThan(0);
    for (const ref of [`0${ana.client}`, `00${ana.client}`, `0x${ana.client.toString(16)}`, `%20${ana.client}`]) {
      for (const url of [`/api/progress/?client=${ref}`, `/api/timesheet/?client=${ref}`]) {
        const response = await call(t, 'GET', url, { session: w.ana });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).not.toContain(ana.code);
      }
    }
    const authorizations = await call(t, 'GET', `/api/admin/service-authorizations?client=0${ana.client}`, {
      session: w.admin,
    });
    expect(authorizations.statusCode).toBe(400);
    expect(authorizations.json()).toMatchObject({ code: 'validation_failed', client: [MSG.invalidId] });
  });

  it('an admin reaches every route on another provider’s records', async () => {
    const reads = [
      `/api/clients/${ana.client}/`,
      `/api/clients/${ana.client}/goal-trends/`,
      `/api/goals/${ana.client}`,
      `/api/progress/${ana.progress}/trials/`,
    ];
    for (const url of reads) expect((await call(t, 'GET', url, { session: w.admin })).statusCode, url).toBe(200);
    for (const url of [
      '/api/clients/',
      '/api/attendance/',
      '/api/progress/',
      '/api/timesheet/?start_date=2026-11-01&end_date=2026-11-30',
    ]) {
      expect((await call(t, 'GET', url, { session: w.admin })).body, url).toContain(
        url.includes('progress') ? `"client_code":"${ana.code}"` : ana.code,
      );
    }
    const patch = await call(t, 'PATCH', `/api/attendance/${ana.attendance}/`, {
      session: w.admin,
      payload: { one_on_one: true },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().created_by).toBe(w.ana.userId);
  });

  it('asks for a sign-in on every route without a token', async () => {
    const anonymous = [
      ...routes(),
      { method: 'GET' as const, url: '/api/clients/', status: 401 },
      { method: 'GET' as const, url: '/api/attendance/', status: 401 },
      { method: 'GET' as const, url: '/api/progress/', status: 401 },
      { method: 'GET' as const, url: '/api/timesheet/', status: 401 },
      { method: 'GET' as const, url: '/api/attendance/daily-schedule/', status: 401 },
      { method: 'GET' as const, url: '/api/attendance/daily-payroll/', status: 401 },
    ];
    for (const route of anonymous) {
      const response = await call(t, route.method, route.url, route.payload ? { payload: route.payload } : {});
      expect(response.statusCode, route.url).toBe(401);
    }
  });

  // ---- bad input ------------------------------------------------------------------------------

  const TEN_KB = 'x'.repeat(10 * 1024);
  const WRONG: unknown[] = [123, -1, 1.5, true, {}, [], ['a'], TEN_KB];

  interface BodyRoute {
    name: string;
    method: Method;
    url: () => string;
    valid: () => Record<string, unknown>;
    /** Fields whose wrong-typed values must be refused (nullable fields skip null). */
    fields: string[];
  }
  const bodyRoutes: BodyRoute[] = [
    {
      name: 'client PATCH',
      method: 'PATCH',
      url: () => `/api/clients/${ana.client}/`,
      valid: () => ({ firstName: 'Maya', lastName: 'Lopez', clientId: ana.code, dob: '04/12/1990' }),
      fields: ['firstName', 'lastName', 'clientId', 'dob', 'location', 'billType', 'status', 'phone', 'guardian'],
    },
    {
      name: 'attendance POST',
      method: 'POST',
      url: () => '/api/attendance/',
      valid: () => attendanceBody(ana.code, { service: 'SDTA' }),
      fields: ['client', 'time_in', 'time_out', 'service', 'location', 'date', 'one_on_one', 'absent', 'documentation'],
    },
    {
      name: 'attendance PATCH',
      method: 'PATCH',
      url: () => `/api/attendance/${ana.attendance}/`,
      valid: () => ({ one_on_one: true }),
      fields: ['one_on_one', 'absent', 'provider', 'time_in', 'time_out', 'service', 'location', 'documentation'],
    },
    {
      name: 'progress POST',
      method: 'POST',
      url: () => '/api/progress/',
      valid: () => ({ client: ana.client, date: '11/01/2026', location: 'GUADALUPE_DTA' }),
      fields: ['client', 'date', 'location', 'general_notes', 'provider_initials'],
    },
    {
      name: 'progress PUT',
      method: 'PUT',
      url: () => `/api/progress/${ana.progress}/`,
      valid: () => ({ client: ana.client, date: '11/20/2026', location: 'GUADALUPE_DTA' }),
      fields: ['client', 'date', 'location', 'general_notes', 'provider_initials'],
    },
    {
      name: 'progress save',
      method: 'POST',
      url: () => '/api/progress/save/',
      valid: () => ({
        client: ana.client,
        date: '11/20/2026',
        location: 'GUADALUPE_DTA',
        trials: [{ goal: ana.goal, trial_number: 3, value: 'I' }],
      }),
      fields: ['client', 'date', 'location', 'trials', 'deleted_trial_ids', 'general_notes'],
    },
    {
      name: 'trial POST',
      method: 'POST',
      url: () => '/api/trials/',
      valid: () => ({ trial_number: 4, value: 'I', daily_progress: ana.progress, goal: ana.goal, percentage: 50 }),
      fields: ['trial_number', 'value', 'daily_progress', 'goal', 'percentage', 'initials'],
    },
    {
      name: 'trial PUT',
      method: 'PUT',
      url: () => `/api/trials/${ana.trial}/`,
      valid: () => ({ value: 'I' }),
      fields: ['trial_number', 'value', 'daily_progress', 'goal', 'percentage', 'initials'],
    },
  ];

  const fieldCases = bodyRoutes.flatMap((route) =>
    route.fields.flatMap((field) =>
      WRONG.filter((value) => {
        // Skip the values that are right for the field: true for a flag (documentation is text or a
        // flag, ADR 0009), [] for a list, 123 for a number.
        if (value === true && ['one_on_one', 'absent', 'documentation'].includes(field)) return false;
        if (Array.isArray(value) && value.length === 0 && field === 'deleted_trial_ids') return false;
        if (value === 123 && field === 'trial_number') return false;
        return true;
      }).map((value) => ({
        route,
        field,
        value,
        label: `${route.name}: ${field} = ${JSON.stringify(value).slice(0, 12)}`,
      })),
    ),
  );

  it.each(fieldCases)(
    '$label is refused with a 400 naming the field, and nothing changes',
    async ({ route, field, value }) => {
      const before = await careSnapshot(t);
      const response = await call(t, route.method, route.url(), {
        session: w.ana,
        payload: { ...route.valid(), [field]: value },
      });
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json();
      expect(typeof body.detail).toBe('string');
      expect(
        Object.keys(body).some((key) => key === field || key.startsWith(`${field}.`)),
        response.body,
      ).toBe(true);
      expect(await careSnapshot(t)).toEqual(before);
    },
  );

  const unknownCases = bodyRoutes.flatMap((route) =>
    ['is_admin', 'owner_id', 'constructor', '__proto__x'].map((key) => ({ route, key })),
  );
  it.each(unknownCases)('$route.name refuses the unknown field $key', async ({ route, key }) => {
    const before = await careSnapshot(t);
    const response = await call(t, route.method, route.url(), {
      session: w.ana,
      payload: { ...route.valid(), [key]: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()[key]).toEqual([MSG.unknownField]);
    expect(await careSnapshot(t)).toEqual(before);
  });

  it.each(bodyRoutes)('$name refuses bodies that are not a JSON object', async (route) => {
    for (const payload of ['null', '[]', '"text"', '42', '{"a":', '']) {
      const before = await careSnapshot(t);
      const response = await call(t, route.method, route.url(), {
        session: w.ana,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, payload).toBe(400);
      expect(await careSnapshot(t)).toEqual(before);
    }
  });

  const BAD_IDS = ['abc', '0', '-1', '1.5', '99999999999', '9'.repeat(200), '%20', 'null'];
  const idRoutes: { method: Method; url: (id: string) => string; payload?: unknown }[] = [
    { method: 'GET', url: (id) => `/api/clients/${id}/` },
    { method: 'PATCH', url: (id) => `/api/clients/${id}/`, payload: { firstName: 'X' } },
    { method: 'GET', url: (id) => `/api/clients/${id}/goal-trends/` },
    { method: 'GET', url: (id) => `/api/goals/${id}` },
    { method: 'PATCH', url: (id) => `/api/attendance/${id}/`, payload: { one_on_one: true } },
    { method: 'DELETE', url: (id) => `/api/attendance/${id}/` },
    {
      method: 'PUT',
      url: (id) => `/api/progress/${id}/`,
      payload: { client: 1, date: '11/20/2026', location: 'GUADALUPE_DTA' },
    },
    { method: 'GET', url: (id) => `/api/progress/${id}/trials/` },
    { method: 'PUT', url: (id) => `/api/trials/${id}/`, payload: { value: 'I' } },
    { method: 'DELETE', url: (id) => `/api/trials/${id}/` },
  ];
  const idCases = idRoutes.flatMap((route) =>
    [...BAD_IDS, '2147483647'].map((id) => ({ route, id, label: `${route.method} ${route.url(id.slice(0, 12))}` })),
  );
  it.each(idCases)('$label answers 400 or 404, never 500, and changes nothing', async ({ route, id }) => {
    const before = await careSnapshot(t);
    const response = await call(t, route.method, route.url(id), {
      session: w.ana,
      ...(route.payload ? { payload: route.payload } : {}),
    });
    expect([400, 404], response.body).toContain(response.statusCode);
    expect(await careSnapshot(t)).toEqual(before);
  });

  const QUERIES = [
    '/api/clients/?status=x',
    `/api/clients/?search=${'x'.repeat(300)}`,
    '/api/attendance/?date=2026-02-30',
    '/api/attendance/?location=nowhere',
    '/api/attendance/?date=a&date=b',
    '/api/progress/?date=99/99/9999',
    '/api/timesheet/?start_date=0000-00-00',
    '/api/timesheet/?provider=abc',
    '/api/attendance/daily-schedule/?date=tomorrow',
    '/api/attendance/daily-payroll/?location=%00',
    '/api/clients/1/goal-trends/?days=abc',
  ];
  it.each(QUERIES)('GET %s answers 400, not 500', async (url) => {
    const response = await call(t, 'GET', url, { session: w.ana });
    expect(response.statusCode, response.body).toBe(400);
  });

  it.each([
    '/api/clients/?a=1&a=2',
    '/api/attendance/?__proto__[x]=1',
    `/api/progress/?client=${'x'.repeat(40)}`,
    '/api/timesheet/?client=nobody',
  ])('GET %s ignores or tolerates odd queries', async (url) => {
    const response = await call(t, 'GET', url, { session: w.ana });
    expect(response.statusCode, response.body).toBe(200);
  });
});
