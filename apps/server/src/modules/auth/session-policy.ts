import type { Config } from '../../config.js';

export interface SessionTimes {
  last_seen_at: string;
  expires_at: string;
  ended_at: string | null;
}

/**
 * Whether a session may still be used: not ended, within its absolute lifetime, and used
 * within the idle timeout (docs/security.md, HIPAA automatic logoff).
 */
export function sessionIsLive(session: SessionTimes, now: Date, config: Pick<Config, 'sessionIdleTimeout'>) {
  if (session.ended_at) return false;
  const nowMs = now.getTime();
  if (Date.parse(session.expires_at) <= nowMs) return false;
  return Date.parse(session.last_seen_at) + config.sessionIdleTimeout * 1000 > nowMs;
}
