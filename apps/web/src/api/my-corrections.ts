import type { CorrectionRequest } from '@daybook/domain';
import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../lib/typed-api';

/**
 * The caller's own correction requests: the request form and the timecard's day rows both read
 * which are pending. Under `['corrections']`, so what corrections invalidates on a send or a
 * decision refreshes both.
 */
export const myCorrectionsKey = ['corrections', 'mine'] as const;

/** GET /api/attendance/corrections/: the caller's own requests; idle while `enabled` is false. */
export function useMyCorrections(enabled = true) {
  return useQuery({
    enabled,
    queryKey: myCorrectionsKey,
    queryFn: ({ signal }) => answerOf(api.GET('/api/attendance/corrections/', { signal })),
  });
}

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
