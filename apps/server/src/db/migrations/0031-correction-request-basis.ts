import type { DaybookMigration } from '../migration-helpers.js';

/**
 * The newest correction of its shift a request was filed against (docs/payroll-rules.md,
 * "Correction requests and managers' corrections"), 0 when the shift had none: a correction written
 * after it has a larger id, since every writer of a day takes its timecard lock before writing, so
 * the approval tells that the shift was corrected since by commit order, not by clock readings
 * taken before a lock wait. Null for a request that asks for a new shift, and for requests filed
 * before this column (their approval compares times instead).
 */
export const correctionRequestBasis: DaybookMigration = {
  async up(db) {
    await db.schema.alterTable('correction_requests').addColumn('basis_correction_id', 'integer').execute();
  },
  async down(db) {
    await db.schema.alterTable('correction_requests').dropColumn('basis_correction_id').execute();
  },
};
