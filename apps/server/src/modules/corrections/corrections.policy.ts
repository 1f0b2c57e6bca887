import type { Actor } from '../../context.js';

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

/** Whose requests the inbox lists: an admin everyone's, a manager their team's; staff have no inbox. */
export function inboxScope(actor: Actor): { all: true } | { managerId: number } | null {
  if (actor.role === 'admin') return { all: true };
  if (actor.role === 'manager') return { managerId: actor.id };
  return null;
}
