import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/clock.js';
import type { Config } from '../src/config.js';
import { type DatabaseHandle, type Dialect, openDatabase } from '../src/db/database.js';
import type { NewUser } from '../src/db/schema.js';
import { ensureOrganisation } from '../src/modules/organisation/organisation.repository.js';
import { insertUser } from '../src/modules/users/users.repository.js';

/** The dialects this run covers: SQLite always, PostgreSQL when the global setup reached it. */
export function dialects(): Dialect[] {
  return inject('postgresAdminUrl') ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A fixed, injected "now": Friday 20 November 2026, 10:00 in Phoenix (17:00 UTC). */
export const TEST_NOW = '2026-11-20T17:00:00.000Z';
export const PASSWORD = 'Correct-Horse-42!';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    redisUrl: undefined,
    redisPrefix: 'daybook-test:',
    loginRateLimitPerMinute: 30,
    jwtSecret: randomBytes(32).toString('hex'),
    logLevel: 'silent',
    accessTokenTtl: 900,
    sessionIdleTimeout: 1800,
    sessionAbsoluteLifetime: 43_200,
    refreshReuseWindow: 30,
    corsOrigins: [],
    trustProxy: false,
    webDist: undefined,
    demoData: false,
    ...overrides,
  };
}

let sqliteImage: Buffer | undefined;

/**
 * A new, migrated database: a copy of the one the global setup migrated (global-setup.ts), in
 * memory for SQLite and from the template database for PostgreSQL.
 */
async function freshDatabase(dialect: Dialect): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    sqliteImage ??= readFileSync(inject('sqliteTemplate'));
    const handle = openDatabase({ dataDir: '/nonexistent', sqliteFile: ':memory:', sqliteImage });
    return { handle, drop: async () => {} };
  }
  const template = inject('postgresTemplate');
  if (!template) throw new Error('PostgreSQL is not available in this run');
  const { url, drop } = await createPostgresDatabase(template);
  // Dropping the database at the end kills its connections; that is expected here, not news.
  const handle = openDatabase({ databaseUrl: url, dataDir: '/nonexistent', poolSize: 10, onConnectionError: () => {} });
  return { handle, drop };
}

