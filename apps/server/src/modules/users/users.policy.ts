import type { Actor } from '../../context.js';
import { allow } from '../../lib/access.js';

/** The caller's own profile and settings: anyone signed in, about themselves only (docs/security.md). */
export const usersPolicy = {
  readProfile: allow.signedIn({ beforePasswordChange: true }),
  updateProfile: allow.signedIn(),
  readLanguage: allow.signedIn({ beforePasswordChange: true }),
  updateLanguage: allow.signedIn({ beforePasswordChange: true }),
  readSettings: allow.signedIn(),
};

/**
 * Who may change a payroll ID on their own profile: an admin only, since the payroll export reads
 * it (docs/payroll-rules.md); anyone may send back the value they read.
 */
export const mayChangeOwnPayrollId = (actor: Actor): boolean => actor.role === 'admin';
