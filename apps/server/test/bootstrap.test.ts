import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../src/bootstrap.js';
import { createTestApp, dialects, type TestApp } from './helper.js';

describe.each(dialects())('the JWT signing key on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('is generated once and kept in the database, so every instance signs alike', async () => {
    const results = await Promise.all([1, 2, 3].map(() => resolveJwtSecret(t.db, '', t.clock)));
    expect(new Set(results).size).toBe(1);
    expect(results[0]?.length).toBeGreaterThanOrEqual(64);
    expect(await resolveJwtSecret(t.db, '', t.clock)).toBe(results[0]);
  });

  it('comes from JWT_SECRET when it is set', async () => {
    expect(await resolveJwtSecret(t.db, 'x'.repeat(40), t.clock)).toBe('x'.repeat(40));
  });
});
