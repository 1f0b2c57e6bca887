import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { writeAudit } from '../audit/audit.repository.js';
import { insertRefreshToken, insertSession } from './sessions.repository.js';
import { hashRefreshToken, newRefreshToken, signAccessToken } from './tokens.js';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Signs an access token for a session and pairs it with a new refresh token, issued for the token
 * `rotatedFrom` when it replaces one (refresh-session.ts).
 */
export async function tokenPairFor(
  ctx: AppContext,
  executor: Executor,
  userId: number,
  sessionId: string,
  now: Date,
  rotatedFrom: number | null = null,
): Promise<TokenPair> {
  const refresh = newRefreshToken();
  await insertRefreshToken(executor, sessionId, hashRefreshToken(refresh), now, rotatedFrom);
  const access = await signAccessToken(ctx.config.jwtSecret, { userId, sessionId }, now, ctx.config.accessTokenTtl);
  return { access_token: access, refresh_token: refresh, access_expires_in: ctx.config.accessTokenTtl };
}

/**
 * Opens a session for a user who has just proved who they are and records the sign-in in the
 * audit log; runs inside the caller's transaction.
 */
export async function issueSession(
  ctx: AppContext,
  executor: Executor,
  userId: number,
  options: { client: ClientInfo; requestId: string },
): Promise<TokenPair> {
  const { client } = options;
  const now = ctx.clock.now();
  const sessionId = randomUUID();
  await insertSession(executor, {
    id: sessionId,
    userId,
    now,
    expiresAt: new Date(now.getTime() + ctx.config.sessionAbsoluteLifetime * 1000),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  await writeAudit(executor, {
    actorId: userId,
    action: 'login',
    entity: 'session',
    entityId: sessionId,
    requestId: options.requestId,
    at: now,
  });
  return tokenPairFor(ctx, executor, userId, sessionId, now);
}
