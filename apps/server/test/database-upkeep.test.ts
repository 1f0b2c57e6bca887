import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDatabaseUpkeep, upkeepFindings } from '../src/ops/database-upkeep.js';
import { createTestApp, dialects, type TestApp } from './helper.js';

/** The start-up check of PostgreSQL's upkeep settings (src/ops/database-upkeep.ts; docs/operations.md, "PostgreSQL upkeep"). */
describe('upkeepFindings', () => {
  it('names autovacuum and track_counts when they are off, and nothing when they are on', () => {
    expect(
      upkeepFindings([
        { name: 'autovacuum', setting: 'on' },
        { name: 'track_counts', setting: 'on' },
      ]),
    ).toEqual([]);
    const findings = upkeepFindings([
      { name: 'autovacuum', setting: 'off' },
      { name: 'track_counts', setting: 'off' },
    ]);
    expect(findings.map((f) => [f.setting, f.value])).toEqual([
      ['autovacuum', 'off'],
      ['track_counts', 'off'],
    ]);
    expect(findings[0]?.message).toMatch(/^PostgreSQL autovacuum is off: .*docs\/operations\.md, "PostgreSQL upkeep"/);
    expect(findings[1]?.message).toMatch(/^PostgreSQL track_counts is off: /);
    expect(upkeepFindings([{ name: 'autovacuum', setting: 'off' }]).map((f) => f.setting)).toEqual(['autovacuum']);
  });
});

describe.each(dialects())('checkDatabaseUpkeep on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the server’s own settings (PostgreSQL) and finds nothing to say on SQLite', async () => {
    const findings = await checkDatabaseUpkeep(t);
    if (dialect === 'sqlite') {
      expect(findings).toEqual([]);
      return;
    }
    const { rows } = await sql<{ autovacuum: string; track_counts: string }>`
      select current_setting('autovacuum') as autovacuum, current_setting('track_counts') as track_counts
    `.execute(t.db);
    const expected = Object.entries(rows[0] ?? {})
      .filter(([, value]) => value === 'off')
      .map(([name]) => name)
      .sort();
    expect(findings.map((f) => f.setting)).toEqual(expected);
  });
});
