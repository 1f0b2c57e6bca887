import { localDateOf, unsignedCutoff } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo.js';
import { attendanceContent, contentHash, progressContent } from '../src/modules/signatures/signatures.hash.js';
import { call, createTestApp, dialects, login, type TestApp } from './helper.js';

/**
 * The demo's past records are signed as the sign operations sign them (issue 14 leftovers): the
 * lock and an author signature whose hash is the stored content's; the two latest days and a few
 * records just past the overdue cutoff stay unsigned, so the reminder shows a few true items.
 */
describe.each(dialects())('demo signatures on %s', (dialect) => {
  let t: TestApp;
  const timeZone = 'America/Phoenix';

  beforeAll(async () => {
    t = await createTestApp(dialect);
    expect(await seedDemo(t.app.ctx)).toBe(true);
  });
  afterAll(async () => t.close());

  it('every signature hashes the record as stored, by its author, and locks it', async () => {
    const signatures = await t.db.selectFrom('record_signatures').selectAll().execute();
    expect(signatures.length).toBeGreaterThan(100);
    const rows = new Map((await t.db.selectFrom('client_attendance').selectAll().execute()).map((r) => [r.id, r]));
    const notes = new Map((await t.db.selectFrom('daily_progress').selectAll().execute()).map((r) => [r.id, r]));
    const trials = await t.db.selectFrom('trials').selectAll().execute();
    for (const signature of signatures) {
      expect(signature.kind).toBe('author');
      const record =
        signature.record_type === 'attendance' ? rows.get(signature.record_id) : notes.get(signature.record_id);
      expect(record, `${signature.record_type} ${signature.record_id}`).toBeDefined();
      expect(signature.signer_id).toBe(record!.created_by);
      expect(record!.signed_at).not.toBeNull();
      expect(new Date(String(record!.signed_at)).toISOString()).toBe(
        new Date(String(signature.signed_at)).toISOString(),
      );
      const content =
        signature.record_type === 'attendance'
          ? attendanceContent(rows.get(signature.record_id)!)
          : progressContent(
              notes.get(signature.record_id)!,
              trials.filter((trial) => trial.daily_progress_id === signature.record_id),
            );
      expect(signature.content_hash).toBe(contentHash(content));
    }
    // nothing is signed without a signature row
    const locked = [...rows.values(), ...notes.values()].filter((r) => r.signed_at !== null).length;
    expect(locked).toBe(signatures.length);
  });

  it('leaves the two latest days unsigned and a few overdue records for the reminder', async () => {
    const today = localDateOf(t.clock.now(), timeZone);
    const cutoff = unsignedCutoff(today, 2);
    const rows = await t.db.selectFrom('client_attendance').select(['date', 'signed_at', 'time_out']).execute();
    const dates = [...new Set(rows.map((r) => r.date))].sort();
    const latest = dates.slice(-2);
    expect(rows.filter((r) => latest.includes(r.date)).every((r) => r.signed_at === null)).toBe(true);
    const overdue = rows.filter((r) => r.date < cutoff && r.signed_at === null);
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.length).toBeLessThanOrEqual(6); // at most one client per provider on two days

    const ana = await login(t, 'ana@daybook.test', DEMO_PASSWORD);
    const unsigned = await call(t, 'GET', '/api/progress/unsigned/', { session: ana });
    expect(unsigned.statusCode, unsigned.body).toBe(200);
    const listed = unsigned.json().records as { date: string }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThanOrEqual(4); // Ana's first client: a record and a note on two days
    expect(listed.every((record) => record.date < cutoff)).toBe(true);
  });

  it('a signed demo record is locked; the latest day can still be signed', async () => {
    const ana = await login(t, 'ana@daybook.test', DEMO_PASSWORD);
    const records = (await call(t, 'GET', '/api/attendance/', { session: ana })).json() as {
      id: number;
      date_iso: string;
      signed: boolean;
      time_out: string | null;
    }[];
    const signed = records.find((r) => r.signed);
    expect(signed).toBeDefined();
    const refused = await call(t, 'PATCH', `/api/attendance/${signed!.id}/`, {
      session: ana,
      payload: { one_on_one: true },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('record_signed');
    const latest = records
      .map((r) => r.date_iso)
      .sort()
      .at(-1)!;
    const day = await call(t, 'POST', '/api/attendance/sign-day/', {
      session: ana,
      payload: { date: latest, password: DEMO_PASSWORD },
    });
    expect(day.statusCode, day.body).toBe(200);
  });
});
