import type { Actor } from '../../context.js';
import { allow } from '../../lib/access.js';

/**
 * The work day (docs/payroll-rules.md): each signed-in user checks in, pauses and reads their own
 * days; the time-records report is for managers (the people who report to them) and admins (everyone).
 */
export const workdayPolicy = {
  ownDays: allow.signedIn(),
  timeRecords: allow.leads(),
};

/** Whose time records a lead sees: an admin everyone's, a manager those who report to them. */
export const seesEveryone = (actor: Actor) => actor.role === 'admin';
