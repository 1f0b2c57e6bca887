import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateBefore, migrateToLatest } from '../src/db/migrate.js';
import { DEFAULT_HOURS } from '../src/db/migrations/0025-organisation-hours-es.js';
import {
  auditRowsFor,
  call,
  createTestApp,
  dialects,
  oldOrganisation,
  openFreshDatabase,
  type Session,
  signedIn,
  type TestApp,
} from './helper.js';

/**
 * The organisation's opening hours in Spanish (migration 0025, ADR 0020 "Organisation texts"):
 * kept beside the English, edited in the admin console, answered by GET /api/organisation/ as
 * `hours_es` for the footer, which shows the English where none is written.
 */

const STAMP = '2026-11-01T16:00:00.000Z';

describe.each(dialects())('migration 0025 over an existing organisation on %s', (dialect) => {
  const migrated = async (hoursText: string) => {
    const { handle, drop } = await openFreshDatabase(dialect);
    try {
      await migrateBefore(handle, '0025-organisation-hours-es');
      await handle.db
        .insertInto('organisation')
        .values(oldOrganisation({ hours_text: hoursText, updated_at: STAMP }))
        .execute();
      await migrateToLatest(handle);
      return await handle.db
        .selectFrom('organisation')
        .select(['hours_text', 'hours_text_es'])
        .executeTakeFirstOrThrow();
    } finally {
      await handle.close();
      await drop();
    }
  };

  it('gives the hours an organisation started with their Spanish', async () => {
    expect(await migrated(DEFAULT_HOURS.en)).toEqual({ hours_text: DEFAULT_HOURS.en, hours_text_es: DEFAULT_HOURS.es });
  });

  it('leaves hours an administrator wrote without Spanish', async () => {
    expect(await migrated('Mon-Sat 7am-5pm')).toEqual({ hours_text: 'Mon-Sat 7am-5pm', hours_text_es: null });
  });
});

describe.each(dialects())('the opening hours in Spanish on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signedIn(t, { role: 'admin', name: 'Alex Admin' });
  });
  afterAll(async () => t.close());

  const edit = (payload: unknown) => call(t, 'PUT', '/api/admin/organisation', { session: admin, payload });
  const shown = async () => (await call(t, 'GET', '/api/organisation/')).json();

  it('starts with the default hours in both languages', async () => {
    expect(await shown()).toMatchObject({ hours: DEFAULT_HOURS.en, hours_es: DEFAULT_HOURS.es });
  });

  it('keeps the Spanish an administrator writes, audited with before and after', async () => {
    const saved = await edit({ hours_text: 'Mon-Sat 7am-5pm', hours_text_es: '  lun-sáb 7 a. m.-5 p. m. ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ hours_text: 'Mon-Sat 7am-5pm', hours_text_es: 'lun-sáb 7 a. m.-5 p. m.' });
    expect(await shown()).toMatchObject({ hours: 'Mon-Sat 7am-5pm', hours_es: 'lun-sáb 7 a. m.-5 p. m.' });
    const audit = (await auditRowsFor(t, 'organisation', 1)).at(-1);
    expect(audit?.before).toMatchObject({ hours_text_es: DEFAULT_HOURS.es });
    expect(audit?.after).toMatchObject({ hours_text_es: 'lun-sáb 7 a. m.-5 p. m.' });
  });

  it('leaves the Spanish alone when a change does not name it', async () => {
    expect((await edit({ hours_text: 'Mon-Fri 7am-3pm' })).statusCode).toBe(200);
    expect(await shown()).toMatchObject({ hours: 'Mon-Fri 7am-3pm', hours_es: 'lun-sáb 7 a. m.-5 p. m.' });
  });

  it('clears the Spanish when it is emptied, so Spanish readers see the English', async () => {
    for (const cleared of ['', null]) {
      expect((await edit({ hours_text_es: 'lun-vie' })).statusCode).toBe(200);
      const response = await edit({ hours_text_es: cleared });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().hours_text_es).toBeNull();
      expect((await shown()).hours_es).toBeNull();
    }
  });

  it('refuses Spanish hours that are too long or not text, and changes nothing', async () => {
    expect((await edit({ hours_text_es: 'lun-vie' })).statusCode).toBe(200);
    for (const bad of ['x'.repeat(101), 5, ['lun'], 'lun\u0000vie']) {
      const response = await edit({ hours_text_es: bad });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect((await shown()).hours_es).toBe('lun-vie');
  });
});
