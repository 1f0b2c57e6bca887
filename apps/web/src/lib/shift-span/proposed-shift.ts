import { type CorrectionRequest, daysLaterIn, shiftMinutes } from '@daybook/domain';

/** A shift longer than this asks the approver to confirm it (docs/payroll-rules.md). */
export const LONG_SHIFT_MINUTES = 12 * 60;

export interface ProposedShift {
  checkIn: string | null;
  checkOut: string | null;
  /** Whole minutes from check-in to check-out; 0 while either is missing. */
  minutes: number;
  /** Calendar days, in the organisation's zone, from the check-in's date to the check-out's. */
  daysLater: number;
}

/**
 * The shift a request would leave once approved: each proposed time, else the day's recorded one
 * (an empty proposed time keeps it, docs/payroll-rules.md "Correction requests").
 */
export function proposedShift(request: CorrectionRequest, timeZone: string): ProposedShift {
  return shiftSpan(
    request.check_in_at ?? request.current_check_in_at,
    request.check_out_at ?? request.current_check_out_at,
    timeZone,
  );
}

/**
 * A shift's check-in and check-out with its length and the days it spans in the zone (a manager's
 * direct correction or a missed day added, on the monitoring page, as for a request).
 */
export function shiftSpan(checkIn: string | null, checkOut: string | null, timeZone: string): ProposedShift {
  return {
    checkIn,
    checkOut,
    minutes: shiftMinutes(checkIn, checkOut),
    daysLater: daysLaterIn(checkIn, checkOut, timeZone),
  };
}

/**
 * Whether approving it (or saving a manager's correction, a missed day) asks first: a shift across
 * midnight or one longer than 12 hours.
 */
export function needsConfirmation(shift: ProposedShift): boolean {
  return shift.daysLater > 0 || shift.minutes > LONG_SHIFT_MINUTES;
}

/**
 * The proposed shift's worked and paused seconds as the server answers them (the shift's recorded
 * pauses taken off, docs/payroll-rules.md "Correction requests"); null from a server without them
 * or while the shift has no check-out.
 */
export function proposedTime(request: CorrectionRequest): { worked_seconds: number; paused_seconds: number } | null {
  const worked = request.proposed_worked_seconds;
  const paused = request.proposed_paused_seconds;
  return typeof worked === 'number' && typeof paused === 'number'
    ? { worked_seconds: worked, paused_seconds: paused }
    : null;
}
