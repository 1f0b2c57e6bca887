import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo.js';
import { parseCsv } from './csv.js';
import { call, createTestApp, dialects, login, type TestApp } from './helper.js';

interface DemoRecord {
  id: number;
  client_id: number;
  client: string;
  date_iso: string;
  service: string;
  units: number;
  signed: boolean;
  billing_status: string;
  authorization: { number: string; remaining_units: number } | null;
}

/**
 * The demo shows billing end to end (issue 14): service authorizations exist, so the export's
 * Billed section has lines, one client is over its authorization and one has none; and every
 * record's billing_status says what the export does with it (docs/billing-rules.md).
 */
describe.each(dialects())('demo billing on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    expect(await seedDemo(t.app.ctx)).toBe(true);
  });
  afterAll(async () => t.close());

  it('the export of the demo bills signed, authorised records and lists the rest with its reason', async () => {
    const admin = await login(t, 'admin@daybook.test', DEMO_PASSWORD);
    const range = await t.db
      .selectFrom('client_attendance')
      .select(({ fn }) => [fn.min('date').as('first'), fn.max('date').as('last')])
      .executeTakeFirstOrThrow();
    const from = String(range.first);
    const to = String(range.last);
    const response = await call(t, 'GET', `/api/billing/export?from=${from}&to=${to}&format=csv`, { session: admin });
    expect(response.statusCode, response.body).toBe(200);
    const rows = parseCsv(response.body);
    const blank = rows.findIndex((r) => r.length === 1 && r[0] === '');
    const billed = rows.slice(2, blank - 1); // heading, columns … total
    const notBilled = rows.slice(blank + 3, -1);
    expect(billed.length).toBeGreaterThan(10);
    const reasons = new Set(notBilled.map((r) => r[8]));
    expect(reasons).toContain('no authorization');
    expect(reasons).toContain('beyond the authorised units');
    expect([...reasons].some((reason) => reason?.startsWith('unsigned'))).toBe(true);

    // every provider's records agree with the export, line by line
    const billedKeys = new Set(billed.map((r) => `${r[0]}|${r[2]}|${r[3]}`));
    const notBilledReasons = new Map<string, string[]>();
    for (const r of notBilled) {
      const key = `${r[0]}|${r[2]}|${r[3]}`;
      notBilledReasons.set(key, [...(notBilledReasons.get(key) ?? []), r[8] ?? '']);
    }
    const statuses = new Set<string>();
    for (const email of ['ana@daybook.test', 'ben@daybook.test', 'carla@daybook.test']) {
      const session = await login(t, email, DEMO_PASSWORD);
      const records = (await call(t, 'GET', '/api/attendance/', { session })).json() as DemoRecord[];
      for (const record of records) {
        statuses.add(record.billing_status);
        const key = `${record.client}|${record.service}|${record.date_iso}`;
        const listed = notBilledReasons.get(key) ?? [];
        switch (record.billing_status) {
          case 'billed':
          case 'capped':
            expect(billedKeys.has(key), key).toBe(true);
            break;
          case 'unsigned':
            expect(record.signed).toBe(false);
            expect(
              listed.some((reason) => reason.startsWith('unsigned')),
              key,
            ).toBe(true);
            break;
          case 'no_authorization':
            expect(record.authorization).toBeNull();
            expect(listed, key).toContain('no authorization');
            break;
          case 'exceeded':
            expect(record.signed).toBe(true);
            expect(listed, key).toContain('beyond the authorised units');
            break;
          default:
            expect(record.units, key).toBe(0);
        }
      }
    }
    expect(statuses).toContain('billed');
    expect(statuses).toContain('no_authorization');
    expect(statuses).toContain('exceeded');
  });
});
