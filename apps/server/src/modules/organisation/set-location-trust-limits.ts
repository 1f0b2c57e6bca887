import type { Executor } from '../../db/database.js';
import { updateOrganisation } from './organisation.repository.js';

/**
 * Writes the location-trust limits kept on the organisation row (any subset), inside the caller's
 * transaction: location trust owns the rule and its audit row, the organisation owns the row
 * (docs/ARCHITECTURE.md).
 */
export async function setLocationTrustLimits(
  trx: Executor,
  limits: { low_accuracy_limit_m?: number; offline_max_age_hours?: number },
): Promise<void> {
  await updateOrganisation(trx, limits);
}
