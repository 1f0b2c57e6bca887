import type { CorrectionRequest } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';
import { pausesByShift } from '../workday/find-shifts.js';
import { presentRequest } from './corrections.presenter.js';
import {
  listApprovalCorrections,
  listRequests,
  type RequestFilter,
  type RequestListRow,
} from './corrections.repository.js';

/**
 * Correction requests as the calls answer them (proposed times on the organisation's clock), newest
 * date first, each with the paid time of the shift it proposes: its span less the day's recorded
 * pauses (docs/payroll-rules.md "Correction requests").
 */
export async function readRequests(ctx: AppContext, filter: RequestFilter): Promise<CorrectionRequest[]> {
  const [zone, rows] = await Promise.all([organisationTimeZone(ctx.db), listRequests(ctx.db, filter)]);
  const dayIds = rows.flatMap((row) => (row.work_day_id === null ? [] : [row.work_day_id]));
  const approvedDayIds = rows.flatMap((row) =>
    row.status === 'approved' && row.work_day_id !== null ? [row.work_day_id] : [],
  );
  const [pauses, history] = await Promise.all([
    pausesByShift(ctx.db, dayIds),
    listApprovalCorrections(ctx.db, [...new Set(approvedDayIds)]),
  ]);
  return rows.map((row) =>
    presentRequest(
      row,
      zone,
      row.work_day_id === null ? [] : (pauses.get(row.work_day_id) ?? []),
      recordedBefore(row, history),
    ),
  );
}

type HistoryRow = Awaited<ReturnType<typeof listApprovalCorrections>>[number];

/**
 * The shift's times the request was decided against. Pending or denied: the shift's times now (a
 * denial changes nothing; no shift, no times). Approved: the times before the approval, from the
 * correction history row it wrote in the same transaction (its shift, its decider, its instant;
 * none before: the approval created the shift); null when no such row is kept.
 */
function recordedBefore(row: RequestListRow, history: readonly HistoryRow[]): CorrectionRequest['recorded_before'] {
  if (row.status !== 'approved') {
    return { check_in_at: row.current_check_in_at ?? null, check_out_at: row.current_check_out_at ?? null };
  }
  if (row.work_day_id === null || row.decided_at === null || row.decided_by === null) return null;
  const instant = (value: unknown) => new Date(value as string).getTime();
  const decidedAt = instant(row.decided_at);
  const written = history.find(
    (entry) =>
      entry.work_day_id === row.work_day_id &&
      Number(entry.corrected_by) === Number(row.decided_by) &&
      instant(entry.created_at) === decidedAt,
  );
  return written ? { check_in_at: written.before_check_in_at, check_out_at: written.before_check_out_at } : null;
}

/** One request as answered after it was made or decided. */
export async function readRequest(ctx: AppContext, id: number): Promise<CorrectionRequest> {
  const [request] = await readRequests(ctx, { ids: [id] });
  return request!;
}
