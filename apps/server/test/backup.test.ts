import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Dialect, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { ensureOrganisation } from '../src/modules/organisation/organisation.repository.js';
import { backupDatabase, backupKind, backupStamp, restoreDatabase, type Target } from '../src/ops/backup.js';
import { createPostgresDatabase, dialects } from './helper.js';

const tmp = (name: string) => mkdtempSync(path.join(tmpdir(), `daybook-${name}-`));

/** A migrated database of the dialect, and how to throw it away. */
async function newTarget(dialect: Dialect): Promise<{ target: Target; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') return { target: { dataDir: tmp('data') }, drop: async () => {} };
  const { url, drop } = await createPostgresDatabase();
  return { target: { databaseUrl: url, dataDir: tmp('unused') }, drop };
}

describe('backupStamp', () => {
  it('is a file-name-safe UTC stamp', () => {
    expect(backupStamp(new Date('2026-11-24T01:02:03.456Z'))).toBe('20261124T010203Z');
  });
});

describe.each(dialects())('backup and restore on %s', (dialect) => {
  it('backs up under a write load and restores every write acknowledged before the backup began', async () => {
    const source = await newTarget(dialect);
    const restored = await newTarget(dialect);
    const handle = openDatabase({ ...source.target, poolSize: 4 });
    try {
      await migrateToLatest(handle);
      await ensureOrganisation(handle.db, new Date());
      const acknowledged: string[] = [];
      let writing = true;
      let next = 0;
      // Three writers insert departments until told to stop; a name counts once its insert returned.
      const writer = async () => {
        while (writing) {
          const name = `Department ${next++}`;
          await handle.db.insertInto('departments').values({ name, created_at: new Date().toISOString() }).execute();
          acknowledged.push(name);
          await new Promise((resolve) => setImmediate(resolve));
        }
      };
      const writers = [writer(), writer(), writer()];
      while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 5));
      const beforeBackup = [...acknowledged];
      const result = await backupDatabase(source.target, tmp('backups'), new Date());
      const duringBackup = acknowledged.length - beforeBackup.length;
      writing = false;
      await Promise.all(writers);

      expect(result.dialect).toBe(dialect);
      expect(result.bytes).toBeGreaterThan(0);
      expect(result.tables).toContain('departments');
      expect(await backupKind(result.file)).toBe(dialect);
      expect(duringBackup).toBeGreaterThanOrEqual(0);

      const report = await restoreDatabase(restored.target, result.file);
      expect(report.dialect).toBe(dialect);
      expect(report.tables.departments).toBeGreaterThanOrEqual(beforeBackup.length);
      expect(report.tables.organisation).toBe(1);

      const check = openDatabase({ ...restored.target, poolSize: 2 });
      try {
        const names = new Set((await check.db.selectFrom('departments').select('name').execute()).map((r) => r.name));
        expect(beforeBackup.filter((name) => !names.has(name))).toEqual([]);
      } finally {
        await check.close();
      }

      // Restoring again into the now non-empty database is refused and changes nothing.
      await expect(restoreDatabase(restored.target, result.file)).rejects.toThrow(/not empty|already exists/);
    } finally {
      await handle.close();
      await source.drop();
      await restored.drop();
    }
  }, 60_000);

  it('refuses a file that is not a backup, or a backup of the other database', async () => {
    const { target, drop } = await newTarget(dialect);
    try {
      const junk = path.join(tmp('junk'), 'junk.bin');
      writeFileSync(junk, 'not a database at all');
      await expect(restoreDatabase(target, junk)).rejects.toThrow(/not a Daybook backup/);
      const other = path.join(tmp('other'), 'other.bin');
      writeFileSync(other, dialect === 'sqlite' ? 'PGDMP\u0001\u000e\u0000' : 'SQLite format 3\u0000 and more');
      await expect(restoreDatabase(target, other)).rejects.toThrow(/backup but the configured database is/);
    } finally {
      await drop();
    }
  });
});

describe('a damaged SQLite backup', () => {
  it('is refused before anything is written', async () => {
    const source = await newTarget('sqlite');
    const handle = openDatabase(source.target);
    await migrateToLatest(handle);
    await ensureOrganisation(handle.db, new Date());
    await handle.close();
    const { file } = await backupDatabase(source.target, tmp('backups'), new Date());
    const bytes = await readFile(file);
    const damaged = path.join(tmp('damaged'), 'damaged.sqlite');
    // Keep the header, spoil the pages after the first.
    writeFileSync(damaged, Buffer.concat([bytes.subarray(0, 4096), Buffer.alloc(bytes.length - 4096, 0x5a)]));
    const target = { dataDir: tmp('data') };
    await expect(restoreDatabase(target, damaged)).rejects.toThrow();
    await expect(readFile(path.join(target.dataDir, 'daybook.sqlite'))).rejects.toThrow(/ENOENT/);
  });
});
