import { allow } from '../../lib/access.js';

/** The admin console's API (ADR 0010): admins only; staff and managers get 403 `admin_only`. */
export const adminPolicy = {
  console: allow.adminConsole(),
};
