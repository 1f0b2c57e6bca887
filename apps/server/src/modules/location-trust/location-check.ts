import {
  type DeviceFix,
  isFlagged,
  type LocatedAction,
  type LocationCheck,
  type LocationEvaluation,
} from '@daybook/domain';
import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import { type BoundQuery, inOneTrip } from '../../db/prepared.js';
import type { LocationExceptionTable } from '../../db/schema.js';
import { exceptionInsert, insertException, type NewException } from './location-trust.repository.js';

/** What the location checks of a work day, a member visit and an offline action share (docs/evv.md). */

/** The action a location belongs to: a work day's or a member visit's (docs/evv.md). */
export interface LocatedActionRef {
  action: LocatedAction;
  userId: number;
  at: Date;
  workDayId?: number;
  memberVisitId?: number;
}

/**
 * Records a location exception of the action in the exception queue: `occurred_at` is the action's
 * instant, `created_at` when the server recorded it; `place` is where it was judged against.
 */
export async function insertActionException(
  trx: Executor,
  ref: LocatedActionRef,
  fix: DeviceFix,
  kind: Insertable<LocationExceptionTable>['kind'],
  place: { distance_m: number | null; location_id: number | null; member_id: number | null },
  createdAt: Date,
): Promise<number> {
  const created = await insertException(trx, actionException(ref, fix, kind, place, createdAt));
  return created.id;
}

/** The row insertActionException records. */
function actionException(
  ref: LocatedActionRef,
  fix: DeviceFix,
  kind: Insertable<LocationExceptionTable>['kind'],
  place: { distance_m: number | null; location_id: number | null; member_id: number | null },
  createdAt: Date,
): NewException {
  return {
    kind,
    action: ref.action,
    work_day_id: ref.workDayId ?? null,
    member_visit_id: ref.memberVisitId ?? null,
    user_id: ref.userId,
    occurred_at: ref.at.toISOString(),
    latitude: fix.latitude,
    longitude: fix.longitude,
    accuracy: fix.accuracy,
    ...place,
    created_at: createdAt.toISOString(),
  };
}

/**
 * The answer of a judged fix; when it is outside, of low accuracy or without a location, the
 * exception linked to the action is recorded first.
 */
export function recordLocationCheck(
  trx: Executor,
  ref: LocatedActionRef,
  fix: DeviceFix,
  result: LocationEvaluation,
  place: { locationId: number | null; memberId: number | null; name: string | null },
): Promise<LocationCheck> {
  return recordJudged(trx, judgedLocation(ref, fix, result, place));
}

/** A judged fix: the insert of its exception (null when the fix is not flagged) and its answer once recorded. */
export interface JudgedLocation {
  insert: BoundQuery<{ id: number }> | null;
  answer: (exceptionId: number | null) => LocationCheck;
}

/**
 * What recordLocationCheck records of a judged fix and answers once it has, for a caller that
 * sends the insert with its other statements (workday/clock-action.ts).
 */
export function judgedLocation(
  ref: LocatedActionRef,
  fix: DeviceFix,
  result: LocationEvaluation,
  place: { locationId: number | null; memberId: number | null; name: string | null },
): JudgedLocation {
  const flagged = isFlagged(result.status)
    ? actionException(
        ref,
        fix,
        result.status,
        { distance_m: result.distance_m, location_id: place.locationId, member_id: place.memberId },
        ref.at,
      )
    : null;
  return {
    insert: flagged ? exceptionInsert(flagged) : null,
    answer: (exceptionId) => ({
      status: result.status,
      distance_m: result.distance_m,
      exception_id: exceptionId,
      location: place.name === null ? null : { id: place.locationId, name: place.name },
    }),
  };
}

/** Records a judged fix's exception, if any, and answers the check with its id. */
export async function recordJudged(trx: Executor, judged: JudgedLocation): Promise<LocationCheck> {
  const [created] = await inOneTrip(trx, [judged.insert]);
  return judged.answer(created[0]?.id ?? null);
}
