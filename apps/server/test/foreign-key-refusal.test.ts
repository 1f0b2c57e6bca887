import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation } from '../src/db/database.js';
import { createTestApp, dialects, type TestApp } from './helper.js';

/**
 * A delete that hits a reference its resource's own checks do not know of is refused as
 * `record_in_use` (409), never a 500 (modules/audit/audited-record.ts; fuzz 41 found a location
 * with a kiosk device answering 500). The refusal rests on telling a foreign-key failure apart on
 * both databases, which this checks against the databases' own errors.
 */
describe.each(dialects())('a foreign-key failure on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('is told apart from a unique-key failure and from other errors', async () => {
    const stamp = new Date().toISOString();
    const location = await t.db
      .insertInto('locations')
      .values({
        code: 'FK_TEST',
        name: 'FK test',
        latitude: 33.1,
        longitude: -111.1,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('kiosk_devices')
      .values({
        name: 'Lobby',
        location_id: location.id,
        token_hash: 'x'.repeat(64),
        created_at: stamp,
      })
      .execute();
    const caught = await t.db
      .deleteFrom('locations')
      .where('id', '=', location.id)
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(caught).not.toBeNull();
    expect(isForeignKeyViolation(caught)).toBe(true);
    expect(isUniqueViolation(caught)).toBe(false);
    const duplicate = await t.db
      .insertInto('locations')
      .values({ code: 'FK_TEST', name: 'FK test 2', created_at: stamp, updated_at: stamp })
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isForeignKeyViolation(duplicate)).toBe(false);
    expect(isForeignKeyViolation(new Error('other'))).toBe(false);
  });
});
