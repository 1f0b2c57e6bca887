import type { Member } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { presentMember } from './members.presenter.js';
import { listMembersFor } from './members.repository.js';

/** GET /api/member/members/: the active members assigned to the caller (admins: all), by name. */
export async function listMembers(ctx: AppContext, actor: Actor): Promise<Member[]> {
  return (await listMembersFor(ctx.db, actor)).map(presentMember);
}
