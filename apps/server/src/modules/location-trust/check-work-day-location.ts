import { type DeviceFix, evaluateLocation, type LocationCheck } from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import type { BoundQuery } from '../../db/prepared.js';
import { judgedLocation, type LocatedActionRef } from './location-check.js';
import {
  exceptionInsert,
  insertException,
  type NewException,
  type WorkDayLocationRules,
  workDayLocationRules,
} from './location-trust.repository.js';

// what a clock action that reads the rules with its other statements uses (workday/check-in.ts)
export {
  type WorkDayLocationRules,
  workDayLocationRulesOf,
  workDayLocationsRead,
} from './location-trust.repository.js';

/**
 * Judges a work-day action's fix against the employee's geofences and, when it is outside, of
 * low accuracy or without a location, records a location exception linked to the action. Runs
 * in the action's transaction: the action is always recorded, never refused (docs/evv.md).
 */
export async function checkWorkDayLocation(
  trx: Executor,
  ref: LocatedActionRef,
  fix: DeviceFix,
  rules?: WorkDayLocationRules,
): Promise<LocationCheck> {
  // read already when the action read it with its first statements (check-in.ts)
  const judged = judgeWorkDayLocation(ref, fix, rules ?? (await workDayLocationRules(trx, ref.userId)));
  const exceptionId = judged.exception ? (await insertException(trx, judged.exception)).id : null;
  return judged.answer(exceptionId);
}

/**
 * checkWorkDayLocation's judgement of a fix against rules already read: the exception to record
 * (null when the fix is not flagged) and the answer once it is recorded, for a clock action that
 * sends the insert with its audit row (workday/clock-action.ts).
 */
export function judgeWorkDayLocation(
  ref: LocatedActionRef,
  fix: DeviceFix,
  rules: WorkDayLocationRules,
): {
  exception: NewException | null;
  insert: BoundQuery<{ id: number }> | null;
  answer: (exceptionId: number | null) => LocationCheck;
} {
  const result = evaluateLocation(fix, rules.fences, rules.lowAccuracyLimit);
  const judged = judgedLocation(ref, fix, result, {
    locationId: result.location?.id ?? null,
    memberId: null,
    name: result.location?.name ?? null,
  });
  return { ...judged, insert: judged.exception ? exceptionInsert(judged.exception) : null };
}
