import { type DeviceFix, evaluateLocation, type LocationCheck } from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import { type LocatedActionRef, recordLocationCheck } from './location-check.js';
import { workDayLocationRules } from './location-trust.repository.js';

/**
 * Judges a work-day action's fix against the employee's geofences and, when it is outside, of
 * low accuracy or without a location, records a location exception linked to the action. Runs
 * in the action's transaction: the action is always recorded, never refused (docs/evv.md).
 */
export async function checkWorkDayLocation(
  trx: Executor,
  ref: LocatedActionRef,
  fix: DeviceFix,
): Promise<LocationCheck> {
  const { fences, lowAccuracyLimit } = await workDayLocationRules(trx, ref.userId);
  const result = evaluateLocation(fix, fences, lowAccuracyLimit);
  return recordLocationCheck(trx, ref, fix, result, {
    locationId: result.location?.id ?? null,
    memberId: null,
    name: result.location?.name ?? null,
  });
}
