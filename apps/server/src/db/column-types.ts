import type { ColumnType } from 'kysely';

/**
 * Column types the generated database types (generated-types.ts, scripts/generate-db-types.mjs)
 * refer to. A boolean: PostgreSQL reads it back as a boolean, SQLite as 0 or 1, so a read goes
 * through `toBool` (db/schema.ts). Writes take the read form too, so that a row read from either
 * dialect may be spread into an insert or update (both databases accept 0 and 1 for a boolean).
 */
export type Bool = ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
