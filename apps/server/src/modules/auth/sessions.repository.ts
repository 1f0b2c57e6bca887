import type { Dialect, Executor } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import { POLICY_AND_EMPLOYEE_COLUMNS, type PolicyAndEmployeeRow } from '../workday/policy-and-employee.js';

/** A session, its user's state, and the user as an employee with the organisation's work-day policy. */
export interface LiveSession extends PolicyAndEmployeeRow {
  id: string;
  user_id: number;
  last_seen_at: string;
  expires_at: string;
  ended_at: string | null;
  role: 'staff' | 'manager' | 'admin';
  is_active: boolean | number;
  must_change_password: boolean | number;
}

/**
 * The columns (sessions `s` joined to users `u`) whether a session still counts is judged on
 * (sessionIsLive, session-policy.ts) with its user's role and active flag.
 */
const SESSION_STATE = ['s.user_id', 's.last_seen_at', 's.expires_at', 's.ended_at', 'u.role', 'u.is_active'] as const;

const sessionQuery = prepared((db: Executor, sessionId: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('organisation as o', (join) => join.on('o.id', '=', 1))
    .select(['s.id', ...SESSION_STATE, 'u.must_change_password', ...POLICY_AND_EMPLOYEE_COLUMNS])
    .where('s.id', '=', sessionId),
);

/**
 * A session with the state of its user, for the per-request check (compiled once: db/prepared.ts),
 * and what the work-day rules read of the user and the organisation: one statement where a clock
 * action or an own read made two (docs/performance.md).
 */
export function findSession(db: Executor, sessionId: string): Promise<LiveSession | undefined> {
  return sessionQuery.takeFirst(db, sessionId);
}

export async function insertSession(
  db: Executor,
  session: { id: string; userId: number; now: Date; expiresAt: Date; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      created_at: session.now.toISOString(),
      last_seen_at: session.now.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      ip: session.ip,
      user_agent: session.userAgent,
    })
    .execute();
}

/** Stores a new refresh token's hash; `rotatedFrom` names the token it was issued for (none at sign-in). */
export async function insertRefreshToken(
  db: Executor,
  sessionId: string,
  tokenHash: string,
  now: Date,
  rotatedFrom: number | null = null,
) {
  await db
    .insertInto('refresh_tokens')
    .values({ session_id: sessionId, token_hash: tokenHash, created_at: now.toISOString(), rotated_from: rotatedFrom })
    .execute();
}

/**
 * A refresh token with its session's state. Given the dialect, on PostgreSQL its row (only its row: `of r`) stays
 * locked to the end of the transaction, so requests presenting the same token run one after the
 * other and each reads what the one before it wrote (SQLite runs write transactions one at a time
 * already).
 */
export function findRefreshToken(db: Executor, tokenHash: string, lockFor?: Dialect) {
  const query = db
    .selectFrom('refresh_tokens as r')
    .innerJoin('sessions as s', 's.id', 'r.session_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['r.id', 'r.rotated_at', 'r.retired_at', 's.id as session_id', ...SESSION_STATE])
    .where('r.token_hash', '=', tokenHash);
  return (lockFor === 'postgres' ? query.forUpdate('r') : query).executeTakeFirst();
}

/** Marks a refresh token used; false when another request used it first. */
export async function markRotated(db: Executor, tokenId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: now.toISOString() })
    .where('id', '=', tokenId)
    .where('rotated_at', 'is', null)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The tokens issued for a token (its successor, and those retired by retries before it was used)
 * with whether each has been used.
 */
export function findSuccessors(db: Executor, tokenId: number) {
  return db
    .selectFrom('refresh_tokens')
    .select(['id', 'rotated_at', 'retired_at'])
    .where('rotated_from', '=', tokenId)
    .execute();
}

/**
 * Retires a successor that has not been used, so that a retry's new token is the only live one;
 * false when it was used or retired first (a request presenting it locks its row).
 */
export async function retireUnused(db: Executor, tokenId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ retired_at: now.toISOString() })
    .where('id', '=', tokenId)
    .where('rotated_at', 'is', null)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function touchSession(db: Executor, sessionId: string, now: Date) {
  await db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', sessionId).execute();
}

export async function endSession(db: Executor, sessionId: string, reason: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ ended_at: now.toISOString(), end_reason: reason })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every open session of a user, optionally sparing one (the caller's own). */
export async function endUserSessions(
  db: Executor,
  userId: number,
  reason: string,
  now: Date,
  except?: string,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: now.toISOString(), end_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  if (except) query = query.where('id', '!=', except);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
