import type { MemberLocations } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { readAssignedLocations } from './assigned-locations.js';

/** GET /api/location-trust/members/{id}/locations/ (admin): the member's assigned locations (ADR 0028). */
export async function getMemberLocations(ctx: AppContext, memberId: number): Promise<MemberLocations> {
  return { member_id: memberId, location_ids: await readAssignedLocations(ctx, 'member', memberId) };
}
