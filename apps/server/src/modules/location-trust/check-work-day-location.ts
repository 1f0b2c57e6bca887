import { type DeviceFix, evaluateLocation, type LocationCheck } from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import { type JudgedLocation, judgedLocation, type LocatedActionRef, recordJudged } from './location-check.js';
import { type WorkDayLocationRules, workDayLocationRules } from './location-trust.repository.js';

// a clock action that sends the exception with its audit row records the rest as checkWorkDayLocation does
export { recordJudged } from './location-check.js';

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
  return recordJudged(trx, judgeWorkDayLocation(ref, fix, rules ?? (await workDayLocationRules(trx, ref.userId))));
}

/**
 * checkWorkDayLocation's judgement of a fix against rules already read, for a clock action that
 * sends the exception's insert with its audit row (workday/clock-action.ts).
 */
export function judgeWorkDayLocation(
  ref: LocatedActionRef,
  fix: DeviceFix,
  rules: WorkDayLocationRules,
): JudgedLocation {
  const result = evaluateLocation(fix, rules.fences, rules.lowAccuracyLimit);
  return judgedLocation(ref, fix, result, {
    locationId: result.location?.id ?? null,
    memberId: null,
    name: result.location?.name ?? null,
  });
}
