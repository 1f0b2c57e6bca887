import { actionTime, DEFAULT_OFFLINE_MAX_AGE_HOURS, MSG, type OfflineInput } from '@daybook/domain';
import type { AppContext } from '../context.js';
import type { Executor } from '../db/database.js';
import { HttpError } from './http-error.js';

/**
 * When an action counts as taken (docs/offline.md, ADR 0023): `at` is the instant every rule
 * uses (order, one open shift, timecard lock, work date, EVV's 25 h), `receivedAt` the server's
 * clock when the request arrived, `offline` whether the device queued it.
 */
export interface EffectiveTime {
  at: Date;
  receivedAt: Date;
  offline: boolean;
}

export async function offlineMaxAgeHours(db: Executor): Promise<number> {
  const row = await db.selectFrom('organisation').select('offline_max_age_hours').executeTakeFirst();
  return row?.offline_max_age_hours ?? DEFAULT_OFFLINE_MAX_AGE_HOURS;
}

/** The action's effective instant; 422 `device_time_too_old` / `device_time_in_future` outside the window. */
export async function effectiveTime(ctx: AppContext, body: OfflineInput): Promise<EffectiveTime> {
  const receivedAt = ctx.clock.now();
  if (!body?.offline) return { at: receivedAt, receivedAt, offline: false };
  const result = actionTime(body, receivedAt, await offlineMaxAgeHours(ctx.db));
  if (!result.ok) {
    throw new HttpError(422, result.reason === 'too_old' ? MSG.deviceTimeTooOld : MSG.deviceTimeInFuture, {}, true);
  }
  return { at: result.at, receivedAt: result.receivedAt, offline: result.offline };
}

/**
 * The instant an action closing or following `earliest` is stored at. Online, a server clock that
 * stepped back is never allowed to write an impossible order (it is raised to `earliest`); an
 * offline action earlier than what is already recorded is refused: 422 `device_time_out_of_order`.
 */
export function inOrder(time: EffectiveTime, ...earliest: Array<string | null | undefined>): Date {
  let floor: Date | undefined;
  for (const instant of earliest) {
    if (!instant) continue;
    const d = new Date(instant);
    if (!floor || d > floor) floor = d;
  }
  if (!floor || time.at >= floor) return time.at;
  if (time.offline) throw new HttpError(422, MSG.deviceTimeOutOfOrder, {}, true);
  return floor;
}

/**
 * The instant a check-out closing a shift or visit that began at `checkIn` is stored at: in order
 * after the check-in and `earliest` (inOrder: an offline one earlier is 422
 * `device_time_out_of_order`, an online one raised), and strictly after the check-in, online and
 * offline. A check-out at the check-in's own instant (a device time equal to it, or a server clock
 * that stepped back to it) would store a shift or visit of no length, which a change of the same
 * times refuses too (PATCH /api/evv/visits/{id}/, a correction): it is refused with `refusal` and
 * nothing is written, so the shift or visit stays open for a real check-out.
 */
export function checkOutInOrder(
  time: EffectiveTime,
  refusal: () => HttpError,
  checkIn: string,
  ...earliest: Array<string | null | undefined>
): Date {
  const out = inOrder(time, checkIn, ...earliest);
  // strictly after, to the millisecond: a shift of under a second is a record (0 s worked, the
  // milliseconds dropped as every punch's are, docs/payroll-rules.md "Exact time"), one of none is not
  if (out.getTime() <= new Date(checkIn).getTime()) throw refusal();
  return out;
}

/** The two columns recording how one end of a record was taken (migration 0019). */
export function offlineColumns<P extends string>(prefix: P, time: EffectiveTime) {
  return {
    [`${prefix}_offline`]: time.offline,
    [`${prefix}_received_at`]: time.offline ? time.receivedAt.toISOString() : null,
  } as Record<`${P}_offline`, boolean> & Record<`${P}_received_at`, string | null>;
}
