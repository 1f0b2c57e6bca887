import { sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

/**
 * The language each user chose for the web app (issue 15, docs/decisions/0020-spanish.md):
 * 'en' or 'es', or null while the user has not chosen and the browser's language applies.
 */
export const userLanguage: DaybookMigration = {
  async up(db) {
    await db.schema
      .alterTable('users')
      .addColumn('language', 'text', (c) => c.check(sql`language is null or language in ('en', 'es')`))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('users').dropColumn('language').execute();
  },
};
