import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, dialects, type Session, signedIn, type TestApp } from './helper.js';

/** The seeded "Guadalupe DTA" location (migration 0005), radius 150 m. */
const DTA = { latitude: 33.3703, longitude: -111.9633 };

// A work-day action reads its geofences and the organisation's low-accuracy limit in one statement
// (location-trust.repository.ts workDayLocationRules, docs/performance.md): the limit travels
// with the location rows, so these pin what it decides with and without an active location.
describe.each(dialects())('the location rules of a check-in on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const checkIn = async (s: Session, accuracy: number) => {
    const r = await call(t, 'POST', '/api/attendance/checkin/', { session: s, payload: { ...DTA, accuracy } });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().location_check;
  };
  const setLimit = (metres: number) =>
    t.db.updateTable('organisation').set({ low_accuracy_limit_m: metres }).where('id', '=', 1).execute();
  const setActive = (active: boolean) => t.db.updateTable('locations').set({ active }).execute();

  it('judges accuracy against the organisation’s limit at an active location', async () => {
    await setLimit(50);
    expect(await checkIn(await signedIn(t, { name: 'Lena Low' }), 60)).toMatchObject({
      status: 'low_accuracy',
      distance_m: 0,
    });
    expect(await checkIn(await signedIn(t, { name: 'Ian Inside' }), 40)).toMatchObject({
      status: 'inside',
      distance_m: 0,
      exception_id: null,
    });
    await setLimit(200);
    expect(await checkIn(await signedIn(t, { name: 'Ida Inside' }), 60)).toMatchObject({ status: 'inside' });
  });

  it('is no_geofence without an active location, whatever the accuracy', async () => {
    await setActive(false);
    try {
      await setLimit(50);
      expect(await checkIn(await signedIn(t, { name: 'Nora None' }), 5000)).toEqual({
        status: 'no_geofence',
        distance_m: null,
        exception_id: null,
        location: null,
      });
    } finally {
      await setActive(true);
      await setLimit(200);
    }
  });
});