/**
 * A new PostgreSQL database for one test file, and the way to drop it afterwards: empty, or a copy
 * of `template`.
 */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) throw new Error('PostgreSQL is not available in this run');
  const name = `daybook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: DatabaseHandle['db'];
  dialect: Dialect;
  clock: ManualClock;
  config: Config;
  close(): Promise<void>;
}

/**
 * An empty database of either dialect, not migrated (a migration test runs migrations up to its own
 * over rows it writes first); `drop` removes a PostgreSQL one.
 */
export async function openFreshDatabase(
  dialect: Dialect,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    return { handle: openDatabase({ dataDir: '/nonexistent', sqliteFile: ':memory:' }), drop: async () => {} };
  }
  const { url, drop } = await createPostgresDatabase();
  return {
    handle: openDatabase({ databaseUrl: url, dataDir: '/nonexistent', poolSize: 2, onConnectionError: () => {} }),
    drop,
  };
}

/** Builds the whole server on a new, empty, migrated database with an injected clock. */
export async function createTestApp(dialect: Dialect, overrides: Partial<Config> = {}): Promise<TestApp> {
  const { handle, drop } = await freshDatabase(dialect);
  const clock = new ManualClock(new Date(TEST_NOW));
  await ensureOrganisation(handle.db, clock.now());
  const config = testConfig(overrides);
  const app = await buildApp({ config, database: handle, clock, logger: false });
  await app.ready();
  return {
    app,
    db: handle.db,
    dialect,
    clock,
    config,
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

let cachedHash: Promise<string> | undefined;

/**
 * The shared test password's hash: argon2id, like every real one, but at 256 KiB and one pass
 * instead of 19 MiB and two. Verification reads the cost from the hash itself, so a test user signs
 * in in about 5 ms instead of 45 (nearly every API test signs someone in). Every real way
 * to set a password hashes at the production cost (apps/server/src/modules/auth/passwords.ts), and
 * change-password.test.ts checks that cost on a stored hash.
 */
const TEST_PASSWORD_HASHING = { algorithm: 2, memoryCost: 256, timeCost: 1, parallelism: 1 } as const;

/**
 * A new client address from 10.0.0.0/8. Requests get one each unless a test pins one, so the
 * per-IP rate limits (a real-time window) only bite in the tests that are about them.
 */
export function freshIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/**
 * Creates a user with the shared test password (hashed once per worker, at a test cost: see above).
 * Like every real way of creating the first account (signup, create-admin, demo seed), it
 * marks the organisation as set up, so an anonymous signup afterwards is refused.
 */
export async function createUser(t: TestApp, fields: Partial<NewUser> = {}) {
  cachedHash ??= hash(PASSWORD, TEST_PASSWORD_HASHING);
  const now = t.clock.now().toISOString();
  const unique = randomBytes(4).toString('hex');
  await t.db
    .updateTable('organisation')
    .set({ bootstrapped_at: now })
    .where('id', '=', 1)
    .where('bootstrapped_at', 'is', null)
    .execute();
  return insertUser(t.db, {
    email: `user-${unique}@daybook.test`,
    name: `User ${unique}`,
    password_hash: await cachedHash,
    role: 'staff',
    created_at: now,
    updated_at: now,
    ...fields,
  });
}

export interface Session {
  access: string;
  refresh: string;
  userId: number;
}

/** Signs a user in through the real login route. */
export async function login(t: TestApp, email: string, password = PASSWORD): Promise<Session> {
  const response = await call(t, 'POST', '/api/login/', { payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const body = response.json();
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return { access: body.access_token, refresh: body.refresh_token, userId: user.id };
}

/**
 * An instant given as wall time in Phoenix, the test organisation's zone (UTC-7 all year, no daylight
 * saving): 08:00 there is 15:00Z.
 */
export const phoenixTime = (date: string, time: string) => new Date(`${date}T${time}-07:00`);

/**
 * A closed shift of a user stored straight into the store, as check-in and check-out would leave it
 * (times as Phoenix wall time `HH:MM` or `HH:MM:SS`, seconds included); its id.
 */
export async function insertClosedShift(t: TestApp, userId: number, date: string, from: string, to: string) {
  const checkIn = phoenixTime(date, from).toISOString();
  const checkOut = phoenixTime(date, to).toISOString();
  const seconds = (Date.parse(checkOut) - Date.parse(checkIn)) / 1000;
  const row = await t.db
    .insertInto('work_days')
    .values({
      user_id: userId,
      work_date: date,
      check_in_at: checkIn,
      check_out_at: checkOut,
      worked_minutes: Math.floor(seconds / 60),
      worked_seconds: seconds,
      created_at: checkIn,
      updated_at: checkOut,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Signs in with the test clock set to `instant`, so what the session does next happens then. */
export async function loginAt(t: TestApp, instant: Date, email: string): Promise<Session> {
  t.clock.set(instant);
  return login(t, email);
}

/** Creates a user of a role and signs them in. */
export async function signedIn(t: TestApp, fields: Partial<NewUser> = {}) {
  const user = await createUser(t, fields);
  const session = await login(t, user.email);
  return { user, ...session };
}

export interface CallOptions {
  /** Sends `Authorization: Bearer <access>` for this session. */
  session?: Pick<Session, 'access'> | null;
  /** An object is sent as JSON; a string or Buffer is sent as it is (set content-type in headers). */
  payload?: unknown;
  headers?: Record<string, string>;
  /** The client address; a fresh one per request unless given. */
  ip?: string;
}

/** Sends a request, as the session's user when one is given. */
export function call(
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.session) headers.authorization = `Bearer ${options.session.access}`;
  return t.app.inject({
    method,
    url,
    headers,
    remoteAddress: options.ip ?? freshIp(),
    ...(options.payload === undefined ? {} : { payload: options.payload as InjectOptions['payload'] }),
  });
}

/** Exchanges a refresh token through the real route. */
export function refresh(t: TestApp, token: string, options: CallOptions = {}) {
  return call(t, 'POST', '/api/token/refresh/', { ...options, payload: { refresh: token } });
}

/** Whether an access token is accepted right now (a protected read answers 200 rather than 401). */
export async function accessWorks(t: TestApp, access: string): Promise<boolean> {
  const response = await call(t, 'GET', '/api/profile/', { session: { access } });
  if (response.statusCode !== 200 && response.statusCode !== 401) {
    throw new Error(`unexpected ${response.statusCode} ${response.body}`);
  }
  return response.statusCode === 200;
}

/**
 * The statements the app has sent so far, from the query timer of plugins/metrics.ts, which sees
 * every statement built or prepared through Kysely (not `begin` and `commit`); the app needs a
 * `metricsToken`.
 */
async function statementsSoFar(t: TestApp): Promise<number> {
  const response = await call(t, 'GET', '/metrics', { headers: { authorization: `Bearer ${t.config.metricsToken}` } });
  expect(response.statusCode).toBe(200);
  let total = 0;
  for (const line of response.body.split('\n')) {
    const match = /^db_query_duration_seconds_count(?:\{[^}]*\})? (\d+)$/.exec(line);
    if (match) total += Number(match[1]);
  }
  return total;
}

/** The statements `run` sends: the timer's count around it, less what a scrape itself sends. */
export async function statementsOf(t: TestApp, run: () => Promise<{ statusCode: number }>): Promise<number> {
  const first = await statementsSoFar(t);
  const scrape = (await statementsSoFar(t)) - first;
  const before = await statementsSoFar(t);
  const response = await run();
  expect(response.statusCode).toBeLessThan(300);
  return (await statementsSoFar(t)) - before - scrape;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export interface AuditRow {
  id: number;
  at: string;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  raw: { before: string | null; after: string | null };
}

/** The audit rows about one entity (oldest first), with their snapshots parsed. */
export async function auditRowsFor(t: TestApp, entity: string, entityId: string | number): Promise<AuditRow[]> {
  const rows = await t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    before: row.before ? JSON.parse(row.before) : null,
    after: row.after ? JSON.parse(row.after) : null,
    raw: { before: row.before, after: row.after },
  }));
}

/**
 * Everything a request could change: every user (all columns), every session and refresh token
 * with its timestamps, the settings, the organisation and the audit log. Two equal snapshots
 * mean nothing was written.
 */
export async function snapshot(t: TestApp) {
  const [users, sessions, refreshTokens, settings, organisation, audit, workDays, pauses] = await Promise.all([
    t.db.selectFrom('users').selectAll().orderBy('id').execute(),
    t.db.selectFrom('sessions').selectAll().orderBy('id').execute(),
    t.db.selectFrom('refresh_tokens').selectAll().orderBy('id').execute(),
    t.db.selectFrom('user_settings').selectAll().orderBy('id').execute(),
    t.db.selectFrom('organisation').selectAll().execute(),
    t.db.selectFrom('audit_log').selectAll().orderBy('id').execute(),
    t.db.selectFrom('work_days').selectAll().orderBy('id').execute(),
    t.db.selectFrom('work_day_pauses').selectAll().orderBy('id').execute(),
  ]);
  return { users, sessions, refreshTokens, settings, organisation, audit, workDays, pauses };
}

/**
 * An organisation row as an older database holds it, for the tests of a migration over existing
 * data (they insert it with the migrations before theirs applied).
 */
export const oldOrganisation = (fields: { hours_text: string; updated_at: string }) => ({
  id: 1,
  name: 'Old Programs',
  time_zone: 'America/Phoenix',
  support_email: 'help@old.test',
  support_phone: '(480) 555-0100',
  address: '1 Main St',
  ...fields,
});
