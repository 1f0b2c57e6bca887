import type { Executor } from './database.js';
import type { Database } from './schema.js';

/** The tables whose rows are named by an `id` column. */
type TableWithId = { [T in keyof Database]: Database[T] extends { id: unknown } ? T : never }[keyof Database];

/**
 * Deletes one row by its id and answers whether it was there to delete. On PostgreSQL two
 * simultaneous deletes may both have read the row; the second removes nothing, and its caller
 * answers 404 with no audit row (modules/audit/audited-record.ts).
 */
export async function deleteById(db: Executor, table: TableWithId, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom(table)
    .where('id' as never, '=', id as never)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
