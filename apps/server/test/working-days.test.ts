import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateBefore, migrateToLatest } from '../src/db/migrate.js';
import { DEFAULT_HOURS } from '../src/db/migrations/0025-organisation-hours-es.js';
import {
  auditRowsFor,
  call,
  createTestApp,
  createUser,
  dialects,
  loginAt,
  oldOrganisation,
  openFreshDatabase,
  phoenixTime,
  type Session,
  type TestApp,
} from './helper.js';

/**
 * The days the program opens (docs/product-rules.md §10, "Late"; migration 0030): a check-in is
 * marked late only on them. Monday to Friday by default (the default opening hours): a Saturday
 * check-in at 10:00 is not late on any screen (the check-in answer, today/, history/, the
 * monitoring report's rows and its Late Arrivals Today) while Friday's is; once the organisation
 * opens every day, Saturday's is late too.
 */
describe.each(dialects())('lateness on the days the program opens, on %s', (dialect) => {
  let t: TestApp;
  let admin: { email: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createUser(t, { role: 'admin', name: 'Alex Admin' });
  });
  afterAll(async () => t.close());

  const SATURDAY = '2026-11-21';
  const FRIDAY = '2026-11-20';
  const settings = (s: Session, payload?: unknown) =>
    call(t, payload === undefined ? 'GET' : 'PUT', '/api/admin/organisation', { session: s, payload });
  const monitor = async (date: string) => {
    const s = await loginAt(t, phoenixTime(date, '10:30:00'), admin.email);
    const response = await call(t, 'GET', `/api/admin/time-records?start_date=${date}&end_date=${date}`, {
      session: s,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { records: { late: boolean }[]; summary: { lateArrivals: number } };
  };
  const checkInAt = async (date: string) => {
    const user = await createUser(t);
    const s = await loginAt(t, phoenixTime(date, '10:00:00'), user.email);
    const checkIn = await call(t, 'POST', '/api/attendance/checkin/', { session: s, payload: {} });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const today = (await call(t, 'GET', '/api/attendance/today/', { session: s })).json();
    const history = (await call(t, 'GET', '/api/attendance/history/', { session: s })).json();
    return [checkIn.json().late, today.late, history[0].late] as boolean[];
  };

  it('opens Monday to Friday by default: Friday late, Saturday not, on every screen', async () => {
    const s = await loginAt(t, phoenixTime(FRIDAY, '07:00:00'), admin.email);
    expect((await settings(s)).json().working_days).toEqual([1, 2, 3, 4, 5]);
    expect(await checkInAt(FRIDAY)).toEqual([true, true, true]);
    expect(await checkInAt(SATURDAY)).toEqual([false, false, false]);
    const saturday = await monitor(SATURDAY);
    expect(saturday.records.length).toBe(1);
    expect(saturday.records[0]?.late).toBe(false);
    expect(saturday.summary.lateArrivals).toBe(0);
    const friday = await monitor(FRIDAY);
    expect(friday.records.map((record) => record.late)).toEqual([true]);
    expect(friday.summary.lateArrivals).toBe(1);
  });

  it('refuses a list of days that is empty or not weekdays, and changes nothing', async () => {
    const s = await loginAt(t, phoenixTime(FRIDAY, '07:00:00'), admin.email);
    for (const working_days of [[], [7], [-1], [1.5], ['1'], '1,2,3', null]) {
      const refused = await settings(s, { working_days });
      expect(refused.statusCode, JSON.stringify(working_days)).toBe(400);
      expect(refused.json().code).toBe('validation_failed');
    }
    expect((await settings(s, { working_days: [] })).body).toContain(MSG.workingDaysRequired);
    expect((await settings(s)).json().working_days).toEqual([1, 2, 3, 4, 5]);
  });

  it('once the program opens every day, marks a Saturday check-in late too, earlier ones included', async () => {
    const s = await loginAt(t, phoenixTime(FRIDAY, '07:00:00'), admin.email);
    // given out of order: stored in order
    const saved = await settings(s, { working_days: [6, 0, 5, 1, 2, 3, 4] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().working_days).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect((await auditRowsFor(t, 'organisation', 1)).at(-1)).toMatchObject({
      before: { working_days: [1, 2, 3, 4, 5] },
      after: { working_days: [0, 1, 2, 3, 4, 5, 6] },
    });
    expect(await checkInAt(SATURDAY)).toEqual([true, true, true]);
    // the earlier Saturday check-in is read under today's setting too
    const saturday = await monitor(SATURDAY);
    expect(saturday.records.map((record) => record.late)).toEqual([true, true]);
    expect(saturday.summary.lateArrivals).toBe(2);
  });
});

describe.each(dialects())('migration 0030 over an existing organisation on %s', (dialect) => {
  const migrated = async (hoursText: string) => {
    const { handle, drop } = await openFreshDatabase(dialect);
    try {
      await migrateBefore(handle, '0030-organisation-working-days');
      await handle.db
        .insertInto('organisation')
        .values(oldOrganisation({ hours_text: hoursText, updated_at: '2026-11-01T16:00:00.000Z' }))
        .execute();
      await migrateToLatest(handle);
      return (await handle.db.selectFrom('organisation').select('working_days').executeTakeFirstOrThrow()).working_days;
    } finally {
      await handle.close();
      await drop();
    }
  };

  it('opens Monday to Friday where the hours are still the default ones', async () => {
    expect(await migrated(DEFAULT_HOURS.en)).toBe('1,2,3,4,5');
  });

  it('keeps every day, the lateness it had, where an administrator wrote other hours', async () => {
    expect(await migrated('Mon-Sat 7am-5pm')).toBe('0,1,2,3,4,5,6');
  });
});
