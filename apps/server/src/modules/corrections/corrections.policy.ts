import type { Actor } from '../../context.js';
import { allow } from '../../lib/access.js';

/**
 * Who may do what with correction requests and work-day corrections, in one place
 * (docs/payroll-rules.md):
 * - request: anyone signed in, for their own days only;
 * - decide (approve or deny): the employee's manager or an admin, never the employee themselves;
 * - correct or add a day directly: the employee's manager or an admin;
 * - list the inbox: managers (their team's requests) and admins (everyone's).
 */
export type CorrectionAction = 'decide' | 'correct';

export interface Owner {
  id: number;
  manager_id: number | null;
}

export function mayOnCorrection(actor: Actor, action: CorrectionAction, owner: Owner): boolean {
  const own = actor.id === owner.id;
  const theirManager = actor.role === 'manager' && owner.manager_id === actor.id;
  switch (action) {
    case 'decide':
      return !own && (theirManager || actor.role === 'admin');
    case 'correct':
      return theirManager || actor.role === 'admin';
  }
}

/** Whose requests the inbox lists: an admin everyone's, a manager their team's (staff have no inbox: the rule's audience). */
export function inboxScope(actor: Actor): { all: true } | { managerId: number } {
  return actor.role === 'admin' ? { all: true } : { managerId: actor.id };
}

/** The routes' rules: the record checks are mayOnCorrection's actions (refused as 403). */
export const correctionsPolicy = {
  /** A request about the caller's own day, and the caller's own requests. */
  own: allow.signedIn(),
  inbox: allow.leads(),
  decide: allow.signedIn({
    record: {
      rule: 'mayOnCorrection decide: the employee’s manager or an admin, never the employee (403)',
      refuses: { owner: 403, other: 403 },
    },
  }),
  correct: allow.signedIn({
    record: {
      rule: 'mayOnCorrection correct: the employee’s manager or an admin (403 `correction_not_your_team`)',
      refuses: { owner: 403, other: 403 },
    },
  }),
};

/** Whether the caller may learn that a user is unknown or inactive (an admin); anyone else is refused as for another team. */
export const seesAllUsers = (actor: Actor) => actor.role === 'admin';
