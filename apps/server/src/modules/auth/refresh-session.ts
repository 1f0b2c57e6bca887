import { MSG, type TokenPair } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { toBool } from '../../db/schema.js';
import { unauthorized } from '../../lib/http-error.js';
import { writeAudit } from '../audit/audit.repository.js';
import { tokenPairFor } from './issue-session.js';
import { sessionIsLive } from './session-policy.js';
import {
  endSession,
  findRefreshToken,
  findSuccessors,
  markRotated,
  retireUnused,
  touchSession,
} from './sessions.repository.js';
import { hashRefreshToken } from './tokens.js';

/**
 * Exchanges a refresh token for a new pair (rotation). A token presented a second time means
 * it was copied: the whole session ends, so neither holder can go on (docs/security.md) — except
 * a retry within the reuse window while the pair it was exchanged for is still unused, which is
 * the same client that never received or never stored that pair (a page reloaded, a connection
 * dropped mid-refresh): it gets a new pair and the unused one is retired
 * (docs/decisions/0034-refresh-reuse-window.md).
 */
export async function refreshSession(
  ctx: AppContext,
  options: { refresh: string; requestId: string },
): Promise<TokenPair> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    // Locks the token's row on PostgreSQL: two requests with the same token run one after the other.
    const token = await findRefreshToken(trx, hashRefreshToken(options.refresh), ctx.dialect);
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
        : (await exchangeable(trx, token, now, ctx.config.refreshReuseWindow))
          ? null
          : 'refresh_reuse';
    if (refusal) {
      await revoke(refusal);
      return { ok: false as const };
    }
    if (token.rotated_at) {
      await writeAudit(trx, {
        actorId: token.user_id,
        action: 'session_refresh_retry',
        entity: 'session',
        entityId: token.session_id,
        after: { seconds_since_rotation: (now.getTime() - Date.parse(token.rotated_at)) / 1000 },
        requestId: options.requestId,
        at: now,
      });
    }
    await touchSession(trx, token.session_id, now);
    return {
      ok: true as const,
      tokens: await tokenPairFor(ctx, trx, token.user_id, token.session_id, now, token.id),
    };
  });
  if (!outcome.ok) throw unauthorized(MSG.refreshInvalid);
  return outcome.tokens;
}

/**
 * Whether the token may be exchanged: unused (it is marked used here), or presented again within
 * the reuse window (retryWithinWindow).
 */
async function exchangeable(trx: Executor, token: PresentedToken, now: Date, windowSeconds: number) {
  if (!token.rotated_at && !token.retired_at) return markRotated(trx, token.id, now);
  return retryWithinWindow(trx, token, now, windowSeconds);
}

interface PresentedToken {
  id: number;
  rotated_at: string | null;
  retired_at: string | null;
}

/**
 * Whether a token presented again may be exchanged once more: it was rotated (not retired) less
 * than `windowSeconds` ago and what it was exchanged for has not been used, in which case that
 * successor is retired here. A successor already used, a retired token, or a retry after the
 * window is a second holder (docs/security.md, "Sessions").
 */
async function retryWithinWindow(
  trx: Executor,
  token: PresentedToken,
  now: Date,
  windowSeconds: number,
): Promise<boolean> {
  if (!token.rotated_at || token.retired_at) return false;
  if (Date.parse(token.rotated_at) + windowSeconds * 1000 <= now.getTime()) return false;
  const successors = await findSuccessors(trx, token.id);
  if (successors.some((successor) => successor.rotated_at)) return false;
  const live = successors.filter((successor) => !successor.retired_at);
  // Exactly one live successor; none is a token rotated before migration 0024 recorded successors.
  if (live.length !== 1 || !live[0]) return false;
  // Conditional: a request presenting the successor at this moment locks its row, and whichever
  // comes second sees the other's write and ends the session.
  return retireUnused(trx, live[0].id, now);
}
