import { type LanguagePreference, MSG } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { unauthorized } from '../../lib/http-error.js';
import { presentLanguage } from './user.presenter.js';
import { findUserById } from './users.repository.js';

/** GET /api/profile/language/: the language the signed-in user chose (null: the browser's applies). */
export async function getLanguage(ctx: AppContext, actor: Actor): Promise<LanguagePreference> {
  const user = await findUserById(ctx.db, actor.id);
  if (!user) throw unauthorized(MSG.sessionEnded);
  return presentLanguage(user.language ?? null);
}
