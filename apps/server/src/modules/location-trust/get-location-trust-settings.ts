import type { LocationTrustSettings } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { offlineMaxAgeHours } from '../../lib/action-time.js';
import { locationSettings } from './location-trust.repository.js';

/**
 * GET /api/location-trust/settings/ (admin): the low-accuracy limit, how old an offline action may
 * be (docs/offline.md), and (read-only here) the services that need EVV, which admins mark on the
 * service codes (`requires_evv`).
 */
export async function getLocationTrustSettings(ctx: AppContext): Promise<LocationTrustSettings> {
  const [s, maxAge] = await Promise.all([locationSettings(ctx.db), offlineMaxAgeHours(ctx.db)]);
  return {
    low_accuracy_limit_m: s.lowAccuracyLimit,
    evv_service_codes: s.evvServiceCodes,
    offline_max_age_hours: maxAge,
  };
}
