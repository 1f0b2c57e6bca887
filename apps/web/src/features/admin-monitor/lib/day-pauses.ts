import { type LocalDate, localDateOf, newWorkDayForm, plusDays } from '@daybook/domain';
import { z } from 'zod';
import { fromZoneInput } from '../../../lib/zone-input';

/**
 * The pauses of a missed day added on the monitoring page (POST /api/admin/work-days, its
 * `pauses`): `HH:MM` times on the organisation's clock, read as instants and checked as the server
 * checks them (apps/server/src/modules/corrections/day-times.ts, addDay) before anything is sent.
 */

/** The most pauses one request may carry (newWorkDayBody, packages/domain/src/schemas/corrections.ts). */
export const MAX_PAUSES = 20;

/**
 * The Add a missed day form: the shared form (newWorkDayForm) and its pause rows, each with both
 * times required. Whether the pauses fit the shift needs the times as instants: pauseProblems.
 */
export const addDayForm = (
  range: Parameters<typeof newWorkDayForm>[0],
  messages: Parameters<typeof newWorkDayForm>[1] & { pauseStartRequired: string; pauseEndRequired: string },
) =>
  newWorkDayForm(range, messages).extend({
    pauses: z
      .array(
        z.object({
          start: z.string().regex(/^\d{2}:\d{2}/, { error: messages.pauseStartRequired }),
          end: z.string().regex(/^\d{2}:\d{2}/, { error: messages.pauseEndRequired }),
        }),
      )
      .max(MAX_PAUSES),
  });
export type AddDayFormInput = z.input<ReturnType<typeof addDayForm>>;
export type AddDayFormValues = z.output<ReturnType<typeof addDayForm>>;

export interface Shift {
  checkIn: Date;
  checkOut: Date;
}

/**
 * A pause's `HH:MM` as an instant on the zone's clock (fromZoneInput, @date-fns/tz): on the day's
 * date, or on the next day when the shift ends the next day and the time falls before its check-in
 * (a pause after midnight), as the check-out is read. Null for a time that is not one.
 */
export function pauseInstant(date: LocalDate, clock: string, shift: Shift, timeZone: string): Date | null {
  const onDate = fromZoneInput(`${date}T${clock}`, timeZone);
  if (onDate === null) return null;
  const instant = new Date(onDate);
  if (instant.getTime() >= shift.checkIn.getTime() || localDateOf(shift.checkOut, timeZone) <= date) return instant;
  const nextDay = fromZoneInput(`${plusDays(date, 1)}T${clock}`, timeZone);
  return nextDay === null ? instant : new Date(nextDay);
}

export type PauseProblem =
  | { index: number; field: 'end'; kind: 'endBeforeStart' | 'afterCheckOut' }
  | { index: number; field: 'start'; kind: 'beforeCheckIn' }
  /** `other`: the index of the earlier-listed pause it overlaps. */
  | { index: number; field: 'start'; kind: 'overlaps'; other: number };

/**
 * What the server would refuse in the pauses (400 `pauses`, MSG.correctionPauseOutside), one
 * problem a pause at most: an end not after its start, a start before the check-in, an end after
 * the check-out, or an overlap with a pause listed before it (one may start as another ends).
 */
export function pauseProblems(pauses: readonly { start: Date; end: Date }[], shift: Shift): PauseProblem[] {
  const problems: PauseProblem[] = [];
  // the pauses that lie inside the shift, which the later ones are held against
  const inside: number[] = [];
  pauses.forEach(({ start, end }, index) => {
    if (end.getTime() <= start.getTime()) problems.push({ index, field: 'end', kind: 'endBeforeStart' });
    else if (start.getTime() < shift.checkIn.getTime()) problems.push({ index, field: 'start', kind: 'beforeCheckIn' });
    else if (end.getTime() > shift.checkOut.getTime()) problems.push({ index, field: 'end', kind: 'afterCheckOut' });
    else {
      const other = inside.find((i) => {
        const earlier = pauses[i] as { start: Date; end: Date };
        return start.getTime() < earlier.end.getTime() && earlier.start.getTime() < end.getTime();
      });
      if (other !== undefined) problems.push({ index, field: 'start', kind: 'overlaps', other });
      inside.push(index);
    }
  });
  return problems;
}
