import { sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

/** Organisation, departments, users and their settings, sessions, refresh tokens, audit log. */
export const foundation: DaybookMigration = {
  async up(db, t) {
    await db.schema
      .createTable('organisation')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/Phoenix'))
      .addColumn('late_grace_minutes', 'integer', (c) => c.notNull().defaultTo(5))
      .addColumn('default_start_time', 'text', (c) => c.notNull().defaultTo('08:00'))
      .addColumn('support_email', 'text', (c) => c.notNull())
      .addColumn('support_phone', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('hours_text', 'text', (c) => c.notNull().defaultTo('Mon-Fri 8am-4pm'))
      .addColumn('bootstrapped_at', t.instant)
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .execute();

    await t
      .id(db.schema.createTable('departments'))
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .execute();

    await t
      .id(db.schema.createTable('users'))
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) =>
        c.notNull().defaultTo('staff').check(sql`role in ('staff', 'manager', 'admin')`),
      )
      .addColumn('is_active', t.bool, t.boolDefault(true))
      .addColumn('status', 'text', (c) =>
        c.notNull().defaultTo('active').check(sql`status in ('active', 'inactive', 'pending')`),
      )
      .addColumn('phone', 'text')
      .addColumn('avatar', 'text')
      .addColumn('location', 'text')
      .addColumn('payroll_id', 'text')
      .addColumn('provider_id', 'text')
      .addColumn('manager_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('department_id', 'integer', (c) => c.references('departments.id').onDelete('set null'))
      .addColumn('hourly_rate_cents', 'integer', (c) => c.notNull().defaultTo(0).check(sql`hourly_rate_cents >= 0`))
      .addColumn('target_minutes', 'integer', (c) => c.check(sql`target_minutes is null or target_minutes > 0`))
      .addColumn('scheduled_start', 'text')
      .addColumn('must_change_password', t.bool, t.boolDefault(false))
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('users_manager_idx').on('users').column('manager_id').execute();
    await db.schema.createIndex('users_department_idx').on('users').column('department_id').execute();

    await t
      .id(db.schema.createTable('user_settings'))
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('street_address', 'text')
      .addColumn('address2', 'text')
      .addColumn('city', 'text')
      .addColumn('state', 'text')
      .addColumn('zip_code', 'text')
      .addColumn('manager_name', 'text')
      .addColumn('gender', 'text')
      .addColumn('race', 'text')
      .addColumn('marital_status', 'text')
      .addColumn('services_provided', 'text')
      .addColumn('additional_info', 'text')
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('last_seen_at', t.instant, (c) => c.notNull())
      .addColumn('expires_at', t.instant, (c) => c.notNull())
      .addColumn('ended_at', t.instant)
      .addColumn('end_reason', 'text')
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'ended_at']).execute();

    await t
      .id(db.schema.createTable('refresh_tokens'))
      .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('rotated_at', t.instant)
      .execute();
    await db.schema.createIndex('refresh_tokens_session_idx').on('refresh_tokens').column('session_id').execute();

    await t
      .id(db.schema.createTable('audit_log'))
      .addColumn('at', t.instant, (c) => c.notNull())
      .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text')
      .addColumn('before', t.json)
      .addColumn('after', t.json)
      .addColumn('request_id', 'text')
      .execute();
    await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id']).execute();
    await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  },
};
