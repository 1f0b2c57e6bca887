import { type CorrectionRequest, clockTime24, exactWorkedTime, type PauseSpan } from '@daybook/domain';
import type { RequestListRow } from './corrections.repository.js';

const clock = (instant: string | null, zone: string) => (instant ? clockTime24(new Date(instant), zone) : null);

/**
 * The proposed shift's paid time: each proposed time, else the day's recorded one, less the day's
 * recorded pauses clipped to it (an open pause ends at the check-out, as approving closes it), as
 * the payroll counts it (exactWorkedTime). Null while the shift has no check-out.
 */
function proposedTime(row: RequestListRow, pauses: readonly PauseSpan[]) {
  const checkIn = row.check_in_at ?? row.current_check_in_at ?? null;
  const checkOut = row.check_out_at ?? row.current_check_out_at ?? null;
  if (checkIn === null || checkOut === null || Date.parse(checkOut) <= Date.parse(checkIn)) return null;
  return exactWorkedTime(new Date(checkIn), new Date(checkOut), pauses);
}

/**
 * A correction request on the wire: proposed times as HH:MM (organisation zone) and as instants,
 * the proposed shift's worked and paused seconds (`pauses`: the corrected day's recorded ones) and
 * the shift's times the decision was taken against (`recordedBefore`, read-requests.ts).
 */
export function presentRequest(
  row: RequestListRow,
  zone: string,
  pauses: readonly PauseSpan[] = [],
  recordedBefore: CorrectionRequest['recorded_before'] = null,
): CorrectionRequest {
  const time = proposedTime(row, pauses);
  return {
    id: row.id,
    user: { id: row.user_id, name: row.user_name, email: row.user_email },
    date: row.work_date,
    work_day_id: row.work_day_id,
    check_in: clock(row.check_in_at, zone),
    check_out: clock(row.check_out_at, zone),
    check_in_at: row.check_in_at,
    check_out_at: row.check_out_at,
    current_check_in_at: row.current_check_in_at ?? null,
    current_check_out_at: row.current_check_out_at ?? null,
    reason: row.reason,
    status: row.status,
    note: row.note,
    created_at: row.created_at,
    decided_at: row.decided_at,
    decided_by:
      row.decided_by !== null && row.decided_by_name ? { id: row.decided_by, name: row.decided_by_name } : null,
    proposed_worked_seconds: time?.worked_seconds ?? null,
    proposed_paused_seconds: time?.paused_seconds ?? null,
    recorded_before: recordedBefore,
  };
}
