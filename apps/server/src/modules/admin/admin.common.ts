import { randomInt } from 'node:crypto';
import { MSG, passwordProblems } from '@daybook/domain';
import type { Actor } from '../../context.js';
import type { Dialect, Executor } from '../../db/database.js';
import { fieldError } from '../../lib/http-error.js';

/** Who is calling and the request id, for the audit rows. */
export interface AdminRequest {
  actor: Actor;
  requestId: string;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A temporary password shown once (reset, or a new account without one): four groups of four
 * unambiguous characters joined by '-', 19 characters with about 94 bits of entropy, always
 * meeting the signup rules.
 */
export function temporaryPassword(): string {
  for (;;) {
    const groups = Array.from({ length: 4 }, () =>
      Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    );
    const candidate = groups.join('-');
    if (passwordProblems(candidate).length === 0) return candidate;
  }
}

/** An active user id (for owners and assigned staff), else a 400 on the field. */
export async function requireActiveUser(db: Executor, id: number, field: string): Promise<void> {
  const user = await db.selectFrom('users').select(['id', 'is_active']).where('id', '=', id).executeTakeFirst();
  if (!user || !(user.is_active === true || user.is_active === 1)) throw fieldError(field, MSG.providerUnknown);
}

/** How many rows of a table reference a value; used to keep records that have history. */
export async function countWhere(
  db: Executor,
  table:
    | 'work_days'
    | 'clients'
    | 'client_attendance'
    | 'daily_progress'
    | 'member_visits'
    | 'members'
    | 'trials'
    | 'users',
  column: string,
  value: number | string,
): Promise<number> {
  const row = (await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column as never, '=', value as never)
    .executeTakeFirst()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

/**
 * Locks a row for the rest of the transaction on PostgreSQL, so a check for history and the delete
 * that follows cannot interleave with an insert referencing the row (foreign-key checks take a
 * KEY SHARE lock, which waits for this one). SQLite runs write transactions one at a time already.
 */
export async function lockRow(
  db: Executor,
  table: 'members' | 'goals' | 'departments' | 'locations',
  id: number,
  dialect: Dialect,
) {
  if (dialect !== 'postgres') return;
  await db.selectFrom(table).select('id').where('id', '=', id).forUpdate().execute();
}
