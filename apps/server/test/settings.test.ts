import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSettingsTable } from '../src/db/schema.js';
import { call, createTestApp, createUser, dialects, signedIn, type TestApp } from './helper.js';

describe.each(dialects())('user settings on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  /** Factory: a settings row for a user, with any field overridden. */
  async function settingsFor(userId: number, fields: Partial<Omit<UserSettingsTable, 'id' | 'user_id'>> = {}) {
    return t.db
      .insertInto('user_settings')
      .values({
        user_id: userId,
        street_address: '5502 S Calle Guadalupe',
        address2: null,
        city: 'Guadalupe',
        state: 'AZ',
        zip_code: '85283',
        manager_name: null,
        gender: 'Female',
        race: 'Hispanic or Latino',
        marital_status: 'Single',
        services_provided: 'DTA',
        additional_info: null,
        updated_at: t.clock.now().toISOString(),
        ...fields,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  it('answers 404 with a detail when the user has no settings', async () => {
    const s = await signedIn(t);
    for (const url of ['/api/user/settings/', '/api/user/settings']) {
      const response = await call(t, 'GET', url, { session: s });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ detail: MSG.noSettings });
    }
  });

  it('asks for a sign-in without a token', async () => {
    const response = await call(t, 'GET', '/api/user/settings/');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: MSG.notAuthenticated });
  });

  it('answers the contract’s settings fields, with ids and location (label and code) from the user record', async () => {
    const s = await signedIn(t, { payroll_id: 'PR-5', provider_id: 'PV-6', location: 'GUADALUPE_DTT' });
    const row = await settingsFor(s.userId, { address2: 'Unit 4', additional_info: 'Prefers Spanish' });
    const response = await call(t, 'GET', '/api/user/settings/', { session: s });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: row.id,
      street_address: '5502 S Calle Guadalupe',
      address2: 'Unit 4',
      city: 'Guadalupe',
      state: 'AZ',
      zip_code: '85283',
      manager_name: null,
      manager_email: null,
      user: s.userId,
      provider_id: 'PV-6',
      payroll_id: 'PR-5',
      location: 'Guadalupe DTT',
      location_code: 'GUADALUPE_DTT',
      gender: 'Female',
      race: 'Hispanic or Latino',
      marital_status: 'Single',
      services_provided: 'DTA',
      additional_info: 'Prefers Spanish',
      updated_at: t.clock.now().toISOString(),
    });
  });

  it('takes the manager’s name and email from the manager’s user record', async () => {
    const manager = await createUser(t, { role: 'manager', name: 'Maria Lopez', email: 'maria.lopez@daybook.test' });
    const s = await signedIn(t, { manager_id: manager.id });
    // A stale free-text name on the settings row loses to the linked record.
    await settingsFor(s.userId, { manager_name: 'Old Manager' });
    const body = (await call(t, 'GET', '/api/user/settings/', { session: s })).json();
    expect(body.manager_name).toBe('Maria Lopez');
    expect(body.manager_email).toBe('maria.lopez@daybook.test');
  });

  it('falls back to the settings row’s manager name when no manager is linked', async () => {
    const s = await signedIn(t);
    await settingsFor(s.userId, { manager_name: 'Written In' });
    const body = (await call(t, 'GET', '/api/user/settings/', { session: s })).json();
    expect(body.manager_name).toBe('Written In');
    expect(body.manager_email).toBeNull();
  });

  it('shows each user only their own settings', async () => {
    const owner = await signedIn(t);
    await settingsFor(owner.userId, { city: 'Tempe' });
    const other = await signedIn(t);
    expect((await call(t, 'GET', '/api/user/settings/', { session: other })).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/user/settings/', { session: owner })).json().city).toBe('Tempe');
  });
});
