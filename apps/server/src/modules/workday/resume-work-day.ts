import { MSG, type PauseState, pausedMillis, pausedSecondsUntil, type ResumeBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { inOrder, offlineColumns } from '../../lib/action-time.js';
import { conflict } from '../../lib/http-error.js';
import { locationColumns } from '../../lib/location.js';
import { type ClockRequest, lockCurrentShift, moment, recordClockAction } from './clock-action.js';
import { pauseStateOf } from './get-pause-state.js';
import { closeOpenPause, findOpenPauses, findPauses, updateDayRow } from './workday.repository.js';

const MINUTE_MS = 60_000;

/** POST /api/attendance/resume/: closes the open pause; paused minutes come from the server's rows. */
export async function resume(ctx: AppContext, body: ResumeBody, req: ClockRequest): Promise<PauseState> {
  const m = await moment(ctx, req.actor, body);
  const loc = locationColumns(body);
  const day = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockCurrentShift(trx, ctx, { m, req }, MSG.notCheckedIn);
    const openPause = (await findOpenPauses(trx, [locked.id])).get(locked.id);
    if (!openPause) throw conflict(MSG.notPaused, true);
    const resumedAt = inOrder(m.time, openPause.paused_at);
    const closed = await closeOpenPause(trx, openPause.id, {
      resumed_at: resumedAt.toISOString(),
      resume_latitude: loc.latitude,
      resume_longitude: loc.longitude,
      resume_accuracy: loc.accuracy,
      ...offlineColumns('resume', m.time),
    });
    if (!closed) throw conflict(MSG.notPaused, true);
    const pauses = await findPauses(trx, [locked.id]);
    const pausedMinutes = Math.floor(pausedMillis(pauses, new Date(locked.check_in_at), resumedAt) / MINUTE_MS);
    const updated = await updateDayRow(trx, locked.id, {
      paused_minutes: pausedMinutes,
      paused_seconds: pausedSecondsUntil(pauses, new Date(locked.check_in_at), resumedAt),
      updated_at: m.time.receivedAt.toISOString(),
    });
    return {
      ...updated,
      location_check: await recordClockAction(trx, { m, req, loc }, 'resume', locked.id, {
        before: openPause,
        after: closed,
      }),
    };
  });
  return { ...(await pauseStateOf(ctx, day)), location_check: day.location_check };
}
