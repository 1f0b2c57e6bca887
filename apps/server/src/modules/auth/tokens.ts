import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const ISSUER = 'daybook';
const AUDIENCE = 'daybook-api';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
/** The one header Daybook signs with. */
const HEADER = base64url({ alg: ALGORITHM, typ: 'JWT' });

/**
 * Signs a short-lived access token naming the user and their session (docs/security.md): a compact JWS,
 * HS256, with sid, sub, iss, aud, iat, nbf and exp. Signed with node:crypto's HMAC in the
 * request's own thread: jose's WebCrypto path went to libuv's thread pool and back, and a sign-in
 * waited there — holding its session transaction — behind the password hashes of a burst
 * (docs/performance.md).
 */
export async function signAccessToken(secret: string, claims: AccessClaims, now: Date, ttlSeconds: number) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const payload = base64url({
    sid: claims.sessionId,
    sub: String(claims.userId),
    iss: ISSUER,
    aud: AUDIENCE,
    iat: issuedAt,
    nbf: issuedAt,
    exp: issuedAt + ttlSeconds,
  });
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

/** Base64url without padding, the only spelling a JWT part may have (RFC 7515 §2). */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A base64url JWT part as a JSON object, or null when it is anything else. */
function jsonPart(part: string): Record<string, unknown> | null {
  if (!BASE64URL.test(part)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Verifies signature, algorithm, issuer, audience, exp and nbf; null for anything else.
 *
 * Checked here with node:crypto's HMAC, synchronously, rather than with jose's `jwtVerify`: jose
 * verifies through WebCrypto, which sends every check to libuv's thread pool and back. That was
 * the largest cost of an authenticated read after the database itself (docs/performance.md,
 * "Where the time of one authenticated read goes"), and it queued behind password hashes on the
 * same pool. Tests forge tokens with jose (apps/server/test/jwt.test.ts). The checks are jose's, made stricter where Daybook signs only one way: the header
 * must be HS256 with no `crit`/`b64` extension, the signature exactly 32 bytes in canonical
 * base64url compared in constant time, `iss` and `aud` Daybook's, `exp` after now, `nbf` not after
 * now, `iat` a number when present, `sub` a safe integer and `sid` text.
 */
function verifyUncached(secret: string, token: string, now: Date): VerifiedToken | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [encodedHeader = '', encodedPayload = '', encodedSignature = ''] = parts;
  const header = jsonPart(encodedHeader);
  if (!header || header.alg !== ALGORITHM || 'crit' in header || 'b64' in header) return null;
  if (header.typ !== undefined && header.typ !== 'JWT') return null;
  if (!BASE64URL.test(encodedSignature)) return null;
  const signature = Buffer.from(encodedSignature, 'base64url');
  if (signature.length !== 32 || signature.toString('base64url') !== encodedSignature) return null;
  const expected = createHmac('sha256', secret).update(`${encodedHeader}.${encodedPayload}`).digest();
  if (!timingSafeEqual(signature, expected)) return null;
  const payload = jsonPart(encodedPayload);
  if (!payload) return null;
  const seconds = Math.floor(now.getTime() / 1000);
  const { iss, aud, exp, nbf, iat, sub, sid } = payload;
  if (iss !== ISSUER) return null;
  if (aud !== AUDIENCE && !(Array.isArray(aud) && aud.includes(AUDIENCE))) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= seconds) return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || !Number.isFinite(nbf) || nbf > seconds)) return null;
  if (iat !== undefined && (typeof iat !== 'number' || !Number.isFinite(iat))) return null;
  if (typeof sub !== 'string' || typeof sid !== 'string') return null;
  const userId = Number(sub);
  if (!Number.isSafeInteger(userId) || String(userId) !== sub) return null;
  return {
    claims: Object.freeze({ userId, sessionId: sid }),
    exp,
    nbf: typeof nbf === 'number' ? nbf : Number.NEGATIVE_INFINITY,
  };
}

interface VerifiedToken {
  claims: AccessClaims;
  /** The token's `exp` and `nbf` in seconds (nbf -Infinity when absent). */
  exp: number;
  nbf: number;
}

/**
 * Tokens whose signature and claims have been verified, by secret and then by the token's text, so
 * that the next request with the same token skips the HMAC and the two JSON parses (together about
 * 5 % of an authenticated read, docs/performance.md). Only a token that passed every check above is
 * kept, and a kept token is still refused once `now` passes its `exp` (or is before its `nbf`): a
 * token's validity depends on nothing but its text, the secret and the time, so the answer is the
 * same as verifying again, on any number of instances. Revocation is not the token's business: the
 * session is read on every request (plugins/auth.ts). Bounded: cleared when full.
 */
const verified = new Map<string, Map<string, VerifiedToken>>();
const VERIFIED_LIMIT = 10_000;

/** Verifies an access token (see verifyUncached for the checks); null for anything else. */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessClaims | null> {
  const seconds = Math.floor(now.getTime() / 1000);
  let bySecret = verified.get(secret);
  let entry = bySecret?.get(token);
  if (!entry) {
    const result = verifyUncached(secret, token, now);
    if (!result) return null;
    entry = result;
    if (!bySecret) {
      if (verified.size >= 8) verified.clear();
      bySecret = new Map();
      verified.set(secret, bySecret);
    }
    if (bySecret.size >= VERIFIED_LIMIT) bySecret.clear();
    bySecret.set(token, entry);
  }
  if (entry.exp <= seconds || entry.nbf > seconds) return null;
  return entry.claims;
}

/** A new opaque refresh token: 256 random bits, URL-safe. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh tokens are stored only as their SHA-256 (they are random, so no salt is needed). */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
