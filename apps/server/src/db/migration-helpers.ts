import type { ColumnDataType, ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from './database.js';

/**
 * Column types whose spelling differs between the two dialects (docs/ARCHITECTURE.md: dialect
 * differences stay inside the migration helpers).
 */
export class ColumnTypes {
  constructor(readonly dialect: Dialect) {}
  get instant(): ColumnDataType {
    return this.dialect === 'postgres' ? 'timestamptz' : 'text';
  }
  get date(): ColumnDataType {
    return this.dialect === 'postgres' ? 'date' : 'text';
  }
  get bool(): ColumnDataType {
    return this.dialect === 'postgres' ? 'boolean' : 'integer';
  }
  get json(): ColumnDataType {
    return 'text';
  }
  /** An auto-numbered integer primary key. */
  id<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
    return this.dialect === 'postgres'
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  }
  /** A boolean default written in the dialect's literal. */
  boolDefault(value: boolean) {
    return (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(this.dialect === 'postgres' ? value : value ? 1 : 0);
  }
}

export interface DaybookMigration {
  up(db: Kysely<unknown>, types: ColumnTypes): Promise<void>;
  down?(db: Kysely<unknown>, types: ColumnTypes): Promise<void>;
}
