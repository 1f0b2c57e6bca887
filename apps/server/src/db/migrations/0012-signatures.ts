import { sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

/**
 * Electronic signatures and locked records (issue 14, ADR 0015):
 * - record_signatures: who signed which progress note or attendance record, in what capacity
 *   (the author, or a co-signing manager), when, the SHA-256 of the canonical JSON of what was
 *   signed and the attestation text they agreed to. One signature of each kind per record.
 * - record_addenda: text added to a signed record after it was locked, with a reason, signed by
 *   its author when it is written (password, PIN, or only the session when neither was sent);
 *   the record itself is never changed.
 * - daily_progress.signed_at / client_attendance.signed_at: the lock, written in the same
 *   transaction as the author's signature row so that an edit's conditional update
 *   (`… where signed_at is null`) and a sign can never both win.
 * - users.signing_pin_hash: an optional PIN a user may sign with instead of their password;
 *   users.signing_title: the credentials/title a signature shows (e.g. "DSP", "BCBA").
 * - clients.requires_cosign: a note of such a client is complete only once co-signed.
 * - organisation.unsigned_after_days: records left unsigned longer than this are listed.
 */
export const signatures: DaybookMigration = {
  async up(db, t) {
    await t
      .id(db.schema.createTable('record_signatures'))
      .addColumn('record_type', 'text', (c) => c.notNull().check(sql`record_type in ('progress_note', 'attendance')`))
      .addColumn('record_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('author', 'cosign')`))
      .addColumn('signer_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('signer_name', 'text', (c) => c.notNull())
      .addColumn('signer_title', 'text', (c) => c.notNull())
      .addColumn('signed_at', t.instant, (c) => c.notNull())
      .addColumn('content_hash', 'text', (c) => c.notNull())
      .addColumn('attestation', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull().defaultTo('password').check(sql`method in ('password', 'pin')`))
      .execute();
    await db.schema
      .createIndex('record_signatures_record_kind_unique')
      .on('record_signatures')
      .columns(['record_type', 'record_id', 'kind'])
      .unique()
      .execute();
    await db.schema
      .createIndex('record_signatures_signer_idx')
      .on('record_signatures')
      .columns(['signer_id', 'signed_at'])
      .execute();

    await t
      .id(db.schema.createTable('record_addenda'))
      .addColumn('record_type', 'text', (c) => c.notNull().check(sql`record_type in ('progress_note', 'attendance')`))
      .addColumn('record_id', 'integer', (c) => c.notNull())
      .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('author_title', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('content_hash', 'text', (c) => c.notNull())
      .addColumn('signed_at', t.instant, (c) => c.notNull())
      .addColumn('method', 'text', (c) =>
        c.notNull().defaultTo('password').check(sql`method in ('password', 'pin', 'session')`),
      )
      .execute();
    await db.schema
      .createIndex('record_addenda_record_idx')
      .on('record_addenda')
      .columns(['record_type', 'record_id', 'created_at'])
      .execute();

    await db.schema.alterTable('daily_progress').addColumn('signed_at', t.instant).execute();
    await db.schema.alterTable('client_attendance').addColumn('signed_at', t.instant).execute();
    await db.schema.alterTable('users').addColumn('signing_pin_hash', 'text').execute();
    await db.schema.alterTable('users').addColumn('signing_title', 'text').execute();
    await db.schema.alterTable('clients').addColumn('requires_cosign', t.bool, t.boolDefault(false)).execute();
    await db.schema
      .alterTable('organisation')
      .addColumn('unsigned_after_days', 'integer', (c) =>
        c.notNull().defaultTo(2).check(sql`unsigned_after_days between 0 and 365`),
      )
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('organisation').dropColumn('unsigned_after_days').execute();
    await db.schema.alterTable('clients').dropColumn('requires_cosign').execute();
    await db.schema.alterTable('users').dropColumn('signing_title').execute();
    await db.schema.alterTable('users').dropColumn('signing_pin_hash').execute();
    await db.schema.alterTable('client_attendance').dropColumn('signed_at').execute();
    await db.schema.alterTable('daily_progress').dropColumn('signed_at').execute();
    await db.schema.dropTable('record_addenda').execute();
    await db.schema.dropTable('record_signatures').execute();
  },
};
