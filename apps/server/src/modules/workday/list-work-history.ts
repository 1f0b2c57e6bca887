import { type HistoryRecord, plusDays } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { moment } from './clock-action.js';
import { parseDateRange } from './date-range.js';
import { recordsIn } from './own-days.js';

/** GET /api/attendance/history/: the user's days, newest first (default: the last year). */
export async function history(
  ctx: AppContext,
  actor: Actor,
  query: { start_date?: string | undefined; end_date?: string | undefined },
): Promise<HistoryRecord[]> {
  const m = await moment(ctx, actor);
  const range = parseDateRange(query, { from: plusDays(m.today, -365), to: m.today });
  return recordsIn(ctx, m, range);
}
