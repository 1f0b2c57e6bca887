import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient } from './care-helper.js';
import { call, createTestApp, dialects, type Session, signedIn, type TestApp } from './helper.js';

/**
 * Whole numbers in a query string are canonical decimal digits, as record ids are
 * (docs/security.md, "Input"): `days=1e1` is not 10 days, `page=01` not page 1. Refused with 400
 * `validation_failed` naming the parameter, never read as another number.
 */

/** Written forms of a number that are not canonical digits (each would read as some number). */
const LOOSE = ['1e1', '+30', '01', '%2030', '30%20', '30.0', '0x1e', '1_0', '3%2C0', '', '-0', 'Infinity'];

describe.each(dialects())('whole numbers in query strings on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let clientId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signedIn(t, { role: 'admin' });
    clientId = (await insertClient(t, admin.userId)).client.id;
  });
  afterAll(async () => t.close());

  const get = (url: string) => call(t, 'GET', url, { session: admin });
  const expectRefused = async (url: string, field: string) => {
    const response = await get(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
    expect(response.json(), url).toMatchObject({ code: 'validation_failed', [field]: [expect.any(String)] });
  };

  it('goal trends: days in canonical digits only, from 1 to 366', async () => {
    const trends = `/api/clients/${clientId}/goal-trends/`;
    for (const days of [...LOOSE, '0', '367', '-1', '00']) await expectRefused(`${trends}?days=${days}`, 'days');
    for (const [days, read] of [
      ['10', 10],
      ['1', 1],
      ['366', 366],
    ] as const) {
      const response = await get(`${trends}?days=${days}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ days: read });
    }
    expect((await get(trends)).json()).toMatchObject({ days: 90 });
  });

  it('the monitoring report: page and page_size in canonical digits only', async () => {
    const report = '/api/admin/time-records?start_date=2026-11-01&end_date=2026-11-20';
    for (const value of [...LOOSE, '0', '00']) {
      await expectRefused(`${report}&page=${value}`, 'page');
      await expectRefused(`${report}&page=1&page_size=${value}`, 'page_size');
    }
    const paged = await get(`${report}&page=2&page_size=10`);
    expect(paged.statusCode, paged.body).toBe(200);
    expect(paged.json()).toMatchObject({ page: 2, page_size: 10 });
  });

  it('the EVV visits: page and page_size in canonical digits only', async () => {
    const visits = '/api/evv/visits/?from=2026-11-01&to=2026-11-30';
    for (const value of [...LOOSE, '0', '00']) {
      await expectRefused(`${visits}&page=${value}`, 'page');
      await expectRefused(`${visits}&page=1&page_size=${value}`, 'page_size');
    }
    expect((await get(`${visits}&page=1&page_size=5`)).statusCode).toBe(200);
  });

  it('the admin console lists: _start and _end in canonical digits only, 0 included', async () => {
    for (const value of [...LOOSE, '00', '-1']) {
      await expectRefused(`/api/admin/users?_start=${value}&_end=10`, '_start');
      await expectRefused(`/api/admin/users?_start=0&_end=${value}`, '_end');
    }
    const page = await get('/api/admin/users?_start=0&_end=10&_sort=id&_order=ASC');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toEqual([expect.objectContaining({ id: admin.userId })]);
    expect(page.headers['x-total-count']).toBe('1');
    expect((await get('/api/admin/users?_start=1&_end=10')).json()).toEqual([]);
  });
});
