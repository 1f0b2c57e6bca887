import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { MemberVisitChangeTable } from '../../db/schema.js';
import type { TeamScope } from '../../lib/access.js';

/** Visits joined to their member and their provider. */
function joinedVisits(db: Executor) {
  return db
    .selectFrom('member_visits as v')
    .innerJoin('members as m', 'm.id', 'v.member_id')
    .innerJoin('users as p', 'p.id', 'v.provider_id');
}

/** One visit with every column, its member's and provider's details (a change reads all of it). */
export function evvVisitsQuery(db: Executor) {
  return joinedVisits(db)
    .selectAll('v')
    .select([
      'm.name as member_name',
      'm.member_id as member_ahcccs_id',
      'm.service_codes as member_service_codes',
      'p.name as provider_name',
      'p.provider_id as provider_code',
      'p.manager_id as provider_manager_id',
    ]);
}

/** How many after-the-fact changes each visit dated in the range (or the one visit) has; absent: none. */
export async function changeCounts(
  db: Executor,
  where: { range: { from: string; to: string } } | { id: number } | { ids: number[] },
): Promise<Map<number, number>> {
  let query = db
    .selectFrom('member_visit_changes as c')
    .innerJoin('member_visits as v', 'v.id', 'c.visit_id')
    .select(['c.visit_id', (eb) => eb.fn.countAll<number | string>().as('n')]);
  if ('ids' in where) {
    if (where.ids.length === 0) return new Map();
    query = query.where('c.visit_id', 'in', where.ids);
  } else if ('id' in where) query = query.where('c.visit_id', '=', where.id);
  else query = query.where('v.visit_date', '>=', where.range.from).where('v.visit_date', '<=', where.range.to);
  const rows = await query.groupBy('c.visit_id').execute();
  return new Map(rows.map((row) => [row.visit_id, Number(row.n)]));
}
export type EvvVisitView = Awaited<ReturnType<ReturnType<typeof evvVisitsQuery>['executeTakeFirstOrThrow']>>;

/** The visit columns a listed or exported visit shows (evv.presenter.ts), no more: lists read thousands. */
const LIST_COLUMNS = [
  'v.id',
  'v.member_id',
  'v.provider_id',
  'v.service',
  'v.visit_date',
  'v.check_in_at',
  'v.check_out_at',
  'v.check_in_latitude',
  'v.check_in_longitude',
  'v.check_in_accuracy',
  'v.check_in_location_status',
  'v.check_in_distance_m',
  'v.check_out_latitude',
  'v.check_out_longitude',
  'v.check_out_accuracy',
  'v.check_out_location_status',
  'v.check_out_distance_m',
  'v.worked_minutes',
  'v.verification_status',
  'v.verification_reasons',
  'v.confirmation_name',
  'v.confirmation_reason',
  'v.confirmed_at',
  'v.reason_code',
  'v.resolution_code',
  'v.attestation',
  'v.updated_at',
  'm.name as member_name',
  'm.member_id as member_ahcccs_id',
  'p.name as provider_name',
  'p.provider_id as provider_code',
] as const;

function evvListQuery(db: Executor) {
  return joinedVisits(db).select(LIST_COLUMNS);
}
/** A listed visit: what the presenter reads (EvvVisitView has these and more). */
export type EvvListRow = Awaited<ReturnType<ReturnType<typeof evvListQuery>['executeTakeFirstOrThrow']>>;

/** How many visits one answer holds at most. */
export const EVV_LIST_LIMIT = 20_000;

/**
 * Visits dated from..to (organisation dates), oldest first (by date, check-in, id) or newest first
 * (the reverse); a manager's team only (providers they manage).
 */
export function selectEvvVisits(
  db: Executor,
  range: { from: string; to: string },
  scope: TeamScope,
  page?: { offset: number; size: number },
  order: 'oldest' | 'newest' = 'oldest',
): Promise<EvvListRow[]> {
  let query = evvListQuery(db).where('v.visit_date', '>=', range.from).where('v.visit_date', '<=', range.to);
  if ('managerId' in scope) query = query.where('p.manager_id', '=', scope.managerId);
  const direction = order === 'newest' ? 'desc' : 'asc';
  const ordered = query
    .orderBy('v.visit_date', direction)
    .orderBy('v.check_in_at', direction)
    .orderBy('v.id', direction);
  return (page ? ordered.limit(page.size).offset(page.offset) : ordered.limit(EVV_LIST_LIMIT)).execute();
}

/** How many visits the range holds for the scope (the paged list's X-Total-Count). */
export async function countEvvVisits(
  db: Executor,
  range: { from: string; to: string },
  scope: TeamScope,
): Promise<number> {
  let query = db
    .selectFrom('member_visits as v')
    .where('v.visit_date', '>=', range.from)
    .where('v.visit_date', '<=', range.to);
  if ('managerId' in scope) {
    query = query.innerJoin('users as p', 'p.id', 'v.provider_id').where('p.manager_id', '=', scope.managerId);
  }
  const row = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function findEvvVisit(db: Executor, id: number): Promise<EvvVisitView | undefined> {
  return evvVisitsQuery(db).where('v.id', '=', id).executeTakeFirst();
}

/** Keeps a visit's times and service before and after an EVV correction. */
export async function insertVisitChange(db: Executor, values: Insertable<MemberVisitChangeTable>): Promise<void> {
  await db.insertInto('member_visit_changes').values(values).execute();
}
