import { earliestRecordDate, localDateOf, MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../lib/http-error.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';

/** The organisation-local date today (docs/product-rules.md §10). */
export async function organisationToday(ctx: AppContext): Promise<string> {
  return localDateOf(ctx.clock.now(), await organisationTimeZone(ctx.db));
}

/**
 * Refuses a care record (attendance, progress note) dated after today in the organisation's zone:
 * a field error on `date` (ADR 0009, addendum). A new record is also refused more than a year back
 * (`newRecord`; docs/product-rules.md §5 "How far back a record may be dated"); an existing one
 * keeps being readable and, unless signed, editable where it stands.
 */
export async function refuseFutureDate(ctx: AppContext, date: string, newRecord = false): Promise<void> {
  const today = await organisationToday(ctx);
  if (date > today) throw fieldError('date', MSG.careDateInFuture);
  if (newRecord && date < earliestRecordDate(today)) throw fieldError('date', MSG.careDateTooOld);
}

/** Refuses a client's date of birth after `today` (organisationToday): a field error on `dob`; none given passes. */
export function refuseFutureDob(dob: string | undefined, today: string): void {
  if (dob !== undefined && dob > today) throw fieldError('dob', MSG.dobFuture);
}
