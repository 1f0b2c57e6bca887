import type { UserLocations } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { readAssignedLocations } from './assigned-locations.js';

/** GET /api/location-trust/users/{id}/locations/ (admin): the employee's assigned locations. */
export async function getUserLocations(ctx: AppContext, userId: number): Promise<UserLocations> {
  return { user_id: userId, location_ids: await readAssignedLocations(ctx, 'user', userId) };
}
