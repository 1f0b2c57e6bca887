import type { CorrectionRequest } from '@daybook/domain';

/**
 * The caller's pending request for a date and shift, if any: the server takes one pending request
 * per employee, date and work day (docs/payroll-rules.md; a second is refused, 409
 * `correction_request_pending`), where a request for a day or a shift never punched names none
 * (`workDayId` null). `workDayId` undefined: the shift is not known yet (several, none chosen).
 */
export function pendingRequestFor(
  requests: readonly CorrectionRequest[] | undefined,
  date: string,
  workDayId: number | null | undefined,
): CorrectionRequest | undefined {
  if (!requests || workDayId === undefined) return undefined;
  return requests.find(
    (request) => request.status === 'pending' && request.date === date && (request.work_day_id ?? null) === workDayId,
  );
}
