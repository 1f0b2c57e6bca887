import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { timeContext } from '../../../lib/i18n/time-context';
import type { ProposedShift } from '../../../lib/shift-span/proposed-shift';
import { clockOnDay, shiftLength } from '../../../lib/shift-span/shift-span';

/**
 * What the confirmation of a long or overnight shift says (the corrections inbox's question, for
 * a manager's own correction or a missed day): its length and, across midnight, the next day's
 * check-out ("a las 07:04 p.m.", "a la 01:04 p.m.", time-context.ts).
 */
export function confirmShiftText(t: TFunction, shift: ProposedShift, timeZone: string): string {
  const length = shiftLength(shift.checkIn, shift.checkOut) ?? '';
  if (shift.daysLater > 0 && shift.checkOut) {
    const checkOut = clockOnDay(t, shift.checkOut, shift.checkIn, timeZone);
    return t('dayChanges.confirmOvernight', { length, checkOut, context: timeContext(checkOut) });
  }
  return t('dayChanges.confirmLong', { length });
}

/**
 * A 400's field messages (docs/api-errors.md) put under the form's fields: `fields` maps each
 * request field to the form's field that holds it. The form words them in the reader's language
 * when it shows them (translateMessage).
 */
export function fieldRefusals<Field extends string>(
  error: unknown,
  fields: Readonly<Record<string, Field>>,
): [Field, string][] {
  if (!(error instanceof ApiError)) return [];
  const refused: [Field, string][] = [];
  for (const [sent, field] of Object.entries(fields)) {
    const messages = error.fieldErrors[sent];
    if (messages?.length) refused.push([field, messages.join(' ')]);
  }
  return refused;
}
