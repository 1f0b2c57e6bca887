import type { DaybookMigration } from '../migration-helpers.js';

/**
 * The shared kiosk (issue 15, docs/decisions/0024-kiosk.md):
 * - `kiosk_pins`: one row per user who set a kiosk PIN: its argon2id hash, the wrong PINs in a row
 *   and, after five, when it was locked. Kept apart from `users.signing_pin_hash` (ADR 0024).
 * - `kiosk_devices`: the tablets an admin or manager registered, each at one location; only the
 *   SHA-256 of the device token is stored. A revoked device keeps its row (revoked_at, revoked_by).
 */
export const kiosk: DaybookMigration = {
  async up(db, t) {
    await db.schema
      .createTable('kiosk_pins')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('pin_hash', 'text', (c) => c.notNull())
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_at', t.instant)
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .execute();
    await t
      .id(db.schema.createTable('kiosk_devices'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('last_used_at', t.instant)
      .addColumn('revoked_at', t.instant)
      .addColumn('revoked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('kiosk_devices').execute();
    await db.schema.dropTable('kiosk_pins').execute();
  },
};
