import type { Actor } from '../../context.js';
import { allow, type TeamScope, teamScope } from '../../lib/access.js';

/**
 * Who may see and resolve location exceptions (docs/evv.md, docs/security.md): an admin every
 * exception, a manager those of the employees they manage (never their own), staff none. Staff
 * may add a note to their own exceptions.
 */
export const queueScope = (actor: Actor): TeamScope => teamScope(actor);

export function mayResolve(actor: Actor, owner: { id: number; manager_id: number | null }): boolean {
  if (actor.id === owner.id) return false;
  return actor.role === 'admin' || (actor.role === 'manager' && owner.manager_id === actor.id);
}

/** Whether the caller may add a note to an exception: the employee it is about, alone. */
export const mayNote = (actor: Actor, exception: { user_id: number }) => exception.user_id === actor.id;

/** The routes' rules (docs/evv.md). */
export const locationTrustPolicy = {
  listLocations: allow.signedIn(),
  queue: allow.leads(),
  resolve: allow.signedIn({
    record: {
      rule: 'mayResolve: the employee’s manager or an admin, never the employee (403)',
      refuses: { owner: 403, other: 403 },
    },
  }),
  note: allow.signedIn({
    record: {
      rule: 'mayNote: the employee the exception is about (403 `location_exception_not_yours`)',
      refuses: { other: 403, manager: 403, admin: 403 },
    },
  }),
  settings: allow.admin(),
};
