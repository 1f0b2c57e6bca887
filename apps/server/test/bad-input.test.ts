import { randomBytes } from 'node:crypto';
import { MSG, NUL_MESSAGE } from '@daybook/domain';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient } from './care-helper.js';
import {
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
import { type Operation, operations, sweepCredential, sweepTablet, withId } from './openapi-operations.js';

/** A field of a route's body: whether it must be present and whether null is a valid value. */
interface Field {
  name: string;
  required: boolean;
  nullable: boolean;
  /** A number field: numbers are not wrong types for it, but text and these out-of-range values are. */
  outOfRange?: number[];
}
const req = (name: string): Field => ({ name, required: true, nullable: false });
const opt = (name: string, nullable = true): Field => ({ name, required: false, nullable });
const coordinate = (name: string, outOfRange: number[]): Field => ({
  name,
  required: false,
  nullable: true,
  outOfRange,
});
const LOCATION = [
  coordinate('latitude', [90.5, -1000]),
  coordinate('longitude', [180.5, -1000]),
  coordinate('accuracy', [-1, 2_000_000]),
];
const HERE = { latitude: 33.3703, longitude: -111.9633, accuracy: 12 };

interface Route {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  /** Who sends it: nobody, the signed-in user, or an admin. */
  as: 'anonymous' | 'user' | 'admin';
  fields: Field[];
  /** A body the route accepts, so that each case below differs from it in one thing only. */
  valid(ctx: Context): Record<string, unknown>;
  okStatus: number;
  /** Puts the caller in the state the valid body needs (for example, checked in). */
  prepare?(t: TestApp, session: Session): Promise<void>;
  /** The route takes no body as well as its JSON object (all its fields are optional). */
  bodyOptional?: boolean;
}

async function send(t: TestApp, session: Session, url: string, payload: unknown = {}) {
  const response = await call(t, 'POST', url, { session, payload });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
}
const checkedIn = (t: TestApp, s: Session) => send(t, s, '/api/attendance/checkin/');
/** Checked in a second ago: a check-out at the check-in's own instant is refused (docs/api-errors.md). */
const checkedInASecondAgo = async (t: TestApp, s: Session) => {
  await checkedIn(t, s);
  t.clock.advance(1000);
};

interface Context {
  user: Session & { email: string };
  admin: Session;
}

const ROUTES: Route[] = [
  {
    name: 'login',
    method: 'POST',
    url: '/api/login/',
    as: 'anonymous',
    fields: [req('email'), req('password')],
    valid: (ctx) => ({ email: ctx.user.email, password: PASSWORD }),
    okStatus: 200,
  },
  {
    name: 'register',
    method: 'POST',
    url: '/api/register/',
    as: 'admin',
    fields: [req('name'), req('email'), req('password')],
    valid: () => ({
      name: 'Valid Newcomer',
      email: `newcomer-${randomBytes(4).toString('hex')}@daybook.test`,
      password: 'Valid-Signup-2026!',
    }),
    okStatus: 201,
  },
  {
    name: 'logout',
    method: 'POST',
    url: '/api/logout/',
    as: 'user',
    fields: [req('refresh')],
    valid: (ctx) => ({ refresh: ctx.user.refresh }),
    okStatus: 200,
  },
  {
    name: 'token refresh',
    method: 'POST',
    url: '/api/token/refresh/',
    as: 'anonymous',
    fields: [req('refresh')],
    valid: (ctx) => ({ refresh: ctx.user.refresh }),
    okStatus: 200,
  },
  {
    name: 'change password',
    method: 'POST',
    url: '/api/change-password/',
    as: 'user',
    fields: [req('current_password'), req('new_password')],
    valid: () => ({ current_password: PASSWORD, new_password: 'Another-Valid-9!' }),
    okStatus: 200,
  },
  {
    name: 'profile update',
    method: 'PUT',
    url: '/api/profile/',
    as: 'user',
    fields: [
      req('name'),
      req('email'),
      opt('phone'),
      opt('location'),
      opt('payrollId'),
      opt('providerId'),
      opt('status', false),
    ],
    valid: (ctx) => ({
      name: 'Valid Name',
      email: ctx.user.email,
      phone: '4805550100',
      location: 'GUADALUPE_DTA',
      // as stored (none): only an admin changes a payroll ID (profile.test.ts)
      payrollId: null,
      providerId: 'PV-1',
      status: 'active',
    }),
    okStatus: 200,
  },
  {
    name: 'check in',
    method: 'POST',
    url: '/api/attendance/checkin/',
    as: 'user',
    fields: LOCATION,
    valid: () => HERE,
    okStatus: 201,
    bodyOptional: true,
  },
  {
    name: 'check out',
    method: 'POST',
    url: '/api/attendance/checkout/',
    as: 'user',
    fields: LOCATION,
    valid: () => HERE,
    okStatus: 200,
    prepare: checkedInASecondAgo,
    bodyOptional: true,
  },
  {
    name: 'pause',
    method: 'POST',
    url: '/api/attendance/pause/',
    as: 'user',
    fields: [req('reason'), ...LOCATION],
    valid: () => ({ reason: 'Lunch break', ...HERE }),
    okStatus: 201,
    prepare: checkedIn,
  },
  {
    name: 'resume',
    method: 'POST',
    url: '/api/attendance/resume/',
    as: 'user',
    fields: LOCATION,
    valid: () => HERE,
    okStatus: 200,
    prepare: async (t, s) => {
      await checkedIn(t, s);
      await send(t, s, '/api/attendance/pause/', { reason: 'Lunch break' });
    },
    bodyOptional: true,
  },
];

const TEN_KB = 'a'.repeat(10 * 1024);
/** Runs per route of the fuzz property; raise FUZZ_RUNS for a deeper search. */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const WRONG_TYPES: unknown[] = [123, 1.5, -1, true, false, {}, { nested: 'x' }, [], ['text']];

/** One bad request: how it differs from the route's valid body, and which field must be named. */
interface FieldCase {
  route: Route;
  label: string;
  body: (valid: Record<string, unknown>) => Record<string, unknown>;
  field: string;
}

const fieldCases: FieldCase[] = ROUTES.flatMap((route) =>
  route.fields.flatMap((field): FieldCase[] => {
    const set = (value: unknown) => (valid: Record<string, unknown>) => ({ ...valid, [field.name]: value });
    const wrong = field.outOfRange ? [true, false, {}, [], ['text'], 'text', '12', ...field.outOfRange] : WRONG_TYPES;
    const types = field.nullable ? wrong : [...wrong, null];
    return [
      ...types.map((value) => ({
        route,
        label: `${field.name} = ${JSON.stringify(value)}`,
        body: set(value),
        field: field.name,
      })),
      { route, label: `${field.name} of 10 kB`, body: set(TEN_KB), field: field.name },
      ...(field.required
        ? [
            {
              route,
              label: `${field.name} missing`,
              body: (valid: Record<string, unknown>) => {
                const { [field.name]: _gone, ...rest } = valid;
                return rest;
              },
              field: field.name,
            },
          ]
        : []),
    ];
  }),
);

/** Text that is stored (not hashed) must not hold NUL, which PostgreSQL cannot store. */
const STORED_TEXT: Record<string, string[]> = {
  login: ['email'],
  register: ['name', 'email'],
  'profile update': ['name', 'email', 'phone', 'payrollId', 'providerId'],
  pause: ['reason'],
};
const nulCases: FieldCase[] = ROUTES.flatMap((route) =>
  (STORED_TEXT[route.name] ?? []).map((field) => ({
    route,
    label: `${field} containing a NUL character`,
    body: (valid: Record<string, unknown>) => ({ ...valid, [field]: `${String(valid[field])}\u0000` }),
    field,
  })),
);

const unknownFieldCases: FieldCase[] = ROUTES.flatMap((route) => [
  { route, label: 'an unknown field', body: (valid) => ({ ...valid, is_admin: true }), field: 'is_admin' },
  { route, label: 'a role field', body: (valid) => ({ ...valid, role: 'admin' }), field: 'role' },
  { route, label: 'a field named toString', body: (valid) => ({ ...valid, toString: {} }), field: 'toString' },
  { route, label: 'a field named constructor', body: (valid) => ({ ...valid, constructor: 1 }), field: 'constructor' },
  {
    route,
    label: 'a field named hasOwnProperty',
    body: (valid) => ({ ...valid, hasOwnProperty: [] }),
    field: 'hasOwnProperty',
  },
  {
    route,
    label: 'an unknown field with a 10 kB name',
    body: (valid) => ({ ...valid, [TEN_KB]: 1 }),
    field: 'a'.repeat(100),
  },
]);

/** Whole bodies that are not the route's JSON object at all. */
const RAW_BODIES: { label: string; payload: string | Buffer | undefined; contentType?: string; status?: number }[] = [
  {
    label: 'a 200 kB body',
    payload: JSON.stringify({ filler: 'x'.repeat(200 * 1024) }),
    contentType: 'application/json',
    status: 413,
  },
  { label: 'malformed JSON', payload: '{"email": "a@b.c",', contentType: 'application/json', status: 400 },
  { label: 'single-quoted JSON', payload: "{'email': 'a@b.c'}", contentType: 'application/json', status: 400 },
  { label: 'a JSON array', payload: '[{"email":"a@b.c"}]', contentType: 'application/json', status: 400 },
  { label: 'JSON null', payload: 'null', contentType: 'application/json', status: 400 },
  { label: 'a JSON number', payload: '42', contentType: 'application/json', status: 400 },
  { label: 'a JSON string', payload: '"hello"', contentType: 'application/json', status: 400 },
  { label: 'JSON true', payload: 'true', contentType: 'application/json', status: 400 },
  { label: 'a text/plain body', payload: '{"email":"a@b.c"}', contentType: 'text/plain' },
  {
    label: 'a form-encoded body',
    payload: 'email=a%40b.c',
    contentType: 'application/x-www-form-urlencoded',
    status: 415,
  },
  { label: 'an XML body', payload: '<login/>', contentType: 'application/xml', status: 415 },
  { label: 'an empty JSON body', payload: '', contentType: 'application/json', status: 400 },
  { label: 'no body at all', payload: undefined, status: 400 },
  {
    label: 'a prototype-polluting body',
    payload: '{"__proto__":{"role":"admin"}}',
    contentType: 'application/json',
    status: 400,
  },
  {
    label: 'a constructor-polluting body',
    payload: '{"constructor":{"prototype":{"role":"admin"}}}',
    contentType: 'application/json',
    status: 400,
  },
  {
    label: 'deeply nested JSON',
    payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    contentType: 'application/json',
    status: 400,
  },
  {
    label: 'invalid UTF-8',
    payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    contentType: 'application/json',
  },
];

function expectClientError(response: LightMyRequestResponse, status?: number) {
  if (status !== undefined) expect(response.statusCode, response.body).toBe(status);
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(typeof body.detail).toBe('string');
  expect(body.detail.length).toBeGreaterThan(0);
  return body;
}

describe.each(dialects())('bad input on %s', (dialect) => {
  let t: TestApp;
  let ctx: Context;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const admin = await signedIn(t, { role: 'admin' });
    const user = await createUser(t);
    ctx = { admin, user: { ...(await login(t, user.email)), email: user.email } };
  });
  afterAll(async () => t.close());

  const sessionFor = (route: Route, c: Context) =>
    route.as === 'admin' ? c.admin : route.as === 'user' ? c.user : null;

  /** Sends a route request as its caller and checks that nothing at all was written. */
  async function sendChangingNothing(route: Route, options: { payload?: unknown; headers?: Record<string, string> }) {
    const before = await snapshot(t);
    const response = await call(t, route.method, route.url, { ...options, session: sessionFor(route, ctx) });
    expect(await snapshot(t)).toEqual(before);
    return response;
  }

  it.each(ROUTES)('accepts the valid $name body that the cases below spoil', async (route) => {
    // A separate user and admin, so the shared ones stay signed in with their own password.
    const admin = await signedIn(t, { role: 'admin' });
    const own = await createUser(t);
    const c: Context = { admin, user: { ...(await login(t, own.email)), email: own.email } };
    await route.prepare?.(t, c.user);
    const response = await call(t, route.method, route.url, { payload: route.valid(c), session: sessionFor(route, c) });
    expect(response.statusCode, response.body).toBe(route.okStatus);
  });

  it.each([...fieldCases, ...nulCases])(
    '$route.name: refuses $label, naming the field, and changes nothing',
    async ({ route, body, field }) => {
      const response = await sendChangingNothing(route, { payload: body(route.valid(ctx)) });
      const json = expectClientError(response, 400);
      expect(json[field], JSON.stringify(json)).toEqual([expect.any(String)]);
    },
  );

  it.each(unknownFieldCases)('$route.name: refuses $label and changes nothing', async ({ route, body, field }) => {
    const response = await sendChangingNothing(route, { payload: body(route.valid(ctx)) });
    const json = expectClientError(response, 400);
    expect(json[field]).toEqual([MSG.unknownField]);
  });

  const rawCases = ROUTES.flatMap((route) =>
    RAW_BODIES.filter((raw) => !(route.bodyOptional && raw.payload === undefined)).map((raw) => ({ route, ...raw })),
  );
  it.each(rawCases)(
    '$route.name: refuses $label and changes nothing',
    async ({ route, payload, contentType, status }) => {
      const response = await sendChangingNothing(route, {
        ...(payload === undefined ? {} : { payload }),
        headers: contentType ? { 'content-type': contentType } : {},
      });
      expectClientError(response, status);
    },
  );

  it('answers a 200 kB body with the too-large message', async () => {
    const response = await call(t, 'POST', '/api/login/', {
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(200 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ detail: MSG.bodyTooLarge });
  });

  it('answers malformed JSON with the not-valid-JSON message', async () => {
    const response = await call(t, 'POST', '/api/token/refresh/', {
      payload: '{"refresh":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.json()).toMatchObject({ detail: MSG.invalidBody });
  });

  const GET_ROUTES = [
    '/api/profile/',
    '/api/user/settings/',
    '/api/attendance/biweekly-date-range/',
    '/api/organisation/',
    '/api/attendance/today/',
    '/api/attendance/resume/',
    '/api/attendance/pay-period-summary/',
  ];
  const ODD_QUERIES = [
    '?a=1&a=2&a=3',
    '?%zz=%%&%=%',
    '?__proto__[role]=admin&constructor[prototype][x]=1',
    '?=&&==&',
    `?q=${'x'.repeat(8 * 1024)}`,
    '?start_date=not-a-date&end_date=2026-02-30',
    '?page=-1&limit=1e309',
  ];
  const getCases = GET_ROUTES.flatMap((url) => ODD_QUERIES.map((query) => ({ url, query, short: query.slice(0, 40) })));
  it.each(getCases)('GET $url answers $short exactly as without the query', async ({ url, query }) => {
    const plain = await call(t, 'GET', url, { session: ctx.user });
    const odd = await call(t, 'GET', `${url}${query}`, { session: ctx.user });
    expect(odd.statusCode).toBe(plain.statusCode);
    expect(odd.json()).toEqual(plain.json());
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here/'],
    ['GET', '/api/profile/extra'],
    ['GET', '/API/profile/'],
    ['DELETE', '/api/profile/'],
    ['PATCH', '/api/login/'],
    ['GET', '/api/login/'],
    ['PUT', '/api/token/refresh/'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['GET', `/api/${'x'.repeat(5000)}`],
    ['GET', '/api/../../etc/passwd'],
  ] as const)('answers %s %s with a JSON 404', async (method, url) => {
    const response = await call(t, method, url, { session: ctx.user });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ detail: MSG.notFound });
  });

  it.each(['/api/%zz', '/api/profile/%E0%A4%A', '/api/%'])(
    'answers a malformed URL %s with a JSON 400',
    async (url) => {
      const response = await call(t, 'GET', url, { session: ctx.user });
      expectClientError(response, 400);
    },
  );
});

describe.each(dialects())('fuzzed bodies on %s', (dialect) => {
  let t: TestApp;
  let ctx: Context;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const admin = await signedIn(t, { role: 'admin' });
    const user = await createUser(t);
    ctx = { admin, user: { ...(await login(t, user.email)), email: user.email } };
  });
  afterAll(async () => t.close());

  /** Values that are sometimes right for a field, so the fuzzer also reaches past validation. */
  const plausible = fc.oneof(
    fc.string(),
    fc.emailAddress(),
    fc.constantFrom(PASSWORD, 'Valid-Signup-2026!', 'GUADALUPE_DTA', 'active', '', ' ', '\u0000', 'é'.repeat(300)),
    fc.jsonValue(),
  );

  /** An object shaped like the route's body: some of its fields, odd values, perhaps extra keys. */
  const shaped = (route: Route) =>
    fc
      .tuple(
        fc.record(Object.fromEntries(route.fields.map((f) => [f.name, plausible])), { requiredKeys: [] }),
        fc.dictionary(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }),
        fc.boolean(),
      )
      .map(([fields, extra, withExtra]) => (withExtra ? { ...extra, ...fields } : fields));

  const bodies = (route: Route) =>
    fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      shaped(route).map((value) => JSON.stringify(value)),
      fc.string(),
    );

  it.each(ROUTES)('never answers $name with a 5xx, and every refusal has a detail', async (route) => {
    // Logout is sent without a bearer token: a valid logout would end the shared session.
    const session = route.as === 'admin' ? ctx.admin : route.as === 'user' && route.name !== 'logout' ? ctx.user : null;
    await fc.assert(
      fc.asyncProperty(bodies(route), async (payload) => {
        const response = await call(t, route.method, route.url, {
          payload,
          session,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, `${payload} -> ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(typeof response.json().detail, response.body).toBe('string');
        }
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});

describe.each(dialects())('NUL characters, deep nesting and record ids on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let ops: Operation[];
  let kioskToken: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signedIn(t, { role: 'admin' });
    ops = await operations(t);
    kioskToken = await sweepTablet(t, admin, 'Sweep tablet');
  });
  afterAll(async () => t.close());

  const credentialFor = (op: Operation) => sweepCredential(op, admin, kioskToken);

  const idNames = (path: string) =>
    [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).filter((n) => n === 'id' || n.endsWith('_id'));
  const nulRefused = (response: LightMyRequestResponse, field: string) => {
    const body = expectClientError(response, 400);
    expect(body, response.body).toMatchObject({ code: 'validation_failed', [field]: [NUL_MESSAGE] });
  };

  it('the sweep below reaches every documented route', async () => {
    // the login route, the care routes, the admin console: a sweep of a handful would prove little
    expect(ops.length).toBeGreaterThan(60);
    expect(ops.filter((op) => op.query.length > 0).length).toBeGreaterThan(15);
    expect(ops.filter((op) => op.body.length > 0).length).toBeGreaterThan(30);
  });

  it('refuses a NUL in every query text of every route, naming the parameter, and changes nothing', async () => {
    const before = await snapshot(t);
    let sent = 0;
    for (const op of ops) {
      for (const name of op.query) {
        const url = `${withId(op.path, '1')}?${encodeURIComponent(name)}=a%00b`;
        nulRefused(await call(t, op.method, url, credentialFor(op)), name);
        sent++;
      }
    }
    expect(sent).toBeGreaterThan(60);
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a NUL in every body text of every route, naming the field, and changes nothing', async () => {
    const before = await snapshot(t);
    for (const op of ops) {
      for (const name of op.body) {
        const response = await call(t, op.method, withId(op.path, '1'), {
          ...credentialFor(op),
          payload: { [name]: 'text with a \u0000 inside' },
        });
        nulRefused(response, name);
      }
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a NUL deep in a body, in a key, in a query key and in a path parameter', async () => {
    nulRefused(
      await call(t, 'POST', '/api/progress/save/', {
        session: admin,
        payload: { client: 1, date: '2026-11-20', trials: [{ goal: 1, initials: 'A\u0000B' }] },
      }),
      'trials.0.initials',
    );
    nulRefused(await call(t, 'PUT', '/api/profile/', { session: admin, payload: { 'a\u0000b': 'x' } }), 'a\uFFFDb');
    nulRefused(await call(t, 'GET', '/api/clients/?%00=1', { session: admin }), '\uFFFD');
    nulRefused(await call(t, 'GET', '/api/clients/%00/', { session: admin }), 'id');
    nulRefused(await call(t, 'GET', '/api/progress/?client=%00', { session: admin }), 'client');
  });

  it('refuses a body sent with a Content-Encoding (415) and changes nothing; identity is plain', async () => {
    const { client } = await insertClient(t, admin.userId);
    const before = await snapshot(t);
    for (const encoding of ['gzip', 'br', 'deflate, gzip']) {
      const response = await call(t, 'PATCH', `/api/clients/${client.id}/`, {
        session: admin,
        payload: JSON.stringify({ guardian: 'Compressed Guardian' }),
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      });
      expectClientError(response, 415);
      expect(response.json()).toMatchObject({
        detail: MSG.bodyEncodingUnsupported,
        code: 'body_encoding_unsupported',
      });
    }
    expect(await snapshot(t)).toEqual(before);
    const plain = await call(t, 'PATCH', `/api/clients/${client.id}/`, {
      session: admin,
      payload: JSON.stringify({ guardian: 'Plain Guardian' }),
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
    });
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('refuses a body nested 5,000 deep before parsing it, and still takes ordinary nesting', async () => {
    const { client } = await insertClient(t, admin.userId);
    const deep = `{"user":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const before = await snapshot(t);
    const response = await call(t, 'PATCH', `/api/clients/${client.id}/`, {
      session: admin,
      payload: deep,
      headers: { 'content-type': 'application/json' },
    });
    expectClientError(response, 400);
    expect(response.json()).toMatchObject({ detail: MSG.bodyTooDeep, code: 'body_too_deep' });
    expect(await snapshot(t)).toEqual(before);
    // 33 levels (the body's object and 32 arrays) is one too many; 32 is accepted
    const nest = (levels: number) => `{"user":${'['.repeat(levels)}${']'.repeat(levels)}}`;
    const over = await call(t, 'PATCH', `/api/clients/${client.id}/`, {
      session: admin,
      payload: nest(32),
      headers: { 'content-type': 'application/json' },
    });
    expect(over.json()).toMatchObject({ code: 'body_too_deep' });
    // 32 levels reach validation (which refuses an array for `user`, but not for its depth)
    const deepest = await call(t, 'PATCH', `/api/clients/${client.id}/`, {
      session: admin,
      payload: nest(31),
      headers: { 'content-type': 'application/json' },
    });
    expect(deepest.json()).toMatchObject({ code: 'validation_failed', user: [expect.any(String)] });
    // brackets inside text are not nesting
    const brackets = `${'['.repeat(60)} {{ \\" ${'{'.repeat(60)}`;
    const fine = await call(t, 'PATCH', `/api/clients/${client.id}/`, {
      session: admin,
      payload: `{"guardian":${JSON.stringify(brackets)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().guardian).toBe(brackets);
  });

  const ID_FORMS = [
    '0x10',
    '+1',
    '%201',
    '1%20',
    '1e1',
    '01',
    '1.0',
    '0',
    '-1',
    '1_0',
    '2147483648',
    '99999999999999999',
  ];

  it('refuses every id that is not written in canonical decimal, on every route that takes one', async () => {
    const routes = ops.filter((op) => idNames(op.path).length > 0);
    expect(routes.length).toBeGreaterThan(25);
    const before = await snapshot(t);
    for (const op of routes) {
      const [name = 'id'] = idNames(op.path);
      for (const id of ID_FORMS) {
        const response = await call(t, op.method, withId(op.path, id), { session: admin, payload: {} });
        const body = expectClientError(response, 400);
        expect(body, `${op.method} ${op.path} ${id}`).toMatchObject({
          code: 'validation_failed',
          [name]: [MSG.invalidId],
        });
      }
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses non-canonical ids in a body too (member_id "01" is not member 1)', async () => {
    const before = await snapshot(t);
    for (const url of ['/api/member/checkin/', '/api/member/checkout/']) {
      for (const id of ['01', '+1', '1e1', '0x1', '1.0', '0', ' 1', '00000000001']) {
        const response = await call(t, 'POST', url, { session: admin, payload: { member_id: id } });
        expect(expectClientError(response, 400), `${url} ${id}`).toMatchObject({
          code: 'validation_failed',
          member_id: [MSG.invalidId],
        });
      }
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses non-canonical ids in query filters too, and reads canonical ids as before', async () => {
    const { client } = await insertClient(t, admin.userId);
    for (const url of [
      '/api/admin/clients?id=01',
      `/api/admin/users?manager_id=0x1`,
      '/api/member/history/?member_id=+1',
      '/api/timesheet/?provider=1e1',
    ]) {
      const response = await call(t, 'GET', url, { session: admin });
      expect(expectClientError(response, 400)).toMatchObject({ code: 'validation_failed' });
    }
    expect((await call(t, 'GET', `/api/clients/${client.id}/`, { session: admin })).json()).toMatchObject({
      id: client.id,
    });
    expect((await call(t, 'GET', `/api/admin/users/${admin.userId}`, { session: admin })).statusCode).toBe(200);
    const listed = await call(t, 'GET', `/api/admin/clients?id=${client.id}`, { session: admin });
    expect(listed.json()).toEqual([expect.objectContaining({ id: client.id })]);
  });
});
