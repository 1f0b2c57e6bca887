import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo.js';
import { call, createTestApp, dialects, login, type TestApp } from './helper.js';

interface Visit {
  member: { name: string; member_id: string | null };
  status: string;
  reasons: string[];
  start: {
    location_status: string | null;
    distance_m: number | null;
    latitude: number | null;
    longitude: number | null;
  };
  end: { location_status: string | null; distance_m: number | null; latitude: number | null; longitude: number | null };
  confirmation: { name: string | null; reason: string | null };
}

/**
 * The demo's member visits read as real EVV records (docs/evv.md "Verification"): every demo
 * member has an id and a home, each visit was checked in and out at that home and judged the way a
 * live check-out is, so the EVV page shows verified visits and the one visit whose member declined
 * to confirm it as an exception, not every visit as "no location".
 */
describe.each(dialects())('demo EVV visits on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    expect(await seedDemo(t.app.ctx)).toBe(true);
  });
  afterAll(async () => t.close());

  it('are verified at the member’s home, except the one the member refused to confirm', async () => {
    const admin = await login(t, 'admin@daybook.test', DEMO_PASSWORD);
    const range = await t.db
      .selectFrom('member_visits')
      .select(({ fn }) => [fn.min('visit_date').as('first'), fn.max('visit_date').as('last')])
      .executeTakeFirstOrThrow();
    const response = await call(t, 'GET', `/api/evv/visits/?from=${range.first}&to=${range.last}`, { session: admin });
    expect(response.statusCode, response.body).toBe(200);
    const visits = response.json() as Visit[];
    expect(visits).toHaveLength(18); // nine members, two visits each

    const exceptions = visits.filter((v) => v.status !== 'verified');
    expect(exceptions).toHaveLength(1);
    expect(exceptions[0]).toMatchObject({
      member: { name: 'Priya Shah' },
      status: 'exception',
      reasons: ['member_refused'],
      confirmation: { name: null, reason: 'refused' },
    });
    for (const visit of visits) {
      expect(visit.member.member_id).toMatch(/^A\d{8}$/);
      expect(visit.start.location_status).toBe('inside');
      expect(visit.end.location_status).toBe('inside');
      expect(visit.start.distance_m).toBeLessThan(20);
      expect(visit.end.distance_m).toBeLessThan(20);
      // as a phone reports them: at most six decimals, no float noise in the aggregator's file (walkthrough 41)
      for (const degrees of [visit.start.latitude, visit.start.longitude, visit.end.latitude, visit.end.longitude]) {
        expect(String(degrees)).toMatch(/^-?\d+(\.\d{1,6})?$/);
      }
      if (visit.status === 'verified') expect(visit.confirmation.name).toBe(visit.member.name);
    }
  });
});
