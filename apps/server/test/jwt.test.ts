import { MSG } from '@daybook/domain';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, dialects, MINUTE, signedIn, type TestApp } from './helper.js';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(dialects())('access tokens on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const profileWith = (authorization: string) => call(t, 'GET', '/api/profile/', { headers: { authorization } });

  /** The claims of a real token for a fresh signed-in user. */
  async function realClaims() {
    const s = await signedIn(t);
    return { s, claims: decodeJwt(s.access) };
  }

  /** Signs claims the way the server does, with any part changed. */
  function sign(
    claims: Record<string, unknown>,
    options: { secret?: string; alg?: string; nbf?: number; exp?: number } = {},
  ): Promise<string> {
    const { iat: _iat, nbf, exp, ...rest } = claims as { iat: number; nbf: number; exp: number };
    return new SignJWT(rest)
      .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
      .setIssuedAt(Math.floor(t.clock.now().getTime() / 1000))
      .setNotBefore(options.nbf ?? nbf)
      .setExpirationTime(options.exp ?? exp)
      .sign(new TextEncoder().encode(options.secret ?? t.config.jwtSecret));
  }

  it('accepts a token built like the server’s own (the forgeries below differ in one thing)', async () => {
    const { s, claims } = await realClaims();
    const response = await profileWith(`Bearer ${await sign(claims)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(s.userId);
  });

  it.each(['none', 'None', 'NONE'])('refuses an unsigned token with alg "%s"', async (alg) => {
    const { claims } = await realClaims();
    const unsigned = `${b64({ alg, typ: 'JWT' })}.${b64(claims)}`;
    for (const token of [`${unsigned}.`, unsigned]) {
      const response = await profileWith(`Bearer ${token}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ detail: MSG.notAuthenticated });
    }
  });

  it('refuses a token signed with another secret', async () => {
    const { claims } = await realClaims();
    const response = await profileWith(`Bearer ${await sign(claims, { secret: 'x'.repeat(64) })}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: MSG.notAuthenticated });
  });

  it.each(['HS384', 'HS512'])('refuses a token signed with the right secret but %s', async (alg) => {
    const { claims } = await realClaims();
    const response = await profileWith(`Bearer ${await sign(claims, { alg })}`);
    expect(response.statusCode).toBe(401);
  });

  it('refuses a real token whose payload was edited', async () => {
    const { s, claims } = await realClaims();
    const other = await signedIn(t);
    const [header, , signature] = s.access.split('.');
    const edited = `${header}.${b64({ ...claims, sub: String(other.userId) })}.${signature}`;
    const response = await profileWith(`Bearer ${edited}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: MSG.notAuthenticated });
  });

  it('refuses a token once it has expired (15 minutes), though its session lives on', async () => {
    const { s } = await realClaims();
    t.clock.advance(15 * MINUTE - 1000);
    expect((await profileWith(`Bearer ${s.access}`)).statusCode).toBe(200);
    t.clock.advance(1000);
    const response = await profileWith(`Bearer ${s.access}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: MSG.notAuthenticated });
    const refreshed = await call(t, 'POST', '/api/token/refresh/', { payload: { refresh: s.refresh } });
    expect(refreshed.statusCode).toBe(200);
  });

  it('refuses a correctly signed token that is not valid yet (nbf in the future)', async () => {
    const { claims } = await realClaims();
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const response = await profileWith(`Bearer ${await sign(claims, { nbf: now + 60 })}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: MSG.notAuthenticated });
  });

  it.each([
    ['another issuer', { iss: 'someone-else' }],
    ['another audience', { aud: 'another-api' }],
    ['no session id', { sid: undefined }],
    ['no subject', { sub: undefined }],
  ])('refuses a correctly signed token with %s', async (_case, change) => {
    const { claims } = await realClaims();
    const response = await profileWith(`Bearer ${await sign({ ...claims, ...change })}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: MSG.notAuthenticated });
  });

  it('refuses a correctly signed token that pairs one user with another user’s session', async () => {
    const { claims } = await realClaims();
    const victim = await signedIn(t);
    const response = await profileWith(`Bearer ${await sign({ ...claims, sub: String(victim.userId) })}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: MSG.sessionEnded });
  });

  it.each([
    ['garbage', 'Bearer not-a-token'],
    ['three empty parts', 'Bearer ..'],
    ['random base64 parts', `Bearer ${b64({ a: 1 })}.${b64({ b: 2 })}.${b64('c')}`],
    ['an empty bearer', 'Bearer '],
    ['a bearer with two tokens', 'Bearer a.b.c d.e.f'],
  ])('refuses %s', async (_case, header) => {
    const response = await profileWith(header);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: MSG.notAuthenticated });
  });

  it('refuses a real token sent without the "Bearer" scheme or under another scheme', async () => {
    const { s } = await realClaims();
    for (const header of [s.access, `Token ${s.access}`, `Basic ${s.access}`, `JWT ${s.access}`, `Bearer${s.access}`]) {
      const response = await profileWith(header);
      expect(response.statusCode, header.slice(0, 10)).toBe(401);
      expect(response.json()).toMatchObject({ detail: MSG.notAuthenticated });
    }
  });

  it('reads the scheme name case-insensitively, as HTTP defines it', async () => {
    const { s } = await realClaims();
    expect((await profileWith(`bearer ${s.access}`)).statusCode).toBe(200);
    expect((await profileWith(`BEARER ${s.access}`)).statusCode).toBe(200);
  });

  it('signs with HS256 only and names the session in the token', async () => {
    const { s, claims } = await realClaims();
    const header = JSON.parse(Buffer.from(s.access.split('.')[0] ?? '', 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    const session = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', s.userId)
      .executeTakeFirstOrThrow();
    expect(claims).toMatchObject({ sub: String(s.userId), sid: session.id, iss: 'daybook', aud: 'daybook-api' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
  });
});
