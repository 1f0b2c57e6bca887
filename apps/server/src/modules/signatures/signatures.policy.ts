import type { Actor } from '../../context.js';
import { allow } from '../../lib/access.js';
import type { UnsignedScope } from './signatures.repository.js';

/**
 * Signatures (ADR 0015, docs/signatures.md): the author signs their own note; the author's
 * manager or an admin, never the author, co-signs it; the author, their manager or an admin adds
 * an addendum. Only someone who may see a record learns it exists.
 */

/** Whether the actor supervises a user: an admin, or that user's manager. */
export const supervises = (actor: Actor, managerId: number | null) =>
  actor.role === 'admin' || (actor.role === 'manager' && managerId === actor.id);

/** Whether the actor may see a note at all: its author or an admin. */
export const seesNote = (actor: Actor, note: { created_by: number }) =>
  note.created_by === actor.id || actor.role === 'admin';

export const signaturesPolicy = {
  sign: allow.signedIn({
    record: {
      rule: 'the note’s author signs (seesNote: others 404; an admin 403 `sign_only_author`)',
      refuses: { other: 404, manager: 404, admin: 403 },
    },
  }),
  cosign: allow.signedIn({
    record: {
      rule: 'supervises: the author’s manager or an admin (staff 403 `cosign_not_supervisor`; another team’s manager 404)',
      refuses: { owner: 403, other: 403 },
    },
  }),
  addendum: allow.signedIn({
    record: {
      rule: 'the author or supervises (other staff 404, another team’s manager 403 `addendum_not_allowed`)',
      refuses: { other: 404 },
    },
  }),
  ownSignatures: allow.signedIn(),
  settings: allow.admin(),
};

/** Whether the caller is a supervisor at all (a manager or an admin): staff never co-sign or add to others' records. */
export const isSupervisor = (actor: Actor) => actor.role !== 'staff';

/** Whose unsigned records the caller lists: staff their own; a manager their own and their team's; an admin everyone's. */
export function unsignedScope(actor: Actor, scope?: 'mine' | 'all'): UnsignedScope {
  if (!isSupervisor(actor) || scope === 'mine') return { kind: 'own', userId: actor.id };
  return actor.role === 'manager' ? { kind: 'team', managerId: actor.id } : { kind: 'all' };
}
