import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURE_LIMIT } from '../src/modules/auth/login.js';
import { hashPassword, passwordHashingLoad } from '../src/modules/auth/passwords.js';
import { accessWorks, call, createTestApp, createUser, PASSWORD, type TestApp } from './helper.js';

const WRONG = 'Not-The-Password-1!';
/** One hash at a time and two waiting: a burst of a dozen overflows it at once. */
const LIMITS = { passwordHashConcurrency: 1, passwordHashQueue: 2 };
const BURST = 12;

// The hashing queue is one per process; SQLite is enough here (the database plays no part in it).
describe('bounded password hashing (issue 17, ADR 0018)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', LIMITS);
    // The first unknown email computes the throwaway hash; do that before measuring bursts.
    await call(t, 'POST', '/api/login/', { payload: { email: 'warm-up@daybook.test', password: WRONG } });
  });
  afterAll(async () => t.close());

  const attempt = (email: string, password: string) => call(t, 'POST', '/api/login/', { payload: { email, password } });

  it('applies the configured limits', () => {
    expect(passwordHashingLoad()).toMatchObject({ concurrency: 1, queueLimit: 2, running: 0, waiting: 0 });
  });

  it('signs in normally when the queue has room', async () => {
    const user = await createUser(t);
    const response = await attempt(user.email, PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(await accessWorks(t, response.json().access_token)).toBe(true);
  });

  it('answers a burst beyond the queue with 503, Retry-After and a machine code, and lets the rest in', async () => {
    const user = await createUser(t);
    const responses = await Promise.all(Array.from({ length: BURST }, () => attempt(user.email, PASSWORD)));
    const busy = responses.filter((r) => r.statusCode === 503);
    const admitted = responses.filter((r) => r.statusCode === 200);
    expect(busy.length + admitted.length, responses.map((r) => r.statusCode).join()).toBe(BURST);
    expect(busy.length).toBeGreaterThanOrEqual(BURST - 3);
    expect(admitted.length).toBeGreaterThanOrEqual(1);
    for (const response of busy) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(response.json()).toMatchObject({
        detail: MSG.passwordHashingBusy,
        code: 'password_hashing_busy',
        error_code: 'password_hashing_busy',
      });
    }
    for (const response of admitted) expect(await accessWorks(t, response.json().access_token)).toBe(true);
    expect(passwordHashingLoad()).toMatchObject({ running: 0, waiting: 0 });
    // After the burst, the same account signs in at once.
    expect((await attempt(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('sends unknown emails through the same queue, so a full queue refuses them alike', async () => {
    const user = await createUser(t);
    const mixed = await Promise.all(
      Array.from({ length: BURST }, (_, i) => attempt(i % 2 ? user.email : `nobody-${i}@daybook.test`, WRONG)),
    );
    const busyUnknown = mixed.filter((r, i) => i % 2 === 0 && r.statusCode === 503);
    const busyKnown = mixed.filter((r, i) => i % 2 === 1 && r.statusCode === 503);
    expect(busyUnknown.length).toBeGreaterThanOrEqual(1);
    expect(busyKnown.length).toBeGreaterThanOrEqual(1);
    for (const r of mixed) expect([401, 503]).toContain(r.statusCode);
    const refusals = mixed.filter((r) => r.statusCode === 401).map((r) => r.json());
    for (const body of refusals) expect(body).toEqual(refusals[0]);
  });

  it('does not count a refused attempt against the account (nobody locks themselves out by retrying)', async () => {
    const user = await createUser(t);
    const burst = await Promise.all(Array.from({ length: BURST }, () => attempt(user.email, WRONG)));
    const checked = burst.filter((r) => r.statusCode === 401).length;
    expect(burst.filter((r) => r.statusCode === 503).length).toBe(BURST - checked);
    // Only the attempts whose password was checked count towards the account's failure limit.
    for (let i = checked; i < ACCOUNT_FAILURE_LIMIT; i++) {
      const response = await attempt(user.email, WRONG);
      expect(response.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    expect((await attempt(user.email, WRONG)).statusCode).toBe(429);
  });

  it('refuses hashing a new password beyond the queue too (the same 503)', async () => {
    const results = await Promise.allSettled(Array.from({ length: BURST }, () => hashPassword(PASSWORD)));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 503 });
  });
});
