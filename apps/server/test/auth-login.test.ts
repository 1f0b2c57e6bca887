import { createHash } from 'node:crypto';
import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURE_LIMIT } from '../src/modules/auth/login.js';
import {
  accessWorks,
  auditRowsFor,
  call,
  createTestApp,
  createUser,
  dialects,
  freshIp,
  MINUTE,
  PASSWORD,
  type TestApp,
} from './helper.js';

const WRONG = 'Not-The-Password-1!';

describe.each(dialects())('login on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const attempt = (email: string, password: string, ip?: string) =>
    call(t, 'POST', '/api/login/', { payload: { email, password }, ...(ip ? { ip } : {}) });

  it('answers an access token, a refresh token and the access lifetime', async () => {
    const user = await createUser(t);
    const response = await attempt(user.email, PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access_expires_in', 'access_token', 'refresh_token']);
    expect(body.access_expires_in).toBe(t.config.accessTokenTtl);
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refresh_token).toMatch(/^[\w-]{40,}$/);
    expect(await accessWorks(t, body.access_token)).toBe(true);
  });

  it('finds the account whatever the case and surrounding spaces of the email', async () => {
    const user = await createUser(t, { email: 'mixed.case@daybook.test' });
    const response = await attempt('  Mixed.CASE@Daybook.TEST ', PASSWORD);
    expect(response.statusCode).toBe(200);
    const profile = await call(t, 'GET', '/api/profile/', { session: { access: response.json().access_token } });
    expect(profile.json().id).toBe(user.id);
  });

  it('answers a wrong password and an unknown email alike, so accounts cannot be enumerated', async () => {
    const user = await createUser(t);
    const wrongPassword = await attempt(user.email, WRONG);
    const unknownEmail = await attempt('nobody-here@daybook.test', WRONG);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toMatchObject({ detail: MSG.invalidCredentials });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('refuses a deactivated account with 403 even with the right password', async () => {
    const user = await createUser(t, { is_active: false });
    const response = await attempt(user.email, PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ detail: MSG.accountInactive });
    const sessions = await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(sessions).toHaveLength(0);
  });

  it('locks one address out of an account after 10 attempts, even with the right password', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await attempt(user.email, WRONG, ip)).statusCode).toBe(401);
    }
    const locked = await attempt(user.email, PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ detail: MSG.tooManyAttempts });
    // the real user elsewhere is not locked out by a guesser on another address
    expect((await attempt(user.email, PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('checks at most 10 passwords when one address sends 25 guesses at once', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 25 }, () => attempt(user.email, WRONG, ip)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('locks the account everywhere after 20 failed sign-ins from many addresses, for 15 minutes at most', async () => {
    const user = await createUser(t);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      expect((await attempt(user.email, WRONG, freshIp())).statusCode).toBe(401);
    }
    const locked = await attempt(user.email, PASSWORD, freshIp());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ detail: MSG.tooManyAttempts, code: 'too_many_attempts' });
    t.clock.advance(15 * MINUTE - 1000);
    expect((await attempt(user.email, PASSWORD, freshIp())).statusCode).toBe(429);
    t.clock.advance(1000);
    expect((await attempt(user.email, PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('answers an unknown account exactly like a real one under the failure limit', async () => {
    const user = await createUser(t);
    const unknown = `nobody-${user.id}@daybook.test`;
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      const real = await attempt(user.email, WRONG, freshIp());
      const none = await attempt(unknown, WRONG, freshIp());
      expect(none.statusCode).toBe(real.statusCode);
      expect(none.json()).toEqual(real.json());
    }
    const real = await attempt(user.email, WRONG, freshIp());
    const none = await attempt(unknown, WRONG, freshIp());
    expect(real.statusCode).toBe(429);
    expect(none.statusCode).toBe(429);
    expect(none.json()).toEqual(real.json());
  });

  it('counts only failed sign-ins against the account: a user who signs in often is never locked', async () => {
    const user = await createUser(t);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT * 2; i++) {
      expect((await attempt(user.email, PASSWORD, freshIp())).statusCode).toBe(200);
    }
    // the successes took nothing from the budget: 20 failures are still needed to lock
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i++) await attempt(user.email, WRONG, freshIp());
    expect((await attempt(user.email, PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('counts attempts per account: another user on the same address is not locked out', async () => {
    const victim = await createUser(t);
    const bystander = await createUser(t);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await attempt(victim.email, WRONG, ip);
    expect((await attempt(victim.email, PASSWORD, ip)).statusCode).toBe(429);
    expect((await attempt(bystander.email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('counts attempts against the account whatever case the email is typed in', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const variant = i % 2 === 0 ? user.email.toUpperCase() : user.email;
      await attempt(variant, WRONG, ip);
    }
    expect((await attempt(user.email, PASSWORD, ip)).statusCode).toBe(429);
  });

  it('lifts the lock 15 minutes after the attempts began, not before', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await attempt(user.email, WRONG, ip);
    t.clock.advance(15 * MINUTE - 1000);
    expect((await attempt(user.email, PASSWORD, ip)).statusCode).toBe(429);
    t.clock.advance(1000);
    expect((await attempt(user.email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('starts the count again after a successful sign-in', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    for (let i = 0; i < 9; i++) await attempt(user.email, WRONG, ip);
    expect((await attempt(user.email, PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await attempt(user.email, WRONG, ip);
    // Without the reset this would be the 20th attempt in the window and refused.
    expect((await attempt(user.email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('limits sign-in attempts per client address (30 a minute)', async () => {
    const ip = freshIp();
    const user = await createUser(t);
    for (let i = 0; i < 30; i++) {
      // Distinct unknown accounts, so only the per-address limit can refuse.
      expect((await attempt(`stranger-${i}@daybook.test`, WRONG, ip)).statusCode).toBe(401);
    }
    const refused = await attempt(user.email, PASSWORD, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect((await attempt(user.email, PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('opens a server-side session and writes a login audit row for it', async () => {
    const user = await createUser(t);
    const response = await attempt(user.email, PASSWORD);
    expect(response.statusCode).toBe(200);
    const session = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(session.ended_at).toBeNull();
    expect(session.created_at).toBe(t.clock.now().toISOString());
    expect(session.expires_at).toBe(new Date(t.clock.now().getTime() + 12 * 60 * MINUTE).toISOString());
    const audit = await auditRowsFor(t, 'session', session.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'login', actor_id: user.id, at: t.clock.now().toISOString() });
  });

  it('writes no audit row and no session for a failed sign-in', async () => {
    const user = await createUser(t);
    await attempt(user.email, WRONG);
    const sessions = await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    const audit = await t.db.selectFrom('audit_log').select('id').where('actor_id', '=', user.id).execute();
    expect(sessions).toHaveLength(0);
    expect(audit).toHaveLength(0);
  });

  it('stores only a hash of the refresh token it hands out', async () => {
    const user = await createUser(t);
    const { refresh_token } = (await attempt(user.email, PASSWORD)).json();
    const stored = await t.db
      .selectFrom('refresh_tokens as r')
      .innerJoin('sessions as s', 's.id', 'r.session_id')
      .select('r.token_hash')
      .where('s.user_id', '=', user.id)
      .execute();
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(refresh_token).digest('hex') }]);
  });
});

/**
 * X-Forwarded-For is believed only from the proxies TRUST_PROXY names (config.ts): a client that
 * writes the header itself cannot choose the address its sign-in limits count against.
 */
describe.each(dialects())('sign-in limits and forged X-Forwarded-For on %s', (dialect) => {
  const forged = () => ({ 'x-forwarded-for': freshIp() });

  describe('with no proxy trusted (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(async () => t.close());

    it('counts a client by its own address whatever X-Forwarded-For it sends', async () => {
      const user = await createUser(t);
      const ip = freshIp();
      for (let i = 0; i < 10; i++) {
        const response = await call(t, 'POST', '/api/login/', {
          payload: { email: user.email, password: WRONG },
          ip,
          headers: forged(),
        });
        expect(response.statusCode).toBe(401);
      }
      const locked = await call(t, 'POST', '/api/login/', {
        payload: { email: user.email, password: PASSWORD },
        ip,
        headers: forged(),
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: 'too_many_attempts' });
    });

    it('keeps the per-address request limit (30 a minute) under forged headers', async () => {
      const ip = freshIp();
      for (let i = 0; i < 30; i++) {
        const payload = { email: `forger-${i}@daybook.test`, password: WRONG };
        expect((await call(t, 'POST', '/api/login/', { payload, ip, headers: forged() })).statusCode).toBe(401);
      }
      const over = await call(t, 'POST', '/api/login/', {
        payload: { email: 'forger-x@daybook.test', password: WRONG },
        ip,
        headers: forged(),
      });
      expect(over.statusCode).toBe(429);
    });
  });

  describe('with one proxy address trusted', () => {
    const PROXY = '192.0.2.10';
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { trustProxy: [PROXY] });
    });
    afterAll(async () => t.close());

    it('believes X-Forwarded-For from the proxy, so clients behind it are counted apart', async () => {
      const user = await createUser(t);
      const client = freshIp();
      for (let i = 0; i < 10; i++) {
        await call(t, 'POST', '/api/login/', {
          payload: { email: user.email, password: WRONG },
          ip: PROXY,
          headers: { 'x-forwarded-for': client },
        });
      }
      const viaProxy = (xff: string) =>
        call(t, 'POST', '/api/login/', {
          payload: { email: user.email, password: PASSWORD },
          ip: PROXY,
          headers: { 'x-forwarded-for': xff },
        });
      expect((await viaProxy(client)).statusCode).toBe(429);
      expect((await viaProxy(freshIp())).statusCode).toBe(200);
    });

    it('ignores X-Forwarded-For sent straight from any other address', async () => {
      const user = await createUser(t);
      const ip = freshIp();
      for (let i = 0; i < 10; i++) {
        await call(t, 'POST', '/api/login/', {
          payload: { email: user.email, password: WRONG },
          ip,
          headers: forged(),
        });
      }
      const locked = await call(t, 'POST', '/api/login/', {
        payload: { email: user.email, password: PASSWORD },
        ip,
        headers: forged(),
      });
      expect(locked.statusCode).toBe(429);
    });
  });

  describe('with a hop count of 1', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { trustProxy: 1 });
    });
    afterAll(async () => t.close());

    it('takes the address the proxy saw, not the ones the client wrote before it', async () => {
      const user = await createUser(t);
      const client = freshIp();
      const send = (password: string) =>
        call(t, 'POST', '/api/login/', {
          payload: { email: user.email, password },
          // the client forges a first entry; the proxy appends the address it really saw
          headers: { 'x-forwarded-for': `${freshIp()}, ${client}` },
        });
      for (let i = 0; i < 10; i++) expect((await send(WRONG)).statusCode).toBe(401);
      expect((await send(PASSWORD)).statusCode).toBe(429);
    });
  });
});
