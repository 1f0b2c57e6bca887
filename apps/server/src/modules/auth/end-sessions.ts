import type { Executor } from '../../db/database.js';
import { endUserSessions } from './sessions.repository.js';

/**
 * Ends every open session of a user at once (deactivation, a password reset by an admin),
 * optionally sparing one (the caller's own); answers how many ended.
 */
export function endSessionsOf(db: Executor, userId: number, reason: string, now: Date, except?: string) {
  return endUserSessions(db, userId, reason, now, except);
}
