import type { LocationTrustSettings, LocationTrustSettingsBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { offlineMaxAgeHours } from '../../lib/action-time.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { setLocationTrustLimits } from '../organisation/set-location-trust-limits.js';
import { getLocationTrustSettings } from './get-location-trust-settings.js';
import { locationSettings } from './location-trust.repository.js';

/** PUT /api/location-trust/settings/ (admin): any subset, audited. The limits are kept on the organisation. */
export async function putLocationTrustSettings(
  ctx: AppContext,
  req: ChangeRequest,
  body: LocationTrustSettingsBody,
): Promise<LocationTrustSettings> {
  const before = await getLocationTrustSettings(ctx);
  await auditedChange(ctx, req, async ({ trx, audit }) => {
    await setLocationTrustLimits(trx, {
      ...(body.low_accuracy_limit_m !== undefined ? { low_accuracy_limit_m: body.low_accuracy_limit_m } : {}),
      ...(body.offline_max_age_hours !== undefined ? { offline_max_age_hours: body.offline_max_age_hours } : {}),
    });
    const after = { ...(await locationSettings(trx)), offlineMaxAgeHours: await offlineMaxAgeHours(trx) };
    await audit({ action: 'update', entity: 'organisation', entityId: 'location_trust', before, after });
  });
  return getLocationTrustSettings(ctx);
}
