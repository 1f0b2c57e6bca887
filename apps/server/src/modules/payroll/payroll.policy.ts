import { MSG } from '@daybook/domain';
import type { Actor } from '../../context.js';
import { allow } from '../../lib/access.js';
import { forbidden, notFound } from '../../lib/http-error.js';

/**
 * Who may do what to a timecard, in one place (docs/payroll-rules.md):
 * - view: the employee, their manager, an admin;
 * - submit: the employee alone (it is their attestation);
 * - approve: their manager or an admin, never the employee themselves;
 * - reopen: an admin.
 */
export type TimecardAction = 'view' | 'submit' | 'approve' | 'reopen';

export function mayOnTimecard(actor: Actor, action: TimecardAction, owner: { id: number; manager_id: number | null }) {
  const own = actor.id === owner.id;
  const theirManager = actor.role === 'manager' && owner.manager_id === actor.id;
  switch (action) {
    case 'view':
      return own || theirManager || actor.role === 'admin';
    case 'submit':
      return own;
    case 'approve':
      return !own && (theirManager || actor.role === 'admin');
    case 'reopen':
      return actor.role === 'admin';
  }
}

/**
 * The person whose timecard is asked for, when the caller may see it. Someone the caller may not
 * see answers 403 whether or not they exist, so that a manager cannot learn who exists; an admin,
 * who sees everyone, is told 404 for someone who does not (docs/product-rules.md §7).
 */
export function visibleOnTimecard<P extends { id: number; manager_id: number | null }>(
  actor: Actor,
  person: P | undefined,
): P {
  if (!person && actor.role === 'admin') throw notFound();
  if (!person || !mayOnTimecard(actor, 'view', person)) throw forbidden(MSG.forbidden);
  return person;
}

/** Whose timecards a caller lists: an admin everyone, a manager themselves and their reports, staff their own. */
export function timecardScope(actor: Actor): { all: true } | { managerId: number } | { userId: number } {
  if (actor.role === 'admin') return { all: true };
  if (actor.role === 'manager') return { managerId: actor.id };
  return { userId: actor.id };
}

/** The routes' rules: the record checks are mayOnTimecard's actions (refused as 403). */
export const timecardsPolicy = {
  list: allow.signedIn(),
  view: allow.signedIn({
    record: { rule: 'mayOnTimecard view: the employee, their manager or an admin', refuses: { other: 403 } },
  }),
  submit: allow.signedIn({
    record: { rule: 'mayOnTimecard submit: the employee alone', refuses: { other: 403, manager: 403, admin: 403 } },
  }),
  approve: allow.signedIn({
    record: {
      rule: 'mayOnTimecard approve: their manager or an admin, never the employee (403 `timecard_own_approval`)',
      refuses: { owner: 403, other: 403 },
    },
  }),
  reopen: allow.signedIn({
    record: { rule: 'mayOnTimecard reopen: an admin', refuses: { owner: 403, other: 403, manager: 403 } },
  }),
  ownWorkweek: allow.signedIn(),
  /** A manager's team (and themselves), everyone for an admin. */
  payrollAlerts: allow.leads(),
  rates: allow.admin(),
  exportPayroll: allow.admin(),
};
