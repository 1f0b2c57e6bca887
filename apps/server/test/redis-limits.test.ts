import { randomBytes } from 'node:crypto';
import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_ATTEMPT_LIMIT } from '../src/modules/auth/login.js';
import { call, createTestApp, createUser, freshIp, PASSWORD, type TestApp } from './helper.js';

const redisUrl = inject('redisUrl');

/**
 * With REDIS_URL set, sign-in limits are shared by every instance (docs/ARCHITECTURE.md): two servers on
 * one Redis see the same failure counts and the same per-IP counts.
 */
describe.runIf(redisUrl)('sign-in limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // A prefix of its own, so runs never see each other's counts.
    const overrides = {
      redisUrl: redisUrl ?? undefined,
      redisPrefix: `daybook-test-${randomBytes(6).toString('hex')}:`,
    };
    first = await createTestApp('sqlite', overrides);
    second = await createTestApp('sqlite', overrides);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('failures counted by one instance lock the account on the other', async () => {
    const email = `shared-${randomBytes(4).toString('hex')}@daybook.test`;
    await createUser(first, { email });
    await createUser(second, { email });
    const ip = '198.51.100.12';
    for (let i = 0; i < ADDRESS_ATTEMPT_LIMIT; i++) {
      const failed = await call(first, 'POST', '/api/login/', {
        payload: { email, password: 'Wrong-Password-1!' },
        ip,
      });
      expect(failed.statusCode).toBe(401);
    }
    const locked = await call(second, 'POST', '/api/login/', { payload: { email, password: PASSWORD }, ip });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toBe(MSG.tooManyAttempts);
  });

  it('failed sign-ins from many addresses lock the account on every instance; successes are taken back', async () => {
    const email = `spread-${randomBytes(4).toString('hex')}@daybook.test`;
    await createUser(first, { email });
    await createUser(second, { email });
    const attempt = (app: TestApp, password: string) =>
      call(app, 'POST', '/api/login/', { payload: { email, password }, ip: freshIp() });
    // successes on either instance leave nothing behind in the shared count
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      expect((await attempt(i % 2 === 0 ? first : second, PASSWORD)).statusCode).toBe(200);
    }
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      expect((await attempt(i % 2 === 0 ? first : second, 'Wrong-Password-1!')).statusCode).toBe(401);
    }
    const locked = await attempt(second, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ detail: MSG.tooManyAttempts, code: 'too_many_attempts' });
  });

  it('a Redis outage counts locally instead of refusing sign-ins', async () => {
    const cut = await createTestApp('sqlite', { redisUrl: 'redis://127.0.0.1:1', redisPrefix: 'daybook-test-down:' });
    try {
      const user = await createUser(cut);
      const ok = await call(cut, 'POST', '/api/login/', { payload: { email: user.email, password: PASSWORD } });
      expect(ok.statusCode).toBe(200);
      const ip = '198.51.100.13';
      for (let i = 0; i < ADDRESS_ATTEMPT_LIMIT; i++) {
        await call(cut, 'POST', '/api/login/', { payload: { email: user.email, password: 'Wrong-1!' }, ip });
      }
      const locked = await call(cut, 'POST', '/api/login/', { payload: { email: user.email, password: PASSWORD }, ip });
      expect(locked.statusCode).toBe(429);
    } finally {
      await cut.close();
    }
  });

  it('requests from one IP are counted across instances', async () => {
    const ip = '198.51.100.77';
    const limit = first.config.loginRateLimitPerMinute;
    // A different unknown email each time, so the per-account lock never answers first.
    const payload = (i: number) => ({ email: `nobody-${i}@daybook.test`, password: 'Whatever-123!' });
    for (let i = 0; i < limit; i++) {
      const app = i % 2 === 0 ? first : second;
      const response = await call(app, 'POST', '/api/login/', { payload: payload(i), ip });
      expect(response.statusCode).not.toBe(429);
    }
    const over = await call(second, 'POST', '/api/login/', { payload: payload(limit), ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toMatch(/Too many requests/);
  });
});
