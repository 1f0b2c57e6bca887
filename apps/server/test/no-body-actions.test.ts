import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, dialects, type Session, signedIn, snapshot, type TestApp } from './helper.js';

/**
 * Actions that take no body answer a body other than none or `{}` with 400, as the approvals do
 * (docs/api-errors.md, "Records in use and actions that take no body"): revoking a kiosk device,
 * unlocking a kiosk PIN and resetting a password. A caller who sends `[1,2]` or `{"pin": …}`
 * believing it says something is told so, and nothing is done.
 */
describe.each(dialects())('actions that take no body on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let locationId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signedIn(t, { role: 'admin' });
    const location = await t.db
      .selectFrom('locations')
      .select('id')
      .where('latitude', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    locationId = location.id;
  });
  afterAll(async () => t.close());

  /** Everything a refusal might have written, the kiosk's devices and PINs included. */
  const everything = async () => ({
    ...(await snapshot(t)),
    devices: await t.db.selectFrom('kiosk_devices').selectAll().orderBy('id').execute(),
    pins: await t.db.selectFrom('kiosk_pins').selectAll().orderBy('user_id').execute(),
  });

  async function newDevice(): Promise<number> {
    const response = await call(t, 'POST', '/api/kiosk/devices/', {
      session: admin,
      payload: { name: 'Front desk tablet', location_id: locationId },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { device: { id: number } }).device.id;
  }
  async function lockedPin(): Promise<number> {
    const staff = await signedIn(t, { name: 'Lola Lockout' });
    const now = t.clock.now().toISOString();
    await t.db
      .insertInto('kiosk_pins')
      .values({ user_id: staff.userId, pin_hash: 'not-checked-here', failures: 5, locked_at: now, updated_at: now })
      .execute();
    return staff.userId;
  }

  const ACTIONS = [
    { name: 'revoke a kiosk device', url: async () => `/api/kiosk/devices/${await newDevice()}/revoke/` },
    { name: 'unlock a kiosk PIN', url: async () => `/api/kiosk/locked-pins/${await lockedPin()}/unlock/` },
    {
      name: 'reset a password',
      url: async () => `/api/admin/users/${(await signedIn(t, { name: 'Forgetful Fran' })).userId}/reset-password`,
    },
  ];

  /** Bodies that are not a JSON object: the whole body is refused under `non_field_errors`. */
  const NOT_OBJECTS = ['[1,2]', '[]', '"reset"', '42', 'true'];

  it.each(ACTIONS)('$name: refuses a body that is not an object or not empty, and changes nothing', async ({ url }) => {
    const path = await url();
    const before = await everything();
    for (const payload of NOT_OBJECTS) {
      const response = await call(t, 'POST', path, {
        session: admin,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, `${payload}: ${response.body}`).toBe(400);
      expect(response.json(), payload).toMatchObject({
        code: 'validation_failed',
        non_field_errors: [expect.any(String)],
      });
    }
    const fields = await call(t, 'POST', path, { session: admin, payload: { pin: '2468', password: 'x' } });
    expect(fields.statusCode, fields.body).toBe(400);
    expect(fields.json()).toMatchObject({
      code: 'validation_failed',
      pin: [MSG.unknownField],
      password: [MSG.unknownField],
    });
    expect(await everything()).toEqual(before);
  });

  it.each(ACTIONS)('$name: takes no body at all, `{}` and JSON null as before', async ({ url }) => {
    for (const options of [{}, { payload: {} }, { payload: 'null', headers: { 'content-type': 'application/json' } }]) {
      const response = await call(t, 'POST', await url(), { session: admin, ...options });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('every other POST, PUT and PATCH route declares its body, so none takes any body unread', async () => {
    const doc = (await call(t, 'GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    const undeclared = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method, op]) => ['post', 'put', 'patch'].includes(method) && !op.requestBody)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('each action did what it does when it was taken', async () => {
    const device = await newDevice();
    const revoked = await call(t, 'POST', `/api/kiosk/devices/${device}/revoke/`, { session: admin, payload: {} });
    expect(revoked.json().revoked_at).not.toBeNull();
    const userId = await lockedPin();
    const unlocked = await call(t, 'POST', `/api/kiosk/locked-pins/${userId}/unlock/`, { session: admin });
    expect(unlocked.json()).toEqual({ has_pin: true, locked: false });
    const fran = await signedIn(t, { name: 'Fran Again' });
    const reset = await call(t, 'POST', `/api/admin/users/${fran.userId}/reset-password`, {
      session: admin,
      payload: {},
    });
    expect(reset.json()).toMatchObject({ id: fran.userId, temporary_password: expect.any(String) });
  });
});
