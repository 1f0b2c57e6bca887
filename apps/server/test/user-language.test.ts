import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsFor, call, createTestApp, dialects, signedIn, type TestApp } from './helper.js';

/** The language each user chose, remembered on the server (issue 15, docs/decisions/0020-spanish.md). */
describe.each(dialects())('user language on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('is null until the user chooses, then answers the choice on every later request', async () => {
    const s = await signedIn(t);
    const first = await call(t, 'GET', '/api/profile/language/', { session: s });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ language: null });

    const saved = await call(t, 'PATCH', '/api/profile/language/', { session: s, payload: { language: 'es' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'es' });
    for (const url of ['/api/profile/language/', '/api/profile/language']) {
      expect((await call(t, 'GET', url, { session: s })).json()).toEqual({ language: 'es' });
    }
    const row = await t.db.selectFrom('users').select('language').where('id', '=', s.userId).executeTakeFirst();
    expect(row?.language).toBe('es');

    expect(
      (await call(t, 'PATCH', '/api/profile/language/', { session: s, payload: { language: null } })).json(),
    ).toEqual({
      language: null,
    });
  });

  it('keeps each user’s own choice', async () => {
    const ana = await signedIn(t);
    const ben = await signedIn(t);
    await call(t, 'PATCH', '/api/profile/language/', { session: ana, payload: { language: 'es' } });
    await call(t, 'PATCH', '/api/profile/language/', { session: ben, payload: { language: 'en' } });
    expect((await call(t, 'GET', '/api/profile/language/', { session: ana })).json()).toEqual({ language: 'es' });
    expect((await call(t, 'GET', '/api/profile/language/', { session: ben })).json()).toEqual({ language: 'en' });
  });

  it('writes each change to the audit log with before and after, and nothing when unchanged', async () => {
    const s = await signedIn(t);
    await call(t, 'PATCH', '/api/profile/language/', { session: s, payload: { language: 'es' } });
    await call(t, 'PATCH', '/api/profile/language/', { session: s, payload: { language: 'es' } });
    await call(t, 'PATCH', '/api/profile/language/', { session: s, payload: { language: 'en' } });
    const rows = (await auditRowsFor(t, 'user', s.userId)).filter((row) => row.action === 'update');
    expect(rows.map((row) => [row.before, row.after])).toEqual([
      [{ language: null }, { language: 'es' }],
      [{ language: 'es' }, { language: 'en' }],
    ]);
    expect(rows[0]).toMatchObject({ actor_id: s.userId, at: t.clock.now().toISOString() });
  });

  it('refuses a language the app does not have, an unknown field and a missing body with 400 and a code', async () => {
    const s = await signedIn(t);
    for (const payload of [{ language: 'fr' }, { language: 'es', extra: 1 }, {}, { language: 3 }]) {
      const response = await call(t, 'PATCH', '/api/profile/language/', { session: s, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect((await call(t, 'GET', '/api/profile/language/', { session: s })).json()).toEqual({ language: null });
  });

  it('asks for a sign-in without a token', async () => {
    expect((await call(t, 'GET', '/api/profile/language/')).statusCode).toBe(401);
    expect((await call(t, 'PATCH', '/api/profile/language/', { payload: { language: 'es' } })).statusCode).toBe(401);
  });
});
