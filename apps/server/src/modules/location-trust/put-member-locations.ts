import type { MemberLocations } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { putAssignedLocations } from './assigned-locations.js';

/**
 * PUT /api/location-trust/members/{id}/locations/ (admin): replaces the member's assigned
 * locations (an empty list: their home only). Unknown locations are refused; audited.
 */
export async function putMemberLocations(
  ctx: AppContext,
  req: ChangeRequest,
  memberId: number,
  locationIds: number[],
): Promise<MemberLocations> {
  return { member_id: memberId, location_ids: await putAssignedLocations(ctx, req, 'member', memberId, locationIds) };
}
