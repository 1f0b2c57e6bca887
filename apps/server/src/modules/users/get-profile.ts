import { MSG, type Profile } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { unauthorized } from '../../lib/http-error.js';
import { locationNameById } from '../location-trust/location-name.js';
import { presentProfile } from './user.presenter.js';
import { findUserById } from './users.repository.js';

/** GET /api/profile/: the signed-in user's profile, the location as its label (401 once the account is gone). */
export async function getProfile(ctx: AppContext, actor: Actor): Promise<Profile> {
  const user = await findUserById(ctx.db, actor.id);
  if (!user) throw unauthorized(MSG.sessionEnded);
  return presentProfile(user, await locationNameById(ctx.db, user.location_id));
}
