import type { DaybookMigration } from '../migration-helpers.js';

/**
 * Secrets the server generates for itself (the JWT signing key when JWT_SECRET is not set),
 * kept in the database so that every instance on one PostgreSQL signs and checks alike.
 */
export const appSecrets: DaybookMigration = {
  async up(db, t) {
    await db.schema
      .createTable('app_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .execute();
  },
};
