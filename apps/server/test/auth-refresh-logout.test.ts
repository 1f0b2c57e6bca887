import { MSG } from '@daybook/domain';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashRefreshToken } from '../src/modules/auth/tokens.js';
import {
  accessWorks,
  auditRowsFor,
  call,
  createTestApp,
  createUser,
  dialects,
  HOUR,
  login,
  MINUTE,
  refresh,
  type Session,
  signedIn,
  snapshot,
  type TestApp,
} from './helper.js';

const SECOND = 1000;
/** The reuse window of testConfig (and the default): 30 seconds. */
const WINDOW = 30 * SECOND;

describe.each(dialects())('token refresh on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const sessionRow = (id: string) =>
    t.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const sessionIdOf = async (s: Session) => {
    const row = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', s.userId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it('rotates: answers a new pair whose access token runs from the time of the refresh', async () => {
    const s = await signedIn(t);
    t.clock.advance(10 * MINUTE);
    const response = await refresh(t, s.refresh);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access_expires_in', 'access_token', 'refresh_token']);
    expect(body.refresh_token).not.toBe(s.refresh);
    const claims = decodeJwt(body.access_token);
    expect(claims.exp).toBe(t.clock.now().getTime() / 1000 + t.config.accessTokenTtl);
    // 14 minutes on, the first access token has expired and the new one still works.
    t.clock.advance(14 * MINUTE);
    expect(await accessWorks(t, s.access)).toBe(false);
    expect(await accessWorks(t, body.access_token)).toBe(true);
  });

  it('refuses a refresh token exchanged longer ago than the reuse window', async () => {
    const s = await signedIn(t);
    expect((await refresh(t, s.refresh)).statusCode).toBe(200);
    t.clock.advance(WINDOW);
    const again = await refresh(t, s.refresh);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ detail: MSG.refreshInvalid });
  });

  it('ends the whole session when a rotated refresh token is presented again after the window', async () => {
    const s = await signedIn(t);
    const rotated = (await refresh(t, s.refresh)).json();
    expect(await accessWorks(t, rotated.access_token)).toBe(true);

    t.clock.advance(WINDOW);
    expect((await refresh(t, s.refresh)).statusCode).toBe(401);

    expect(await accessWorks(t, rotated.access_token)).toBe(false);
    expect((await refresh(t, rotated.refresh_token)).statusCode).toBe(401);
    const id = await sessionIdOf(s);
    expect(await sessionRow(id)).toMatchObject({ end_reason: 'refresh_reuse', ended_at: t.clock.now().toISOString() });
    const audit = await auditRowsFor(t, 'session', id);
    expect(audit.map((row) => row.action)).toEqual(['login', 'session_revoke']);
    expect(audit[1]?.after).toEqual({ reason: 'refresh_reuse' });
  });

  it('ends only the session whose token was reused, not the user’s other sessions', async () => {
    const user = await createUser(t);
    const stolen = await login(t, user.email);
    const elsewhere = await login(t, user.email);
    await refresh(t, stolen.refresh);
    t.clock.advance(WINDOW);
    await refresh(t, stolen.refresh);
    expect(await accessWorks(t, stolen.access)).toBe(false);
    expect(await accessWorks(t, elsewhere.access)).toBe(true);
  });

  /** The session's refresh tokens that may still be exchanged (neither used nor retired). */
  const liveTokens = (sessionId: string) =>
    t.db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('session_id', '=', sessionId)
      .where('rotated_at', 'is', null)
      .where('retired_at', 'is', null)
      .execute();

  it('answers two simultaneous uses of a token with one live pair: the other pair is retired', async () => {
    // Ten sessions at once, so that on PostgreSQL the two requests of a pair really overlap (without
    // the token's row lock most pairs ended their session: one request read the token before the
    // other had marked it used).
    const sessions = await Promise.all(Array.from({ length: 10 }, () => signedIn(t)));
    const raced = await Promise.all(
      sessions.map(async (s) => ({
        id: await sessionIdOf(s),
        responses: await Promise.all([refresh(t, s.refresh), refresh(t, s.refresh)]),
      })),
    );
    for (const { id, responses } of raced) {
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
      // One of the two went second: a retry within the window, which retired the first one's token.
      expect((await auditRowsFor(t, 'session', id)).map((row) => row.action)).toEqual([
        'login',
        'session_refresh_retry',
      ]);
      const live = await liveTokens(id);
      expect(live).toHaveLength(1);
      const pairs = responses.map((r) => r.json());
      expect(pairs.filter((pair) => hashRefreshToken(pair.refresh_token) === live[0]?.token_hash)).toHaveLength(1);
    }
    const { id, responses } = raced[0]!;
    const pairs = responses.map((r) => r.json());
    const [live] = await liveTokens(id);
    const kept = pairs.find((pair) => hashRefreshToken(pair.refresh_token) === live?.token_hash)!;
    const retired = pairs.find((pair) => pair !== kept)!;
    expect((await refresh(t, kept.refresh_token)).statusCode).toBe(200);
    // The retired token is held by no one who should have it: presenting it ends the session.
    expect((await refresh(t, retired.refresh_token)).statusCode).toBe(401);
    expect(await sessionRow(id)).toMatchObject({ end_reason: 'refresh_reuse' });
  });

  it('answers a retry within the window (a page reloaded mid-refresh) with a working pair in the same session', async () => {
    const s = await signedIn(t);
    const id = await sessionIdOf(s);
    t.clock.advance(15 * MINUTE);
    const lost = (await refresh(t, s.refresh)).json();
    t.clock.advance(WINDOW - 1);
    const retry = await refresh(t, s.refresh);
    expect(retry.statusCode).toBe(200);
    const pair = retry.json();
    expect(pair.refresh_token).not.toBe(lost.refresh_token);
    expect(await accessWorks(t, pair.access_token)).toBe(true);
    expect(await sessionIdOf(s)).toBe(id);
    expect(await liveTokens(id)).toEqual([{ token_hash: hashRefreshToken(pair.refresh_token) }]);
    const audit = await auditRowsFor(t, 'session', id);
    expect(audit.map((row) => [row.action, row.actor_id, row.after])).toEqual([
      ['login', s.userId, null],
      ['session_refresh_retry', s.userId, { seconds_since_rotation: 29.999 }],
    ]);
    // The session lives on: the new pair's refresh token rotates 14 minutes later as any other.
    t.clock.advance(14 * MINUTE);
    const next = await refresh(t, pair.refresh_token);
    expect(next.statusCode).toBe(200);
    expect(await accessWorks(t, next.json().access_token)).toBe(true);
    expect(await sessionRow(id)).toMatchObject({ ended_at: null, end_reason: null });
  });

  it('lets a retry within the window replace the previous retry’s pair, leaving one live chain', async () => {
    const s = await signedIn(t);
    const id = await sessionIdOf(s);
    await refresh(t, s.refresh);
    t.clock.advance(5 * SECOND);
    const second = (await refresh(t, s.refresh)).json();
    t.clock.advance(5 * SECOND);
    const third = await refresh(t, s.refresh);
    expect(third.statusCode).toBe(200);
    expect(await liveTokens(id)).toEqual([{ token_hash: hashRefreshToken(third.json().refresh_token) }]);
    // The pair the second retry retired was never the client's to keep: using it ends the session.
    expect((await refresh(t, second.refresh_token)).statusCode).toBe(401);
    expect(await accessWorks(t, third.json().access_token)).toBe(false);
    expect(await sessionRow(id)).toMatchObject({ end_reason: 'refresh_reuse' });
  });

  it('ends the session for a retry at the end of the window, not a moment before', async () => {
    const inside = await signedIn(t);
    const outside = await signedIn(t);
    await refresh(t, inside.refresh);
    const rotated = (await refresh(t, outside.refresh)).json();
    t.clock.advance(WINDOW - 1);
    expect((await refresh(t, inside.refresh)).statusCode).toBe(200);
    t.clock.advance(1);
    const late = await refresh(t, outside.refresh);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ detail: MSG.refreshInvalid });
    expect(await accessWorks(t, rotated.access_token)).toBe(false);
    const id = await sessionIdOf(outside);
    expect(await sessionRow(id)).toMatchObject({ end_reason: 'refresh_reuse', ended_at: t.clock.now().toISOString() });
    expect((await auditRowsFor(t, 'session', id)).map((row) => row.action)).toEqual(['login', 'session_revoke']);
  });

  it('ends the session for a retry within the window once the successor has been used (a second holder)', async () => {
    const s = await signedIn(t);
    const id = await sessionIdOf(s);
    const first = (await refresh(t, s.refresh)).json();
    t.clock.advance(5 * SECOND);
    const second = (await refresh(t, first.refresh_token)).json();
    t.clock.advance(5 * SECOND);
    expect((await refresh(t, s.refresh)).statusCode).toBe(401);
    expect(await accessWorks(t, second.access_token)).toBe(false);
    expect((await refresh(t, second.refresh_token)).statusCode).toBe(401);
    expect(await sessionRow(id)).toMatchObject({ end_reason: 'refresh_reuse' });
    const audit = await auditRowsFor(t, 'session', id);
    expect(audit.map((row) => [row.action, row.after])).toEqual([
      ['login', null],
      ['session_revoke', { reason: 'refresh_reuse' }],
    ]);
  });

  it('ends the session when the successor is used after a retry retired it', async () => {
    const s = await signedIn(t);
    const id = await sessionIdOf(s);
    const lost = (await refresh(t, s.refresh)).json();
    const retry = (await refresh(t, s.refresh)).json();
    expect((await refresh(t, lost.refresh_token)).statusCode).toBe(401);
    expect(await accessWorks(t, retry.access_token)).toBe(false);
    expect(await sessionRow(id)).toMatchObject({ end_reason: 'refresh_reuse' });
  });

  it('still ends a session at its absolute lifetime when a retry falls after it', async () => {
    const s = await signedIn(t);
    const id = await sessionIdOf(s);
    let token = s.refresh;
    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      t.clock.advance(20 * MINUTE);
      ({ refresh_token: token } = (await refresh(t, token)).json());
    }
    // 11 h 40 min: rotated 10 s before the 12-hour lifetime ends, retried 10 s after.
    t.clock.advance(20 * MINUTE - 10 * SECOND);
    expect((await refresh(t, token)).statusCode).toBe(200);
    t.clock.advance(20 * SECOND);
    expect((await refresh(t, token)).statusCode).toBe(401);
    expect(await sessionRow(id)).toMatchObject({ end_reason: 'timeout' });
  });

  it('says how long a refresh token may be when it is too long', async () => {
    const response = await refresh(t, 'x'.repeat(600));
    expect(response.statusCode).toBe(400);
    expect(response.json().refresh).toEqual(['Ensure this field has no more than 512 characters.']);
  });

  it('refuses an unknown refresh token without touching any session', async () => {
    const s = await signedIn(t);
    const response = await refresh(t, 'made-up-token-that-was-never-issued');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: MSG.refreshInvalid });
    expect(await accessWorks(t, s.access)).toBe(true);
  });

  it('keeps a session alive while it is refreshed within the idle timeout', async () => {
    const s = await signedIn(t);
    t.clock.advance(20 * MINUTE);
    const first = await refresh(t, s.refresh);
    expect(first.statusCode).toBe(200);
    t.clock.advance(20 * MINUTE);
    // 40 minutes after sign-in, but only 20 after the last refresh.
    expect((await refresh(t, first.json().refresh_token)).statusCode).toBe(200);
  });

  it('ends a session left idle for 30 minutes, not a moment before', async () => {
    const early = await signedIn(t);
    const late = await signedIn(t);
    t.clock.advance(30 * MINUTE - 1000);
    expect((await refresh(t, early.refresh)).statusCode).toBe(200);
    t.clock.advance(1000);
    const response = await refresh(t, late.refresh);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: MSG.refreshInvalid });
    // a timed-out session is recorded as a timeout, not as a stolen token, even when retried
    expect((await refresh(t, late.refresh)).statusCode).toBe(401);
    const ended = await t.db.selectFrom('sessions').select('end_reason').where('user_id', '=', late.userId).execute();
    expect(ended).toEqual([{ end_reason: 'timeout' }]);
  });

  it('ends a session at its 12-hour absolute lifetime however often it is refreshed', async () => {
    const s = await signedIn(t);
    let token = s.refresh;
    let access = s.access;
    for (let elapsed = 20 * MINUTE; elapsed < 12 * HOUR; elapsed += 20 * MINUTE) {
      t.clock.advance(20 * MINUTE);
      const response = await refresh(t, token);
      expect(response.statusCode, `refresh at ${elapsed / MINUTE} minutes`).toBe(200);
      ({ refresh_token: token, access_token: access } = response.json());
    }
    // 11 h 40 min: the access token from the last refresh still works.
    expect(await accessWorks(t, access)).toBe(true);
    t.clock.advance(20 * MINUTE);
    expect((await refresh(t, token)).statusCode).toBe(401);
    expect(await accessWorks(t, access)).toBe(false);
  });

  it('refuses to refresh for a user who has been deactivated, and their access token too', async () => {
    const s = await signedIn(t);
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', s.userId).execute();
    expect(await accessWorks(t, s.access)).toBe(false);
    const response = await refresh(t, s.refresh);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: MSG.refreshInvalid });
  });
});

