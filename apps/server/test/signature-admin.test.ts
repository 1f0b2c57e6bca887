import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careWorld } from './care-helper.js';
import { call, createTestApp, dialects, type Session, type TestApp } from './helper.js';

/**
 * The admin console reads and writes a client's co-signature flag (docs/signatures.md "Who signs
 * what"): GET beside the existing PUT /api/admin/clients/{id}/cosign/.
 */
describe.each(dialects())('a client’s co-signature setting on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let clientId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const world = await careWorld(t);
    admin = world.admin;
    clientId = world.anaClient.client.id;
  });
  afterAll(async () => t.close());

  it('GET answers the stored flag, false at first, true after the PUT; an unknown client is 404', async () => {
    const read = async () => {
      const response = await call(t, 'GET', `/api/admin/clients/${clientId}/cosign/`, { session: admin });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect(await read()).toEqual({ id: clientId, requires_cosign: false });
    const put = await call(t, 'PUT', `/api/admin/clients/${clientId}/cosign/`, {
      session: admin,
      payload: { requires_cosign: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await read()).toEqual({ id: clientId, requires_cosign: true });
    const missing = await call(t, 'GET', '/api/admin/clients/999999/cosign/', { session: admin });
    expect(missing.statusCode).toBe(404);
  });
});
