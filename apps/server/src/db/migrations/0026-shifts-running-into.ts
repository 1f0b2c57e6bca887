import { sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

/**
 * Finding the shifts begun before a window that were still being worked when it began
 * (payroll.repository.ts `readShifts`, docs/payroll-rules.md "Workweek and overtime"): a worker's
 * own check-out has no upper limit, so a timecard or a workweek reads, besides its own dates, the
 * earlier shifts checked out after the window's start. Without an index that read scanned every
 * earlier work day of the people asked for (all of them for the payroll alerts and the approvals
 * list); with it, it reads the shifts checked out since then. Partial, so a check-in adds nothing
 * here: an open shift is not read this way (one begun the day before the window is within the
 * dates its callers read; an older one is a forgotten check-out, which counts nothing until a
 * check-out or a correction closes it).
 */
export const shiftsRunningInto: DaybookMigration = {
  async up(db) {
    await sql`create index work_days_checked_out_idx on work_days (check_out_at) where check_out_at is not null`.execute(
      db,
    );
  },
  async down(db) {
    await sql`drop index work_days_checked_out_idx`.execute(db);
  },
};
