import { MSG, type UserSettings } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { notFound } from '../../lib/http-error.js';
import { presentSettings } from './user.presenter.js';
import { findSettingsForUser } from './users.repository.js';

/** GET /api/user/settings/: the signed-in user's address and personal settings (404 when none are recorded). */
export async function getUserSettings(ctx: AppContext, actor: Actor): Promise<UserSettings> {
  const settings = await findSettingsForUser(ctx.db, actor.id);
  if (!settings) throw notFound(MSG.noSettings);
  return presentSettings(settings);
}
