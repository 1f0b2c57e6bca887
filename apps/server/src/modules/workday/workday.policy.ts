import { allow } from '../../lib/access.js';

/**
 * The work day (docs/payroll-rules.md): each signed-in user checks in, pauses and reads their own
 * days; the time-records report is for managers (their team and themselves) and admins (everyone).
 */
export const workdayPolicy = {
  ownDays: allow.signedIn(),
  timeRecords: allow.leads(),
};
