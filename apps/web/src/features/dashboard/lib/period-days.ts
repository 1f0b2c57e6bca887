import type { PayPeriodSummary } from '@daybook/domain';
import type { ShownToday } from '../api/workday';

/** What Recent Days Worked shows of a day (one shift) of the pay period. */
export type PeriodDay = Pick<
  PayPeriodSummary['records'][number],
  | 'id'
  | 'date'
  | 'work_date'
  | 'day'
  | 'check_in'
  | 'check_out'
  | 'check_in_at'
  | 'check_out_at'
  | 'worked_seconds'
  | 'status'
>;

/**
 * The pay period's days as the dashboard shows them, newest first: the server's (GET
 * pay-period-summary/), with today's shifts as the actions waiting on the device leave them
 * (lib/offline/project-today.ts), so that the period's hours and its days agree with Today's
 * Status: a shift checked out or paused on the device takes its hours from there, and a shift
 * begun on the device is listed first, waiting to sync, when its date is in the period. The
 * server's list itself when nothing waits.
 */
export function periodDays<R extends PeriodDay>(
  records: readonly R[],
  today: ShownToday | undefined,
  period: Pick<PayPeriodSummary, 'start' | 'end'>,
): readonly (R | PeriodDay)[] {
  const changed = (today?.shifts ?? []).filter((shift) => shift.waiting);
  if (changed.length === 0) return records;
  const byId = new Map(changed.map(({ pauses: _pauses, ...shift }) => [shift.id, shift]));
  const known = records.map((record) => {
    const shift = byId.get(record.id);
    return shift ? { ...record, ...shift } : record;
  });
  const begun = changed
    .filter(
      (shift) => shift.id !== null && shift.id < 0 && shift.work_date >= period.start && shift.work_date <= period.end,
    )
    .reverse();
  return [...begun, ...known];
}
