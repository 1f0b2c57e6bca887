import { sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

/**
 * Idempotent replays of the actions a device may send again (issue 15 "Offline actions", ADR 0018):
 * one row per user and `Idempotency-Key`, holding a SHA-256 of what was asked (method, route,
 * parameters and body), whether the first request is still running (`in_progress`) or answered
 * (`done`), and that first answer (status and JSON body) to send again for a replay. Rows expire
 * after the retention (7 days, plugins/idempotency.ts) and are pruned.
 */
export const idempotency: DaybookMigration = {
  async up(db, t) {
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('in_progress', 'done')`))
      .addColumn('response_status', 'integer')
      .addColumn('response_body', 'text')
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('expires_at', t.instant, (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
      .execute();
    await db.schema.createIndex('idempotency_keys_expires_idx').on('idempotency_keys').column('expires_at').execute();
  },
  async down(db) {
    await db.schema.dropTable('idempotency_keys').execute();
  },
};
