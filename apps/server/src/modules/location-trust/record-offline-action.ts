import type { DeviceFix } from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import { insertActionException, type LocatedActionRef } from './location-check.js';

/**
 * An action recorded offline (its time is the device's): an exception of kind `offline`, so a
 * manager reviews it in the same queue (ADR 0023, docs/offline.md). `occurred_at` is the action's
 * effective instant, `created_at` when the server received it.
 */
export function recordOfflineAction(
  trx: Executor,
  ref: LocatedActionRef,
  fix: DeviceFix,
  receivedAt: Date,
): Promise<number> {
  return insertActionException(
    trx,
    ref,
    fix,
    'offline',
    { distance_m: null, location_id: null, member_id: null },
    receivedAt,
  );
}
