import { MSG, type PauseBody, type PauseState } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import { inOrder, offlineColumns } from '../../lib/action-time.js';
import { conflict } from '../../lib/http-error.js';
import { locationColumns } from '../../lib/location.js';
import { type ClockRequest, lockCurrentShift, moment, recordClockAction } from './clock-action.js';
import { pauseStateOf } from './get-pause-state.js';
import { findOpenPauses, findPauses, insertPause } from './workday.repository.js';

/** POST /api/attendance/pause/: opens a pause of the current shift (one open pause, by constraint). */
export async function pause(ctx: AppContext, body: PauseBody, req: ClockRequest): Promise<PauseState> {
  const m = await moment(ctx, req.actor, body);
  const loc = locationColumns(body);
  try {
    const day = await ctx.db.transaction().execute(async (trx) => {
      const locked = await lockCurrentShift(trx, ctx, { m, req }, MSG.pauseNotCheckedIn);
      if ((await findOpenPauses(trx, [locked.id])).has(locked.id)) throw conflict(MSG.alreadyPaused, true);
      // Offline, a pause before the check-in or before an earlier resume is refused.
      const earlier = m.time.offline ? await findPauses(trx, [locked.id]) : [];
      const created = await insertPause(trx, {
        work_day_id: locked.id,
        paused_at: inOrder(m.time, locked.check_in_at, ...earlier.map((p) => p.resumed_at)).toISOString(),
        reason: body.reason,
        pause_latitude: loc.latitude,
        pause_longitude: loc.longitude,
        pause_accuracy: loc.accuracy,
        ...offlineColumns('pause', m.time),
        created_at: m.time.receivedAt.toISOString(),
      });
      return {
        ...locked,
        location_check: await recordClockAction(trx, { m, req, loc }, 'pause', locked.id, {
          after: created,
        }),
      };
    });
    return { ...(await pauseStateOf(ctx, day)), location_check: day.location_check };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.alreadyPaused, true);
    throw error;
  }
}
