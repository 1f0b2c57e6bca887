/**
 * The claims of the access token (a JWT), read on the device without checking its signature: only
 * for what the device shows or queues before the server answers, which checks the token on every
 * call. Null for anything that is not a JWT with an object for its claims.
 */
export function tokenClaims(token: string | null): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return claims !== null && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
