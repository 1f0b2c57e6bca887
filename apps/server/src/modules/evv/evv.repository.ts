import type { Executor } from '../../db/database.js';

/** Visits with the member, the provider and how many after-the-fact changes each has. */
export function evvVisitsQuery(db: Executor) {
  return db
    .selectFrom('member_visits as v')
    .innerJoin('members as m', 'm.id', 'v.member_id')
    .innerJoin('users as p', 'p.id', 'v.provider_id')
    .selectAll('v')
    .select((eb) => [
      'm.name as member_name',
      'm.member_id as member_ahcccs_id',
      'm.service_codes as member_service_codes',
      'p.name as provider_name',
      'p.provider_id as provider_code',
      'p.manager_id as provider_manager_id',
      eb
        .selectFrom('member_visit_changes as c')
        .whereRef('c.visit_id', '=', 'v.id')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .as('change_count'),
    ]);
}
export type EvvVisitView = Awaited<ReturnType<ReturnType<typeof evvVisitsQuery>['executeTakeFirstOrThrow']>>;

/** How many visits one answer holds at most. */
export const EVV_LIST_LIMIT = 20_000;

/** Visits dated from..to (organisation dates), oldest first; a manager's team only (providers they manage). */
export function listEvvVisits(
  db: Executor,
  range: { from: string; to: string },
  scope: { all: true } | { managerId: number },
): Promise<EvvVisitView[]> {
  let query = evvVisitsQuery(db).where('v.visit_date', '>=', range.from).where('v.visit_date', '<=', range.to);
  if ('managerId' in scope) query = query.where('p.manager_id', '=', scope.managerId);
  return query.orderBy('v.visit_date').orderBy('v.check_in_at').orderBy('v.id').limit(EVV_LIST_LIMIT).execute();
}

export function findEvvVisit(db: Executor, id: number): Promise<EvvVisitView | undefined> {
  return evvVisitsQuery(db).where('v.id', '=', id).executeTakeFirst();
}
