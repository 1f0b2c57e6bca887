import type { CorrectionRequest } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';
import { pausesByShift } from '../workday/find-shifts.js';
import { presentRequest } from './corrections.presenter.js';
import { listRequests, type RequestFilter } from './corrections.repository.js';

/**
 * Correction requests as the calls answer them (proposed times on the organisation's clock), newest
 * date first, each with the paid time of the shift it proposes: its span less the day's recorded
 * pauses (docs/payroll-rules.md "Correction requests").
 */
export async function readRequests(ctx: AppContext, filter: RequestFilter): Promise<CorrectionRequest[]> {
  const [zone, rows] = await Promise.all([organisationTimeZone(ctx.db), listRequests(ctx.db, filter)]);
  const dayIds = rows.flatMap((row) => (row.work_day_id === null ? [] : [row.work_day_id]));
  const pauses = await pausesByShift(ctx.db, dayIds);
  return rows.map((row) =>
    presentRequest(row, zone, row.work_day_id === null ? [] : (pauses.get(row.work_day_id) ?? [])),
  );
}

/** One request as answered after it was made or decided. */
export async function readRequest(ctx: AppContext, id: number): Promise<CorrectionRequest> {
  const [request] = await readRequests(ctx, { ids: [id] });
  return request!;
}
