import type { UserLocations } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { putAssignedLocations } from './assigned-locations.js';

/**
 * PUT /api/location-trust/users/{id}/locations/ (admin): replaces the assignment (an empty list:
 * every active location applies). Unknown locations are refused; audited with before and after.
 */
export async function putUserLocations(
  ctx: AppContext,
  req: ChangeRequest,
  userId: number,
  locationIds: number[],
): Promise<UserLocations> {
  return { user_id: userId, location_ids: await putAssignedLocations(ctx, req, 'user', userId, locationIds) };
}
