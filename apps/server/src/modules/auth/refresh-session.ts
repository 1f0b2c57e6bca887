import { MSG, type TokenPair } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { toBool } from '../../db/schema.js';
import { unauthorized } from '../../lib/http-error.js';
import { writeAudit } from '../audit/audit.repository.js';
import { tokenPairFor } from './issue-session.js';
import { sessionIsLive } from './session-policy.js';
import { endSession, findRefreshToken, markRotated, touchSession } from './sessions.repository.js';
import { hashRefreshToken } from './tokens.js';

/**
 * Exchanges a refresh token for a new pair (rotation). A token presented a second time means
 * it was copied: the whole session ends, so neither holder can go on (docs/security.md).
 */
export async function refreshSession(
  ctx: AppContext,
  options: { refresh: string; requestId: string },
): Promise<TokenPair> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const token = await findRefreshToken(trx, hashRefreshToken(options.refresh));
    if (!token || token.ended_at) return { ok: false as const };
    const revoke = async (reason: string) => {
      if (!(await endSession(trx, token.session_id, reason, now))) return;
      await writeAudit(trx, {
        actorId: token.user_id,
        action: 'session_revoke',
        entity: 'session',
        entityId: token.session_id,
        after: { reason },
        requestId: options.requestId,
        at: now,
      });
    };
    // A session that timed out or whose user was deactivated simply ends; only a live session's
    // token presented twice is treated as stolen.
    const refusal = !toBool(token.is_active)
      ? 'deactivated'
      : !sessionIsLive(token, now, ctx.config)
        ? 'timeout'
        : token.rotated_at || !(await markRotated(trx, token.id, now))
          ? 'refresh_reuse'
          : null;
    if (refusal) {
      await revoke(refusal);
      return { ok: false as const };
    }
    await touchSession(trx, token.session_id, now);
    return { ok: true as const, tokens: await tokenPairFor(ctx, trx, token.user_id, token.session_id, now) };
  });
  if (!outcome.ok) throw unauthorized(MSG.refreshInvalid);
  return outcome.tokens;
}
