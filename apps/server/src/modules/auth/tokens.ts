import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'daybook';
const AUDIENCE = 'daybook-api';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** Signs a short-lived access token naming the user and their session (DESIGN §6). */
export async function signAccessToken(secret: string, claims: AccessClaims, now: Date, ttlSeconds: number) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(new TextEncoder().encode(secret));
}

/** Verifies signature, algorithm, issuer, audience, exp and nbf; null for anything else. */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'sid'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
    return { userId, sessionId: payload.sid };
  } catch {
    return null;
  }
}

/** A new opaque refresh token: 256 random bits, URL-safe. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh tokens are stored only as their SHA-256 (they are random, so no salt is needed). */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
