import type { Actor } from '../../context.js';
import { allow, ownerOrAdmin } from '../../lib/access.js';

/**
 * Members (docs/evv.md): a provider sees and visits the members assigned to them, an admin every
 * member; anyone else is told the member does not exist (404).
 */
/** Admins act on every member; staff and managers on the members assigned to them (docs/product-rules.md §6). */
export const seesAllMembers = (actor: Actor) => actor.role === 'admin';

export const membersPolicy = {
  listMembers: allow.signedIn(),
  history: allow.signedIn(),
  visitMember: allow.signedIn({
    record: ownerOrAdmin('the member is assigned to the caller, or the caller is an admin (seesAllMembers)'),
  }),
};
