import type { Actor } from '../../context.js';

/**
 * Who may see and resolve location exceptions (docs/evv.md, docs/security.md): an admin every
 * exception, a manager those of the employees they manage (never their own), staff none. Staff
 * may add a note to their own exceptions.
 */
export function queueScope(actor: Actor): { all: true } | { managerId: number } | null {
  if (actor.role === 'admin') return { all: true };
  if (actor.role === 'manager') return { managerId: actor.id };
  return null;
}

export function mayResolve(actor: Actor, owner: { id: number; manager_id: number | null }): boolean {
  if (actor.id === owner.id) return false;
  return actor.role === 'admin' || (actor.role === 'manager' && owner.manager_id === actor.id);
}