describe.each(dialects())('token refresh without a reuse window on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { refreshReuseWindow: 0 });
  });
  afterAll(async () => t.close());

  it('ends the session for a rotated token presented again at once', async () => {
    const s = await signedIn(t);
    const rotated = (await refresh(t, s.refresh)).json();
    expect((await refresh(t, s.refresh)).statusCode).toBe(401);
    expect(await accessWorks(t, rotated.access_token)).toBe(false);
    const ended = await t.db.selectFrom('sessions').select('end_reason').where('user_id', '=', s.userId).execute();
    expect(ended).toEqual([{ end_reason: 'refresh_reuse' }]);
  });
});

describe.each(dialects())('logout on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const logout = (refreshToken: string, session?: Session | null) =>
    call(t, 'POST', '/api/logout/', { payload: { refresh: refreshToken }, session: session ?? null });

  it('ends the session at once: the access token and the refresh token are both refused', async () => {
    const s = await signedIn(t);
    expect(await accessWorks(t, s.access)).toBe(true);
    const response = await logout(s.refresh, s);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ detail: 'Logged out.' });
    expect(await accessWorks(t, s.access)).toBe(false);
    expect((await refresh(t, s.refresh)).statusCode).toBe(401);
  });

  it('answers 200 again when the session has already ended', async () => {
    const s = await signedIn(t);
    expect((await logout(s.refresh, s)).statusCode).toBe(200);
    const second = await logout(s.refresh, s);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ detail: 'Logged out.' });
  });

  it('ends the session with the refresh token alone (no bearer token)', async () => {
    const s = await signedIn(t);
    expect((await logout(s.refresh)).statusCode).toBe(200);
    expect(await accessWorks(t, s.access)).toBe(false);
    expect((await refresh(t, s.refresh)).statusCode).toBe(401);
  });

  it('ends the bearer’s session when the refresh token is unknown', async () => {
    const s = await signedIn(t);
    expect((await logout('', s)).statusCode).toBe(200);
    expect(await accessWorks(t, s.access)).toBe(false);
  });

  it('leaves the user’s other sessions signed in', async () => {
    const user = await createUser(t);
    const phone = await login(t, user.email);
    const desktop = await login(t, user.email);
    await logout(phone.refresh, phone);
    expect(await accessWorks(t, phone.access)).toBe(false);
    expect(await accessWorks(t, desktop.access)).toBe(true);
  });

  it('writes one logout audit row per ended session, none for a repeat', async () => {
    const s = await signedIn(t);
    await logout(s.refresh, s);
    await logout(s.refresh, s);
    const { id } = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', s.userId)
      .executeTakeFirstOrThrow();
    const rows = await auditRowsFor(t, 'session', id);
    expect(rows.map((row) => [row.action, row.actor_id])).toEqual([
      ['login', s.userId],
      ['logout', s.userId],
    ]);
  });

  it('records who logged out when only the bearer token names the session', async () => {
    const s = await signedIn(t);
    await logout('', s);
    const { id } = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', s.userId)
      .executeTakeFirstOrThrow();
    const rows = await auditRowsFor(t, 'session', id);
    expect(rows.map((row) => [row.action, row.actor_id])).toEqual([
      ['login', s.userId],
      ['logout', s.userId],
    ]);
  });

  it('answers 200 for a refresh token that was never issued and changes nothing', async () => {
    const bystander = await signedIn(t);
    const before = await snapshot(t);
    expect((await logout('never-issued')).statusCode).toBe(200);
    expect(await snapshot(t)).toEqual(before);
    expect(await accessWorks(t, bystander.access)).toBe(true);
  });
});
