import { type LanguagePreference, type LanguageUpdateBody, MSG } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { unauthorized } from '../../lib/http-error.js';
import { writeAudit } from '../audit/audit.repository.js';
import { presentLanguage } from './user.presenter.js';
import { findUserById, updateUser } from './users.repository.js';

/**
 * PATCH /api/profile/language/ (issue 15, docs/decisions/0020-spanish.md): remembers the language
 * the signed-in user chose in Settings, so that every device they sign in on uses it. The change
 * is written to the audit log with its before and after.
 */
export async function updateLanguage(
  ctx: AppContext,
  options: { actor: Actor; body: LanguageUpdateBody; requestId: string },
): Promise<LanguagePreference> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findUserById(trx, options.actor.id, ctx.dialect);
    if (!before) throw unauthorized(MSG.sessionEnded);
    if ((before.language ?? null) === options.body.language) return presentLanguage(before.language ?? null);
    const after = await updateUser(trx, before.id, { language: options.body.language, updated_at: now.toISOString() });
    await writeAudit(trx, {
      actorId: options.actor.id,
      action: 'update',
      entity: 'user',
      entityId: before.id,
      before: { language: before.language ?? null },
      after: { language: after.language ?? null },
      requestId: options.requestId,
      at: now,
    });
    return presentLanguage(after.language ?? null);
  });
}
