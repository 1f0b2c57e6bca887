import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditRowsFor,
  call,
  createTestApp,
  createUser,
  dialects,
  login,
  type Session,
  type TestApp,
} from './helper.js';

/**
 * The organisation settings' version (docs/api-errors.md, "Organisation settings"): a save that
 * sends the `updated_at` its form read is refused when someone else saved since, and changes
 * nothing; every save moves the version forward, even at the same instant; a save without it is
 * not checked, as before.
 */
describe.each(dialects())('organisation settings saved from two screens, on %s', (dialect) => {
  let t: TestApp;
  let first: Session;
  let second: Session;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    first = await login(t, (await createUser(t, { role: 'admin', name: 'Ada First' })).email);
    second = await login(t, (await createUser(t, { role: 'admin', name: 'Bea Second' })).email);
  });
  afterAll(async () => t.close());

  const read = async (s: Session) => {
    const response = await call(t, 'GET', '/api/admin/organisation', { session: s });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Record<string, unknown> & { updated_at: string };
  };
  const save = (s: Session, payload: unknown) => call(t, 'PUT', '/api/admin/organisation', { session: s, payload });

  it('the later of two saves from the same reading is refused, and the earlier one stands', async () => {
    const seenByFirst = await read(first);
    const seenBySecond = await read(second);
    // the clock does not move: the version still moves forward
    const saved = await save(first, { ...seenByFirst, late_grace_minutes: 10 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(Date.parse(saved.json().updated_at)).toBeGreaterThan(Date.parse(seenByFirst.updated_at));

    const auditBefore = (await auditRowsFor(t, 'organisation', 1)).length;
    const stale = await save(second, { ...seenBySecond, late_grace_minutes: 15, name: 'Stale name' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'organisation_changed', detail: MSG.organisationChanged });
    const now = await read(second);
    expect(now).toMatchObject({ late_grace_minutes: 10, name: seenByFirst.name, updated_at: saved.json().updated_at });
    expect((await auditRowsFor(t, 'organisation', 1)).length).toBe(auditBefore);

    // reloaded, the second admin's save goes through
    const retried = await save(second, { ...now, late_grace_minutes: 15 });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().late_grace_minutes).toBe(15);
  });

  it('a PATCH of one field without the version is not checked; a version that is not an instant is a 400', async () => {
    const patched = await call(t, 'PATCH', '/api/admin/organisation', {
      session: first,
      payload: { late_grace_minutes: 5 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const before = await read(first);
    const bad = await save(first, { late_grace_minutes: 7, updated_at: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', updated_at: [expect.any(String)] });
    expect(await read(first)).toEqual(before);
  });

  it('of simultaneous saves from one reading exactly one is written', async () => {
    const seen = await read(first);
    const answers = await Promise.all(
      [20, 21, 22, 23, 24].map((grace, i) =>
        save(i % 2 ? second : first, { updated_at: seen.updated_at, late_grace_minutes: grace }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)?.json();
    expect((await read(first)).late_grace_minutes).toBe(winner.late_grace_minutes);
  });
});
