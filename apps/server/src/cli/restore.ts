import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { restoreDatabase } from '../ops/backup.js';

/**
 * `npm run restore -- FILE`: restores a backup into the configured database (DATA_DIR's embedded
 * file, or DATABASE_URL), which must be empty, then migrates and checks it.
 */
const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file) {
  console.error('Usage: npm run restore -- FILE   (into an empty DATA_DIR, or an empty DATABASE_URL database)');
  process.exit(2);
}
const config = loadConfig();
try {
  const report = await restoreDatabase(config, path.resolve(file));
  const rows = Object.entries(report.tables)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
  console.log(`Restored ${path.resolve(file)} into ${report.dialect}; integrity checks passed. Rows: ${rows}`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
