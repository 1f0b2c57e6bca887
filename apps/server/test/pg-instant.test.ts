import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, pgInstant } from '../src/db/database.js';
import { createPostgresDatabase, dialects } from './helper.js';

/**
 * PostgreSQL timestamptz values are read as the ISO instants SQLite stores (docs/ARCHITECTURE.md);
 * the hand-written fast path for UTC sessions must give exactly what `new Date(text)` gives.
 */
describe('pgInstant', () => {
  it('reads the UTC text forms PostgreSQL writes, with and without a fraction', () => {
    expect(pgInstant('2026-11-03 15:04:05+00')).toBe('2026-11-03T15:04:05.000Z');
    expect(pgInstant('2026-11-03 15:04:05.1+00')).toBe('2026-11-03T15:04:05.100Z');
    expect(pgInstant('2026-11-03 15:04:05.123+00')).toBe('2026-11-03T15:04:05.123Z');
    expect(pgInstant('2026-11-03 15:04:05.123456+00')).toBe('2026-11-03T15:04:05.123Z');
  });

  it('falls back to Date for another session zone', () => {
    expect(pgInstant('2026-11-03 08:04:05.5-07')).toBe('2026-11-03T15:04:05.500Z');
    expect(pgInstant('2026-11-03 20:34:05+05:30')).toBe('2026-11-03T15:04:05.000Z');
  });

  it('agrees with Date on every instant with up to six fraction digits', () => {
    const instant = fc.date({
      min: new Date('1000-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 6 }), (date, micros, digits) => {
        const iso = date.toISOString();
        const fraction = `${iso.slice(20, 23)}${String(micros).padStart(3, '0')}`.slice(0, digits).replace(/0+$/, '');
        const text = `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ''}+00`;
        expect(pgInstant(text)).toBe(new Date(text).toISOString());
      }),
    );
  });
});

describe.each(dialects().filter((d) => d === 'postgres'))('timestamptz read back on %s', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const made = await createPostgresDatabase();
    drop = made.drop;
    handle = openDatabase({ databaseUrl: made.url, dataDir: '/nonexistent', poolSize: 1, onConnectionError: () => {} });
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('answers the stored instant to the millisecond in a UTC and in a non-UTC session', async () => {
    const stored = '2026-11-03T15:04:05.120Z';
    for (const zone of ['UTC', 'America/Phoenix', 'Asia/Kolkata']) {
      const row = await sql<{
        at: string;
      }>`select set_config('TimeZone', ${zone}, false) as z, ${stored}::timestamptz as at`.execute(handle.db);
      expect(row.rows[0]?.at, zone).toBe(stored);
    }
  });
});
