import { MSG, parseDateInput, rangeTooLong } from '@daybook/domain';
import { badRequest, type FieldErrors } from '../../lib/http-error.js';

export interface DateRange {
  from: string;
  to: string;
}

/**
 * Reads an inclusive date range from a query (YYYY-MM-DD or MM/DD/YYYY, docs/product-rules.md §7), filling
 * what is missing from the defaults; a bad, reversed or over-long range is a 400 naming the field.
 */
export function parseDateRange(
  query: { start_date?: string | undefined; end_date?: string | undefined },
  defaults: DateRange,
): DateRange {
  const fields: FieldErrors = {};
  const read = (name: 'start_date' | 'end_date', fallback: string) => {
    const text = query[name]?.trim();
    if (!text) return fallback;
    const parsed = parseDateInput(text);
    if (!parsed) fields[name] = [MSG.invalidDate];
    return parsed ?? fallback;
  };
  const from = read('start_date', defaults.from);
  const to = read('end_date', defaults.to);
  if (Object.keys(fields).length > 0) throw badRequest(MSG.invalidDate, fields);
  if (from > to) throw badRequest(MSG.rangeReversed, { end_date: [MSG.rangeReversed] });
  if (rangeTooLong(from, to)) {
    throw badRequest(MSG.rangeTooLong, { end_date: [MSG.rangeTooLong] });
  }
  return { from, to };
}
