import type { DaybookMigration } from '../migration-helpers.js';

/**
 * A refresh token remembers which token it was issued for (`rotated_from`), and a token replaced
 * by a retry before it was ever used is marked `retired_at` (docs/decisions/0034-refresh-reuse-window.md):
 * a rotated token presented again within the reuse window while its successor is still unused
 * retires that successor and gets a new one; a retired token presented later is a second holder,
 * as a reused one is (docs/security.md, "Sessions"). `rotated_from` has no foreign key: tokens
 * go only with their session (0001's cascade), and SQLite cannot drop a column that has one. Tokens issued before this migration have no
 * `rotated_from`, so a retry with their predecessor finds no successor and is a reuse, as before.
 */
export const refreshRetry: DaybookMigration = {
  async up(db, t) {
    await db.schema.alterTable('refresh_tokens').addColumn('rotated_from', 'integer').execute();
    await db.schema.alterTable('refresh_tokens').addColumn('retired_at', t.instant).execute();
    await db.schema
      .createIndex('refresh_tokens_rotated_from_idx')
      .on('refresh_tokens')
      .column('rotated_from')
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('refresh_tokens_rotated_from_idx').execute();
    await db.schema.alterTable('refresh_tokens').dropColumn('retired_at').execute();
    await db.schema.alterTable('refresh_tokens').dropColumn('rotated_from').execute();
  },
};
