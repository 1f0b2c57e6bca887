import type { Actor } from '../../context.js';
import { allow } from '../../lib/access.js';

/**
 * Who may sign in, sign up and end sessions (docs/security.md). Accounts after the first are made
 * by an admin: an anonymous signup on a bootstrapped database is asked to sign in (401), anyone
 * signed in but an admin is refused (403).
 */
export const authPolicy = {
  login: allow.public(),
  register: allow.public({
    identifies: true,
    record: {
      rule: 'mayRegister: the first signup on an empty database, afterwards an admin',
      refuses: { anonymous: 401, owner: 403, other: 403, manager: 403 },
    },
  }),
  refreshToken: allow.public(),
  logout: allow.public({ identifies: true, beforePasswordChange: true }),
  changePassword: allow.signedIn({ beforePasswordChange: true }),
};

/** Whether a signed-in caller may create an account (nobody signed in is decided by the database's state). */
export const mayRegister = (actor: Actor) => actor.role === 'admin';
