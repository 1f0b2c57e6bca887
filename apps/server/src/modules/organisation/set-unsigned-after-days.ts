import type { Executor } from '../../db/database.js';
import { updateOrganisation } from './organisation.repository.js';

/**
 * Writes after how many days an unsigned record is listed as overdue, inside the caller's
 * transaction: the signatures feature owns the rule and its audit row, the organisation owns the
 * row (docs/ARCHITECTURE.md). It leaves `updated_at` alone: that is the version of the settings
 * form's fields (update-organisation-settings.ts), which this one is not among.
 */
export async function setUnsignedAfterDays(trx: Executor, days: number): Promise<void> {
  await updateOrganisation(trx, { unsigned_after_days: days });
}
