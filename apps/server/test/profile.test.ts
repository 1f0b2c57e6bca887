import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, call, createTestApp, dialects, signedIn } from './helper.js';

describe.each(dialects())('profile on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('answers the signed-in user’s profile with and without the trailing slash', async () => {
    const s = await signedIn(t, { name: 'Ana Reyes', phone: '4805550103' });
    for (const url of ['/api/profile/', '/api/profile']) {
      const response = await call(t, 'GET', url, { session: s });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: s.userId, name: 'Ana Reyes', phone: '4805550103', status: 'active' });
    }
  });
});
