import type { LocationCheck } from '@daybook/domain';
import { readDeviceJson, writeDeviceJson } from '../../../lib/device-json';

/**
 * The last flag the server put on one of the worker's own actions, kept on this device until the
 * worker sends a note about it or dismisses it (docs/evv.md): the flag blocks the timecard until a
 * manager decides, so the chance to explain it must not vanish with a reload. The worker cannot
 * read their own exceptions back (the queue is the managers'), and today's answer does not carry
 * them, so the device keeps the check answer itself, with the work day it was about: it is offered
 * again while that work day is today's.
 */
export interface KeptFlag {
  check: LocationCheck;
  workDayId: number;
}

const keyOf = (userId: string) => `daybook-location-flag:${userId}`;

export function readKeptFlag(userId: string | null): KeptFlag | null {
  if (!userId) return null;
  const parsed = readDeviceJson(keyOf(userId));
  if (!parsed || typeof parsed !== 'object') return null;
  const { check, workDayId } = parsed as Partial<KeptFlag>;
  return check && typeof check.exception_id === 'number' && typeof workDayId === 'number' ? { check, workDayId } : null;
}

/** Keeps `flag` for the user (null: forgets theirs). */
export function keepFlag(userId: string | null, flag: KeptFlag | null): void {
  if (userId) writeDeviceJson(keyOf(userId), flag);
}

/** The kept flag when it is about `workDayId`, the work day today's answer names; else null. */
export function keptFlagFor(kept: KeptFlag | null, workDayId: number | null | undefined): LocationCheck | null {
  return kept && workDayId != null && kept.workDayId === workDayId ? kept.check : null;
}
