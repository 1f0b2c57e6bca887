import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { backupDatabase } from '../ops/backup.js';

/**
 * `npm run backup [-- --out DIR]`: a consistent copy of the configured database while the server
 * runs, to `DIR/daybook-<UTC stamp>.sqlite|.pgdump` (default BACKUP_DIR, else ./backups).
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
const outDir = path.resolve(values.out ?? process.env.BACKUP_DIR ?? './backups');
try {
  const result = await backupDatabase(config, outDir, new Date());
  console.log(`Backed up ${result.dialect} (${result.tables.length} tables, ${result.bytes} bytes) to ${result.file}`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
