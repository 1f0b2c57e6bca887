import { allow } from '../../lib/access.js';

/** The organisation's public facts and the health checks: open to everyone (docs/operations.md). */
export const organisationPolicy = {
  readOrganisation: allow.public(),
  health: allow.public(),
  ready: allow.public(),
};
