import type { PauseState } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import type { WorkDayRow } from '../../db/schema.js';
import { currentShift, moment } from './clock-action.js';
import { findOpenPauses } from './workday.repository.js';

/** Whether a shift has an open pause, and its paused minutes so far (none: not paused). */
export async function pauseStateOf(ctx: AppContext, day: WorkDayRow | undefined): Promise<PauseState> {
  if (!day) return { paused: false, paused_at: null, reason: null, paused_minutes: 0 };
  const open = (await findOpenPauses(ctx.db, [day.id])).get(day.id);
  return {
    paused: open !== undefined,
    paused_at: open?.paused_at ?? null,
    reason: open?.reason ?? null,
    paused_minutes: day.paused_minutes,
  };
}

/** GET /api/attendance/resume/: whether the current shift is paused. */
export async function pauseState(ctx: AppContext, actor: Actor): Promise<PauseState> {
  await moment(ctx, actor); // refuses a session whose user is gone
  return pauseStateOf(ctx, await currentShift(ctx.db, actor.id));
}
