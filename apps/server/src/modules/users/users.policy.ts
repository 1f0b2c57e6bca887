import { allow } from '../../lib/access.js';

/** The caller's own profile and settings: anyone signed in, about themselves only (docs/security.md). */
export const usersPolicy = {
  readProfile: allow.signedIn({ beforePasswordChange: true }),
  updateProfile: allow.signedIn(),
  readLanguage: allow.signedIn({ beforePasswordChange: true }),
  updateLanguage: allow.signedIn({ beforePasswordChange: true }),
  readSettings: allow.signedIn(),
};
