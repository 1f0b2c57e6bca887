import type { Updateable } from 'kysely';
import type { Dialect, Executor } from '../../db/database.js';
import type { MemberVisitTable } from '../../db/schema.js';
import { lockVisit as lockVisitRow, updateVisitWhile } from './members.repository.js';

/**
 * A member visit as other features change it. Members owns `member_visits` (docs/ARCHITECTURE.md):
 * EVV's after-the-fact change and location trust's lock while it decides an exception go through
 * these, never through their own SQL.
 */

/** Locks the visit for the rest of the transaction on PostgreSQL (SQLite writes one at a time already). */
export const lockVisit = (db: Executor, visitId: number, dialect: Dialect): Promise<void> =>
  lockVisitRow(db, visitId, dialect);

/**
 * Changes a visit only if nobody changed it since it was read (its updated_at is still `readAt`);
 * answers the changed row, or undefined when it had changed.
 */
export const changeVisitIfUnchanged = (
  db: Executor,
  id: number,
  readAt: string,
  changes: Updateable<MemberVisitTable>,
) => updateVisitWhile(db, id, { unchangedSince: readAt }, changes);
