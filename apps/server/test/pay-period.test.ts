import { MSG } from '@daybook/domain';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, dialects, signedIn, TEST_NOW, type TestApp } from './helper.js';

const URL = '/api/attendance/biweekly-date-range/';

describe.each(dialects())('pay period on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());
  afterEach(async () => {
    t.clock.set(TEST_NOW);
    await t.db.updateTable('organisation').set({ time_zone: 'America/Phoenix' }).where('id', '=', 1).execute();
  });

  /** The pay period the server reports at an instant, asked by someone who signed in then. */
  async function periodAt(instant: string, url = URL) {
    t.clock.set(instant);
    const s = await signedIn(t);
    const response = await call(t, 'GET', url, { session: s });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it.each([
    [
      'the last second of the 14th in Phoenix (already the 15th in UTC)',
      '2026-11-15T06:59:59Z',
      '2026-11-01',
      '2026-11-14',
    ],
    ['the first second of the 15th in Phoenix', '2026-11-15T07:00:00Z', '2026-11-15', '2026-11-30'],
    ['the last second of October in Phoenix', '2026-11-01T06:59:59Z', '2026-10-15', '2026-10-31'],
    ['the first second of November in Phoenix', '2026-11-01T07:00:00Z', '2026-11-01', '2026-11-14'],
    ['a day in late February of a leap year', '2028-02-20T19:00:00Z', '2028-02-15', '2028-02-29'],
    ['a day in late February of a common year', '2027-02-20T19:00:00Z', '2027-02-15', '2027-02-28'],
    ['December 31st', '2026-12-31T18:00:00Z', '2026-12-15', '2026-12-31'],
    ['New Year’s Eve night in Phoenix (New Year in UTC)', '2027-01-01T06:59:59Z', '2026-12-15', '2026-12-31'],
    ['New Year’s Day in Phoenix', '2027-01-01T07:00:00Z', '2027-01-01', '2027-01-14'],
    [
      'the night the rest of the US springs forward (Phoenix does not)',
      '2027-03-15T06:30:00Z',
      '2027-03-01',
      '2027-03-14',
    ],
    ['a 30-day month’s second half', '2027-04-30T12:00:00Z', '2027-04-15', '2027-04-30'],
  ])('at %s', async (_case, instant, start, end) => {
    const body = await periodAt(instant);
    const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
    expect(body).toEqual({ start_date: us(start), end_date: us(end), start, end });
  });

  it('answers with and without the trailing slash', async () => {
    const withSlash = await periodAt('2026-11-20T17:00:00Z', URL);
    const without = await periodAt('2026-11-20T17:00:00Z', URL.slice(0, -1));
    expect(without).toEqual(withSlash);
    expect(withSlash.start_date).toBe('11/15/2026');
  });

  it('asks for a sign-in without a token', async () => {
    const response = await call(t, 'GET', URL);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: MSG.notAuthenticated });
  });

  it('follows the organisation’s time zone', async () => {
    await t.db.updateTable('organisation').set({ time_zone: 'Pacific/Auckland' }).where('id', '=', 1).execute();
    // 2026-11-14 12:00 UTC is 01:00 on the 15th in Auckland (UTC+13) and 05:00 on the 14th in Phoenix.
    const body = await periodAt('2026-11-14T12:00:00Z');
    expect(body).toMatchObject({ start: '2026-11-15', end: '2026-11-30' });
  });

  it('always holds Phoenix’s calendar date and splits the month at the 15th', async () => {
    const instants = fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    await fc.assert(
      fc.asyncProperty(instants, async (instant) => {
        const body = await periodAt(instant.toISOString());
        // Phoenix keeps UTC−7 all year; this oracle does not use the server's date library.
        const local = new Date(instant.getTime() - 7 * 3600_000);
        const y = local.getUTCFullYear();
        const m = local.getUTCMonth() + 1;
        const d = local.getUTCDate();
        const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
        const iso = (day: number) => `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(body.start).toBe(iso(d <= 14 ? 1 : 15));
        expect(body.end).toBe(iso(d <= 14 ? 14 : lastDay));
      }),
      { numRuns: 40 },
    );
  });
});
