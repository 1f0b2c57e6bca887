import type { Actor } from '../../context.js';
import { allow } from '../../lib/access.js';

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
