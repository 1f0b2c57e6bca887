import type { AppContext } from '../../context.js';
import { writeAudit } from '../audit/audit.repository.js';
import { endSession, findRefreshToken } from './sessions.repository.js';
import { hashRefreshToken } from './tokens.js';

/**
 * Ends the session that a refresh token (and, when present, the caller's access token) belongs
 * to (docs/product-rules.md §7 POST /api/logout/). Idempotent: an unknown or already-ended session is not an error.
 */
export async function logout(
  ctx: AppContext,
  options: { refresh: string; accessSessionId: string | null; accessUserId: number | null; requestId: string },
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const token = await findRefreshToken(trx, hashRefreshToken(options.refresh));
    const sessions = new Map<string, number | null>();
    if (token) sessions.set(token.session_id, token.user_id);
    if (options.accessSessionId && !sessions.has(options.accessSessionId)) {
      sessions.set(options.accessSessionId, options.accessUserId);
    }
    for (const [sessionId, userId] of sessions) {
      if (await endSession(trx, sessionId, 'logout', now)) {
        await writeAudit(trx, {
          actorId: userId,
          action: 'logout',
          entity: 'session',
          entityId: sessionId,
          requestId: options.requestId,
          at: now,
        });
      }
    }
  });
}
