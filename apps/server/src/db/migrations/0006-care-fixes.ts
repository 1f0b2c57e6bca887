import { sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

/**
 * Care fixes of issue 10 (ADR 0009, addendum): `client_attendance.documented` keeps the boolean
 * `documentation` flag that the existing client sends ("the visit's documentation is written").
 * Rows that already hold a documentation note count as documented.
 */
export const careFixes: DaybookMigration = {
  async up(db, t) {
    await db.schema.alterTable('client_attendance').addColumn('documented', t.bool, t.boolDefault(false)).execute();
    const yes = t.dialect === 'postgres' ? sql`true` : sql`1`;
    await sql`update client_attendance set documented = ${yes} where documentation is not null`.execute(db);
  },
  async down(db) {
    await db.schema.alterTable('client_attendance').dropColumn('documented').execute();
  },
};
