import type { Actor } from '../../context.js';
import { allow, type TeamScope, teamScope } from '../../lib/access.js';

/**
 * Whose visits (docs/evv.md): an admin everyone's, a manager those their team provided; staff
 * none (the rule's audience refuses them). The export is an admin's.
 */
export const visitScope = (actor: Actor): TeamScope => teamScope(actor);

/** Whether the caller may change a visit: an admin any, a manager one their team provided. */
export const mayChangeVisit = (actor: Actor, visit: { provider_manager_id: number | null }) => {
  const scope = visitScope(actor);
  return !('managerId' in scope) || visit.provider_manager_id === scope.managerId;
};

export const evvPolicy = {
  listVisits: allow.leads(),
  changeVisit: allow.leads({
    record: { rule: 'mayChangeVisit: a manager changes visits their team provided (else 403)', refuses: {} },
  }),
  exportVisits: allow.admin(),
};
